import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

/**
 * Architecture rules are enforced here rather than in prose (DESIGN.md, habit 5):
 * - contracts depends on zod only;
 * - the pure engines (finance, insights) do no I/O;
 * - web features never import other features (screens compose them);
 * - a server module reaches another only through its service.
 */
/**
 * Screens whose every user-visible string goes through `t` (decision 0023): text and labelling
 * attributes written as literals there fail lint. A folder joins this list once it is translated.
 */
const translatedWebFiles = [
  'apps/web/src/components/layouts/**/*.tsx',
  'apps/web/src/features/auth/components/language-switch.tsx',
  'apps/web/src/features/admin/**/*.tsx',
  'apps/web/src/app/routes/admin.tsx',
  'apps/web/src/app/routes/admin-invitation.tsx',
  'apps/web/src/features/moderation/**/*.tsx',
  'apps/web/src/features/verification/**/*.tsx',
  'apps/web/src/app/routes/verification.tsx',
];

const nodeBuiltins = ['fs', 'node:*', 'path', 'http', 'https', 'net', 'child_process', 'pg', '@electric-sql/*'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'bench/results/**', '**/test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
        message: 'Results must be deterministic: use a seeded generator (or crypto for secrets).',
      }],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    // Tests beside the contracts need vitest; only the shipped contracts are held to zod.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.\\.?/)', message: 'contracts imports only zod.' }] }],
    },
  },
  {
    files: ['packages/finance/src/**/*.ts', 'packages/insights/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: nodeBuiltins, message: 'Engines are pure: no I/O.' }] }],
    },
  },
  {
    // One client builds API URLs (decision 0018): everything else calls an endpoint contract by name.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/call-endpoint.ts', '**/*.test.{ts,tsx}', '**/*.test-d.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
        message: 'Results must be deterministic: use a seeded generator (or crypto for secrets).',
      }, {
        selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]',
        message: 'Build API URLs with callEndpoint / endpointUrl from @/lib/call-endpoint and the endpoint contract, never by hand.',
      }, {
        selector: "BinaryExpression[operator='+'][left.value=/^\\/api\\//]",
        message: 'Build API URLs with callEndpoint / endpointUrl from @/lib/call-endpoint and the endpoint contract, never by hand.',
      }, {
        selector: "ImportSpecifier[imported.name='sendJson']",
        message: 'Only lib/call-endpoint.ts sends requests; call callEndpoint with an endpoint contract.',
      }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@/features/*', '@/app/*'], message: 'Features never import other features or screens; screens compose features.' },
          { group: ['../../*'], message: 'Leave a feature through the @/ alias (lib, components), never through relative paths.' },
        ],
      }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['../*/*.repository', '../*/*.routes'], message: 'Reach another module only through its service.' }],
      }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: translatedWebFiles,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', {
        mode: 'jsx-only',
        'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt', 'label'] },
        message: 'Translate it: t(\'…\') with a French entry in packages/contracts/src/i18n/fr (decision 0023).',
      }],
    },
  },
);
