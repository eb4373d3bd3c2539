// Tips of events, experiences and places: the shared post routes plus writing a tip.
import { Type, type Static } from '@sinclair/typebox';
import { memberId } from '../../http/auth.ts';
import { DetailError, schemaFieldErrors } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { membersOnly } from '../http.ts';
import { itemExists, TIP_KINDS, type ItemKind } from '../kinds.ts';
import { TIP } from '../posts.ts';
import * as serialize from '../serialize.ts';
import { createTip, TIP_MAX_LENGTH } from '../tips.ts';
import type { RouteContext } from '../../http/context.ts';
import type { Routes, TypedApp } from '../../http/typebox.ts';
import { registerPostRoutes } from './posts.ts';
import { bearerAuth, detailAnswer } from '../../members/schemas.ts';

const tipBody = (kind: ItemKind) =>
  Type.Object({
    entity: Type.Integer({ description: `id of the ${kind.entityType}` }),
    user: Type.Optional(Type.Integer({ description: "optional; must be the bearer's own id" })),
    text: Type.String({ maxLength: TIP_MAX_LENGTH }),
    is_negative: Type.Optional(Type.Boolean({ default: false })),
  });
/** The body as it may come (the handler adds its own checks to the schema's errors: attachValidation). */
type TipBody = Partial<Static<ReturnType<typeof tipBody>>>;

export const communityTipRoutes: Routes = async (app, ctx) => {
  for (const kind of TIP_KINDS) {
    registerPostRoutes(app, ctx, kind, {
      type: TIP,
      segment: 'tips',
      schema: 'Tip',
      serialize: serialize.tip,
      page: { default: 5, max: 100 },
    });
    registerCreate(app, ctx, kind);
  }
};

function registerCreate(app: TypedApp, { db, config, urls }: RouteContext, kind: ItemKind) {
  app.post(
    `/${kind.path}/tips/`,
    {
      ...membersOnly,
      attachValidation: true,
      schema: {
        summary: `Write a tip about one of the ${kind.path}`,
        tags: [kind.path],
        security: bearerAuth,
        body: tipBody(kind),
        response: { 201: ref('Tip'), 403: detailAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const errors = schemaFieldErrors(request);
      const body = (request.body ?? {}) as TipBody;
      if (Number.isInteger(body.user) && body.user !== userId) throw new DetailError(403, 'permission_denied');
      if (!errors.has('text') && typeof body.text === 'string' && body.text.trim() === '')
        errors.add('text', [message('blank')]);
      if (
        !errors.has('entity') &&
        Number.isInteger(body.entity) &&
        !(await itemExists(db, kind.entityType, body.entity!))
      ) {
        errors.add('entity', [message('city_unknown', { input: String(body.entity) })]);
      }
      errors.throwIfAny();
      const tip = await createTip(
        db,
        {
          userId,
          entityType: kind.entityType,
          entityId: body.entity!,
          text: body.text!.trim(),
          isNegative: body.is_negative ?? false,
        },
        config.now(),
      );
      return reply.code(201).send(serialize.tip(urls)(tip));
    },
  );
}
