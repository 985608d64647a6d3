// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** packages/core stays pure: no UI framework, no server framework, no database, no Node. */
const CORE_FORBIDDEN = [
  { group: ['react', 'react-*', 'react/*', '@tanstack/*', 'sonner', 'radix-ui', '@radix-ui/*'], message: 'packages/core must not depend on React or UI code.' },
  { group: ['hono', 'hono/*', '@hono/*'], message: 'packages/core must not depend on the server framework.' },
  { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'packages/core must not touch the database.' },
  { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'net', 'url'], message: 'packages/core must not use Node APIs.' },
  { group: ['@pathwise/server', '@pathwise/web', '**/apps/**'], message: 'packages/core must not import app code.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through apps/server/src/config.ts only.' },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: CORE_FORBIDDEN }],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname', 'window', 'document', 'localStorage'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Only the config module, tests, tooling and benchmarks may read the environment.
    files: ['apps/server/src/config.ts', '**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', '**/vite.config.ts', '**/vitest.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
