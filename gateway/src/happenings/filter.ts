// HappeningFilter (GraphQL input, global ids) -> search parameters of the REST contract.
import { cityIdsListFilter } from '../reference/chosenCity.ts';
import type { HappeningFilter } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { expectGlobalId, type NodeType } from '../relay/globalId.ts';
import type { Query } from '../upstream/routes.ts';
import type { Kind } from '../upstream/types.ts';
import { kinds } from './kinds.ts';
import { badUserInput } from '../upstream/errors.ts';

/** A real calendar day written YYYY-MM-DD (the `date` filter), else BAD_USER_INPUT. */
export function checkDay(value: string): string {
  const day = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || !date.toISOString().startsWith(day)) throw badUserInput('date must be a day written YYYY-MM-DD');
  return day;
}

export const rawIds = (ids: readonly string[] | null | undefined, type: NodeType) =>
  ids?.length ? ids.map((id) => expectGlobalId(id, type).id) : undefined;

export async function searchParams(
  kind: Kind,
  filter: HappeningFilter | null | undefined,
  context: GatewayContext,
): Promise<Query> {
  const params: Query = {
    text: filter?.text?.trim() || undefined,
    period: filter?.period?.toLowerCase(),
    date: filter?.date ? checkDay(filter.date) : undefined,
    category_ids: rawIds(filter?.categoryIds, 'Category'),
    tags_ids: rawIds(filter?.tagIds, 'Tag'),
    audience_ids: rawIds(filter?.audienceIds, 'Audience'),
    city_ids: await cityIdsListFilter(filter?.cityIds, context),
  };
  if (filter?.listId) params[kinds[kind].listIdsParam] = [expectGlobalId(filter.listId, 'HomeList').id];
  return params;
}
