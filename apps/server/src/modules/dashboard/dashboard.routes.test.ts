import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async (user: Parameters<typeof as>[0]) => t.app.inject(as(user, { method: 'GET', url: '/api/dashboard/stats' }));

describe('GET /api/dashboard/stats', () => {
  it("gives a founder real profile views and a readiness score that grows with a startup", async () => {
    const founder = await signUpFounder(t);
    const before = (await stats(founder)).json();
    expect(before).toMatchObject({ views: 0, activeMatches: 0, startupCount: 0 });
    const id = await createStartup(t, founder);
    const investor = await signUpInvestor(t);
    await t.app.inject(as(investor, { method: 'GET', url: `/api/startups/${id}` }));
    const after = (await stats(founder)).json();
    expect(after.views).toBe(1);
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.score).toBe(after.scoreBreakdown.total);
    expect((await stats(investor)).json()).toMatchObject({ views: 1, score: 0, activeMatches: 0, scoreBreakdown: null });
  });

  it('explains the figures that are not computed yet', async () => {
    const investor = await signUpInvestor(t);
    expect((await stats(investor)).json().notes.join(' ')).toContain('deal pipeline');
  });

  it('requires sign-in', async () => {
    expect((await stats(null)).statusCode).toBe(401);
  });
});
