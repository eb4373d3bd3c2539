// Loads the client's page renderer (client/dist-server/renderPage.js, built by `npm run build`) and its HTML template.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../viewer/locale.ts';

/** A page's GraphQL operation: by persisted id, or by text when the client was built without persisting. */
export interface PageOperation {
  id: string | null;
  text: string | null;
  name: string;
  variables: Record<string, unknown>;
}

/** What the built renderer exports (client/src/server/renderPage.ts); the gateway only depends on this shape. */
export interface PageRenderer {
  renderPage(input: {
    url: string;
    origin: string;
    cityId: string | null;
    template: string;
    execute(operation: PageOperation, locale: Locale): Promise<Record<string, unknown>>;
  }): Promise<{ status: number; html: string; locale: Locale; pageId: string; modules?: string[] }>;
}

export interface LoadedRenderer {
  renderer: PageRenderer;
  template: string;
}

/** The renderer and template, read once; null while the client is not built (the plain index.html is served then). */
export function createRendererLoader(clientDist: string, serverEntry: string) {
  let loading: Promise<LoadedRenderer | null> | null = null;
  const load = async (): Promise<LoadedRenderer | null> => {
    try {
      const [template, renderer] = await Promise.all([
        readFile(path.join(clientDist, 'index.html'), 'utf8'),
        import(pathToFileURL(serverEntry).href) as Promise<PageRenderer>,
      ]);
      return typeof renderer.renderPage === 'function' ? { renderer, template } : null;
    } catch {
      return null;
    }
  };
  return () => {
    loading ??= load().then((loaded) => {
      // Not built yet: look again on the next request.
      if (!loaded) loading = null;
      return loaded;
    });
    return loading;
  };
}
