import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import { builtinRules } from 'eslint/use-at-your-own-risk';

/**
 * Architecture rules are enforced here rather than in prose (DESIGN.md, habit 5):
 * - contracts depends on zod and the catalogs (@baobab/i18n) only; the catalogs depend on nothing, so the two never form a cycle;
 * - the pure engines (finance, insights) do no I/O;
 * - web features never import other features (screens compose them), only their query keys (api/*-keys.ts);
 * - a server module reaches another only through its service.
 */
/**
 * Screens whose every user-visible string goes through `t` (decision 0023): text and labelling
 * attributes written as literals there fail lint. A folder joins this list once it is translated.
 */
const translatedWebFiles = [
  'apps/web/src/components/layouts/**/*.tsx',
  'apps/web/src/features/preferences/**/*.tsx',
  'apps/web/src/features/exchange-rates/**/*.tsx',
  'apps/web/src/components/forms/**/*.tsx',
  'apps/web/src/features/financial-tools/**/*.tsx',
  'apps/web/src/app/routes/financial-tools*.tsx',
  // tr-core: messages, marketing, auth, onboarding, startups, investors, dashboard, shared
  'apps/web/src/features/marketing/**/*.tsx',
  'apps/web/src/app/routes/landing.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/app/routes/login.tsx',
  'apps/web/src/app/routes/forgot-password.tsx',
  'apps/web/src/app/routes/reset-password.tsx',
  'apps/web/src/features/onboarding/**/*.tsx',
  'apps/web/src/app/routes/onboarding.tsx',
  'apps/web/src/features/startups/**/*.tsx',
  'apps/web/src/app/routes/startups.tsx',
  'apps/web/src/app/routes/startup-detail.tsx',
  'apps/web/src/features/investors/**/*.tsx',
  'apps/web/src/app/routes/investors.tsx',
  'apps/web/src/app/routes/investor-detail.tsx',
  'apps/web/src/features/dashboard/**/*.tsx',
  'apps/web/src/app/routes/dashboard.tsx',
  'apps/web/src/components/shared/**/*.tsx',
  'apps/web/src/components/ui/**/*.tsx',
  'apps/web/src/app/routes/not-found.tsx',
  'apps/web/src/app/routes/home.tsx',
  'apps/web/src/features/jobs/**/*.tsx',
  'apps/web/src/app/routes/jobs.tsx',
  'apps/web/src/features/profiles/**/*.tsx',
  'apps/web/src/app/routes/profile.tsx',
  'apps/web/src/features/network/**/*.tsx',
  'apps/web/src/app/routes/network.tsx',
  'apps/web/src/features/messaging/**/*.tsx',
  'apps/web/src/app/routes/messages.tsx',
  'apps/web/src/features/notifications/**/*.tsx',
  'apps/web/src/app/routes/notifications.tsx',
  'apps/web/src/features/data-rooms/**/*.tsx',
  'apps/web/src/app/routes/data-rooms.tsx',
  'apps/web/src/app/routes/data-room.tsx',
  'apps/web/src/app/routes/data-room-document.tsx',
  'apps/web/src/features/updates/**/*.tsx',
  'apps/web/src/app/routes/updates.tsx',
  'apps/web/src/app/routes/update-compose.tsx',
  'apps/web/src/app/routes/update-detail.tsx',
  'apps/web/src/app/routes/public-update.tsx',
  'apps/web/src/features/metrics/**/*.tsx',
  'apps/web/src/app/routes/metrics.tsx',
  'apps/web/src/features/portfolio/**/*.tsx',
  'apps/web/src/app/routes/portfolio.tsx',
  'apps/web/src/app/routes/portfolio-company.tsx',
  'apps/web/src/features/deals/**/*.tsx',
  'apps/web/src/app/routes/deal-flow.tsx',
  'apps/web/src/features/insights/**/*.tsx',
  'apps/web/src/app/routes/ai-insights.tsx',
  'apps/web/src/features/analytics/**/*.tsx',
  'apps/web/src/app/routes/analytics.tsx',
  'apps/web/src/features/admin/**/*.tsx',
  'apps/web/src/app/routes/admin.tsx',
  'apps/web/src/app/routes/admin-invitation.tsx',
  'apps/web/src/features/moderation/**/*.tsx',
  'apps/web/src/features/verification/**/*.tsx',
  'apps/web/src/app/routes/verification.tsx',
];

