// The request's language, for the few answers whose content depends on it (a new member's language, the calendar
// file's texts). Error bodies do not: they carry codes, and the gateway words them (docs/rest-contract.md, Errors).
import type { FastifyRequest } from 'fastify';

export type Lang = 'en' | 'ar';

/** `ar`, `ar-SA`, ... as the most preferred language of Accept-Language give Arabic; anything else gives English. */
export function languageFromHeader(header: string | null | undefined): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0] && /^ar(-|$)/.test(ranked[0].tag) ? 'ar' : 'en';
}

export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  return languageFromHeader(typeof header === 'string' ? header : undefined);
}
