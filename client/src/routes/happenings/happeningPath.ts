export type HappeningKind = 'EVENT' | 'EXPERIENCE';

const basePaths: Record<HappeningKind, string> = { EVENT: '/events', EXPERIENCE: '/experiences' };

export function listPath(kind: HappeningKind): string {
  return basePaths[kind];
}

export function detailPath(kind: HappeningKind, slug: string): string {
  return `${basePaths[kind]}/${encodeURIComponent(slug)}`;
}

/** The schema's ItemKind may grow; anything unknown is treated as an event for links. */
export function asHappeningKind(kind: string): HappeningKind {
  return kind === 'EXPERIENCE' ? 'EXPERIENCE' : 'EVENT';
}
