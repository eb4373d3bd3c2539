// `npm run generate`: writes every generated file (see lib/generated.ts); commit them with the change that made them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedFiles } from './lib/generated.ts';
import { repoRoot } from './lib/processes.ts';

for (const file of await generatedFiles()) {
  await mkdir(path.dirname(file.path), { recursive: true });
  await writeFile(file.path, file.content);
  console.log(`wrote ${path.relative(repoRoot, file.path)}`);
}
