// Absolute URLs in answers are built from PUBLIC_URL, or from the listening address when it is not set.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export type MediaCollection =
  'events' | 'experiences' | 'slides' | 'organizers' | 'cities' | 'places' | 'articles' | 'curated-lists';

export interface Urls {
  base(): string;
  media(collection: MediaCollection, file: string, size?: 'thumb'): string;
  /** An uploaded file, e.g. a member's image: /media/users/{file}, or a photo: /media/photos/{file} */
  upload(folder: 'users' | 'photos', file: string): string;
}

export function createUrls(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'host' | 'port'>): Urls {
  const base = () => {
    if (config.publicUrl) return config.publicUrl;
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    return `http://${config.host}:${port}`;
  };
  return {
    base,
    media: (collection, file, size) => `${base()}/media/${collection}/${file}.svg${size ? `?size=${size}` : ''}`,
    upload: (folder, file) => `${base()}/media/${folder}/${file}`,
  };
}
