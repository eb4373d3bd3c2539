// The favourite-list objects of the contract.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, refTo, StringEnum, Uri } from '../http/typebox.ts';
import type { PublicUserSummary } from '../community/schemas.ts';

/** The kinds a list holds, as the body of a toggle names them (singular) and as its answer groups them (plural). */
export const FAVOURITE_KINDS = ['event', 'experience', 'place', 'article'] as const;
export const FAVOURITE_GROUPS = {
  event: 'events',
  experience: 'experiences',
  place: 'places',
  article: 'articles',
} as const;

const ids = (what: string) => Type.Array(Type.Integer(), { description: `ids of the ${what}, last saved first` });

export const FavouriteList = Type.Object(
  {
    id: Type.Integer(),
    share_id: Type.String({ description: 'opens the list read-only for anyone: /favourites/share/{share_id}/' }),
    share_url: Uri({ description: "the shared list's page in the web app" }),
    name: Type.String({ minLength: 2, maxLength: 255 }),
    description: Type.String(),
    user: refTo<typeof PublicUserSummary>('PublicUserSummary'),
    items: Type.Object({
      events: ids('events'),
      experiences: ids('experiences'),
      places: ids('places'),
      articles: ids('articles'),
    }),
    item_count: Type.Integer(),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { description: "A member's favourite list; its items are grouped by kind." },
);
export type FavouriteList = Static<typeof FavouriteList>;

export const FavouriteKind = (options: object = {}) => StringEnum(FAVOURITE_KINDS, options);

export const favouriteSchemas = { FavouriteList };
