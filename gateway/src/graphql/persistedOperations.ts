// Persisted operations (docs/persisted-operations.md): a client sends `documentId`, the sha256 of a document in the
// committed manifest (persisted-operations.json), instead of the document. Documents sent as text run only where the
// configuration allows them (outside production, or ALLOW_ARBITRARY_OPERATIONS=1).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { message, type GatewayMessage } from '../messages/catalog.ts';
import { localeFromAcceptLanguage } from '../viewer/locale.ts';

export interface PersistedOperations {
  /** Document id -> document text, read once at start. */
  documents: ReadonlyMap<string, string>;
  /** Whether documents sent as text run too. */
  allowArbitrary: boolean;
}

/** The `extensions.code` of each refusal; clients may rely on them. */
export const PERSISTED_ERRORS = {
  /** The id is well formed but names no document of the manifest (an app older or newer than the gateway, or forged). */
  notFound: { code: 'PERSISTED_OPERATION_NOT_FOUND', key: 'persisted_operation_not_found' },
  /** The id is not a sha256 in hex (optionally `sha256:`-prefixed). */
  invalidId: { code: 'PERSISTED_OPERATION_INVALID_ID', key: 'persisted_operation_invalid_id' },
  /** Neither an id nor a document. */
  missing: { code: 'PERSISTED_OPERATION_REQUIRED', key: 'persisted_operation_missing' },
  /** A document sent as text where only persisted ones run. */
  refused: { code: 'PERSISTED_OPERATIONS_ONLY', key: 'persisted_operations_only' },
} as const satisfies Record<string, { code: string; key: GatewayMessage }>;

type Refusal = keyof typeof PERSISTED_ERRORS;

const SHA256_HEX = /^[0-9a-f]{64}$/;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The refusal as a GraphQL error in the viewer's language (status 400 over HTTP). */
export function persistedOperationError(refusal: Refusal, headers: Pick<Headers, 'get'>): GraphQLError {
  const { code, key } = PERSISTED_ERRORS[refusal];
  return new GraphQLError(message(key, localeFromAcceptLanguage(headers.get('accept-language'))), {
    extensions: { code, http: { status: 400 } },
  });
}

/** Reads and checks the manifest: every entry must be a document whose sha256 is its id. Throws on anything else. */
export function loadPersistedDocuments(file: string): ReadonlyMap<string, string> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the persisted operations manifest ${file}: ${(error as Error).message}`);
  }
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest))
    throw new Error(`${file} must be a JSON object of document id -> document text`);
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries(manifest)) {
    if (typeof text !== 'string' || !SHA256_HEX.test(id) || sha256(text) !== id)
      throw new Error(`${file}: the entry ${id} is not a document whose sha256 is its id`);
    documents.set(id, text);
  }
  return documents;
}

interface RequestParams {
  documentId?: unknown;
  extensions?: unknown;
}

/**
 * The document id a request names: `documentId` (GraphQL over HTTP's persisted documents, `sha256:` prefix optional),
 * else Apollo's `extensions.persistedQuery.sha256Hash` (what Apollo's native clients send). `null` when it names none;
 * throws the invalid-id error for anything that is not a sha256 in hex.
 */
export function requestedDocumentId(params: RequestParams, headers: Pick<Headers, 'get'>): string | null {
  const apollo = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery
    ?.sha256Hash;
  const named = params.documentId ?? apollo;
  if (named === undefined || named === null) return null;
  const id = typeof named === 'string' ? named.replace(/^sha256:/, '') : '';
  if (!SHA256_HEX.test(id)) throw persistedOperationError('invalidId', headers);
  return id;
}

/**
 * The document a graphql-ws subscribe payload stands for: the socket's counterpart of the HTTP plugin below, with the
 * same order of checks (a text first, then the id). Throws the refusal as a GraphQLError.
 */
export function resolveDocument(
  persisted: PersistedOperations,
  params: RequestParams & { query?: unknown },
  headers: Pick<Headers, 'get'>,
): string {
  if (typeof params.query === 'string' && params.query !== '') {
    if (!persisted.allowArbitrary) throw persistedOperationError('refused', headers);
    return params.query;
  }
  const id = requestedDocumentId(params, headers);
  if (id === null) throw persistedOperationError('missing', headers);
  const document = persisted.documents.get(id);
  if (document === undefined) throw persistedOperationError('notFound', headers);
  return document;
}

/** Yoga's persisted-operations plugin over the manifest, with our ids and words. */
export function persistedOperationsPlugin(persisted: PersistedOperations): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: persisted.allowArbitrary,
    extractPersistedOperationId: (params, request) => requestedDocumentId(params as RequestParams, request.headers),
    getPersistedOperation: (id) => persisted.documents.get(id) ?? null,
    customErrors: {
      notFound: ({ request }) => persistedOperationError('notFound', request.headers),
      keyNotFound: ({ request }) => persistedOperationError('missing', request.headers),
      persistedQueryOnly: ({ request }) => persistedOperationError('refused', request.headers),
    },
  });
}
