// The persisted-operations manifest (docs/persisted-operations.md): document id (sha256 of the text) -> document text,
// for the web client's operations (written by relay-compiler) and the native apps' (contract/native-operations/).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import { repoRoot } from './processes.ts';

export const MANIFEST = path.join(repoRoot, 'persisted-operations.json');
export const NATIVE_DIR = path.join(repoRoot, 'contract', 'native-operations');
const CLIENT_SOURCES = path.join(repoRoot, 'client', 'src');

export type Manifest = Record<string, string>;

export const documentIdOf = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

export async function readManifest(file = MANIFEST): Promise<Manifest> {
  const manifest: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest))
    throw new Error(`${relative(file)} must be a JSON object of document id -> document text`);
  for (const [id, text] of Object.entries(manifest)) {
    if (typeof text !== 'string') throw new Error(`${relative(file)}: the document of ${id} is not a string`);
  }
  return manifest as Manifest;
}

/** The manifest as relay-compiler writes it (keys sorted, two spaces, final newline), so both writers agree. */
export function serializeManifest(manifest: Manifest): string {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export const writeManifest = (manifest: Manifest, file = MANIFEST) => writeFile(file, serializeManifest(manifest));

async function filesUnder(dir: string, accept: (name: string) => boolean): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && accept(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The id relay-compiler gave each operation artifact (its `@relayRequestID` line), by artifact file. */
export async function relayOperationIds(sources = CLIENT_SOURCES): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const artifacts = await filesUnder(sources, (name) => name.endsWith('.graphql.ts'));
  for (const file of artifacts) {
    if (!file.split(path.sep).includes('__generated__')) continue;
    const id = /^\/\/ @relayRequestID ([0-9a-f]{64})$/m.exec(await readFile(file, 'utf8'))?.[1];
    if (id) ids.set(relative(file), id);
  }
  return ids;
}

export interface NativeDocument {
  id: string;
  text: string;
  /** Where it comes from: the file, and the operation's name inside an Apollo manifest. */
  source: string;
}

/** One named operation (and the fragments it spreads) per document, so an id always names one operation. */
function checkOperation(text: string, source: string): void {
  const operations = parse(text).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || !operations[0].name)
    throw new Error(`${source}: a native document holds exactly one named operation (found ${operations.length})`);
}

interface ApolloManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: { id: string; body: string; name: string }[];
}

function apolloOperations(content: string, source: string): NativeDocument[] {
  const manifest = JSON.parse(content) as Partial<ApolloManifest>;
  if (
    manifest.format !== 'apollo-persisted-query-manifest' ||
    manifest.version !== 1 ||
    !Array.isArray(manifest.operations)
  )
    throw new Error(
      `${source}: not an Apollo persisted query manifest (format "apollo-persisted-query-manifest", version 1)`,
    );
  return manifest.operations.map(({ id, body, name }) => {
    const where = `${source} (${name})`;
    if (typeof body !== 'string') throw new Error(`${where}: the operation has no body`);
    if (id !== documentIdOf(body)) throw new Error(`${where}: id ${id} is not the sha256 of the operation's body`);
    checkOperation(body, where);
    return { id, text: body, source: where };
  });
}

/**
 * The native apps' documents: each `.graphql` file is one document whose id is the sha256 of its exact bytes; each
 * `.json` file is an Apollo persisted query manifest (Apollo iOS and Kotlin write them) whose ids must be the sha256 of
 * their bodies.
 */
export async function nativeDocuments(dir = NATIVE_DIR): Promise<NativeDocument[]> {
  const documents: NativeDocument[] = [];
  for (const file of await filesUnder(dir, (name) => name.endsWith('.graphql') || name.endsWith('.json'))) {
    const content = await readFile(file, 'utf8');
    const source = relative(file);
    if (file.endsWith('.json')) documents.push(...apolloOperations(content, source));
    else {
      checkOperation(content, source);
      documents.push({ id: documentIdOf(content), text: content, source });
    }
  }
  return documents;
}

/**
 * The manifest as it must be: each artifact's operation (its text taken from `current`, where relay-compiler put it)
 * and each native document; nothing else. `problems` lists what cannot be made from `current`.
 */
export function expectedManifest(
  current: Manifest,
  relayIds: ReadonlyMap<string, string>,
  natives: readonly NativeDocument[],
): { manifest: Manifest; problems: string[] } {
  const manifest: Manifest = {};
  const problems: string[] = [];
  for (const [artifact, id] of relayIds) {
    const text = Object.hasOwn(current, id) ? current[id] : undefined;
    if (text === undefined) problems.push(`${artifact}: its operation ${id} is not in the manifest`);
    else if (documentIdOf(text) !== id) problems.push(`${artifact}: the manifest's text of ${id} has another sha256`);
    else manifest[id] = text;
  }
  for (const document of natives) manifest[document.id] = document.text;
  return { manifest, problems };
}

export interface ManifestPlaces {
  manifest: string;
  nativeDir: string;
  clientSources: string;
}

const repositoryPlaces: ManifestPlaces = { manifest: MANIFEST, nativeDir: NATIVE_DIR, clientSources: CLIENT_SOURCES };

/**
 * Rewrites the manifest as it must be (what `npm run relay` and `npm run persist:native` do after relay-compiler).
 * Leaves it alone and returns the problems when it cannot be made.
 */
export async function syncManifest(places: ManifestPlaces = repositoryPlaces): Promise<{
  problems: string[];
  webOperations: number;
  nativeDocuments: number;
}> {
  const natives = await nativeDocuments(places.nativeDir);
  const relayIds = await relayOperationIds(places.clientSources);
  const { manifest, problems } = expectedManifest(await readManifest(places.manifest), relayIds, natives);
  if (!problems.length) await writeManifest(manifest, places.manifest);
  return { problems, webOperations: relayIds.size, nativeDocuments: natives.length };
}

/** What is wrong with the committed manifest (empty when it is exactly what `npm run relay` writes). */
export async function manifestProblems(): Promise<string[]> {
  const current = await readManifest();
  const { manifest, problems } = expectedManifest(current, await relayOperationIds(), await nativeDocuments());
  for (const id of Object.keys(manifest)) {
    if (!Object.hasOwn(current, id))
      problems.push(`${id} (${operationName(manifest[id])}) is missing from the manifest`);
  }
  for (const id of Object.keys(current)) {
    if (!Object.hasOwn(manifest, id))
      problems.push(`${id} (${operationName(current[id])}) is used by no artifact and no native document`);
  }
  return problems;
}

/** The name of a document's first operation, for messages. */
export function operationName(text: string): string {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text)?.[1] ?? 'anonymous';
}
