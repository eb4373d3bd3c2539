// Tips of events, experiences and places: the shared post routes plus writing a tip.
import type { FastifyInstance } from 'fastify';
import { memberId } from '../http/auth.ts';
import { DetailError, schemaFieldErrors } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { membersOnly } from '../community/http.ts';
import { itemExists, ITEM_KINDS, type ItemKind } from '../community/kinds.ts';
import { TIP } from '../community/posts.ts';
import * as serialize from '../community/serialize.ts';
import { createTip, TIP_MAX_LENGTH } from '../community/tips.ts';
import type { RouteContext } from './context.ts';
import { registerPostRoutes } from './community-posts.ts';
import { bearerAuth, detailAnswer } from './members-schemas.ts';

interface TipBody {
  entity?: number;
  user?: number;
  text?: string;
  is_negative?: boolean;
}

export async function communityTipRoutes(app: FastifyInstance, ctx: RouteContext) {
  for (const kind of ITEM_KINDS) {
    registerPostRoutes(app, ctx, kind, { type: TIP, segment: 'tips', schema: 'Tip', serialize: serialize.tip, page: { default: 5, max: 100 } });
    registerCreate(app, ctx, kind);
  }
}

function registerCreate(app: FastifyInstance, { db, config, urls }: RouteContext, kind: ItemKind) {
  app.post<{ Body: TipBody }>(`/${kind.path}/tips/`, {
    ...membersOnly,
    attachValidation: true,
    schema: {
      summary: `Write a tip about one of the ${kind.path}`, tags: [kind.path], security: bearerAuth,
      body: {
        type: 'object', required: ['entity', 'text'],
        properties: {
          entity: { type: 'integer', description: `id of the ${kind.entityType}` },
          user: { type: 'integer', description: 'optional; must be the bearer\'s own id' },
          text: { type: 'string', maxLength: TIP_MAX_LENGTH },
          is_negative: { type: 'boolean', default: false },
        },
      },
      response: { 201: ref('Tip'), 403: detailAnswer, ...errorResponses },
    },
  }, async (request, reply) => {
    const userId = memberId(request);
    const errors = schemaFieldErrors(request);
    const body = (request.body ?? {}) as TipBody;
    if (Number.isInteger(body.user) && body.user !== userId) throw new DetailError(403, 'permission_denied');
    if (!errors.has('text') && typeof body.text === 'string' && body.text.trim() === '') errors.add('text', [message('blank')]);
    if (!errors.has('entity') && Number.isInteger(body.entity) && !(await itemExists(db, kind.entityType, body.entity!))) {
      errors.add('entity', [message('city_unknown', { input: String(body.entity) })]);
    }
    errors.throwIfAny();
    const tip = await createTip(db, {
      userId, entityType: kind.entityType, entityId: body.entity!, text: body.text!.trim(), isNegative: body.is_negative ?? false,
    }, config.now());
    return reply.code(201).send(serialize.tip(urls)(tip));
  });
}
