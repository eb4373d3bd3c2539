// Which kind of operation a request's params ask for, read from the document itself (not from operation names): the
// response cache answers and keeps queries only.
import { getOperationAST, parse, type OperationTypeNode } from 'graphql';

/** Documents read lately (the persisted ones, mostly), so that a request's document is parsed once here. */
const kinds = new Map<string, OperationTypeNode | null>();
const MAX_DOCUMENTS = 500;
/** Longer documents are refused anyway (graphql-armor's maxTokens in graphql/yoga.ts): not read in full here. */
const MAX_TOKENS = 2000;

/**
 * `query`, `mutation` or `subscription`; null when the params name no single operation of a readable document
 * (Yoga then refuses the request itself).
 */
export function operationKind(params: { query?: unknown; operationName?: unknown }): OperationTypeNode | null {
  if (typeof params.query !== 'string') return null;
  const name = typeof params.operationName === 'string' ? params.operationName : null;
  const key = `${name ?? ''}\n${params.query}`;
  let kind = kinds.get(key);
  if (kind === undefined) {
    try {
      kind = getOperationAST(parse(params.query, { maxTokens: MAX_TOKENS, noLocation: true }), name)?.operation ?? null;
    } catch {
      kind = null;
    }
    if (kinds.size >= MAX_DOCUMENTS) kinds.delete(kinds.keys().next().value!);
    kinds.set(key, kind);
  }
  return kind;
}
