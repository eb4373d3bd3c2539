// Builds the OpenAPI 3.1 document from the routes as they are registered (an onRoute hook), so the document can
// never drift from the schemas that validate requests.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { componentSchemas } from './schemas.ts';

/** Documentation-only keys on route schemas (Fastify ignores them; the OpenAPI document reads them). */
declare module 'fastify' {
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: string[];
    /** media type of the 2xx answer when it is not JSON */
    produces?: string;
    hide?: boolean;
    /** a request body that is not validated as JSON (form or multipart data), documented only */
    form?: { mediaType: string; schema: object };
    /** OpenAPI security requirements when they differ from the path's default */
    security?: object[];
  }
}

interface RouteSchema {
  summary?: string;
  description?: string;
  tags?: string[];
  querystring?: { properties?: Record<string, object>; required?: string[] };
  params?: { properties?: Record<string, object>; required?: string[] };
  body?: object;
  response?: Record<string, object>;
  produces?: string;
  security?: object[];
  hide?: boolean;
  form?: { mediaType: string; schema: object };
}

interface CollectedRoute {
  method: string;
  url: string;
  schema: RouteSchema;
}

/** `Name#` references (Fastify's shared schemas) become OpenAPI component references. */
function toOpenApi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOpenApi);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = key === '$ref' && typeof inner === 'string' ? `#/components/schemas/${inner.replace(/#$/, '')}` : toOpenApi(inner);
    }
    return out;
  }
  return value;
}

function parameters(where: 'query' | 'path', schema: RouteSchema['querystring']) {
  return Object.entries(schema?.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s as { description?: string };
    return {
      name, in: where, required: where === 'path' || (schema?.required ?? []).includes(name),
      ...(description ? { description } : {}), schema: toOpenApi(rest),
    };
  });
}

export class OpenApiCollector {
  private readonly routes: CollectedRoute[] = [];

  /** `security` gives the requirements of a path (e.g. the client key for /api/v1/). */
  constructor(private readonly security: (url: string) => object[]) {}

  attach(app: FastifyInstance): void {
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = (route.schema ?? {}) as RouteSchema;
      if (schema.hide) return;
      for (const method of methods) if (method !== 'HEAD') this.routes.push({ method: method.toLowerCase(), url: route.url, schema });
    });
  }

  document(serverUrl: string) {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const { method, url, schema } of this.routes) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      const responses: Record<string, unknown> = {};
      for (const [status, body] of Object.entries(schema.response ?? {})) {
        const mediaType = status.startsWith('2') && schema.produces ? schema.produces : 'application/json';
        const description = (body as { description?: string }).description ?? (status.startsWith('2') ? 'OK' : 'Error');
        responses[status] = { description, content: { [mediaType]: { schema: toOpenApi(body) } } };
      }
      (paths[path] ??= {})[method] = {
        operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
        ...(schema.summary ? { summary: schema.summary } : {}),
        ...(schema.description ? { description: schema.description } : {}),
        ...(schema.tags ? { tags: schema.tags } : {}),
        parameters: [...parameters('path', schema.params), ...parameters('query', schema.querystring)],
        ...(schema.body ? { requestBody: { required: true, content: { 'application/json': { schema: toOpenApi(schema.body) } } } } : {}),
        ...(schema.form ? { requestBody: { required: true, content: { [schema.form.mediaType]: { schema: toOpenApi(schema.form.schema) } } } } : {}),
        responses,
        security: schema.security ?? this.security(url),
      };
    }
    return {
      openapi: '3.1.0',
      info: {
        title: 'Dalil REST API',
        version: '1.0.0',
        description: 'The upstream of the Dalil gateway: events, experiences and reference data for Saudi cities.',
      },
      servers: [{ url: serverUrl }],
      paths,
      components: {
        schemas: toOpenApi(componentSchemas),
        securitySchemes: {
          clientKey: { type: 'apiKey', in: 'header', name: 'X-Client-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
          oauthClient: { type: 'http', scheme: 'basic', description: 'OAuth2 client id and secret' },
        },
      },
    };
  }
}
