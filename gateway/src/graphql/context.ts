// The context of one GraphQL request: who asks (locale, credentials), its upstream session and its loaders.
import type { Got } from 'got';
import type { GatewayConfig } from '../config.ts';
import { createLoaders, type Loaders } from '../loaders/index.ts';
import type { ActivityBus } from '../pubsub/activity.ts';
import type { ReferenceCache } from '../referenceCache/cache.ts';
import type { MediaUrl } from '../upstream/mediaUrls.ts';
import { forwardedHeaders } from '../http/security.ts';
import type { FastGet } from '../upstream/fastGet.ts';
import { UpstreamSession } from '../upstream/session.ts';
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
  /** Live activity on reviewable items (community writes publish, subscriptions listen). */
  activity: ActivityBus;
  /**
   * Starts over with a new upstream session and loaders: a subscription's context lives as long as the subscription,
   * and each event must read fresh data, not what an earlier event memoized.
   */
  renew(): void;
}

export interface ContextServices {
  config: GatewayConfig;
  http: Got;
  /** upstream GETs without got, when the HTTP cache is off (upstream/fastGet.ts) */
  fastGet?: FastGet;
  referenceCache: ReferenceCache;
  mediaUrl: MediaUrl;
  activity: ActivityBus;
}

export function createContext(services: ContextServices, headers: Headers): GatewayContext {
  const locale = localeFromAcceptLanguage(headers.get('accept-language'));
  const oauthClient = { id: services.config.oauthClientId, secret: services.config.oauthClientSecret };
  const forwarded = forwardedHeaders(headers);
  const session = () =>
    new UpstreamSession({
      http: services.http,
      fastGet: services.fastGet,
      identity: { locale, authorization: headers.get('authorization') ?? undefined },
      clientKey: services.config.clientKey,
      timeoutMs: services.config.upstreamTimeoutMs,
      referenceCache: services.referenceCache,
      oauthClient,
      forwarded,
    });
  const upstream = session();
  const loaders = createLoaders(upstream);
  const context: GatewayContext = {
    locale,
    upstream,
    loaders,
    mediaUrl: services.mediaUrl,
    oauthClient,
    googleMapsApiKey: services.config.googleMapsApiKey,
    activity: services.activity,
    // On `this`: Yoga hands resolvers a copy of this object, extended with its own fields.
    renew(this: GatewayContext) {
      this.upstream = session();
      this.loaders = createLoaders(this.upstream);
    },
  };
  return context;
}
