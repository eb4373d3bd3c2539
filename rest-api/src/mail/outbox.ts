// The mailer: "sending" an email records it in the outbox table and logs one line. Development reads the outbox at
// /dev/outbox/; a real transport can later drain the same table.
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Lang } from '../http/language.ts';

export interface Email {
  to: string;
  language: Lang;
  subject: string;
  text: string;
  /** the one link the email is about (verify, reset, delete) */
  link: string | null;
}

export type OutboxRow = typeof t.outboxEmails.$inferSelect;

export interface Mailer {
  send(email: Email): Promise<void>;
}

export function outboxMailer(db: Db, log: FastifyBaseLogger, now: () => Date): Mailer {
  return {
    async send(email) {
      const [row] = await db
        .insert(t.outboxEmails)
        .values({
          toEmail: email.to,
          language: email.language,
          subject: email.subject,
          bodyText: email.text,
          link: email.link,
          createdAt: now(),
        })
        .returning({ id: t.outboxEmails.id });
      log.info({ outboxId: row.id, subject: email.subject }, 'email queued in the outbox');
    },
  };
}

export async function latestEmails(db: Db, limit = 100): Promise<OutboxRow[]> {
  return db.select().from(t.outboxEmails).orderBy(desc(t.outboxEmails.id)).limit(limit);
}
