// /sitemap.xml and /robots.txt, for search engines (docs/i18n.md#sitemap).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayYoga } from '../graphql/yoga.ts';
import { sendText } from '../http/compression.ts';
import type { Logger } from '../logger.ts';
import { originOf } from './origin.ts';
import { createSitemapSource, robotsTxt, sitemapXml } from './sitemap.ts';

export interface SiteFilesParts {
  yoga: GatewayYoga;
  publicUrl: string | undefined;
  logger: Logger;
}

const sendFile = (req: IncomingMessage, res: ServerResponse, contentType: string, text: string) =>
  sendText(req, res, 200, { 'content-type': contentType, 'cache-control': 'public, max-age=600' }, text);

export function createSiteFiles({ yoga, publicUrl, logger }: SiteFilesParts) {
  const paths = createSitemapSource(yoga);
  return {
    paths: new Set(['/sitemap.xml', '/robots.txt']),
    async serve(req: IncomingMessage, res: ServerResponse, pathname: string) {
      const origin = originOf(req, publicUrl);
      if (pathname === '/robots.txt') return sendFile(req, res, 'text/plain; charset=utf-8', robotsTxt(origin));
      try {
        await sendFile(req, res, 'application/xml; charset=utf-8', sitemapXml(origin, await paths()));
      } catch (error) {
        logger.error(`sitemap: ${error instanceof Error ? error.message : String(error)}`);
        res
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' })
          .end('The sitemap is not available right now; try again in a minute.\n');
      }
    },
  };
}
