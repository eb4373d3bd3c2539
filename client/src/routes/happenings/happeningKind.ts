import type { ItemKind } from './__generated__/HappeningCard_item.graphql.ts';

/** A happening's kind, as the schema's ItemKind enum names it. */
export type HappeningKind = Exclude<ItemKind, '%future added value'>;

/**
 * The one mapping of the kind in the client: the URL segment of its screens and the flag its route queries branch on
 * (`isEvent`/`isEvents` in @include/@skip, which pick the `event`/`experience` root fields).
 */
export const happeningKinds: Record<HappeningKind, { segment: string; isEvent: boolean }> = {
  EVENT: { segment: 'events', isEvent: true },
  EXPERIENCE: { segment: 'experiences', isEvent: false },
};

export const allHappeningKinds = Object.keys(happeningKinds) as HappeningKind[];

export function listPath(kind: HappeningKind): string {
  return `/${happeningKinds[kind].segment}`;
}

export function detailPath(kind: HappeningKind, slug: string): string {
  return `${listPath(kind)}/${encodeURIComponent(slug)}`;
}

/** The schema's ItemKind may grow; anything unknown is treated as an event for links. */
export function asHappeningKind(kind: string): HappeningKind {
  return allHappeningKinds.find((known) => known === kind) ?? 'EVENT';
}

/** The kind a route query was loaded for, from its `isEvent(s)` flag. */
export function kindOfFlag(isEvent: boolean): HappeningKind {
  return allHappeningKinds.find((kind) => happeningKinds[kind].isEvent === isEvent) ?? 'EVENT';
}
