// ESLint for every package: typescript-eslint's recommended rules everywhere, React hooks and Relay rules in the client,
// and a description on everything the gateway's schema files define (GraphiQL shows them to client developers).
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// eslint-plugin-relay 1.8 (2.x needs Node 22) still writes some rules as bare functions, which ESLint 9 no longer loads.
const relayPlugin = {
  ...relay,
  rules: Object.fromEntries(
    Object.entries(relay.rules).map(([name, rule]) => [name, typeof rule === 'function' ? { create: rule } : rule]),
  ),
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/__generated__/**',
      '**/dist/**',
      'observability/*.js',
      'observability/*.d.ts',
      'shared/*.js',
      'shared/*.d.ts',
      'client/dist-server/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (placeholders in destructuring and signatures).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay: relayPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      // Off: route queries spread the fragments of the shared page shell (AppHeader_query) and of components reached
      // through a parent that passes the fragment reference on (ReviewSection_viewer, SocialSignInButtons_viewer), so
      // the spreading module rightly imports neither; one query per navigation needs the spreads there.
      'relay/must-colocate-fragment-spreads': 'off',
      'relay/unused-fields': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
    },
  },
  {
    // The per-domain schema files that schema.graphql is merged from: every type, field, argument, input field and
    // enum value says what it is. Root fields are fields, so FieldDefinition covers them too.
    files: ['gateway/src/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          DirectiveDefinition: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
        },
      ],
    },
  },
  {
    // The service worker runs in its own global scope (self, caches, clients), not a window's.
    files: ['client/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
