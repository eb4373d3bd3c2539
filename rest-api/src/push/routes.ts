// Web push: a browser's subscription is stored for the member (bearer token) or the guest (guest_id); a member of
// staff's tooling (or a test) sends a notification to the subscriptions of a member or guest with sendPush.
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { FieldErrorList } from '../http/errors.ts';
import { requestLang } from '../http/language.ts';
import { message } from '../http/messages.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { vapidKeys } from './vapid.ts';

const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** Sends a notification to every subscription of a member or a guest; gone subscriptions (404/410) are deleted. */
export async function sendPush(
  db: Db,
  config: Pick<Config, 'vapid' | 'vapidSubject'>,
  to: { userId: number } | { guestId: string },
  payload: PushMessage,
): Promise<{ sent: number; removed: number }> {
  const keys = await vapidKeys(db, config);
  const rows = await db
    .select()
    .from(t.pushSubscriptions)
    .where('userId' in to ? eq(t.pushSubscriptions.userId, to.userId) : eq(t.pushSubscriptions.guestId, to.guestId));
  let sent = 0;
  let removed = 0;
  for (const row of rows) {
    // web-push encrypts (aes128gcm) and signs (VAPID); the request goes out with fetch, so any http(s) endpoint works.
    const details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject: config.vapidSubject, ...keys }, TTL: 24 * 3600 },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404 || response.status === 410) {
      await db.delete(t.pushSubscriptions).where(eq(t.pushSubscriptions.id, row.id));
      removed += 1;
    } else if (!response.ok) {
      throw new Error(`push service answered ${response.status}`);
    } else {
      sent += 1;
    }
  }
  return { sent, removed };
}

export const pushRoutes: Routes = async (app, { db, config }) => {
  app.post(
    '/push-subscriptions/',
    {
      schema: {
        summary: "Store a browser's push subscription for the signed-in member, or for a guest (guest_id)",
        tags: ['push'],
        body: Type.Object({
          endpoint: Type.String({ format: 'uri', maxLength: 2000 }),
          keys: Type.Object({
            p256dh: Type.String({ minLength: 1, maxLength: 200 }),
            auth: Type.String({ minLength: 1, maxLength: 100 }),
          }),
          guest_id: Type.Optional(Type.String({ description: "the guest's id when no member is signed in" })),
        }),
        response: { 201: ref('PushSubscriptionReceipt'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { endpoint, keys, guest_id: guestId } = request.body;
      const userId = request.principal?.kind === 'member' ? request.principal.userId : null;
      const errors = new FieldErrorList();
      if (userId === null && !guestId) errors.add('guest_id', [message('required')]);
      if (guestId && !GUEST_ID.test(guestId)) errors.add('guest_id', [message('invalid')]);
      if (!/^https?:\/\//.test(endpoint)) errors.add('endpoint', [message('url_invalid')]);
      errors.throwIfAny();
      const values = {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        userId,
        guestId: guestId ?? null,
        language: requestLang(request),
        createdAt: config.now(),
      };
      const [row] = await db
        .insert(t.pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: t.pushSubscriptions.endpoint, set: values })
        .returning();
      return reply.code(201).send({ id: row.id, created_at: row.createdAt.toISOString() });
    },
  );
};
