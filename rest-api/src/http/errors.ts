// DRF-style error bodies: 400 {"field": ["message"]}, 404/401 {"detail": "..."}, 500 {"detail": "..."}.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { message, requestLang, type Lang, type MessageKey } from './messages.ts';

export type FieldErrors = { [field: string]: string[] | FieldErrors };

/** A 4xx whose detail message is translated when it is sent. */
export class DetailError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

export const notFound = () => new DetailError(404, 'not_found');

/** A 400 with DRF field errors built by a handler (rules that a JSON schema cannot say). */
export class FieldErrorsError extends Error {
  constructor(readonly fields: FieldErrors) {
    super('invalid fields');
  }
}

/** Collects field errors while a handler checks its input; `throwIfAny` answers them all at once. */
export class FieldErrorList {
  readonly fields: FieldErrors = {};

  constructor(initial: FieldErrors = {}) {
    Object.assign(this.fields, initial);
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  add(field: string, messages: string[]): void {
    if (messages.length === 0) return;
    const list = this.fields[field];
    this.fields[field] = [...(Array.isArray(list) ? list : []), ...messages];
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new FieldErrorsError(this.fields);
  }
}

/** The JSON-schema errors of a route declared with `attachValidation: true`, as field errors, for merging with its own checks. */
export function schemaFieldErrors(request: FastifyRequest): FieldErrorList {
  const error = request.validationError as (Error & { validation?: AjvError[] }) | undefined;
  return new FieldErrorList(error?.validation ? validationBody(requestLang(request), error.validation) : {});
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  data?: unknown;
}

const FORMAT_MESSAGES: Record<string, MessageKey> = { 'id-list': 'invalid_id_list' };

/** Lower number = more telling; picks which of several Ajv errors on one field is shown (anyOf yields several). */
const KEYWORD_RANK: Record<string, number> = { required: 0, maximum: 1, minimum: 1, maxLength: 1, format: 1, type: 2, enum: 3, const: 3 };

function describe(lang: Lang, error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required': return message(lang, 'required');
    case 'maximum': return message(lang, 'max_value', { limit: String(p.limit) });
    case 'minimum': return message(lang, 'min_value', { limit: String(p.limit) });
    case 'maxLength': return message(lang, 'max_length', { limit: String(p.limit) });
    case 'format': return message(lang, FORMAT_MESSAGES[String(p.format)] ?? 'invalid');
    case 'enum':
    case 'const': return message(lang, 'invalid_choice', { input: String(error.data) });
    case 'type':
      switch (p.type) {
        case 'integer': return message(lang, 'invalid_integer');
        case 'number': return message(lang, 'invalid_number');
        case 'boolean': return message(lang, 'invalid_boolean');
        case 'object': return message(lang, 'invalid_object');
        case 'string': return message(lang, 'invalid_string');
      }
  }
  return message(lang, 'invalid');
}

function fieldPath(error: AjvError): string[] {
  const path = error.instancePath.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  return path;
}

/** Maps Ajv errors to `{"field": ["message"]}`, nested for nested body fields like DRF serializers do. */
export function validationBody(lang: Lang, errors: AjvError[]): FieldErrors {
  const best = new Map<string, AjvError>();
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const key = fieldPath(error).join('/');
    const seen = best.get(key);
    if (!seen || (KEYWORD_RANK[error.keyword] ?? 9) < (KEYWORD_RANK[seen.keyword] ?? 9)) best.set(key, error);
  }
  const body: FieldErrors = {};
  for (const error of best.values()) {
    const path = fieldPath(error);
    if (path.length === 0) path.push('non_field_errors');
    let node = body;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = next && !Array.isArray(next) ? next : (node[part] = {});
    }
    const leaf = path[path.length - 1];
    const list = node[leaf];
    node[leaf] = [...(Array.isArray(list) ? list : []), describe(lang, error)];
  }
  return body;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: message(requestLang(request), 'not_found') });
  });

  app.setErrorHandler((error: FastifyError | DetailError, request: FastifyRequest, reply) => {
    const lang = requestLang(request);
    if (error instanceof DetailError) return reply.code(error.statusCode).send({ detail: message(lang, error.key) });
    if (error instanceof FieldErrorsError) return reply.code(400).send(error.fields);
    if ('validation' in error && error.validation) {
      return reply.code(400).send(validationBody(lang, error.validation as AjvError[]));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ non_field_errors: [message(lang, 'parse_error')] });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: message(lang, 'server_error') });
  });
}
