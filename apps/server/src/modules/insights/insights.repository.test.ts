import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forEachInvestorFactPage, type InvestorFactRow } from './insights.repository';
import { signUpInvestor } from '../../test/factories/users';

let t: TestApp;

async function readInPages(pageSize: number): Promise<{ rows: InvestorFactRow[]; pages: number }> {
  const rows: InvestorFactRow[] = [];
  let pages = 0;
  await forEachInvestorFactPage(t.db, (page) => {
    pages += 1;
    rows.push(...page);
  }, pageSize);
  return { rows, pages };
}

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i += 1) await signUpInvestor(t, { investmentThesis: `Thesis number ${i} on payments in Nigeria.` }, { firstName: `Investor${i}`, lastName: 'Paged' });
});
afterAll(() => t.close());

describe('forEachInvestorFactPage', () => {
  it('reads every investor once, by id, across pages', async () => {
    const { rows } = (await t.db.execute('select id from investor_profile order by id')) as unknown as { rows: { id: number }[] };
    const expected = rows.map((r) => r.id);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    // Page sizes that divide the count, leave a remainder, and exceed it.
    for (const pageSize of [1, 2, expected.length, 1000]) {
      const read = await readInPages(pageSize);
      expect(read.rows.map((r) => r.id)).toEqual(expected);
      // A last page as full as the others is followed by one empty read.
      expect(read.pages).toBe(Math.floor(expected.length / pageSize) + 1);
    }
    const [first] = (await readInPages(2)).rows;
    expect(first).toMatchObject({ firstName: 'Investor0', lastName: 'Paged', investmentThesis: 'Thesis number 0 on payments in Nigeria.' });
  });
});