/**
 * The bounded unpacker (apps/server/src/lib/archives/bounded-unzip.ts) is the only code that unzips or
 * inflates: it counts the bytes really inflated and the entries, whatever the archive declares, and runs
 * in a document worker. An unzip written anywhere else froze the whole server once (decision 0027), so the
 * libraries are forbidden outside it. Compressing (zip, gzip, brotli for responses and exports) stays
 * allowed. Tests may inflate what the server itself produced.
 * The core rules run a second time under their own names (`archives/...`): options of one rule name
 * replace each other between config objects, and the boundary rules above set no-restricted-imports too.
 */
const unpackerMessage =
  'Unzip and inflate only through apps/server/src/lib/archives/bounded-unzip.ts, in a document worker (documents.unpack): ' +
  'it counts real inflated bytes and entries, never the sizes an archive declares (docs/security.md, "Archives and compressed input").';
const zlibCompressOnly = [
  'constants', 'codes', 'crc32', 'deflate', 'deflateSync', 'deflateRaw', 'deflateRawSync', 'gzip', 'gzipSync', 'brotliCompress',
  'brotliCompressSync', 'zstdCompress', 'zstdCompressSync', 'createDeflate', 'createDeflateRaw', 'createGzip', 'createBrotliCompress',
  'createZstdCompress', 'Deflate', 'DeflateRaw', 'Gzip', 'BrotliCompress', 'ZstdCompress',
];
const fflateCompressOnly = [
  'strToU8', 'strFromU8', 'zip', 'zipSync', 'Zip', 'ZipPassThrough', 'ZipDeflate', 'AsyncZipDeflate', 'deflate', 'deflateSync', 'Deflate',
  'AsyncDeflate', 'gzip', 'gzipSync', 'Gzip', 'AsyncGzip', 'compress', 'compressSync', 'Compress', 'AsyncCompress', 'zlib', 'zlibSync',
  'Zlib', 'AsyncZlib', 'EncodeUTF8', 'DecodeUTF8', 'FlateErrorCode',
];
const unzipLibraries = [
  'yauzl', 'yauzl-*', 'jszip', 'unzipper', 'unzip', 'unzip-*', 'adm-zip', 'node-stream-zip', 'extract-zip', 'decompress', 'decompress-*',
  'pako', 'pako/*', 'minizlib', 'tar', 'tar-stream', 'tar-fs', '@zip.js/*', 'zip-lib', 'xlsx', 'node-7z', 'libarchive.js',
];
const unzipModulePattern = '/^(node:)?zlib$|^fflate$|^(yauzl|jszip|unzipper|unzip|adm-zip|node-stream-zip|extract-zip|decompress|pako|minizlib|tar|xlsx)([-/].*)?$/';
const boundedUnpackerOnly = {
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  ignores: [
    'apps/server/src/lib/archives/bounded-unzip.ts',
    '**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs', 'apps/server/src/test/**', '**/test-support.ts', 'e2e/**',
  ],
  plugins: {
    archives: { rules: { 'bounded-unpacker-imports': builtinRules.get('no-restricted-imports'), 'bounded-unpacker-calls': builtinRules.get('no-restricted-syntax') } },
  },
  rules: {
    'archives/bounded-unpacker-imports': ['error', {
      paths: [
        { name: 'node:zlib', allowImportNames: zlibCompressOnly, message: unpackerMessage },
        { name: 'zlib', allowImportNames: zlibCompressOnly, message: unpackerMessage },
        { name: 'fflate', allowImportNames: fflateCompressOnly, message: unpackerMessage },
      ],
      patterns: [{ group: unzipLibraries, message: unpackerMessage }],
    }],
    'archives/bounded-unpacker-calls': ['error',
      { selector: `ImportExpression[source.value=${unzipModulePattern}]`, message: unpackerMessage },
      { selector: `CallExpression[callee.name='require'][arguments.0.value=${unzipModulePattern}]`, message: unpackerMessage },
      {
        selector: "MemberExpression[object.property.name='xlsx'][property.name=/^(load|read|readFile)$/], MemberExpression[property.name='WorkbookReader']",
        message: `exceljs unzips a workbook to read it, with no limit. ${unpackerMessage}`,
      },
      {
        selector: "Property[key.name=/^(requestEncodings|forceRequestEncoding|onInvalidRequestPayload)$/], Property[key.name='globalDecompression'][value.value!=false]",
        message: `Request bodies are refused compressed (plugins/request-encoding.ts). ${unpackerMessage}`,
      },
    ],
  },
};

