// The curated list objects of the contract.
import { Type, type Static } from '@sinclair/typebox';
import { bilingual, StringEnum, Uri } from '../http/typebox.ts';

export const CURATED_ITEM_TYPES = ['event', 'experience', 'place', 'article'] as const;

export const CuratedList = Type.Object(
  {
    id: Type.Integer(),
    share_id: Type.String(),
    slug: Type.String(),
    ...bilingual('name'),
    ...bilingual('description'),
    cover_image: Uri(),
    cover_thumbnail: Uri(),
    city_ids: Type.Array(Type.Integer()),
    item_count: Type.Integer(),
  },
  { description: "A list chosen by the guide's editors: events, experiences, places and articles in a set order." },
);
export type CuratedList = Static<typeof CuratedList>;

export const CuratedListItem = Type.Object(
  {
    position: Type.Integer({ description: '1-based place in the list' }),
    item_type: StringEnum(CURATED_ITEM_TYPES),
    item_id: Type.Integer({ description: 'id of the event, experience, place or article (fetch them by ids)' }),
  },
  { description: 'One entry of a curated list: which item, of which kind.' },
);
export type CuratedListItem = Static<typeof CuratedListItem>;

export const curatedListSchemas = { CuratedList, CuratedListItem };
