// Uploaded files (members' images) under /media/users/{file}; names are random, so they can be cached for good.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/errors.ts';
import { CONTENT_TYPES, STORED_FILE, type ImageType } from '../uploads/images.ts';
import type { RouteContext } from '../http/context.ts';

export async function uploadRoutes(app: FastifyInstance, { config }: RouteContext) {
  app.get<{ Params: { file: string } }>('/media/users/:file', {
    schema: {
      summary: 'A member\'s uploaded image (no key needed)', tags: ['media'], produces: 'image/*',
      params: { type: 'object', required: ['file'], properties: { file: { type: 'string' } } },
      response: { 200: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP image' }, 404: { $ref: 'Detail#' } },
    },
  }, async (request, reply) => sendUpload(reply, config.uploadsDir, 'users', request.params.file));
}

/** Answers a stored upload of `folder` (404 for a name this app does not write, or a file that is gone). */
export async function sendUpload(reply: FastifyReply, uploadsDir: string, folder: string, file: string) {
  if (!STORED_FILE.test(file)) throw notFound();
  const bytes = await readFile(path.join(uploadsDir, folder, file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw notFound();
    throw error;
  });
  return reply
    .type(CONTENT_TYPES[path.extname(file).slice(1) as ImageType])
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(bytes);
}
