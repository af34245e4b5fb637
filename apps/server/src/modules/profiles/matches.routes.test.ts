import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { postJob } from '../../test/factories/jobs';

let t: TestApp;
let me: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUpUser(t.app, { firstName: 'Amina' });
});
afterAll(() => t.close());

const setProfile = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'PUT', url: '/api/users/profile', payload }));
const generate = (user: TestUser | null) => t.app.inject(as(user, { method: 'POST', url: '/api/users/generate-matches' }));
type Match = { matchType: string; targetId: string; targetName: string; targetHref: string; score: number; reasons: string[] };
const ofType = (matches: Match[], type: string) => matches.filter((m) => m.matchType === type);

describe('AI matches for people', () => {
  it('starts empty and answers 401 when signed out', async () => {
    expect((await t.app.inject(as(me, { method: 'GET', url: '/api/users/matches' }))).json()).toEqual([]);
    expect((await generate(null)).statusCode).toBe(401);
  });

  it('finds a co-founder and a job from real profile data, with a score and reasons, and replaces the previous set', async () => {
    await setProfile(me, { skills: ['Product', 'Sales'], interests: ['FinTech'], location: 'Lagos', isOpenToCofounder: true, isOpenToWork: true });
    const partner = await signUpUser(t.app, { firstName: 'Bola', lastName: 'Ade' });
    await setProfile(partner, { skills: ['Engineering', 'Python', 'Payments'], interests: ['FinTech'], location: 'Lagos', isOpenToCofounder: true });
    await postJob(t, partner, { title: 'Sales Lead', description: 'Grow product sales across Nigeria.', category: 'Sales', location: 'Lagos' });

    const response = await generate(me);
    expect(response.statusCode).toBe(200);
    const { count, matches } = response.json();
    expect(count).toBe(matches.length);
    const cofounder = matches.find((m: { matchType: string }) => m.matchType === 'cofounder');
    expect(cofounder).toMatchObject({ targetId: partner.id, targetName: 'Bola Ade', status: 'active', targetHref: '/network' });
    expect(cofounder.score).toBeGreaterThan(50);
    // Skill families: Amina has product and commercial skills, Bola brings the technical family.
    expect(cofounder.reasons).toContain('Brings technical skills you lack');
    expect(cofounder.reasons).toContain('Shares your sectors: FinTech');
    expect(cofounder.aiAnalysis.summary).toContain('Bola Ade');
    expect(matches.some((m: { matchType: string; targetName: string }) => m.matchType === 'job' && m.targetName === 'Sales Lead')).toBe(true);

    const again = (await generate(me)).json();
    const listed = (await t.app.inject(as(me, { method: 'GET', url: '/api/users/matches' }))).json();
    expect(listed).toHaveLength(count);
    // Deterministic: the same data gives the same matches.
    const stable = (m: Match) => [m.matchType, m.targetId, m.targetName, m.targetHref, m.score, m.reasons];
    expect(again.matches.map(stable)).toEqual(matches.map(stable));
  });

  it('matches an investor with startups passing their filters, and a founder with their startup to that investor', async () => {
    const founder = await signUpFounder(t);
    const fintech = await createStartup(t, founder, { name: 'Kobo Ledger', sector: 'FinTech', fundingStage: 'Seed' });
    const health = await createStartup(t, founder, { name: 'Clinic Chain', sector: 'HealthTech', fundingStage: 'Series B', description: 'Hospital software for clinic chains in Asia.' });
    await t.db.execute(`update startup set country = 'Nigeria', city = 'Lagos' where id = ${fintech}`);
    const investor = await signUpInvestor(t, { investmentThesis: 'We back fintech founders building bookkeeping and payments for retailers in Nigeria.' }, { firstName: 'Ngozi', lastName: 'Eze' });

    const forInvestor = ofType((await generate(investor)).json().matches, 'startup');
    expect(forInvestor.map((m) => m.targetId)).toContain(String(fintech));
    expect(forInvestor.map((m) => m.targetId)).not.toContain(String(health));
    const startup = forInvestor.find((m) => m.targetId === String(fintech))!;
    expect(startup).toMatchObject({ targetName: 'Kobo Ledger', targetHref: `/startups/${fintech}` });
    expect(startup.reasons.length).toBeGreaterThan(0);

    const forFounder = ofType((await generate(founder)).json().matches, 'investor');
    expect(forFounder.find((m) => m.targetId === String(investor.investorId))).toMatchObject({ targetName: 'Ngozi Eze', targetHref: `/investors/${investor.investorId}` });
  });

  it("shows a user only their own matches", async () => {
    const other = await signUpUser(t.app);
    expect((await t.app.inject(as(other, { method: 'GET', url: '/api/users/matches' }))).json()).toEqual([]);
  });
});
