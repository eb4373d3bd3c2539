// Generated images: /media/{collection}/{id}.svg, gallery images /media/{events|experiences}/{id}-{n}.svg, ?size=thumb.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import type { MediaCollection } from '../http/urls.ts';
import { renderSvg } from './svg.ts';
import { imageSubject } from './subjects.ts';
import type { RouteContext } from '../http/context.ts';

const COLLECTIONS: MediaCollection[] = ['events', 'experiences', 'slides', 'organizers', 'cities', 'places'];
const FILE = /^(\d{1,9})(?:-(\d{1,2}))?\.svg$/;

export async function mediaRoutes(app: FastifyInstance, { db }: RouteContext) {
  for (const collection of COLLECTIONS) {
    app.get<{ Params: { file: string }; Querystring: { size?: 'thumb' } }>(`/media/${collection}/:file`, {
      schema: {
        summary: `Image of one of the ${collection} (no key needed)`, tags: ['media'],
        produces: 'image/svg+xml',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', description: '{id}.svg, or {id}-{n}.svg for gallery image n' } } },
        querystring: { type: 'object', properties: { size: { type: 'string', enum: ['thumb'] } } },
        response: { 200: { type: 'string', description: 'SVG image' }, 404: { $ref: 'Detail#' } },
      },
    }, async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const gallery = match?.[2] === undefined ? 0 : Number(match[2]);
      if (!match) throw notFound();
      const subject = await imageSubject(db, collection, Number(match[1]), gallery);
      if (!subject) throw notFound();
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderSvg(subject, { size: request.query.size === 'thumb' ? 'thumb' : 'full', variant: gallery }));
    });
  }
}
