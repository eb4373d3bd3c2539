// DRF-style error bodies with codes (docs/rest-contract.md):
// 400 {"field": ["message"], "code": "invalid", "codes": {"field": [{"code": ...}]}},
// 404/401 {"detail": "...", "code": "..."}, 500 {"detail": "...", "code": "server_error"}.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { codeOf, detailBody, message, type Message, type MessageKey } from './messages.ts';

export type FieldErrors = { [field: string]: Message[] | FieldErrors };

/** The wire form of field errors: the English texts where DRF puts them, and the same tree of codes under `codes`. */
export function fieldErrorsBody(fields: FieldErrors): Record<string, unknown> {
  const tree = (node: FieldErrors, leaf: (entry: Message) => unknown): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, Array.isArray(value) ? value.map(leaf) : tree(value, leaf)]),
    );
  return { ...tree(fields, (entry) => entry.text), code: 'invalid', codes: tree(fields, codeOf) };
}

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

  add(field: string, messages: Message[]): void {
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
  return new FieldErrorList(error?.validation ? validationBody(error.validation) : {});
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  data?: unknown;
}

const FORMAT_MESSAGES: Record<string, MessageKey> = { 'id-list': 'invalid_id_list', 'random-seed': 'seed_invalid' };

/** Lower number = more telling; picks which of several Ajv errors on one field is shown (anyOf yields several). */
const KEYWORD_RANK: Record<string, number> = {
  required: 0,
  maximum: 1,
  minimum: 1,
  maxLength: 1,
  format: 1,
  type: 2,
  enum: 3,
  const: 3,
};

function describe(error: AjvError): Message {
  const p = error.params;
  const limit = Number(p.limit);
  switch (error.keyword) {
    case 'required':
      return message('required');
    case 'maximum':
      return message('max_value', { limit });
    case 'minimum':
      return message('min_value', { limit });
    case 'maxLength':
      return message('max_length', { limit });
    case 'format':
      return message(FORMAT_MESSAGES[String(p.format)] ?? 'invalid');
    case 'enum':
    case 'const':
      return message('invalid_choice', { input: String(error.data) });
    case 'type':
      switch (p.type) {
        case 'integer':
          return message('invalid_integer');
        case 'number':
          return message('invalid_number');
        case 'boolean':
          return message('invalid_boolean');
        case 'object':
          return message('invalid_object');
        case 'string':
          return message('invalid_string');
      }
  }
  return message('invalid');
}

function fieldPath(error: AjvError): string[] {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  return path;
}

/** Maps Ajv errors to `{"field": [message]}`, nested for nested body fields like DRF serializers do. */
export function validationBody(errors: AjvError[]): FieldErrors {
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
    node[leaf] = [...(Array.isArray(list) ? list : []), describe(error)];
  }
  return body;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(detailBody('not_found'));
  });

  app.setErrorHandler((error: FastifyError | DetailError, request: FastifyRequest, reply) => {
    if (error instanceof DetailError) return reply.code(error.statusCode).send(detailBody(error.key));
    if (error instanceof FieldErrorsError) return reply.code(400).send(fieldErrorsBody(error.fields));
    if ('validation' in error && error.validation) {
      return reply.code(400).send(fieldErrorsBody(validationBody(error.validation as AjvError[])));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send(fieldErrorsBody({ non_field_errors: [message('parse_error')] }));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    // Fastify's own refusals (too large, unsupported media type...): their text, under one code.
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message, code: 'bad_request' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(detailBody('server_error'));
  });
}
