// Lint: warnings fail the check (`--max-warnings 0`), and DESIGN §2's import arrows are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (names, message) => ({
  regex: `^(\\.\\./)+(${names.join('|')})(/|$)`,
  message,
});
const up = (dirs) => `^(\\.\\./)+(${dirs})(/|$)`;
/** A state domain is imported through its folder's index.ts (src/state/README.md); test utilities may be imported directly. */
const stateBarrel = {
  regex: '^(\\.\\./)+state/[^/]+/(?![^/]*\\.testutil$)',
  message: 'Import a state domain through its index, e.g. ../../state/swap (src/state/README.md).',
};

/** Imports that a layer may not make, by DESIGN §2's table. */
const restricted = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});
const noReact = [
  { name: 'react', message: 'src/core is pure domain: no React (DESIGN §2).' },
  { name: 'react-dom', message: 'src/core is pure domain: no React (DESIGN §2).' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'wasm/build/**', 'wasm/assembly/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**', '.devnet/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // src/core: pure domain. No React, DOM, fetch or timers; imports only src/core and wasm/.
  {
    files: ['src/core/**/*.ts'],
    rules: {
      ...restricted(
        [
          { regex: up('app|features|components|state|services'), message: 'src/core may import only src/core and wasm/ (DESIGN §2).' },
          { regex: up('workers|devnet|bench|e2e'), message: 'src/core may import only src/core and wasm/ (DESIGN §2).' },
          {
            regex: '^(react|react-dom|react-router-dom|@preact/signals-react|socket.io-client|idb|comlink)(/|$)',
            message: 'src/core is pure domain (DESIGN §2).',
          },
        ],
        noReact,
      ),
      'no-restricted-globals': [
        'error',
        ...['fetch', 'setTimeout', 'setInterval', 'window', 'document', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'requestAnimationFrame'].map(
          (name) => ({
            name,
            message: 'src/core has no IO, DOM or timers (DESIGN §2): pass it in.',
          }),
        ),
      ],
    },
  },
  // src/services: IO; may import src/core.
  {
    files: ['src/services/**/*.ts'],
    rules: restricted([
      layer(['app', 'features', 'components', 'state'], 'src/services may import only src/core (DESIGN §2).'),
      { regex: up('workers'), message: 'src/services may import only src/core (DESIGN §2).' },
    ]),
  },
  // src/state: signals stores; may import core, services and worker clients. Every store file sits in a
  // domain folder (src/state/<domain>/), so `../x` is another domain and `../../x` is a src/ layer.
  {
    files: ['src/state/**/*.ts'],
    rules: restricted([
      {
        regex: '^(\\.\\./){2,}(app|features|components)(/|$)',
        message: 'src/state may import src/core, src/services and workers/*.client (DESIGN §2).',
      },
      {
        regex: '^\\.\\./[^/.]+/(?![^/]*\\.testutil$)',
        message: 'Import another state domain through its index, e.g. ../app (src/state/README.md).',
      },
      { regex: '^(\\.\\./)+workers/[^/]+\\.worker', message: 'Import a worker through its client (DESIGN §2).' },
    ]),
  },
  // src/components: shared UI primitives; may import src/core only.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: restricted([
      layer(['app', 'features', 'state', 'services'], 'src/components may import only src/core (DESIGN §2); connected widgets live in src/features/common.'),
      { regex: up('workers'), message: 'src/components may import only src/core (DESIGN §2).' },
    ]),
  },
  // src/features: everything above, never the app shell; other screens only through features/common.
  // Services and workers for their types only (issue 15 item 4): a screen reaches an API client or the
  // market worker's socket through a src/state store, so each resource has one owner. typescript-eslint's
  // version of the rule tells `import type` apart; the patterns match the folder anywhere in a relative path,
  // however many `../` (or detours such as `../swap/../../services`) it takes.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(['app'], 'src/features may not import the app shell (DESIGN §2).'),
            { regex: '^(\\.\\.?/)+workers/[^/]+\\.worker', message: 'Import a worker through its client (DESIGN §2).' },
            stateBarrel,
            {
              regex: '^\\.\\.?/(.*/)?services(/|$)',
              allowTypeImports: true,
              message: 'src/features import src/services for types only: go through a src/state store (issue 15, DESIGN §2).',
            },
            {
              regex: '^\\.\\.?/(.*/)?workers(/|$)',
              allowTypeImports: true,
              message: 'src/features import workers for types only: go through a src/state store (issue 15, DESIGN §2).',
            },
          ],
        },
      ],
    },
  },
  // src/app: the shell; reaches state through each domain's index like the features.
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: restricted([stateBarrel]),
  },
  // workers: src/core and wasm/ only.
  {
    files: ['workers/**/*.ts'],
    rules: restricted([
      { regex: '^(\\.\\./)+src/(app|features|components|state|services)(/|$)', message: 'workers may import only src/core and wasm/ (DESIGN §2).' },
    ]),
  },
  // devnet: src/core and wasm/ only; the chain's storage only through its index.
  {
    files: ['devnet/**/*.ts'],
    rules: restricted([
      { regex: '^(\\.\\./)+src/(app|features|components|state|services)(/|$)', message: 'devnet may import only src/core and wasm/ (DESIGN §2).' },
      { regex: '^\\.{1,2}/(\\.\\./)*(chain/)?storage/.', message: 'Import the chain storage through its index, e.g. ../storage (devnet/README.md).' },
    ]),
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
