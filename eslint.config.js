// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** packages/core stays pure: no UI framework, no server framework, no database, no Node. */
const CORE_FORBIDDEN = [
  {
    group: ['react', 'react-*', 'react/*', '@tanstack/*', 'sonner', 'radix-ui', '@radix-ui/*'],
    message: 'packages/core must not depend on React or UI code.',
  },
  { group: ['hono', 'hono/*', '@hono/*'], message: 'packages/core must not depend on the server framework.' },
  { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'packages/core must not touch the database.' },
  {
    group: ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'net', 'url'],
    message: 'packages/core must not use Node APIs.',
  },
  { group: ['@pathwise/server', '@pathwise/web', '**/apps/**'], message: 'packages/core must not import app code.' },
];

/*
 * The web app's layers, one way only (bulletproof-react): shared code (lib, components, api) →
 * features → app. A feature never imports another feature or the app: what two features share
 * moves to lib/ or components/, and app/ composes the features.
 */
const WEB = 'apps/web/src';
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_THE_APP = {
  regex: '^@/app(/|$)',
  message: 'Only app/ (routes, layout, providers) composes the app; shared code lives in lib/ or components/.',
};
/** Depth of a file below its feature's folder (0: features/x/file.ts), so relative imports that leave it are caught too. */
const FEATURE_DEPTHS = [0, 1, 2, 3];

/** @param {string} feature @param {number} depth */
function featureFence(feature, depth) {
  return {
    files: [`${WEB}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message: `features/${feature} must not import another feature: move what they share to lib/ or components/, or compose them in app/.`,
            },
            { regex: `^(\\.\\./){${depth + 1}}`, message: `A relative import must stay inside features/${feature}.` },
            NOT_THE_APP,
          ],
        },
      ],
    },
  };
}

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
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/server/src/config.ts only.',
        },
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
    // A route file never imports another: what two routes share is a domain function or a helper
    // outside routes/ (schemas sit beside their route).
    files: ['apps/server/src/routes/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./', message: 'A route file must not import another route file.' }] }],
    },
  },
  {
    files: ['apps/server/src/routes/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\./(?!schemas$)', message: 'A route file must not import another route file (only its schemas).' },
            { regex: '^\\.\\./[^./][^/]*$', message: 'A route file must not import another route file.' },
          ],
        },
      ],
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
  // Accessibility of the markup (eslint-plugin-jsx-a11y's rules; this fork runs on ESLint 10).
  { ...jsxA11y.configs.recommended, files: ['apps/web/**/*.tsx'] },
  ...FEATURES.flatMap((feature) => FEATURE_DEPTHS.map((depth) => featureFence(feature, depth))),
  {
    // Shared code knows no feature and no app (their tests may wire the whole app together).
    files: [`${WEB}/{lib,components,api}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features(/|$)', message: 'Shared code must not import a feature: features build on it, not the other way round.' },
            { regex: '^(\\.\\./)+(features|app)(/|$)', message: 'Shared code must not import a feature or the app.' },
            NOT_THE_APP,
          ],
        },
      ],
    },
  },
  {
    // Only the config module, tests, tooling and benchmarks may read the environment.
    files: [
      'apps/server/src/config.ts',
      '**/test/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
