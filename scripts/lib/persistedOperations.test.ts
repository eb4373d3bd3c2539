import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  documentIdOf,
  expectedManifest,
  MANIFEST,
  nativeDocuments,
  readManifest,
  relayOperationIds,
  serializeManifest,
  syncManifest,
} from './persistedOperations.ts';

const PROFILE = 'query NativeProfile {\n  viewer {\n    me {\n      fullName\n    }\n  }\n}\n';
const CITIES = 'query NativeCities { cities(first: 10) { edges { node { name } } } }';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dalil-persisted-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('native documents', () => {
  it('take a .graphql file as one document whose id is the sha256 of its exact bytes', async () => {
    await mkdir(path.join(dir, 'ios'));
    await writeFile(path.join(dir, 'ios', 'NativeProfile.graphql'), PROFILE);
    const [document] = await nativeDocuments(dir);
    expect(document).toMatchObject({ id: documentIdOf(PROFILE), text: PROFILE });
    expect(document.id).toMatch(/^[0-9a-f]{64}$/);
    expect(document.source).toMatch(/ios\/NativeProfile\.graphql$/);
  });

  it('take the operations of an Apollo persisted query manifest, checking each id', async () => {
    const operation = { id: documentIdOf(CITIES), body: CITIES, name: 'NativeCities', type: 'query' };
    const manifest = { format: 'apollo-persisted-query-manifest', version: 1, operations: [operation] };
    await writeFile(path.join(dir, 'android.json'), JSON.stringify(manifest));
    expect(await nativeDocuments(dir)).toEqual([expect.objectContaining({ id: operation.id, text: CITIES })]);

    const forged = { ...manifest, operations: [{ ...operation, id: documentIdOf('query Other { __typename }') }] };
    await writeFile(path.join(dir, 'android.json'), JSON.stringify(forged));
    await expect(nativeDocuments(dir)).rejects.toThrow(/is not the sha256 of the operation's body/);
  });

  it('refuse a document without exactly one named operation', async () => {
    await writeFile(path.join(dir, 'two.graphql'), `${PROFILE}\n${CITIES}`);
    await expect(nativeDocuments(dir)).rejects.toThrow(/exactly one named operation \(found 2\)/);
    await writeFile(path.join(dir, 'two.graphql'), '{ cities { totalCount } }');
    await expect(nativeDocuments(dir)).rejects.toThrow(/exactly one named operation/);
  });

  it('are none when the folder does not exist', async () => {
    expect(await nativeDocuments(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('the expected manifest', () => {
  const web = 'query Web { viewer { city { id } } }';
  const stale = 'query WebBefore { viewer { city { name } } }';

  it("keeps the artifacts' operations and the native documents and drops the rest", () => {
    const native = { id: documentIdOf(PROFILE), text: PROFILE, source: 'ios/NativeProfile.graphql' };
    const current = { [documentIdOf(web)]: web, [documentIdOf(stale)]: stale };
    const { manifest, problems } = expectedManifest(current, new Map([['Web.graphql.ts', documentIdOf(web)]]), [
      native,
    ]);
    expect(problems).toEqual([]);
    expect(manifest).toEqual({ [documentIdOf(web)]: web, [native.id]: PROFILE });
  });

  it('says which artifact has no text in the manifest, or a text of another hash', () => {
    const id = documentIdOf(web);
    expect(expectedManifest({}, new Map([['Web.graphql.ts', id]]), []).problems).toEqual([
      `Web.graphql.ts: its operation ${id} is not in the manifest`,
    ]);
    expect(expectedManifest({ [id]: stale }, new Map([['Web.graphql.ts', id]]), []).problems).toEqual([
      `Web.graphql.ts: the manifest's text of ${id} has another sha256`,
    ]);
  });

  it('reads the ids relay-compiler wrote into the artifacts', async () => {
    const id = documentIdOf(web);
    await mkdir(path.join(dir, 'routes', '__generated__'), { recursive: true });
    await writeFile(path.join(dir, 'routes', '__generated__', 'WebQuery.graphql.ts'), `// @relayRequestID ${id}\n`);
    // A fragment artifact has no id.
    await writeFile(path.join(dir, 'routes', '__generated__', 'Card_item.graphql.ts'), '/* fragment */\n');
    const ids = await relayOperationIds(dir);
    expect([...ids.values()]).toEqual([id]);
  });
});

describe('npm run persist:native', () => {
  it('merges the native documents into the manifest beside the web operations and drops stale ids', async () => {
    const web = 'query Web { viewer { city { id } } }';
    const places = {
      manifest: path.join(dir, 'persisted-operations.json'),
      nativeDir: path.join(dir, 'native'),
      clientSources: path.join(dir, 'src'),
    };
    await mkdir(path.join(places.clientSources, '__generated__'), { recursive: true });
    await writeFile(
      path.join(places.clientSources, '__generated__', 'WebQuery.graphql.ts'),
      `// @relayRequestID ${documentIdOf(web)}\n`,
    );
    await mkdir(path.join(places.nativeDir, 'ios'), { recursive: true });
    await writeFile(path.join(places.nativeDir, 'ios', 'NativeProfile.graphql'), PROFILE);
    const stale = 'query Gone { __typename }';
    await writeFile(places.manifest, JSON.stringify({ [documentIdOf(web)]: web, [documentIdOf(stale)]: stale }));

    expect(await syncManifest(places)).toEqual({ problems: [], webOperations: 1, nativeDocuments: 1 });
    const written = await readFile(places.manifest, 'utf8');
    expect(JSON.parse(written)).toEqual({ [documentIdOf(web)]: web, [documentIdOf(PROFILE)]: PROFILE });
    expect(written).toBe(serializeManifest(JSON.parse(written)));

    // A web operation whose text is gone cannot be made here: the manifest stays as it was.
    await writeFile(places.manifest, '{}');
    expect((await syncManifest(places)).problems).toEqual([
      expect.stringMatching(/WebQuery\.graphql\.ts: its operation [0-9a-f]{64} is not in the manifest$/),
    ]);
    expect(await readFile(places.manifest, 'utf8')).toBe('{}');
  });
});

describe('the committed manifest', () => {
  it('is written as relay-compiler writes it, so the two writers never fight', async () => {
    expect(serializeManifest(await readManifest())).toBe(await readFile(MANIFEST, 'utf8'));
  });

  it('holds only documents whose id is the sha256 of their text', async () => {
    for (const [id, text] of Object.entries(await readManifest())) expect(documentIdOf(text)).toBe(id);
  });
});
