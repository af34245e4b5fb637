// Docs check (npm run lint:docs): references a reader of the repository can follow.
// Fails, naming file:line, on
//   - a reference to a decision record that does not exist ("decision 0012", "decisions 0005,
//     0012", "ADR 12", "decisions/0012", "docs/decisions/0012-name.md" with a wrong name);
//   - a decision record whose title ("# 0007 Title") does not carry its file's number;
//   - a relative Markdown link to a file that does not exist;
//   - an issue number ("issue 16") or a spec section number ("spec section 2") in a doc or a
//     code comment: neither the issue tracker nor the spec is in the repository, so say what
//     was meant instead.
// Generated benchmark results (bench/results) are records of past runs and are not checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const skippedDirs = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'backups', '.git', '.tmp', '.outbox', '.test-results', 'tmp']);
const skippedPaths = new Set(['bench/results', 'apps/server/drizzle']);
// This check and its test quote the very references they refuse.
const skippedFiles = new Set(['scripts/check-docs.mjs', 'scripts/check-docs.test.mjs']);
const codeFile = /\.(ts|tsx|mjs|cjs|js)$/;
const decisionFile = /^(\d{4})-[\w-]+\.md$/;

/** Line number (1-based) of a character offset. */
function lineAt(text, index) {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** The record numbers (as numbers) of docs/decisions file names. */
export function recordNumbers(fileNames) {
  return new Set(fileNames.map((name) => decisionFile.exec(name)?.[1]).filter(Boolean).map(Number));
}

/**
 * Every reference to a decision record in a text: { line, number, file? } where file is the
 * record's file name when the reference spells it out (docs/decisions/0007-name.md).
 */
export function decisionReferences(text) {
  const found = [];
  // "decision 0007", "decisions 0005, 0007 and 0009" (also across a line break), "ADR 7".
  const words = /\b(decisions?|ADRs?)\s+(\d{1,4}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\d{1,4})*)\b/gi;
  for (const match of text.matchAll(words)) {
    const isAdr = /^adr/i.test(match[1]);
    let offset = match.index + match[0].indexOf(match[2]);
    for (const part of match[2].split(/(\d{1,4})/)) {
      if (/^\d+$/.test(part) && (isAdr || part.length === 4)) found.push({ line: lineAt(text, offset), number: Number(part) });
      offset += part.length;
    }
  }
  // "decisions/0007" and "docs/decisions/0007-insights-permissions.md".
  for (const match of text.matchAll(/\bdecisions\/(\d{4})((?:-[\w-]+)?\.md)?/g)) {
    const reference = { line: lineAt(text, match.index), number: Number(match[1]) };
    if (match[2]?.startsWith('-')) reference.file = `${match[1]}${match[2]}`;
    found.push(reference);
  }
  return found;
}

/** The parts of a source file's lines that are comments: { line, text }. */
export function commentLines(source) {
  const lines = source.split('\n');
  const comments = [];
  let inBlock = false;
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (inBlock || trimmed.startsWith('*') || trimmed.startsWith('//')) {
      comments.push({ line: i + 1, text: line });
    } else {
      const start = line.search(/\/\*|(^|\s)\/\/\s/);
      if (start >= 0) comments.push({ line: i + 1, text: line.slice(start) });
    }
    if (line.includes('/*') && !line.includes('*/', line.lastIndexOf('/*'))) inBlock = true;
    else if (inBlock && line.includes('*/')) inBlock = false;
  });
  return comments;
}

const issueNumber = /\bissues? #?\d+(?!\d|,\d)/i;
const specSection = /\bspec\b[^.;:\n]{0,40}?\bsections? \d/i;

/** What is wrong with one line of prose (a doc line or a comment), or null. */
export function unfollowableCitation(text) {
  const issue = issueNumber.exec(text);
  if (issue) return `"${issue[0]}": say what the issue asked for, or point to a doc or decision record`;
  const section = specSection.exec(text);
  if (section) return `"${section[0]}": the spec is not in the repository; name the screen, rule or call it means`;
  return null;
}

/** Relative Markdown link targets of a text that do not exist: { line, target }. */
export function brokenLinks(text, fromFile, exists) {
  const broken = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^([a-z][a-z0-9+.-]*:|#)/i.test(target)) continue;
    const path = decodeURIComponent(target.split('#')[0].split('?')[0]);
    if (!exists(join(dirname(fromFile), path))) broken.push({ line: lineAt(text, match.index), target });
  }
  return broken;
}

/** A decision record's problem with its title, or null. */
export function titleProblem(fileName, text) {
  const number = decisionFile.exec(fileName)?.[1];
  const title = text.split('\n', 1)[0];
  if (!title.startsWith(`# ${number} `)) return `the title "${title}" must start with "# ${number} "`;
  return null;
}

function walk(root, dir = root, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name) && !skippedPaths.has(relative(root, path))) walk(root, path, files);
    } else if ((entry.name.endsWith('.md') || codeFile.test(entry.name)) && !skippedFiles.has(relative(root, path))) {
      files.push(relative(root, path));
    }
  }
  return files;
}

/** Every problem in the repository at root, as 'file:line: message' strings. */
export function checkRepository(root) {
  const decisionsDir = join(root, 'docs/decisions');
  const recordFiles = readdirSync(decisionsDir).filter((name) => decisionFile.test(name));
  const records = recordNumbers(recordFiles);
  const problems = [];
  for (const name of recordFiles) {
    const problem = titleProblem(name, readFileSync(join(decisionsDir, name), 'utf8'));
    if (problem) problems.push(`docs/decisions/${name}:1: ${problem}`);
  }
  for (const file of walk(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const reference of decisionReferences(text)) {
      if (!records.has(reference.number)) {
        problems.push(`${file}:${reference.line}: decision ${String(reference.number).padStart(4, '0')} does not exist (docs/decisions)`);
      } else if (reference.file && !recordFiles.includes(reference.file)) {
        problems.push(`${file}:${reference.line}: docs/decisions/${reference.file} does not exist`);
      }
    }
    const prose = file.endsWith('.md') ? text.split('\n').map((line, i) => ({ line: i + 1, text: line })) : commentLines(text);
    for (const { line, text: lineText } of prose) {
      const problem = unfollowableCitation(lineText);
      if (problem) problems.push(`${file}:${line}: ${problem}`);
    }
    if (file.endsWith('.md')) {
      for (const { line, target } of brokenLinks(text, file, (path) => existsSync(join(root, path)))) {
        problems.push(`${file}:${line}: the link ${target} leads to no file`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkRepository(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\ndocs check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('docs check: decision references, record titles, links and citations are sound');
}
