// `?texts=en|ar` on a GET: the answer's texts in that language only (docs/rest-contract.md#one-language). Every text
// field comes in two, `<name>_en` and `<name>_ar`; where the asked-for one has text, the other one is sent empty. An
// Arabic text left empty keeps its English one (and an English one its Arabic one), so a reader that falls back to
// the other language still finds it. The fields stay (the response schemas require them): only their bytes go. A
// Home's reads are about half their size in English, and a client decodes and parses that much less.
import type { FastifyInstance } from 'fastify';

type Lang = 'en' | 'ar';

const other = { en: '_ar', ar: '_en' } as const;
const own = { en: '_en', ar: '_ar' } as const;
const hasText = (value: unknown) => typeof value === 'string' && value !== '';

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** A copy of `value` with the other language's texts emptied where `lang` has one; the value itself is not changed. */
export function inOneLanguage(value: unknown, lang: Lang): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => inOneLanguage(item, lang));
  if (!isPlainObject(value)) return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key in record) {
    const field = record[key];
    if (typeof field === 'string') {
      const emptied = field !== '' && key.endsWith(other[lang]) && hasText(record[key.slice(0, -3) + own[lang]]);
      copy[key] = emptied ? '' : field;
    } else copy[key] = inOneLanguage(field, lang);
  }
  return copy;
}

export function oneLanguageAnswers(api: FastifyInstance) {
  api.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.method !== 'GET') return payload;
    // Not `lang`: the article routes already take it (only an article written in that language).
    const lang = (request.query as Record<string, unknown> | undefined)?.texts;
    return lang === 'en' || lang === 'ar' ? inOneLanguage(payload, lang) : payload;
  });
}
