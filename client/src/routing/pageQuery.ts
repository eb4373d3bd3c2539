import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { MessagePart } from '../i18n/messageParts.ts';
import { pathWithoutLocale } from '../i18n/urlLocale.ts';

/** What a page's query variables come from: the URL only, so the server computes the same ones (docs/i18n.md#first-load). */
export interface PageArgs {
  params: Params;
  searchParams: URLSearchParams;
  /** The path without the language prefix: the page's key for floating popups (`$pageUrl`). */
  pathname: string;
}

/** The route's query artifact, imported on demand so no route's query is in the entry chunk. */
export type QueryArtifact = () => Promise<{ default: ConcreteRequest }>;

/**
 * The variables a page gives: all but `$cityId` and `$pageUrl`, which every route query declares (the header shows the
 * city, the shell the page's floating popups) and routeVariables sets from the chosen city and the URL. A query without
 * them does not type-check here.
 */
export type RouteVariables<TQuery extends OperationType> = string extends keyof TQuery['variables']
  ? never
  : 'cityId' | 'pageUrl' extends keyof TQuery['variables']
    ? Omit<TQuery['variables'], 'cityId' | 'pageUrl'>
    : never;

/** A screen's one query: its artifact, its variables from the URL, and the message parts it shows. */
export interface PageQuery<TQuery extends OperationType> {
  /** Names the retained reference of the screen (one per screen, per kind). */
  key: string;
  artifact: QueryArtifact;
  variables(args: PageArgs, cityId: string | null): RouteVariables<TQuery>;
  /** The message parts the screen needs (all unless told fewer). */
  messages?: readonly MessagePart[];
}

/** A page whatever its query: how the server's page table holds them. */
export interface AnyPageQuery {
  key: string;
  artifact: QueryArtifact;
  variables(args: PageArgs, cityId: string | null): object;
  messages?: readonly MessagePart[];
}

export const definePage = <TQuery extends OperationType>(page: PageQuery<TQuery>): PageQuery<TQuery> => page;

/** The query's variables for a URL and a chosen city (null: the default city, docs/home.md#city). */
export function routeVariables(page: AnyPageQuery, args: PageArgs, cityId: string | null): Record<string, unknown> {
  return { ...page.variables(args, cityId), cityId, pageUrl: args.pathname };
}

export const pageArgsOf = ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): PageArgs => {
  const url = new URL(request.url);
  return { params, searchParams: url.searchParams, pathname: pathWithoutLocale(url.pathname) };
};
