import { defineConfig } from 'i18next-cli';

/**
 * The extraction of the translation keys the code uses (decision 0073), read by `npm run lint:i18n`
 * (scripts/check-i18n.ts). `npm run i18n:extract` writes packages/i18n/extracted/en/<namespace>.json; never
 * edit those files by hand. The catalogs themselves (packages/i18n/src/<locale>/) are TypeScript the tool
 * does not write: it only reports what the code asks for.
 */
export default defineConfig({
  // English is the key (decision 0023): the extraction is the English keys, one file per namespace.
  locales: ['en'],
  extract: {
    input: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/server/src/**/*.ts',
      'packages/contracts/src/**/*.ts',
      'packages/finance/src/**/*.ts',
      'packages/insights/src/**/*.ts',
    ],
    ignore: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    output: 'packages/i18n/extracted/{{language}}/{{namespace}}.json',
    // A screen's `t` comes from useT('<namespace>') (apps/web/src/lib/i18n/use-t.ts); the server's and the
    // engines' text travels as message('<key>', values) (packages/contracts/src/i18n/message.ts).
    functions: ['t', '*.t', 'message'],
    useTranslationNames: ['useT'],
    // A `t` the code receives rather than gets from useT (the server's translatorFor, a helper given a
    // screen's `t`): its namespace is not written beside the call, so its keys are checked against every catalog.
    defaultNS: 'unscoped',
    // Keys are whole English sentences: a '.' or ':' in them is text, not nesting or a namespace.
    keySeparator: false,
    nsSeparator: false,
    extractFromComments: false,
    removeUnusedKeys: true,
    sort: true,
    indentation: 2,
  },
});