/**
 * Amounts have one writer, contracts/money-display.ts (one spelling per currency and language, which the
 * one reader reads back; decision 0032): formatting a currency anywhere else fails lint.
 */
const oneMoneyWriter = 'Write amounts with formatMinorAmount, formatAmount or formatCompactAmount (contracts/money-display.ts): one spelling per currency and language.';
const moneyFormattingRules = [
  // A currency format needs its `currency` option: that is what is refused, in Intl.NumberFormat and toLocaleString.
  { selector: "NewExpression[callee.property.name='NumberFormat'] > ObjectExpression > Property[key.name='currency']", message: oneMoneyWriter },
  { selector: "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name='currency']", message: oneMoneyWriter },
];

/**
 * Right to left (decision 0062): an Arabic screen mirrors, so the web lays out with logical classes (ms-, me-,
 * ps-, pe-, inset-s-, inset-e-, text-start, text-end, border-s, rounded-s…) that follow the writing direction.
 * A physical one (ml-, pr-, left-, text-right…) fails lint, as does a chevron or arrow icon that does not
 * turn round in right to left (`rtl:-scale-x-100`).
 */
const physicalClass =
  '/(^|[\\s:])-?(m[lr]|p[lr]|left|right|scroll-[mp][lr])-[\\w.[(]|(^|[\\s:])(text-(left|right)|float-(left|right)|border-[lr]|rounded-[lr]|rounded-[tb][lr])($|[\\s-])/';
const logicalMessage = 'Use the logical class (ms-/me-/ps-/pe-/inset-s-/inset-e-/text-start/text-end/border-s/rounded-s…): Arabic screens lay out right to left (decision 0062).';
/**
 * Text a person wrote (names, titles, descriptions, messages, notes…) is laid out in its own direction: an
 * Arabic name on an English screen and a Latin one on an Arabic screen (decision 0062, amendment). A field
 * with such a name shown as a JSX child needs a parent with `dir` (`dir="auto"` on a block of its own) or
 * `<UserText>` (components/ui/user-text.tsx) inside a line the app wrote.
 */
const userTextFields =
  '/^(firstName|lastName|fullName|displayName|name|startupName|companyName|authorName|senderName|title|jobTitle|headline|tagline|oneLiner|description|body|bio|about|content|text|note|notes|message|question|answer|comment|summary|thesis|investmentThesis|subject|preview|location)$/';
// esquery reads `:has(> A > B)` as nothing, hence the nested :has.
const withoutDirection = "JSXElement:not(:has(> JSXOpeningElement:has(> JSXAttribute[name.name='dir']))):not(:has(> JSXOpeningElement[name.name='UserText']))";
const userTextMessage = 'Text a person wrote is shown in its own direction: give its element dir="auto" or wrap it in <UserText> (decision 0062).';
const rightToLeftLayout = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { rtl: { rules: { 'logical-classes': builtinRules.get('no-restricted-syntax'), 'user-text-direction': builtinRules.get('no-restricted-syntax') } } },
  rules: {
    'rtl/logical-classes': ['error',
      { selector: `Literal[value=${physicalClass}]`, message: logicalMessage },
      { selector: `TemplateElement[value.raw=${physicalClass}]`, message: logicalMessage },
      {
        selector: "JSXOpeningElement[name.name=/^(Chevron|Arrow)(Left|Right)$/]:not(:has(JSXAttribute[name.name='className'][value.value=/rtl:-scale-x-100/]))",
        message: 'A chevron or arrow points the other way in right to left: add rtl:-scale-x-100 to its className (decision 0062).',
      },
    ],
  },
};

