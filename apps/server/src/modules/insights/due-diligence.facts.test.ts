/**
 * Every figure reads the same facts: due diligence reads the saved cap table and model, falls when a
 * red-flag document is analysed and rises when the flag is resolved, and gives the founder and an
 * investor they shared everything with the same score; an investor without consent is told what
 * was not shared instead of "no cap table".
 */
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { connect } from '../../test/factories/network';
import { analyse, deckText } from '../../test/factories/documents';

let t: TestApp;
let founder: TestUser;
let partner: TestUser;
let stranger: TestUser;
let startupId: number;

const cleanDeck = deckText
  .split('\n')
  .filter((line) => !/CTO left|largest customer|runway/.test(line))
  .join('\n');

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  [partner, stranger] = await Promise.all([signUpInvestor(t), signUpInvestor(t)]);
  startupId = await createStartup(t, founder);
  await connect(t, founder, partner);
});
afterAll(() => t.close());

const diligence = async (user: TestUser) => {
  const response = await t.app.inject(as(user, { method: 'POST', url: `/api/startups/${startupId}/due-diligence` }));
  expect(response.statusCode).toBe(200);
  return response.json();
};
const post = (url: string, payload: Record<string, unknown>) => t.app.inject(as(founder, { method: 'POST', url, payload }));
type Evidence = { check: string; earned: number; source: string; fact: string; href: string | null };
const evidenceOf = (report: { categories: Record<string, { evidence: Evidence[] }> }) => Object.values(report.categories).flatMap((c) => c.evidence);

describe('due diligence on the facts of the startup', () => {
  it('cites the saved cap table and financial model, each linked to its tab', async () => {
    expect((await post(`/api/startups/${startupId}/cap-table`, { shares: defaultCapTableShareholders })).statusCode).toBe(200);
    expect((await post(`/api/startups/${startupId}/financial-model`, { assumptions: { grossMargin: 70, revenueGrowthRate: 120 } })).statusCode).toBe(200);
    const report = await diligence(founder);
    const evidence = evidenceOf(report);
    expect(evidence.find((e) => e.check === 'cap table on the platform')).toMatchObject({ earned: 15, source: '2 shareholders', href: `/financial-tools?startup=${startupId}&tab=cap-table` });
    expect(evidence.find((e) => e.check === 'founders hold 60% or more')?.source).toBe('founders hold 100% fully diluted');
    expect(evidence.find((e) => e.check === 'gross margin of 50% or more')).toMatchObject({ earned: 10, fact: 'financialModel', href: `/financial-tools?startup=${startupId}&tab=financial-model` });
    expect(report.categories.capTable.issues).not.toContain('No cap table on the platform');
    expect(report.notShared).toEqual([]);
  });

  it('falls when a red-flag document is analysed and rises when the flag is resolved', async () => {
    await analyse(t, founder, startupId, { documentText: cleanDeck, documentType: 'pitch_deck' });
    const clean = await diligence(founder);
    await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' });
    const flagged = await diligence(founder);
    expect(flagged.overallScore).toBeLessThan(clean.overallScore);
    expect(flagged.categories.team.redFlags).toEqual([expect.objectContaining({ title: 'A founder or executive has left', severity: 'high', penalty: 15 })]);
    expect(flagged.categories.team.redFlags[0].effect).toBeLessThan(0);
    await analyse(t, founder, startupId, { documentText: cleanDeck, documentType: 'pitch_deck' });
    const resolved = await diligence(founder);
    expect(resolved.overallScore).toBeGreaterThan(flagged.overallScore);
    expect(resolved.overallScore).toBe(clean.overallScore);
  });

  it('gives an investor the founder shared everything with the same score, without a sentence of the deck', async () => {
    await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' });
    const shared = await post(`/api/startups/${startupId}/financial-shares`, { userId: partner.id, scopes: ['cap_table', 'financial_model', 'valuation', 'funding_tracker'], permission: 'view' });
    expect(shared.statusCode).toBe(201);
    const [own, theirs] = await Promise.all([diligence(founder), diligence(partner)]);
    expect(theirs.overallScore).toBe(own.overallScore);
    expect(theirs.riskLevel).toBe(own.riskLevel);
    expect(theirs.notShared).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Our CTO left');
    expect(JSON.stringify(own)).toContain('Our CTO left');
  });

  it('tells an investor without consent which parts it could not see, instead of calling them missing', async () => {
    const report = await diligence(stranger);
    expect(report.notShared).toEqual(['documents', 'capTable', 'financialModel', 'valuation', 'fundingTracker']);
    const issues = Object.values(report.categories as Record<string, { issues: string[] }>).flatMap((c) => c.issues);
    expect(issues).not.toContain('No cap table on the platform');
    expect(issues).not.toContain('No financial model on the platform');
    expect(report.notes.join(' ')).toContain('Not shared with you, so left out of the score rather than counted as missing: analysed documents, cap table, financial model');
    expect(report.categories.capTable.weight).toBe(0);
  });
});
