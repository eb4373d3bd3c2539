// Shapes of the REST contract's Articles, Curated lists and Discover sections as the gateway reads them (generated).
import type { components } from '../upstream/__generated__/restApi.ts';

type Schemas = components['schemas'];

export type RestArticle = Schemas['Article'];
export type RestArticleBody = Schemas['ArticleBody'];
export type RestArticleSource = Schemas['ArticleSource'];
export type RestArticleTag = Schemas['ArticleTag'];
export type RestCuratedList = Schemas['CuratedList'];
export type RestCuratedListItem = Schemas['CuratedListItem'];
export type RestDiscoverItem = Schemas['DiscoverItem'];
