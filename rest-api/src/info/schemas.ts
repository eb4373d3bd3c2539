// The info domain's objects: info pages with their sections, the site's facts, floating popups, settings, and the
// receipt of a contact message.
import { Type, type Static } from '@sinclair/typebox';
import { bilingual, DateTime, Nullable, StringEnum, Uri } from '../http/typebox.ts';

export const REQUEST_TYPES = ['suggestion', 'complaint', 'advertise', 'request'] as const;

const InfoItem = Type.Object({ key: Type.String(), ...bilingual('name'), value: Type.String() });

export const InfoSection = Type.Object({
  key: Type.String({ description: 'what the block is (vision, mission, facts, numbers, stores...)' }),
  ...bilingual('heading'),
  ...bilingual('body'),
  items: Type.Array(InfoItem, { description: 'counters, phone numbers (value), store links (value)...' }),
});

export const InfoPage = Type.Object({
  id: Type.Integer(),
  url: Type.String({ description: 'the key of the page: about, ticketing, app, important-numbers, terms...' }),
  ...bilingual('title'),
  ...bilingual('description'),
  ...bilingual('keywords'),
  sections: Type.Array(InfoSection),
  updated_at: DateTime(),
});
export type InfoPage = Static<typeof InfoPage>;

export const SiteFacts = Type.Object(
  {
    cities: Type.Integer(),
    places: Type.Integer(),
    events: Type.Integer(),
    experiences: Type.Integer(),
    members: Type.Integer(),
    tips: Type.Integer(),
  },
  { description: 'Counters computed from the data when asked' },
);
export type SiteFacts = Static<typeof SiteFacts>;

export const FloatingPopup = Type.Object({
  id: Type.Integer(),
  image: Uri(),
  thumbnail: Uri(),
  page_url: Type.String(),
  navigation_url: Nullable(Type.String()),
  ...bilingual('name'),
  ...bilingual('description'),
  visible: Type.Boolean(),
});
export type FloatingPopup = Static<typeof FloatingPopup>;

export const SiteSettings = Type.Object({
  home_list_video_url: Nullable(Uri({ description: 'the video Home shows; null: none' })),
  home_list_video_poster: Nullable(Uri()),
  home_list_video_captions: Nullable(Uri({ description: 'WebVTT captions of the video' })),
  show_hijri_dates: Type.Boolean({ description: 'dates of events and experiences also in the Umm al-Qura calendar' }),
  vapid_public_key: Type.String({ description: 'the application server key web push subscriptions use' }),
});
export type SiteSettings = Static<typeof SiteSettings>;

export const ContactMessageReceipt = Type.Object({
  id: Type.Integer(),
  request_type: StringEnum(REQUEST_TYPES),
  created_at: DateTime(),
});

export const PushSubscriptionReceipt = Type.Object({ id: Type.Integer(), created_at: DateTime() });

export const infoSchemas = {
  InfoPage,
  SiteFacts,
  FloatingPopup,
  SiteSettings,
  ContactMessageReceipt,
  PushSubscriptionReceipt,
};
