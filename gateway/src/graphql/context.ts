// The context of one GraphQL request: who asks (locale, city, credentials), its upstream session and its loaders.
import type { Got } from 'got';
import type { GatewayConfig } from '../config.ts';
import { createLoaders, type Loaders } from '../loaders/index.ts';
import type { ReferenceCache } from '../referenceCache/cache.ts';
import type { MediaUrl } from '../upstream/mediaUrls.ts';
import { UpstreamSession } from '../upstream/session.ts';
import type { RestCity } from '../upstream/types.ts';
import { localeFromAcceptLanguage, type Locale } from '../viewer/locale.ts';

export interface GatewayContext {
  locale: Locale;
  upstream: UpstreamSession;
  loaders: Loaders;
  mediaUrl: MediaUrl;
  /** The OAuth2 client of the REST API's token endpoint (its credentials go in the token form). */
  oauthClient: { id: string; secret: string };
  /** The Google Maps browser key of the configuration, if any. */
  googleMapsApiKey: string | undefined;
  /** The city of the X-Dalil-City header when it names a known city, else the default city (Jeddah). */
  viewerCity(): Promise<RestCity>;
}

export interface ContextServices {
  config: GatewayConfig;
  http: Got;
  referenceCache: ReferenceCache;
  mediaUrl: MediaUrl;
}

export const CITY_HEADER = 'x-dalil-city';

function rawCityId(header: string | null): number | null {
  return header && /^[1-9][0-9]{0,9}$/.test(header.trim()) ? Number(header.trim()) : null;
}

export function createContext(services: ContextServices, headers: Headers): GatewayContext {
  const locale = localeFromAcceptLanguage(headers.get('accept-language'));
  const oauthClient = { id: services.config.oauthClientId, secret: services.config.oauthClientSecret };
  const upstream = new UpstreamSession({
    http: services.http,
    identity: { locale, authorization: headers.get('authorization') ?? undefined },
    clientKey: services.config.clientKey,
    timeoutMs: services.config.upstreamTimeoutMs,
    referenceCache: services.referenceCache,
    oauthClient,
  });
  const loaders = createLoaders(upstream);
  const cityId = rawCityId(headers.get(CITY_HEADER));
  let viewerCity: Promise<RestCity> | undefined;
  return {
    locale,
    upstream,
    loaders,
    mediaUrl: services.mediaUrl,
    oauthClient,
    googleMapsApiKey: services.config.googleMapsApiKey,
    viewerCity: () =>
      (viewerCity ??= (async () => (cityId !== null ? await loaders.reference.city(cityId) : null) ?? loaders.reference.defaultCity())()),
  };
}
