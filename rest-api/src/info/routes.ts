// Info pages by url, the site's live facts, floating popups by page url, the site settings, and contact messages.
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors.ts';
import { requestLang } from '../http/language.ts';
import { resultsSchema } from '../http/paging.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { readMultipart } from '../members/account/profile-form.ts';
import { vapidKeys } from '../push/vapid.ts';
import { bodyFields, checkContact, contactEmail, storeContact } from './contact.ts';
import { findInfoPage, popupsOfPage, settingsMap, siteFacts } from './queries.ts';
import * as serialize from './serialize.ts';

const tags = ['info'];

export const infoRoutes: Routes = async (app, { db, config, urls, mailer }) => {
  await app.register(multipart);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const popupJson = serialize.popup(urls);

  app.get(
    '/info-pages/facts/',
    {
      schema: {
        summary: 'Counters of the about page, computed from the data when asked',
        tags,
        response: { 200: ref('SiteFacts'), ...errorResponses },
      },
    },
    async () => siteFacts(db),
  );

  app.get(
    '/info-pages/',
    {
      schema: {
        summary: 'One info page by its url (about, ticketing, app, important-numbers, terms, privacy...)',
        tags,
        querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: ref('InfoPage'), ...errorResponses },
      },
    },
    async (request) => {
      const page = await findInfoPage(db, request.query.url.replace(/^\/+|\/+$/g, ''));
      if (!page) throw notFound();
      return serialize.infoPage(page);
    },
  );

  app.get(
    '/floating-popups/',
    {
      schema: {
        summary: 'The visible floating popups of a page, in order',
        tags,
        querystring: Type.Object({
          page_url: Type.String({ maxLength: 500, description: 'the page path without the language prefix ("/")' }),
        }),
        response: { 200: resultsSchema(ref('FloatingPopup')), ...errorResponses },
      },
    },
    async (request) => ({ results: (await popupsOfPage(db, request.query.page_url)).map(popupJson) }),
  );

  app.get(
    '/settings/',
    {
      schema: {
        summary: 'Site settings: the home-list video, Hijri dates, the web push key',
        tags,
        response: { 200: ref('SiteSettings'), ...errorResponses },
      },
    },
    async () => {
      const [values, keys] = await Promise.all([settingsMap(db), vapidKeys(db, config)]);
      return serialize.settings(urls, values, keys.publicKey);
    },
  );

  app.post(
    '/contact-messages/',
    {
      schema: {
        summary: 'Send a contact message (form data); stored and e-mailed to the team',
        tags,
        form: {
          mediaType: 'multipart/form-data',
          schema: {
            type: 'object',
            required: ['name', 'email', 'message', 'request_type'],
            properties: {
              name: { type: 'string', description: '2 to 60 characters' },
              email: { type: 'string' },
              message: { type: 'string', description: 'at most 2000 characters' },
              request_type: { type: 'string', enum: ['suggestion', 'complaint', 'advertise', 'request'] },
              page_url: { type: 'string', description: 'the page the message is about (optional)' },
              guest_id: { type: 'string', description: "a guest's id (optional)" },
            },
          },
        },
        response: { 201: ref('ContactMessageReceipt'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const fields = request.isMultipart() ? (await readMultipart(request)).fields : bodyFields(request);
      const input = checkContact(fields);
      const language = requestLang(request);
      const userId = request.principal?.kind === 'member' ? request.principal.userId : null;
      const row = await storeContact(db, input, userId, language, config.now());
      await mailer.send(contactEmail(input, language));
      return reply
        .code(201)
        .send({ id: row.id, request_type: row.requestType, created_at: row.createdAt.toISOString() });
    },
  );
};
