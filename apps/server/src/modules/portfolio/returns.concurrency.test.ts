import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { fireTogether } from '../../test/concurrency';
import { buildFund } from '../deals/fund-pipeline.fixture';

/**
 * A company's returns stay in one currency when first amounts race: twenty first cheques at once, half
 * typed in dollars and half in francs, for a company with no amount yet; for a fund, by two of its members. Meaningful on PostgreSQL
 * (TEST_DATABASE_URL), where they run on separate connections; on PGlite it still passes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('racing first amounts', () => {
  it('all land in one currency: the first fixes it, every other currency is refused at amount', async () => {
    const founder = await signUpWithRole(t, 'founder');
    const investor = await signUpWithRole(t, 'investor');
    const startupId = (await buildStartup(t, founder.id, { name: 'Racing Currencies' })).id;
    const amounts = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? '$1,000' : 'XOF 600 000'));
    const answers = await Promise.all(
      amounts.map((amount) => t.app.inject(as(investor, { method: 'POST', url: '/api/portfolio/returns/flows', payload: { startupId, kind: 'first-cheque', amount, date: '2025-01-10' } }))),
    );
    const stored = answers.filter((a) => a.statusCode === 201).map((a) => a.json().currency as string);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(new Set(stored).size).toBe(1);
    expect(stored).toHaveLength(10);
    expect(refused.map((a) => [a.statusCode, a.json().issues?.[0]?.path])).toEqual(Array(10).fill([400, 'amount']));
  });

  it("all land in one currency for a fund too, when two of its members record the fund's first cheques at once", async () => {
    const founder = await signUpWithRole(t, 'founder');
    const { organisation, people } = await buildFund(t, 'Racing Fund');
    const startupId = (await buildStartup(t, founder.id, { name: 'Racing Fund Currencies' })).id;
    const requests = Array.from({ length: 20 }, (_, i) => {
      const [who, amount] = i % 2 === 0 ? [people.admin, '$1,000'] : [people.member, 'XOF 600 000'];
      return as(who, { method: 'POST', url: '/api/portfolio/returns/flows', payload: { organisationId: organisation, startupId, kind: 'first-cheque', amount, date: '2025-01-10' } });
    });
    const answers = await fireTogether(t, requests);
    const stored = answers.filter((a) => a.statusCode === 201).map((a) => a.json().currency as string);
    expect(new Set(stored).size).toBe(1);
    expect(stored).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => [a.statusCode, a.json().issues?.[0]?.path])).toEqual(Array(10).fill([400, 'amount']));
  }, 60_000);
});
