// An event or experience as an iCalendar file.
import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors.ts';
import { requestLang } from '../http/language.ts';
import { idParams } from '../http/params.ts';
import { errorResponses } from '../http/schemas.ts';
import { StringEnum, type Routes } from '../http/typebox.ts';
import { buildCalendar } from './ics.ts';
import { KINDS, kindPath } from './kind.ts';
import { findHappening } from './queries.ts';

export const calendarRoutes: Routes = async (app, { db, config, urls }) => {
  for (const kind of KINDS) {
    app.get(
      `/${kindPath(kind)}/:id/calendar.ics`,
      {
        schema: {
          summary: `The ${kind} as an iCalendar file (add to Apple, Google or Outlook calendars)`,
          description: 'Texts are English unless `lang=ar` or `Accept-Language: ar`.',
          tags: [kindPath(kind)],
          produces: 'text/calendar',
          params: idParams,
          querystring: Type.Object({ lang: Type.Optional(StringEnum(['en', 'ar'])) }),
          response: { 200: Type.String({ description: 'RFC 5545 VCALENDAR with one VEVENT' }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const item = await findHappening(db, kind, String(request.params.id), null);
        if (!item) throw notFound();
        const ar = (request.query.lang ?? requestLang(request)) === 'ar';
        const pick = (en: string, arabic: string) => (ar && arabic ? arabic : en);
        const location = [pick(item.venueNameEn, item.venueNameAr), pick(item.addressEn, item.addressAr)]
          .filter(Boolean)
          .join(', ');
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
      },
    );
  }
};
