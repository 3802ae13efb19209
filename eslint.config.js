import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/**
 * Which runtime may import which (src/<runtime>/, see README "Folder layout"): browser code never
 * reaches build or server code, the server never reaches build or browser code, and nothing in
 * src/ imports the command-line entry points or the tests. Tests may import anything.
 * The page editor (src/editor/, `npm run edit`) is a development tool beside the site: no site,
 * build or lead-API code imports it. Its server may use the build's code (validation, migrations,
 * scaffold); its client runs in the browser like the site (src/browser, never build or server code);
 * both meet only in src/editor/shared, the HTTP contract's types, which imports nothing.
 * The schema layer (src/schema) is imported by every runtime, so it imports none of them, and no
 * Node-only module either (see the rule below).
 */
const forbiddenImports = {
  'src/schema': ['src/browser', 'src/build', 'src/server', 'src/editor', 'src/generated', 'scripts', 'tests'],
  'src/browser': ['src/build', 'src/server', 'src/editor', 'scripts', 'tests'],
  'src/server': ['src/build', 'src/browser', 'src/editor', 'src/publishing', 'scripts', 'tests'],
  'src/build': ['src/server', 'src/editor', 'scripts', 'tests'],
  'src/editor/server': ['src/server', 'src/editor/client', 'scripts', 'tests'],
  'src/editor/client': ['src/build', 'src/server', 'src/editor/server', 'scripts', 'tests'],
  'src/publishing': ['src/server', 'src/editor', 'src/admin', 'scripts', 'tests'],
  'src/admin/store': [
    'src/browser',
    'src/build',
    'src/editor',
    'src/publishing',
    'src/admin/server',
    'scripts',
    'tests',
  ],
  'src/admin/auth': [
    'src/browser',
    'src/build',
    'src/editor',
    'src/publishing',
    'src/admin/server',
    'scripts',
    'tests',
  ],
  'src/admin/server': ['src/browser', 'scripts', 'tests'],
  // The admin API's contract: the client imports it, so it names the server's types only (type imports,
  // erased from the client bundle) and never the client or any runtime's code.
  'src/admin/shared': ['src/admin/client', 'src/browser', 'src/build', 'src/editor', 'src/server', 'scripts', 'tests'],
  'src/admin/client': [
    'src/server',
    'src/editor/server',
    'src/admin/server',
    'src/admin/store',
    'src/admin/auth',
    'src/publishing',
    'scripts',
    'tests',
  ],
  'src/editor/shared': [
    'src/browser',
    'src/build',
    'src/server',
    'src/editor/server',
    'src/editor/client',
    'scripts',
    'tests',
  ],
};

const testFiles = ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'test-results/',
      'node_modules/',
      'src/generated/',
      'data/',
      // Deliberately broken code that tests/architecture lints on purpose.
      'tests/fixtures/architecture/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // CommonJS modules that a tool require()s (autocannon's worker threads load scripts/bench/*.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      // The import rules read .ts files with the TypeScript parser to follow their imports (no-cycle
      // needs it) and resolve extensionless imports of .ts/.tsx files.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The browser and the editor's client load the schema layer too: no fs, no path, no node: modules.
    files: ['src/schema/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'url'],
              message: 'src/schema/ runs in the browser too: no Node-only modules.',
            },
          ],
        },
      ],
    },
  },
  ...Object.entries(forbiddenImports).map(([runtime, forbidden]) => ({
    files: [`${runtime}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: forbidden.map((from) => ({
            target: `./${runtime}`,
            from: `./${from}`,
            message: `${runtime}/ must not import ${from}/ (see README "Folder layout").`,
          })),
        },
      ],
    },
  })),
);
