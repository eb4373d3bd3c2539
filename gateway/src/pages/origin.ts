import type { IncomingMessage } from 'node:http';

/** The site's origin for absolute links: PUBLIC_URL when set, else the request's Host when it is a plain host name. */
export function originOf(req: IncomingMessage, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host)
    ? `http://${host}`
    : 'http://localhost';
}
