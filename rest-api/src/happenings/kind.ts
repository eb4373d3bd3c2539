// Events and experiences share one table, one shape and one set of handlers; this is the one place that says how a
// kind is written in each part of the REST layer (the `kind` column and enum value, the URL and media segment, the
// search parameter of its home lists).
import type { Kind } from '../db/schema.ts';
import { StringEnum } from '../http/typebox.ts';

export type { Kind };

interface KindNames {
  /** URL segment of the kind's routes and of its generated images: /api/v1/{path}/, /media/{path}/ */
  path: 'events' | 'experiences';
  /** search parameter that filters by home list */
  listIdsParam: 'event_list_ids' | 'experience_list_ids';
}

const NAMES: Record<Kind, KindNames> = {
  event: { path: 'events', listIdsParam: 'event_list_ids' },
  experience: { path: 'experiences', listIdsParam: 'experience_list_ids' },
};

export const KINDS = Object.keys(NAMES) as Kind[];

export const kindPath = (kind: Kind) => NAMES[kind].path;
export const listIdsParam = (kind: Kind) => NAMES[kind].listIdsParam;

export const KIND_PATHS = KINDS.map(kindPath);

/** The kind whose URL segment is `path`, if any. */
export const kindOfPath = (path: string): Kind | undefined => KINDS.find((kind) => NAMES[kind].path === path);

/** The `kind` enum of the contract's JSON. */
export const KindEnum = (options: object = {}) => StringEnum(KINDS, options);
