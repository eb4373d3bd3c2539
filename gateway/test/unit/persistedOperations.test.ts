import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { loadPersistedDocuments, requestedDocumentId, resolveDocument } from '../../src/graphql/persistedOperations.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dalil-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const manifestFile = (content: string) => {
  const file = path.join(dir, `${sha256(content)}.json`);
  writeFileSync(file, content);
  return file;
};

const TEXT = 'query Cities { cities(first: 1) { totalCount } }';
const ID = sha256(TEXT);
const headers = new Headers({ 'accept-language': 'ar' });

describe('the manifest', () => {
  it('is the committed file by default and every entry of it is the sha256 of its document', () => {
    const documents = loadPersistedDocuments(loadConfig({}).persistedOperationsFile);
    expect(documents.size).toBeGreaterThan(30);
    for (const [id, text] of documents) expect(sha256(text)).toBe(id);
  });

  it('stops the start when it is missing, malformed or holds an entry that is not its hash', () => {
    expect(() => loadPersistedDocuments(path.join(dir, 'missing.json'))).toThrow(/cannot read/);
    expect(() => loadPersistedDocuments(manifestFile('["a"]'))).toThrow(/must be a JSON object/);
    const forged = JSON.stringify({ [ID]: 'mutation Evil { signOut { ok } }' });
    expect(() => loadPersistedDocuments(manifestFile(forged))).toThrow(`the entry ${ID} is not a document`);
    expect([...loadPersistedDocuments(manifestFile(JSON.stringify({ [ID]: TEXT })))]).toEqual([[ID, TEXT]]);
  });
});

describe('resolving a request', () => {
  const persisted = { documents: new Map([[ID, TEXT]]), allowArbitrary: false };
  const codeOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(GraphQLError);
      return (error as GraphQLError).extensions.code;
    }
    return 'no error';
  };

  it('finds the id in documentId (bare or sha256:) or in Apollo extensions', () => {
    expect(requestedDocumentId({ documentId: ID }, headers)).toBe(ID);
    expect(requestedDocumentId({ documentId: `sha256:${ID}` }, headers)).toBe(ID);
    expect(requestedDocumentId({ extensions: { persistedQuery: { version: 1, sha256Hash: ID } } }, headers)).toBe(ID);
    expect(requestedDocumentId({}, headers)).toBeNull();
  });

  it('gives the document of an id and refuses everything else with its code', () => {
    expect(resolveDocument(persisted, { query: '', documentId: ID }, headers)).toBe(TEXT);
    expect(codeOf(() => resolveDocument(persisted, { query: TEXT }, headers))).toBe('PERSISTED_OPERATIONS_ONLY');
    expect(codeOf(() => resolveDocument(persisted, { documentId: sha256('other') }, headers))).toBe(
      'PERSISTED_OPERATION_NOT_FOUND',
    );
    expect(codeOf(() => resolveDocument(persisted, { documentId: 'x' }, headers))).toBe(
      'PERSISTED_OPERATION_INVALID_ID',
    );
    expect(codeOf(() => resolveDocument(persisted, { query: '' }, headers))).toBe('PERSISTED_OPERATION_REQUIRED');
    expect(resolveDocument({ ...persisted, allowArbitrary: true }, { query: TEXT }, headers)).toBe(TEXT);
  });
});
