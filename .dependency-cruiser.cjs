/**
 * Layers and cycles (docs/architecture.md, "Layers"). Module cycles fail the build (docs/decisions/0005, "One module decides"): a server module (apps/server/src/modules/<feature>)
 * may use another only if that one does not use it back, directly or through others. Lower
 * modules (startup-access, audit, notifications, startups) never reach up into features.
 * Checked on folders, so a loop between two modules fails even when no single file is in a cycle.
 * The web's `@/` imports resolve through apps/web/tsconfig.json's paths (read from the directory the check runs
 * in, so the fixtures of scripts/dependency-rules.test.ts bring their own): unresolved, no web rule would see them.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      scope: 'folder',
      severity: 'error',
      comment: 'Server modules form a cycle: move the shared rule into a lower module (e.g. startup-access) instead.',
      from: { path: '^apps/server/src/modules/[^/]+' },
      to: { path: '^apps/server/src/modules/[^/]+', circular: true },
    },
    {
      name: 'lib-stays-below-plugins-and-modules',
      severity: 'error',
      comment: 'apps/server/src/lib holds shared building blocks: it never reaches up into plugins, modules or the app.',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/(plugins|modules)/|^apps/server/src/app\\.ts$' },
    },
    {
      name: 'integrations-and-db-stay-low',
      severity: 'error',
      comment: 'Adapters to the outside world and the database layer know nothing of plugins, modules or the app.',
      from: { path: '^apps/server/src/(integrations|db)/' },
      to: { path: '^apps/server/src/(plugins|modules)/|^apps/server/src/app\\.ts$' },
    },
    {
      name: 'services-do-not-import-fastify-plugins',
      severity: 'error',
      comment: 'Only route files (and streams, which are routes) talk to Fastify plugins; services take plain values (SessionUser from lib/session-user.ts).',
      from: { path: '^apps/server/src/modules/', pathNot: '\\.(routes|stream)\\.ts$' },
      to: { path: '^apps/server/src/plugins/' },
    },
    {
      name: 'documents-analysed-in-workers',
      severity: 'error',
      comment: 'A document analysis costs up to seconds of CPU: the server runs it in a document worker (DocumentReader.analyze), never on the request thread.',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/insights/document-text/document-text\\.worker\\.ts$|\\.test\\.ts$' },
      to: { path: '^packages/insights/src/document-intelligence/analyze-document\\.ts$' },
    },
    {
      name: 'web-lower-layers-stay-low',
      severity: 'error',
      comment: 'In the web app, lib and components never import features or screens, and features never import screens.',
      from: { path: '^apps/web/src/(lib|components|features)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-lib-and-components-below-features',
      severity: 'error',
      comment: 'lib and components are shared by every feature, so they cannot depend on one.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-imports-resolve',
      severity: 'error',
      comment: 'An import of the web app that does not resolve (an @/ path the tsconfig does not map) escapes every rule above.',
      from: { path: '^apps/web/src/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'web-calls-endpoints-by-route',
      severity: 'error',
      comment:
        'The web app calls an endpoint by its zod-free route (@baobab/contracts/<x>-routes) and reads the contract as types only (import type): a value import of an endpoints module, or of every-endpoint.ts, loads its schemas and zod on the screen (decision 0083).',
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/contracts/src/([\\w-]+-endpoints|every-endpoint)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'catalogs-stay-below-contracts',
      severity: 'error',
      comment: 'The catalogs (packages/i18n) are plain data the contracts read: importing a package back would tie the two in a cycle (decision 0073).',
      from: { path: '^packages/i18n/' },
      to: { path: '^(packages/(contracts|finance|insights)|apps)/' },
    },
    {
      name: 'no-file-cycles',
      severity: 'error',
      comment: 'Files import each other in a loop.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: `${process.cwd()}/apps/web/tsconfig.json` },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/|\\.test(-d)?\\.tsx?$' },
    // Type-only imports count: a cycle through a type still ties two files' meaning together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