const userTextDirection = {
  files: ['apps/web/src/**/*.tsx'],
  ignores: ['**/*.test.tsx'],
  rules: {
    'rtl/user-text-direction': ['error',
      { selector: `${withoutDirection} > JSXExpressionContainer > MemberExpression[property.name=${userTextFields}]`, message: userTextMessage },
      { selector: `${withoutDirection} > JSXExpressionContainer > TemplateLiteral:has(MemberExpression[property.name=${userTextFields}])`, message: userTextMessage },
    ],
  },
};

/**
 * A value shown in words goes through its label map (decision 0067): `status === 'revoked' ? t('Revoked') : t('Expired')`
 * picks two words by hand, which enum-labels.test.ts cannot see, and the next status value falls into the wrong
 * one. Refused in the web: a conditional choosing between two literal `t('…')` labels by comparing a value with a
 * string, or by whether a timestamp is set (`revokedAt ? … : …`, a status derived in a named function instead).
 * A comparison that picks two sentences rather than a value's name (a form's mode) says why on the line
 * (`// eslint-disable-next-line words/label-map -- why`); an unneeded one fails lint as an unused directive.
 */
// A label: up to three words, no placeholder. Two sentences chosen by a value ('Runway {{months}} months…' or 'Not
// burning') are wording, not a value's name, and stay allowed.
const label = '/^[^\\s{}]+( [^\\s{}]+){0,2}$/';
const twoLiteralKeys = `[consequent.type='CallExpression'][consequent.callee.name='t'][consequent.arguments.0.value=${label}][alternate.type='CallExpression'][alternate.callee.name='t'][alternate.arguments.0.value=${label}]`;
const labelMapMessage = "Show a status, kind or type through its label map (t(map[value]), decision 0067), not a choice between two t('…') keys.";
const labelMapWords = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  // One plugin of the words rules (flat config defines a plugin once); factLineWords below uses its second rule.
  plugins: { words: { rules: { 'label-map': builtinRules.get('no-restricted-syntax'), 'fact-line': builtinRules.get('no-restricted-syntax') } } },
  linterOptions: { reportUnusedDisableDirectives: 'error' },
  rules: {
    'words/label-map': ['error',
      { selector: `ConditionalExpression[test.type='BinaryExpression'][test.operator=/^[!=]==?$/][test.right.value=/./]${twoLiteralKeys}`, message: labelMapMessage },
      { selector: `ConditionalExpression[test.type='BinaryExpression'][test.operator=/^[!=]==?$/][test.left.value=/./]${twoLiteralKeys}`, message: labelMapMessage },
      { selector: `ConditionalExpression[test.type='MemberExpression'][test.property.name=/At$/]${twoLiteralKeys}`, message: labelMapMessage },
    ],
  },
};

/**
 * Facts on one line go through <FactLine> (components/ui/fact-line.tsx), each fact isolated: joined by hand
 * with " · ", two Latin neighbours run together left to right inside an Arabic line (decision 0062). A " · "
 * inside a catalog sentence is the translator's and stays allowed (it is a `t('…')` key, not a join).
 */
const factLineMessage = 'Facts on one line: <FactLine facts={[…]} /> (each in its own direction), not " · " joined by hand (decision 0062).';
const factLineWords = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/components/ui/fact-line.tsx'],
  rules: {
    'words/fact-line': ['error',
      { selector: "CallExpression[callee.property.name='join'][arguments.0.value=/·/]", message: factLineMessage },
      { selector: 'TemplateElement[value.raw=/(^|\\s)·(\\s|$)/]', message: factLineMessage },
      { selector: 'JSXText[value=/(^|\\s)·(\\s|$)/]', message: factLineMessage },
      { selector: 'JSXExpressionContainer > Literal[value=/^\\s*·\\s*$/]', message: factLineMessage },
    ],
  },
};

const nodeBuiltins = ['fs', 'node:*', 'path', 'http', 'https', 'net', 'child_process', 'pg', '@electric-sql/*'];

/**
 * A project rule that forbids syntax: ESLint's own no-restricted-syntax under a name of ours (`plugin/rule`), so that it
 * applies to its own files beside the general one and its message names what to use instead.
 */
function restrictedSyntax(name, { files, ignores = [], forbidden }) {
  const [plugin, rule] = name.split('/');
  return {
    files,
    ignores,
    plugins: { [plugin]: { rules: { [rule]: builtinRules.get('no-restricted-syntax') } } },
    rules: { [name]: ['error', ...forbidden] },
  };
}

