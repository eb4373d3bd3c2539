// The request's language, as the gateway, the REST API and the web app's server read it from Accept-Language.

export type Language = 'en' | 'ar';

/** `ar`, `ar-SA`, ... as the most preferred language give Arabic; anything else (or no header) gives English. */
export function preferredLanguage(header: string | null | undefined): Language {
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
