// `npm run relay`: relay-compiler writes the client's artifacts and persists every operation again (so the manifest
// holds the text of each artifact's id), then the manifest is reduced to those operations plus the native apps'
// documents (relay-compiler keeps entries it did not write and never drops stale ones: docs/persisted-operations.md).
// `npm run persist:native` (`--native`): only the second part, after adding or changing a native document.
import { access, writeFile } from 'node:fs/promises';
import { MANIFEST, syncManifest } from './lib/persistedOperations.ts';
import { repoRoot, run } from './lib/processes.ts';

async function main() {
  const nativeOnly = process.argv.includes('--native');
  if (!nativeOnly) {
    // relay-compiler refuses to start without the file.
    await access(MANIFEST).catch(() => writeFile(MANIFEST, '{}\n'));
    const code = await run('npx', ['relay-compiler', '--repersist'], { cwd: repoRoot });
    if (code !== 0) process.exit(code);
  }
  const { problems, webOperations, nativeDocuments } = await syncManifest();
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    console.error('Run `npm run relay` to persist the web client operations again.');
    process.exit(1);
  }
  console.log(`persisted-operations.json: ${webOperations} web client operations, ${nativeDocuments} native documents`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
