// Lets the web build drop the contracts' zod schemas that no screen uses (vite.config.ts); the catalogs (packages/i18n) are held to the same rule: declarations only.
import MagicString from 'magic-string';
import type { Plugin, Rolldown } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Property = Node & { key: Node & { name?: string }; value: Node; computed: boolean };

const contractsModule = /[\\/]packages[\\/](?:contracts|i18n)[\\/]src[\\/](?!.*\.test\.ts$).+\.ts$/;
const endpointsModule = /[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+-endpoints\.ts$/;
const functionNodes = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration', 'ClassExpression', 'ClassDeclaration']);
const pure = '/* @__PURE__ */ ';

/**
 * The contracts modules hold a screen's strings beside the zod schemas of the same feature, and each
 * endpoint value carries its schemas. The server needs the schemas; the web app only calls endpoints by
 * method and path and validates a few forms. Left alone, a screen that imports one message from a
 * contracts module built every schema of it at load, with zod itself: about 40 KB gzip and, on a
 * Lighthouse phone, some 200 ms of blocking time on nearly every screen (bench/README.md).
 *
 * In the web build only (vitest and the server see the modules unchanged):
 * - each `*-endpoints.ts` module becomes its endpoints' methods and paths alone, since
 *   `lib/call-endpoint.ts` reads nothing else at run time (its types still come from the full
 *   contract), and it no longer imports the schema modules, so no screen loads them through it;
 * - every call in a top-level variable's initialiser of the other contracts modules is marked pure,
 *   so the bundler may drop a schema nothing uses. Contracts are declarations (strings, constants,
 *   schemas): none runs a call for its side effects, and `transform` fails the build if one does.
 * The feature's strings live in `<feature>-texts.ts` beside its schemas, so a screen that shows them
 * does not load the schemas with them (packages/contracts/README.md).
 */
export function contractsTreeShaking(): Plugin {
  return {
    name: 'baobab:contracts-tree-shaking',
    apply: 'build',
    // After the TypeScript transform: the module is plain JavaScript here.
    enforce: 'post',
    transform(code, id) {
      if (!contractsModule.test(id)) return;
      const program = this.parse(code) as unknown as Program;
      if (endpointsModule.test(id)) return { code: methodsAndPaths(program, code, id), map: null };
      const edited = new MagicString(code);
      const marked = new Set<number>();
      for (const statement of program.body) {
        if (statement.type === 'ExpressionStatement' && !statement.directive) {
          throw new Error(`${id}: a contracts module must not run code at load (at ${statement.start}): the web build marks its calls pure`);
        }
        for (const init of initialisers(statement)) markCalls(init, edited, marked);
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) as Rolldown.SourceMapInput };
    },
  };
}

type Program = Node & { body: Node[] };

/** The initialisers of a top-level `const`/`let` (exported or not). */
function initialisers(statement: Node): Node[] {
  const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
  if (declaration?.type !== 'VariableDeclaration') return [];
  return (declaration.declarations as Node[]).map((declarator) => declarator.init as Node | null).filter((init): init is Node => !!init);
}

/** Marks every call and `new` in an initialiser pure (one mark per chain start), without entering functions. */
function markCalls(node: Node, edited: MagicString, marked: Set<number>): void {
  if (functionNodes.has(node.type)) return;
  if ((node.type === 'CallExpression' || node.type === 'NewExpression') && !marked.has(node.start)) {
    marked.add(node.start);
    edited.appendLeft(node.start, pure);
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') markCalls(child as Node, edited, marked);
    }
  }
}

/**
 * `export const xEndpoints = { list: endpoint({ method, path, query, responses }), ... }` →
 * `export const xEndpoints = { list: { method, path }, ... }`, with only the imports that still serve (a
 * spread such as `...authRoutes.currentUser`, a zod-free method and path). Anything else in the module
 * fails the build rather than be guessed at.
 */
function methodsAndPaths(program: Program, code: string, id: string): string {
  const source = (node: Node) => code.slice(node.start, node.end);
  const fail = (node: Node, what: string): never => {
    throw new Error(`${id}: ${what} (at ${node.start}); the web build reads an endpoints module as its methods and paths`);
  };
  const exported: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') continue;
    if (statement.type !== 'ExportNamedDeclaration') {
      if (initialisers(statement).length > 0) continue; // a helper for the schemas, such as `const errors = {...}`
      fail(statement, 'only imports, constants and exported endpoint groups are expected');
    }
    const declaration = statement.declaration as Node | null;
    const declarators = declaration?.type === 'VariableDeclaration' ? (declaration.declarations as (Node & { id: Node & { name: string }; init: Node | null })[]) : [];
    if (declarators.length === 0) fail(statement, 'an export must be a constant');
    for (const { id: name, init } of declarators) {
      if (init?.type !== 'ObjectExpression') fail(name, 'an exported constant must be an object of endpoint() calls');
      const members = (init!.properties as Property[]).map((property) => {
        const call = property.value as Node & { callee?: Node & { name?: string }; arguments?: Node[] };
        if (property.type !== 'Property' || call?.type !== 'CallExpression' || call.callee?.name !== 'endpoint') fail(property, 'each member must be an endpoint() call');
        return `${source(property.key)}: ${methodAndPath(call.arguments?.[0], source, fail)}`;
      });
      exported.push(`export const ${name.name} = { ${members.join(', ')} };`);
    }
  }
  const body = exported.join('\n');
  const imports = program.body.filter((statement) => statement.type === 'ImportDeclaration' && importsAnyOf(statement, body)).map(source);
  return [...imports, body].join('\n');
}

/** `{ method, path, ... }` → `{ method, path }`; a spread (`...authRoutes.currentUser`) is kept as written. */
function methodAndPath(definition: Node | undefined, source: (node: Node) => string, fail: (node: Node, what: string) => never): string {
  if (definition?.type !== 'ObjectExpression') return fail(definition ?? ({ start: -1 } as Node), 'endpoint() takes an object literal');
  const members = definition.properties as Property[];
  const kept = members.filter((member) => member.type === 'SpreadElement' || (!member.computed && ['method', 'path'].includes(member.key.name ?? '')));
  if (!kept.some((member) => member.type === 'SpreadElement') && kept.length !== 2) fail(definition, 'endpoint() needs a method and a path');
  return `{ ${kept.map(source).join(', ')} }`;
}

/** Whether an import declaration brings in a name the text uses. */
function importsAnyOf(statement: Node, text: string): boolean {
  return (statement.specifiers as (Node & { local: Node & { name: string } })[]).some(({ local }) => new RegExp(`\\b${local.name.replace(/\$/g, '\\$')}\\b`).test(text));
}
