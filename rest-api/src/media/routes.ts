// Generated images: /media/{collection}/{id}.svg, gallery images /media/{events|experiences}/{id}-{n}.svg, ?size=thumb.
import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors.ts';
import type { MediaCollection } from '../http/urls.ts';
import { renderSvg } from './svg.ts';
import { imageSubject } from './subjects.ts';
import { KIND_PATHS } from '../happenings/kind.ts';
import { ref } from '../http/schemas.ts';
import { StringEnum, type Routes } from '../http/typebox.ts';
import { fileParams } from './uploads.ts';

const COLLECTIONS: MediaCollection[] = [
  ...KIND_PATHS,
  'slides',
  'organizers',
  'cities',
  'places',
  'articles',
  'curated-lists',
];
const FILE = /^(\d{1,9})(?:-(\d{1,2}))?\.svg$/;

export const mediaRoutes: Routes = async (app, { db }) => {
  for (const collection of COLLECTIONS) {
    app.get(
      `/media/${collection}/:file`,
      {
        schema: {
          summary: `Image of one of the ${collection} (no key needed)`,
          tags: ['media'],
          produces: 'image/svg+xml',
          params: fileParams('{id}.svg, or {id}-{n}.svg for gallery image n'),
          querystring: Type.Object({ size: Type.Optional(StringEnum(['thumb'])) }),
          response: { 200: Type.String({ description: 'SVG image' }), 404: ref('Detail') },
        },
      },
      async (request, reply) => {
        const match = FILE.exec(request.params.file);
        const gallery = match?.[2] === undefined ? 0 : Number(match[2]);
        if (!match) throw notFound();
        const subject = await imageSubject(db, collection, Number(match[1]), gallery);
        if (!subject) throw notFound();
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(renderSvg(subject, { size: request.query.size === 'thumb' ? 'thumb' : 'full', variant: gallery }));
      },
    );
  }
};
