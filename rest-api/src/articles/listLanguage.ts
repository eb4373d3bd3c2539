// The language of an article list (search, sources, tags, discover): the one asked for, both for `any`, else the
// request's language (Accept-Language), so a reader sees each article once, in their own language.
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { ArticleLanguage } from '../db/schema.ts';
import { requestLang } from '../http/language.ts';
import { StringEnum } from '../http/typebox.ts';
import { ARTICLE_LANGUAGE_FILTERS } from './schemas.ts';

type ArticleLanguageFilter = (typeof ARTICLE_LANGUAGE_FILTERS)[number];

export const listLanguageParam = (description: string) =>
  Type.Optional(
    StringEnum(ARTICLE_LANGUAGE_FILTERS, {
      description: `${description}; \`any\`: both; absent: the language of Accept-Language`,
    }),
  );

/** `byIds`: articles looked up by id are not filtered unless a language is asked for. */
export const listLanguage = (
  request: Pick<FastifyRequest, 'headers'>,
  asked: ArticleLanguageFilter | undefined,
  byIds = false,
): ArticleLanguage | undefined => (asked === 'any' ? undefined : (asked ?? (byIds ? undefined : requestLang(request))));
