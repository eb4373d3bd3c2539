// The article objects of the contract.
import { Type, type Static } from '@sinclair/typebox';
import { bilingual, DateTime, Nullable, refTo, StringEnum, Uri } from '../http/typebox.ts';
import type { Tag } from '../reference/schemas.ts';

export const ARTICLE_LANGUAGES = ['en', 'ar'] as const;
/** A list's language filter: one language, or `any` for both. */
export const ARTICLE_LANGUAGE_FILTERS = [...ARTICLE_LANGUAGES, 'any'] as const;

export const Article = Type.Object(
  {
    id: Type.Integer(),
    share_id: Type.String(),
    slug: Type.String(),
    language: StringEnum(ARTICLE_LANGUAGES, { description: 'the one language the article is written in' }),
    title: Type.String(),
    summary: Type.String(),
    cover_image: Uri(),
    cover_thumbnail: Uri(),
    source_name: Type.String({ description: 'the publication the article comes from' }),
    author_name: Type.String(),
    tags: Type.Array(refTo<typeof Tag>('Tag')),
    city_ids: Type.Array(Type.Integer()),
    published_at: DateTime(),
    tip_count: Type.Integer(),
    translation_id: Nullable(
      Type.Integer({ description: 'the same article written in the other language; null when it has none' }),
    ),
  },
  { description: 'An article of the guide, written in English or in Arabic; its body is fetched on its own.' },
);
export type Article = Static<typeof Article>;

export const ArticleBody = Type.Object(
  {
    id: Type.Integer(),
    language: StringEnum(ARTICLE_LANGUAGES),
    web: Type.Boolean(),
    body: Type.String({
      description:
        'sanitised HTML: p, h2-h4, ul, ol, li, strong, em, b, i, blockquote, br and a (http, https or mailto href ' +
        'only), no other tag or attribute; with web=true links open in a new tab (target, rel noopener)',
    }),
  },
  { description: "An article's body." },
);
export type ArticleBody = Static<typeof ArticleBody>;

export const ArticleSource = Type.Object({ name: Type.String(), article_count: Type.Integer() });

export const ArticleTag = Type.Object(
  { id: Type.Integer(), slug: Type.String(), ...bilingual('name'), article_count: Type.Integer() },
  { description: 'A tag that articles carry, with how many articles carry it.' },
);

export const articleSchemas = { Article, ArticleBody, ArticleSource, ArticleTag };
