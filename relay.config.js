// Named exports: relay-compiler cannot read `export default` from an ES module config (see TOOLCHAIN.md).
export const src = './client/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
export const eagerEsModules = true;
