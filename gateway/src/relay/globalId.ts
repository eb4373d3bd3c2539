// Opaque global ids of the Relay server specification: base64 of `Type:restId`.
import { badUserInput } from '../upstream/errors.ts';

export const nodeTypes = [
  'City',
  'Category',
  'Audience',
  'Tag',
  'Organizer',
  'Event',
  'Experience',
  'HomeList',
  'HomeSlide',
  'User',
  'Tip',
  'Photo',
  'Place',
  'PlaceCategory',
  'PlaceSubcategory',
  'CheckIn',
  'FavouriteList',
  'Order',
  'Article',
  'CuratedList',
] as const;
export type NodeType = (typeof nodeTypes)[number];

export interface DecodedId {
  type: string;
  id: number;
}

export function toGlobalId(type: NodeType, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DECODED = /^([A-Za-z][A-Za-z0-9]*):([1-9][0-9]{0,14})$/;

/** Decodes any well-formed global id; garbage gives BAD_USER_INPUT 'Invalid id'. The type is not checked here. */
export function fromGlobalId(globalId: string): DecodedId {
  const decoded = BASE64.test(globalId) ? Buffer.from(globalId, 'base64').toString('utf8') : '';
  const match = DECODED.exec(decoded);
  if (!match) throw badUserInput('Invalid id');
  return { type: match[1], id: Number(match[2]) };
}

export const isNodeType = (type: string): type is NodeType => (nodeTypes as readonly string[]).includes(type);

/** The rest id of a global id that must be of one of `types`; another type gives BAD_USER_INPUT. */
export function expectGlobalId(globalId: string, ...types: NodeType[]): { type: NodeType; id: number } {
  const decoded = fromGlobalId(globalId);
  if (!(types as string[]).includes(decoded.type))
    throw badUserInput(`Expected ${types.join(' or ')} id, got a ${decoded.type} id`);
  return decoded as { type: NodeType; id: number };
}