/**
 * The server's bundle is held in V8's heap as Latin-1 (one byte a character) only while every character of it is
 * Latin-1: esbuild escapes other characters in strings and templates, but not in regular expressions nor in a tagged
 * template's raw text, and one stray `\u20ac` doubles the heap the bundle takes (apps/server/build.mjs refuses such a
 * bundle). This rule says so at the line, before a build.
 */
const latin1Message = 'The server bundle stays Latin-1: write characters outside Latin-1 as \\u escapes in regular expressions and tagged templates (apps/server/build.mjs).';
const serverBundleLatin1 = restrictedSyntax('bundle/latin1', {
  files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
  ignores: ['**/*.test.ts', '**/test/**', '**/test-support/**', 'packages/insights/src/document-intelligence/eval/**'],
  forbidden: [
    { selector: 'Literal[regex][raw=/[^\\u0000-\\u00ff]/]', message: latin1Message },
    { selector: 'TaggedTemplateExpression TemplateElement[value.raw=/[^\\u0000-\\u00ff]/]', message: latin1Message },
  ],
});

/**
 * The document reader blanks what it must not read with spaces of the same length, so that indices still point where
 * they did: one helper does it (packages/insights/src/text/blank.ts), not a `' '.repeat(match.length)` in each module.
 */
const oneBlankHelper = restrictedSyntax('reader/one-blank', {
  files: ['packages/insights/src/**/*.ts'],
  ignores: ['**/*.test.ts', 'packages/insights/src/text/blank.ts'],
  forbidden: [{
    selector: "CallExpression[callee.property.name='repeat'][callee.object.value=' '][arguments.0.type='MemberExpression'][arguments.0.property.name='length']",
    message: "Blank a span with blank() from packages/insights/src/text/blank.ts.",
  }],
});

/** Raw SQL's rows through the one reader that says why the cast holds (apps/server/src/db/raw-rows.ts). */
const rawRowsReader = restrictedSyntax('db/raw-rows', {
  files: ['apps/server/src/**/*.ts'],
  ignores: ['apps/server/src/db/raw-rows.ts', '**/*.test.ts'],
  forbidden: [{
    selector: "TSAsExpression > TSTypeLiteral > TSPropertySignature[key.name='rows']",
    message: "Read a raw db.execute's rows with rowsOf from db/raw-rows.ts, not a cast of its own.",
  }],
});

/**
 * A test never bounds how long something took: on a loaded or slow host the same code takes two or three times as
 * long, and a test that passes only on a quiet machine is failing (speed is measured by `npm run bench`). Check what
 * the code does instead: the clock advanced by fake timers, a call never made, a refusal given before the body is read.
 * A lower bound (a retry waited at least its delay) is a fact of the code, not of the machine, and stays allowed.
 */
const elapsedMessage = 'No timed assertions in tests: check the behaviour (fake timers, calls counted), not the time it took on this machine.';
const elapsed = (clock) => `BinaryExpression[operator='-'][left.type='CallExpression'][left.callee.object.name='${clock}'][left.callee.property.name='now']`;
const noTimedAssertions = restrictedSyntax('tests/no-timed-assertions', {
  files: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs', 'e2e/**/*.ts'],
  forbidden: ['performance', 'Date'].map((clock) => ({
    selector: `CallExpression[callee.property.name=/^toBeLessThan(OrEqual)?$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] > ${elapsed(clock)}.arguments`,
    message: elapsedMessage,
  })),
});

/**
 * A screen leaves the app for a new document through openDocument (apps/web/src/lib/open-document.ts): jsdom cannot
 * navigate, so a screen calling location.assign itself is untestable, and a test of it silently checks nothing.
 */
