// Builds the Fastify application around an open database; main.ts and the tests both start from here.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/changes.ts';
import type { Db } from './db/connect.ts';
import { authenticate, type AuthOptions } from './http/auth.ts';
import { installErrorHandling } from './http/errors.ts';
import { writeLimit } from './abuse/write-limit.ts';
import { createRestMetrics, instrument, metricsRoutes, type PoolStats } from './http/metrics.ts';
import { traceRequests } from './http/tracing.ts';
import type { Tracing } from '../../observability/tracing.ts';
import { OpenApiCollector, openApiRoutes } from './http/openapi.ts';
import { customFormats } from './http/params.ts';
import { oneLanguageAnswers } from './http/oneLanguage.ts';
import { publicReads } from './http/publicReads.ts';
import { componentSchemas } from './http/schemas.ts';
import { screenIncomingText } from './http/text.ts';
import { createUrls } from './http/urls.ts';
import { outboxMailer } from './mail/outbox.ts';
import { checkAccessToken } from './members/sign-in/oauth-tokens.ts';
import { articleRoutes } from './articles/routes.ts';
import { audienceRoutes } from './reference/audiences.ts';
import { curatedListRoutes } from './curatedLists/routes.ts';
import { discoverRoutes } from './discover/routes.ts';
import { authRoutes } from './members/account/registration.ts';
import { calendarRoutes } from './happenings/calendar.ts';
import { categoryRoutes } from './happenings/categories.ts';
import { communityMeRoutes } from './community/endpoints/me.ts';
import { communityPhotoRoutes, photoMediaRoutes } from './community/endpoints/photos.ts';
import { communityRatingRoutes } from './community/endpoints/ratings.ts';
import { communityTipRoutes } from './community/endpoints/tips.ts';
import { cityRoutes } from './reference/cities.ts';
import { devOutboxRoutes } from './mail/dev-outbox.ts';
import type { RouteContext } from './http/context.ts';
import { happeningRoutes } from './happenings/routes.ts';
import { healthRoutes } from './http/health.ts';
import { homeRoutes } from './home/routes.ts';
import { infoRoutes } from './info/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { meRoutes } from './members/account/me.ts';
import { mediaRoutes } from './media/routes.ts';
import { oauthRoutes } from './members/sign-in/oauth.ts';
import { organizerRoutes } from './reference/organizers.ts';
import { placeContributionRoutes } from './places/contributions.ts';
import { placeRoutes } from './places/routes.ts';
import { socialAuthRoutes } from './members/sign-in/social.ts';
import { socialRoutes } from './social/routes.ts';
import { facebookRoutes } from './social/facebook.ts';
import { statsRoutes } from './home/stats.ts';
import { tagRoutes } from './reference/tags.ts';
import { uploadRoutes } from './media/uploads.ts';
import { userRoutes } from './members/profiles.ts';
import { favouriteRoutes } from './favourites/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { happeningSuggestionRoutes } from './happenings/suggestions.ts';

export const API_PREFIX = '/api/v1';

export interface AppDeps {
  db: Db;
  config: Config;
  /** where logs go (stdout by default); tests capture them */
  logStream?: DestinationStream;
  /** the database pool's counts, for /metrics */
  poolStats?: () => PoolStats;
  /** OpenTelemetry, when configured (observability/tracing.ts) */
  tracing?: Tracing;
  /** how writes reach the other instances' memory of public answers (in-process when left out) */
  changes?: ChangeFeed;
}

export async function buildApp({
  db,
  config,
  logStream,
  poolStats,
  tracing,
  changes,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers["x-client-key"]'], censor: '[redacted]' },
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The gateway passes its request id on (docs/operations.md#request-ids): every log line of the request carries it.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // allErrors: DRF answers every bad field at once. Inputs stay small (short query strings, 64 KB bodies), which
    // keeps Ajv's all-errors mode cheap.
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { formats: customFormats, verbose: true, allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('principal', null);
  instrument(app, createRestMetrics(poolStats));
  if (tracing) traceRequests(app, tracing);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const openapi = new OpenApiCollector((url) =>
    url.startsWith(`${API_PREFIX}/`) ? [{ clientKey: [] }, { bearer: [] }] : [],
  );
  openapi.attach(app);
  for (const [name, schema] of Object.entries(componentSchemas)) app.addSchema({ $id: name, ...schema });
  installErrorHandling(app);
  screenIncomingText(app);

  const ctx: RouteContext = {
    db,
    config,
    urls: createUrls(app, config),
    mailer: outboxMailer(db, app.log, config.now),
  };
  const auth: AuthOptions = {
    clientKey: config.clientKey,
    oauthClient: config.oauthClient,
    checkBearer: (token) => checkAccessToken(db, token, config.now()),
  };

  await app.register(healthRoutes, ctx);
  await app.register(metricsRoutes, ctx);
  await app.register(openApiRoutes, { ...ctx, openapi });
  await app.register(mediaRoutes, ctx);
  await app.register(uploadRoutes, ctx);
  await app.register(photoMediaRoutes, ctx);
  await app.register(oauthRoutes, { ...ctx, auth });
  if (!config.production) await app.register(devOutboxRoutes, ctx);
  await app.register(
    async (api) => {
      api.addHook('onRequest', authenticate(auth));
      publicReads(api, { ttlMs: config.publicCacheTtlMs, changes });
      oneLanguageAnswers(api);
      api.addHook('preHandler', writeLimit(db, config));
      for (const routes of [
        cityRoutes,
        categoryRoutes,
        audienceRoutes,
        tagRoutes,
        organizerRoutes,
        happeningRoutes,
        calendarRoutes,
        homeRoutes,
        statsRoutes,
        authRoutes,
        socialAuthRoutes,
        meRoutes,
        placeRoutes,
        placeContributionRoutes,
        communityTipRoutes,
        communityPhotoRoutes,
        communityRatingRoutes,
        communityMeRoutes,
        userRoutes,
        favouriteRoutes,
        orderRoutes,
        happeningSuggestionRoutes,
        socialRoutes,
        facebookRoutes,
        infoRoutes,
        pushRoutes,
        articleRoutes,
        curatedListRoutes,
        discoverRoutes,
      ]) {
        await api.register(routes, ctx);
      }
    },
    { prefix: API_PREFIX },
  );
  return app;
}
