// Info pages by url, the about page's facts, floating popups by page, site settings, and contact messages.
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { localizedField } from '../graphql/fields.ts';
import { withUserErrors } from '../graphql/userErrors.ts';
import { nullIfNotFound } from '../upstream/errors.ts';
import { routes } from '../upstream/routes.ts';
import type { RestFloatingPopup, RestInfoPage, RestSiteFacts, RestSiteSettings } from './types.ts';

/** The REST request types: CONTENT_REQUEST is `request` upstream. */
const REQUEST_TYPES = {
  SUGGESTION: 'suggestion',
  COMPLAINT: 'complaint',
  ADVERTISE: 'advertise',
  CONTENT_REQUEST: 'request',
} as const;

/** Upstream field names of the contact form, as the input names them (`message` is a field here, not a notice). */
const CONTACT_FIELDS = {
  message: 'message',
  request_type: 'requestType',
  page_url: 'pageUrl',
  guest_id: 'guestId',
};

/** A url as the API keys pages: no slashes around it. */
const pageKey = (url: string) => url.replace(/^\/+|\/+$/g, '');

// Every screen's query reads the settings (the Hijri dates setting): like cities, they are the same for everyone and
// rarely change, so they come from the reference cache (REFERENCE_CACHE_TTL_MS).
const settingsOf = (context: GatewayContext) => context.upstream.getReference<RestSiteSettings>(routes.siteSettings());

export const infoResolvers = {
  Query: {
    infoPage: (_, { url }, context) => {
      const key = pageKey(url);
      // Page keys are short words with dashes: anything else is no page, without asking.
      if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(key)) return null;
      return nullIfNotFound(context.upstream.get<RestInfoPage>(routes.infoPage(key)));
    },
    siteFacts: (_, __, context) => context.upstream.get<RestSiteFacts>(routes.siteFacts()),
    floatingPopups: async (_, { pageUrl }, context) =>
      (await context.upstream.get<{ results: RestFloatingPopup[] }>(routes.floatingPopups(pageUrl.slice(0, 500))))
        .results,
    siteSettings: (_, __, context) => settingsOf(context),
  },
  Mutation: {
    sendContactMessage: async (_, { input }, context) => {
      const multipart = new FormData();
      const fields = {
        name: input.name,
        email: input.email,
        message: input.message,
        request_type: REQUEST_TYPES[input.requestType],
        page_url: input.pageUrl,
        guest_id: input.guestId,
      };
      for (const [name, value] of Object.entries(fields)) {
        if (value !== null && value !== undefined) multipart.append(name, value);
      }
      const { value, userErrors } = await withUserErrors(
        () => context.upstream.write('POST', routes.contactMessages(), { body: { multipart } }),
        undefined,
        CONTACT_FIELDS,
      );
      return { ok: value !== null, userErrors };
    },
  },
  InfoPage: {
    title: localizedField('title', true),
    description: localizedField('description', true),
    keywords: (page: RestInfoPage, _: unknown, context: GatewayContext) =>
      (context.locale === 'ar' ? page.keywords_ar : page.keywords_en)
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    updatedAt: (page: RestInfoPage) => page.updated_at,
  },
  InfoSection: {
    heading: localizedField('heading', true),
    body: localizedField('body', true),
  },
  InfoItem: {
    name: localizedField('name', true),
    nameEn: (item) => item.name_en,
    nameAr: (item) => item.name_ar,
  },
  FloatingPopup: {
    id: (popup) => Buffer.from(`FloatingPopup:${popup.id}`, 'utf8').toString('base64'),
    rawId: (popup) => popup.id,
    image: (popup, _, context) => {
      const url = context.mediaUrl(popup.image) ?? popup.image;
      return { url, thumbnail: context.mediaUrl(popup.thumbnail) ?? url, alt: '' };
    },
    pageUrl: (popup) => popup.page_url,
    navigationUrl: (popup) => popup.navigation_url,
    name: localizedField('name', true),
    description: localizedField('description', true),
  },
  SiteSettings: {
    homeVideo: (settings) => (settings.home_list_video_url ? settings : null),
    showHijriDates: (settings) => settings.show_hijri_dates,
    pushPublicKey: (settings) => settings.vapid_public_key,
  },
  HomeVideo: {
    url: (settings) => settings.home_list_video_url ?? '',
    poster: (settings) => settings.home_list_video_poster,
    captions: (settings) => settings.home_list_video_captions,
  },
} satisfies Resolvers;
