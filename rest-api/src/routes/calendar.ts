import type { FastifyInstance } from 'fastify';
import { buildCalendar } from '../calendar/ics.ts';
import { notFound } from '../http/errors.ts';
import { requestLang } from '../http/language.ts';
import { idParams } from '../http/params.ts';
import { errorResponses } from '../http/schemas.ts';
import { findHappening } from '../queries/happenings.ts';
import { KINDS, kindPath, type RouteContext } from './context.ts';

export async function calendarRoutes(app: FastifyInstance, { db, config, urls }: RouteContext) {
  for (const kind of KINDS) {
    app.get<{ Params: { id: number }; Querystring: { lang?: 'en' | 'ar' } }>(`/${kindPath(kind)}/:id/calendar.ics`, {
      schema: {
        summary: `The ${kind} as an iCalendar file (add to Apple, Google or Outlook calendars)`,
        description: 'Texts are English unless `lang=ar` or `Accept-Language: ar`.',
        tags: [kindPath(kind)],
        produces: 'text/calendar',
        params: idParams,
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['en', 'ar'] } } },
        response: { 200: { type: 'string', description: 'RFC 5545 VCALENDAR with one VEVENT' }, ...errorResponses },
      },
    }, async (request, reply) => {
      const item = await findHappening(db, kind, String(request.params.id));
      if (!item) throw notFound();
      const ar = (request.query.lang ?? requestLang(request)) === 'ar';
      const pick = (en: string, arabic: string) => (ar && arabic ? arabic : en);
      const location = [pick(item.venueNameEn, item.venueNameAr), pick(item.addressEn, item.addressAr)].filter(Boolean).join(', ');
      const body = buildCalendar({
        uid: `${kind}-${item.id}@dalil`,
        stamp: config.now(),
        start: item.startDate,
        end: item.endDate,
        summary: pick(item.nameEn, item.nameAr),
        description: pick(item.descriptionEn, item.descriptionAr),
        location,
        url: item.ticketUrl ?? `${urls.base()}/api/v1/${kindPath(kind)}/${item.slug}/`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${item.slug}.ics"`)
        .send(body);
    });
  }
}
