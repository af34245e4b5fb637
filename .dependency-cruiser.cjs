/**
 * Module cycles fail the build (docs/decisions/0005, "One module decides"): a server module (apps/server/src/modules/<feature>)
 * may use another only if that one does not use it back, directly or through others. Lower
 * modules (startup-access, audit, notifications, startups) never reach up into features.
 * Checked on folders, so a loop between two modules fails even when no single file is in a cycle.
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
      name: 'no-file-cycles',
      severity: 'error',
      comment: 'Files import each other in a loop.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
