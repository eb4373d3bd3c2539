// Named exports: relay-compiler cannot read `export default` from an ES module config (docs/toolchain.md).
export const src = './client/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
export const eagerEsModules = true;
// Every operation is persisted: artifacts carry `params.id` (sha256 of the text) and no text; the texts are in the
// committed manifest the gateway resolves ids from (docs/persisted-operations.md).
export const persistConfig = { file: './persisted-operations.json', algorithm: 'SHA256' };
