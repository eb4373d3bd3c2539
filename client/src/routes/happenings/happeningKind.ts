import type { ItemKind } from './__generated__/HappeningCard_item.graphql.ts';

/** A happening's kind, as the schema's ItemKind enum names it. */
export type HappeningKind = Exclude<ItemKind, '%future added value'>;

/**
 * The one mapping of the kind in the client: the URL segment of its screens. Route queries pass the kind itself
 * (`$kind: ItemKind!`) to the kind-generic root fields (happenings, happening, happeningCategories).
 */
export const happeningKinds: Record<HappeningKind, { segment: string }> = {
  EVENT: { segment: 'events' },
  EXPERIENCE: { segment: 'experiences' },
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
