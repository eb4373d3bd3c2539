// The reference objects of the contract: cities, audiences, tags and organizers.
import { Type, type Static } from '@sinclair/typebox';
import { bilingual, Nullable, Uri } from '../http/typebox.ts';

export const City = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  ...bilingual('name'),
  latitude: Type.Number(),
  longitude: Type.Number(),
  is_default: Type.Boolean(),
  sort_order: Type.Integer(),
});
export type City = Static<typeof City>;

export const Audience = Type.Object({ id: Type.Integer(), slug: Type.String(), ...bilingual('name') });
export type Audience = Static<typeof Audience>;

export const Tag = Type.Object({ id: Type.Integer(), slug: Type.String(), ...bilingual('name') });
export type Tag = Static<typeof Tag>;

export const Organizer = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  ...bilingual('name'),
  ...bilingual('description'),
  website: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  logo: Uri(),
});
export type Organizer = Static<typeof Organizer>;

export const referenceSchemas = { City, Audience, Tag, Organizer };
