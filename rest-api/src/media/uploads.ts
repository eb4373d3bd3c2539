// Uploaded files (members' images) under /media/users/{file}; names are random, so they can be cached for good.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors.ts';
import { CONTENT_TYPES, STORED_FILE, type ImageType } from '../uploads/images.ts';
import { ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';

/** `{file}` of the /media/... file routes. */
export const fileParams = (description?: string) =>
  Type.Object({ file: Type.String(description ? { description } : {}) });

export const uploadRoutes: Routes = async (app, { config }) => {
  app.get(
    '/media/users/:file',
    {
      schema: {
        summary: "A member's uploaded image (no key needed)",
        tags: ['media'],
        produces: 'image/*',
        params: fileParams(),
        response: {
          200: Type.String({ format: 'binary', description: 'JPEG, PNG or WebP image' }),
          404: ref('Detail'),
        },
      },
    },
    async (request, reply) => sendUpload(reply, config.uploadsDir, 'users', request.params.file),
  );
};

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