const openDocumentMessage = 'Open a new document with openDocument from lib/open-document.ts.';
const oneDocumentOpener = restrictedSyntax('web/open-document', {
  files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
  ignores: ['apps/web/src/lib/open-document.ts', '**/*.test.ts', '**/*.test.tsx'],
  forbidden: [
    "CallExpression[callee.object.property.name='location'][callee.property.name=/^(assign|replace)$/]",
    "AssignmentExpression[left.object.property.name='location'][left.property.name='href']",
  ].map((selector) => ({ selector, message: openDocumentMessage })),
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/data/**', 'bench/results/**', '**/test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A } from 'm'` can stay in the output as `import 'm'`: the module (say, a contracts
      // module's zod schemas) would then load with the screen for nothing. `import type { A }` never does.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
        message: 'Results must be deterministic: use a seeded generator (or crypto for secrets).',
      }, ...moneyFormattingRules],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    // Tests beside the contracts need vitest; only the shipped contracts are held to zod.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|@baobab/i18n/|\\.\\.?/)', message: 'contracts imports only zod and the catalogs (@baobab/i18n).' }] }],
    },
  },
  {
    files: ['packages/i18n/src/**/*.ts'],
    // The languages and their catalogs are plain data every package reads: importing a package back (contracts) would be a cycle.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.\\.?/)', message: 'The catalogs import nothing outside their own package (decision 0073).' }] }],
    },
  },
  {
    files: ['packages/finance/src/**/*.ts', 'packages/insights/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: nodeBuiltins, message: 'Engines are pure: no I/O.' }] }],
    },
  },
  {
    // One client builds API URLs (decision 0018): everything else calls an endpoint by its route (decision 0083).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/call-endpoint.ts', '**/*.test.{ts,tsx}', '**/*.test-d.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
        message: 'Results must be deterministic: use a seeded generator (or crypto for secrets).',
      }, {
        selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]',
        message: 'Build API URLs with callEndpoint / endpointUrl from @/lib/call-endpoint and the route of the endpoint (@baobab/contracts/<feature>-routes), never by hand.',
      }, {
        selector: ":matches(Property[key.name='queryKey'], VariableDeclarator[id.name=/Keys?$/]) :matches(Literal[value=/^\\//], TemplateLiteral[quasis.0.value.raw=/^\\//], CallExpression[callee.name=/url|Url|URL|path|Path/], MemberExpression[property.name='path'])",
        message: "Query keys say what is read ([feature, what, parameters]) and come from the feature's keys module, never a URL (decision 0037).",
      }, {
        selector: "BinaryExpression[operator='+'][left.value=/^\\/api\\//]",
        message: 'Build API URLs with callEndpoint / endpointUrl from @/lib/call-endpoint and the route of the endpoint (@baobab/contracts/<feature>-routes), never by hand.',
      }, {
        selector: "ImportSpecifier[imported.name='sendJson']",
        message: 'Only lib/call-endpoint.ts sends requests; call callEndpoint with the route of an endpoint.',
      }, {
        // recharts animates a series by re-rendering the chart every frame: on a 4x slower phone CPU one bar chart of
        // /analytics held the main thread 1.0-1.1 s (Lighthouse 71-72, bench/README.md "A screen's figures in one statement").
        selector: "JSXOpeningElement[name.name=/^(Bar|Line|Area|Pie|Scatter|Radar|RadialBar|Funnel)$/]:not(:has(JSXAttribute[name.name='isAnimationActive']))",
        message: 'Charts draw once: give every recharts series isAnimationActive={false} (an animation re-renders the chart each frame on the phone).',
      }, {
        selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]",
        message: 'Format with @/lib/format (formatNumber, formatDate, ...): one Intl formatter per language, where toLocaleString builds one on every call.',
      }, ...moneyFormattingRules],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          // A feature's query keys (api/<feature>-keys.ts) are what others invalidate by: the one way in (decision 0037).
          { regex: '^@/(features/(?![\\w-]+/api/[\\w-]+-keys$)|app/)', message: 'Features never import other features (but their api/*-keys modules) or screens; screens compose features.' },
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
  boundedUnpackerOnly,
  rightToLeftLayout,
  userTextDirection,
  labelMapWords,
  factLineWords,
  serverBundleLatin1,
  oneBlankHelper,
  noTimedAssertions,
  rawRowsReader,
  oneDocumentOpener,
  {
    files: translatedWebFiles,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', {
        mode: 'jsx-only',
        'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt', 'label'] },
        message: 'Translate it: t(\'…\') with a French entry in packages/i18n/src/fr (decision 0023).',
      }],
    },
  },
);
