// Development only: the emails the app "sent" (verification, reset, deletion links), newest first.
import { Type } from '@sinclair/typebox';
import { latestEmails, type OutboxRow } from './outbox.ts';
import { AnyObject, type Routes } from '../http/typebox.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const asJson = (row: OutboxRow) => ({
  id: row.id,
  to: row.toEmail,
  language: row.language,
  subject: row.subject,
  text: row.bodyText,
  link: row.link,
  created_at: row.createdAt.toISOString(),
});

function page(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (row) => `
  <article lang="${row.language}" dir="${row.language === 'ar' ? 'rtl' : 'ltr'}">
    <h2>${escapeHtml(row.subject)}</h2>
    <p class="meta">To ${escapeHtml(row.toEmail)} · <time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString()}</time></p>
    <pre>${escapeHtml(row.bodyText)}</pre>
    ${row.link ? `<p><a href="${escapeHtml(row.link)}">${escapeHtml(row.link)}</a></p>` : ''}
  </article>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dalil outbox (development)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#555}</style>
</head><body><h1>Outbox</h1><p>Emails sent by the development server, newest first (${rows.length}).</p>${items || '<p>No email yet.</p>'}</body></html>`;
}

export const devOutboxRoutes: Routes = async (app, { db }) => {
  app.get(
    '/dev/outbox/',
    {
      schema: {
        summary: 'Sent emails as a page (development only)',
        tags: ['dev'],
        produces: 'text/html',
        response: { 200: Type.String() },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(page(await latestEmails(db))),
  );
  app.get(
    '/dev/outbox.json',
    {
      schema: {
        summary: 'Sent emails as JSON (development only)',
        tags: ['dev'],
        response: { 200: Type.Object({ results: Type.Array(AnyObject()) }) },
      },
    },
    async () => ({ results: (await latestEmails(db)).map(asJson) }),
  );
};
