// The field resolvers of the Happening interface, shared as one set by Event and Experience.
import type { GatewayContext } from '../graphql/context.ts';
import type { EventResolvers } from '../graphql/__generated__/resolvers.ts';
import { image, localizedField, nodeFields } from '../graphql/fields.ts';
import type { RestHappening } from '../upstream/types.ts';
import { localized, localizedRequired } from '../viewer/locale.ts';
import { calendarLinks } from './calendarLinks.ts';
import { kinds } from './kinds.ts';

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

const present = <T>(value: T | null): value is T => value !== null;

const locationText = (item: RestHappening, context: GatewayContext) =>
  ['venue_name', 'address', 'district']
    .map((field) => localized(item.location, field, context.locale))
    .filter(present)
    .join(', ');

const fields = {
  kind: (item) => kinds[item.kind].enumValue,
  name: localizedField('name', true),
  summary: localizedField('summary'),
  description: localizedField('description'),
  startDate: (item) => item.start_date,
  endDate: (item) => item.end_date,
  isPast: (item) => new Date(item.end_date).getTime() < Date.now(),
  price: (item) => ({
    isFree: item.is_free,
    amount: item.is_free ? null : item.price,
    currency: item.currency || 'SAR',
  }),
  image: (item, _, context) =>
    image(item.image, item.thumbnail, localizedRequired(item, 'name', context.locale), context),
  gallery: (item, _, context) =>
    (item.gallery ?? [])
      .map((url) => image(url, null, localizedRequired(item, 'name', context.locale), context))
      .filter(present),
  location: (item, _, context) =>
    item.location && {
      latitude: item.location.latitude,
      longitude: item.location.longitude,
      venueName: localized(item.location, 'venue_name', context.locale),
      address: localized(item.location, 'address', context.locale),
      district: localized(item.location, 'district', context.locale),
    },
  workingHours: (item) =>
    (item.working_hours ?? []).map((span) => ({
      weekday: WEEKDAYS[span.weekday],
      opens: span.opens,
      closes: span.closes,
    })),
  ticketUrl: (item) => item.ticket_url || null,
  city: (item, _, context) => (item.city_id === null ? null : context.loaders.reference.city(item.city_id)),
  categories: async (item, _, context) =>
    (
      await Promise.all((item.category_ids ?? []).map((id) => context.loaders.reference.category(item.kind, id)))
    ).filter(present),
  audiences: async (item, _, context) =>
    (await Promise.all((item.audience_ids ?? []).map((id) => context.loaders.reference.audience(id)))).filter(present),
  tags: (item) => item.tags ?? [],
  organizer: (item, _, context) =>
    item.organizer_id === null ? null : context.loaders.organizers.load(item.organizer_id),
  calendarLinks: (item, _, context) =>
    calendarLinks({
      kind: item.kind,
      rawId: item.id,
      title: localizedRequired(item, 'name', context.locale),
      details: localized(item, 'summary', context.locale) ?? '',
      location: locationText(item, context),
      start: item.start_date,
      end: item.end_date,
      locale: context.locale,
    }),
  attendanceCount: (item) => item.attendance_count ?? 0,
  wantToGoCount: (item) => item.want_to_go_count ?? 0,
} satisfies EventResolvers;

export const eventFields = { ...nodeFields(kinds.event.typeName), ...fields };
export const experienceFields = { ...nodeFields(kinds.experience.typeName), ...fields };

export const happeningTypeName = (item: RestHappening) => kinds[item.kind].typeName;
