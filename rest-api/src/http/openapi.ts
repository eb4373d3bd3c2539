// Builds the OpenAPI 3.0 document from the routes as they are registered (an onRoute hook), so the document can
// never drift from the schemas that validate requests. 3.0 rather than 3.1, so that 3.0-only tools (GraphQL Mesh) read
// it: the schemas say `nullable: true` (see typebox.ts), and the few JSON Schema forms Ajv needs are rewritten here.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AnyObject, type Routes } from './typebox.ts';
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

/**
 * `Name#` references (Fastify's shared schemas) become OpenAPI component references; the JSON Schema forms that Ajv
 * reads become their 3.0 forms: `type: [T, 'null']` (NullableInput) is `nullable: true`, a numeric exclusiveMinimum
 * is minimum with a boolean exclusiveMinimum.
 */
function toOpenApi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOpenApi);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out[key] = `#/components/schemas/${inner.replace(/#$/, '')}`;
      else if (key === 'type' && Array.isArray(inner) && inner.length === 2 && inner.includes('null')) {
        Object.assign(out, { type: inner.find((type) => type !== 'null'), nullable: true });
      } else if (key === 'exclusiveMinimum' && typeof inner === 'number') {
        Object.assign(out, { minimum: inner, exclusiveMinimum: true });
      } else out[key] = toOpenApi(inner);
    }
    return out;
  }
  return value;
}

/** An answer without a body (204) has no content in OpenAPI 3.0. */
const noBody = (body: object) => (body as { type?: unknown }).type === 'null';

function parameters(where: 'query' | 'path', schema: RouteSchema['querystring']) {
  return Object.entries(schema?.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s as { description?: string };
    return {
      name,
      in: where,
      required: where === 'path' || (schema?.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: toOpenApi(rest),
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
      for (const method of methods)
        if (method !== 'HEAD') this.routes.push({ method: method.toLowerCase(), url: route.url, schema });
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
        responses[status] = noBody(body)
          ? { description }
          : { description, content: { [mediaType]: { schema: toOpenApi(body) } } };
      }
      (paths[path] ??= {})[method] = {
        operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
        ...(schema.summary ? { summary: schema.summary } : {}),
        ...(schema.description ? { description: schema.description } : {}),
        ...(schema.tags ? { tags: schema.tags } : {}),
        parameters: [...parameters('path', schema.params), ...parameters('query', schema.querystring)],
        ...(schema.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: toOpenApi(schema.body) } } } }
          : {}),
        ...(schema.form
          ? {
              requestBody: {
                required: true,
                content: { [schema.form.mediaType]: { schema: toOpenApi(schema.form.schema) } },
              },
            }
          : {}),
        responses,
        security: schema.security ?? this.security(url),
      };
    }
    return {
      openapi: '3.0.3',
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

export const openApiRoutes: Routes<{ openapi: OpenApiCollector }> = async (app, { urls, openapi }) => {
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This document (OpenAPI 3.0, no key needed)',
        tags: ['meta'],
        response: { 200: AnyObject() },
      },
    },
    async () => openapi.document(urls.base()),
  );
};
