import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  brokenLinks,
  checkRepository,
  commentLines,
  decisionReferences,
  recordNumbers,
  titleProblem,
  unfollowableCitation,
} from './check-docs.mjs';

describe('decisionReferences', () => {
  it('finds the forms the repository uses, each with its line', () => {
    const text = [
      'Only confirmed rounds count (decision 0005).',
      '## What each role can see (decisions 0005, 0007, 0009)',
      'intro requests (decisions 0003 and 0008), see',
      'docs/decisions/0010-list-pagination-and-caching.md and `decisions/0009-data-rooms.md`',
      '// Decision 0002: a profile of the other kind may be added.',
      'as ADR 12 says, and as decision',
      '  0011 says across a line break.',
    ].join('\n');
    expect(decisionReferences(text)).toEqual([
      { line: 1, number: 5 },
      { line: 2, number: 5 },
      { line: 2, number: 7 },
      { line: 2, number: 9 },
      { line: 3, number: 3 },
      { line: 3, number: 8 },
      { line: 5, number: 2 },
      { line: 6, number: 12 },
      { line: 7, number: 11 },
      { line: 4, number: 10, file: '0010-list-pagination-and-caching.md' },
      { line: 4, number: 9, file: '0009-data-rooms.md' },
    ]);
  });

  it('ignores numbers that are not record numbers', () => {
    expect(decisionReferences('the investment_decision 12 times; decisions 3 weeks ago; Section 2')).toEqual([]);
  });
});

describe('titleProblem', () => {
  it('accepts a title that starts with the file number', () => {
    expect(titleProblem('0007-insights-permissions.md', '# 0007 Who may analyse what\n')).toBeNull();
  });

  it('names a title with another number, a colon after the number or no number', () => {
    expect(titleProblem('0007-insights-permissions.md', '# 0003 Who may analyse what\n')).toMatch('"# 0007 "');
    expect(titleProblem('0007-insights-permissions.md', '# 0007: Who may analyse what\n')).toMatch('"# 0007 "');
    expect(titleProblem('0006-finance.md', '# Finance engine conventions\n')).toMatch('"# 0006 "');
  });
});

describe('recordNumbers', () => {
  it('reads the numbers of record files and skips the index', () => {
    expect([...recordNumbers(['0001-a.md', '0011-b-c.md', 'README.md'])]).toEqual([1, 11]);
  });
});

describe('unfollowableCitation', () => {
  it('refuses issue numbers and spec section numbers', () => {
    expect(unfollowableCitation(' * Concurrency (issue 16, point 5): many moves')).toMatch('"issue 16"');
    expect(unfollowableCitation('## Red-flag reader quality (Issue #18)')).toMatch('"Issue #18"');
    expect(unfollowableCitation('/** Spec section 2: up to 3 matches */')).toMatch('"Spec section 2"');
    expect(unfollowableCitation("/** The spec's defaults (section 3). */")).toMatch('the spec is not in the repository');
  });

  it('accepts words, other documents\' sections and share counts', () => {
    expect(unfollowableCitation('/** The spec\'s onboarding screen: step 1 chooses the role. */')).toBeNull();
    expect(unfollowableCitation(' * Day-count conventions (ISDA 2006 definitions, section 4.16):')).toBeNull();
    expect(unfollowableCitation('prices Example 1 and issues 4,486,719 new shares')).toBeNull();
  });
});

describe('commentLines', () => {
  it('returns block comments, line comments and trailing comments, not code', () => {
    const source = [
      '/**',
      ' * The one place (issue 16).',
      ' */',
      "const heading = '## Targets (issue 10)';",
      'const url = "https://example.com/issue 1";',
      'run(); // after issue 3',
    ].join('\n');
    expect(commentLines(source)).toEqual([
      { line: 1, text: '/**' },
      { line: 2, text: ' * The one place (issue 16).' },
      { line: 3, text: ' */' },
      { line: 6, text: ' // after issue 3' },
    ]);
  });
});

describe('brokenLinks', () => {
  const files = new Set(['docs/architecture.md', 'docs/decisions/0009-data-rooms.md', 'bench/README.md']);
  const exists = (path) => files.has(path);

  it('resolves relative links from the linking file and reports the missing ones', () => {
    const text = [
      'See [architecture](architecture.md#server) and [0009](decisions/0009-data-rooms.md).',
      'The [benchmarks](../bench/README.md), [site](https://example.com), [top](#top).',
      'A [gone](decisions/0012-gone.md) record.',
    ].join('\n');
    expect(brokenLinks(text, 'docs/security.md', exists)).toEqual([{ line: 3, target: 'decisions/0012-gone.md' }]);
  });
});

describe('checkRepository', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(path, text) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }

  it('names file and line of every problem, and nothing in a sound repository', () => {
    root = mkdtempSync(join(tmpdir(), 'check-docs-'));
    write('docs/decisions/0001-first.md', '# 0001 First\n');
    write('docs/decisions/0002-second.md', '# 0001 Second\n');
    write('README.md', 'See [decisions](docs/decisions/0001-first.md).\n');
    write('src/a.ts', '// Decision 0002 holds.\nexport const a = 1;\n');
    expect(checkRepository(root)).toEqual(['docs/decisions/0002-second.md:1: the title "# 0001 Second" must start with "# 0002 "']);

    write('docs/decisions/0002-second.md', '# 0002 Second\n');
    write('src/b.ts', 'export const b = 1;\n/** Cited in decision 0003 and docs/decisions/0001-other.md (issue 7). */\n');
    write('docs/guide.md', 'Intro\n\nSee [missing](nowhere.md), decisions/0004.\n');
    write('bench/results/report.md', '## Targets (issue 10)\n');
    write('node_modules/x/index.js', '// decision 0099 (issue 1)\n');
    expect(checkRepository(root).sort()).toEqual([
      'docs/guide.md:3: decision 0004 does not exist (docs/decisions)',
      'docs/guide.md:3: the link nowhere.md leads to no file',
      'src/b.ts:2: "issue 7": say what the issue asked for, or point to a doc or decision record',
      'src/b.ts:2: decision 0003 does not exist (docs/decisions)',
      'src/b.ts:2: docs/decisions/0001-other.md does not exist',
    ]);
  });
});
