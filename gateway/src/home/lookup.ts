// Finding one home list or slide by id. The REST contract has no detail route for them (only lists by city), so these
// read the viewer's city first and then the other cities; they serve node(id) lookups, not page rendering.
import type { GatewayContext } from '../graphql/context.ts';
import type { RestHomeList, RestHomeSlide } from '../upstream/types.ts';
import { fetchHomeLists, fetchHomeSlides } from './resolvers.ts';

export async function findHomeList(id: number, context: GatewayContext): Promise<RestHomeList | null> {
  const viewerCity = (await context.viewerCity()).id;
  const found = (await fetchHomeLists(context, viewerCity)).find((list) => list.id === id);
  if (found) return found;
  const others = (await context.loaders.reference.cities()).filter((city) => city.id !== viewerCity);
  const lists = await Promise.all(others.map((city) => fetchHomeLists(context, city.id)));
  return lists.flat().find((list) => list.id === id) ?? null;
}

export async function findHomeSlide(id: number, context: GatewayContext): Promise<RestHomeSlide | null> {
  return (await fetchHomeSlides(context)).find((slide) => slide.id === id) ?? null;
}
