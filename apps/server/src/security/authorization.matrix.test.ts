import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../test/test-app';
import { matrix } from './authorization-matrix';
import { buildWorld, callerKinds, type CallerKind, type World } from './world';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.t.close());

const is2xx = (status: number) => status >= 200 && status < 300;
const userOf = (kind: CallerKind) => (kind === 'anon' ? null : w.users[kind]);

describe('authorization matrix', () => {
  it('has exactly one row for every API route the server registers', () => {
    const registered = new Set(
      w.t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`),
    );
    const rows = matrix.map((r) => r.route);
    expect(rows.filter((route, i) => rows.indexOf(route) !== i), 'duplicate rows').toEqual([]);
    expect([...registered].filter((route) => !rows.includes(route)), 'routes without a matrix row').toEqual([]);
    expect(rows.filter((route) => !registered.has(route)), 'rows for routes that do not exist').toEqual([]);
  });

  it('answers every route with the expected status for every caller, and no unexpected 2xx', async () => {
    const mismatches: string[] = [];
    for (const row of matrix) {
      // Callers expected to be refused go first, so a permitted write cannot change what they see.
      const order = [...callerKinds].sort((a, b) => Number(is2xx(row.expected[a] ?? 0)) - Number(is2xx(row.expected[b] ?? 0)));
      for (const kind of order) {
        const expected = row.expected[kind];
        if (expected === null) continue;
        const response = await w.t.app.inject(as(userOf(kind), await row.request(w)));
        if (response.statusCode !== expected) {
          const flag = is2xx(response.statusCode) && !is2xx(expected) ? 'UNEXPECTED 2xx ' : '';
          mismatches.push(`${flag}${row.route} as ${kind}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
