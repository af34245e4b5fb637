/**
 * The insights answers carry their sentences' messages beside the English (decision 0046): a key and typed
 * values, so a reader in French gets figures written the French way and a document's words as written.
 */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDocument } from '@baobab/insights/document-intelligence/analyze-document';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { translatorFor } from '../../lib/i18n';
import { insertDocumentAnalysis } from './insights.repository';
import { analyse, deckText } from '../../test/factories/documents';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let founder: TestUser;
let startupId: number;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  startupId = await createStartup(t, founder, { raisingAmount: '$500K' });
  await t.db.execute(`update startup set country = 'Nigeria' where id = ${startupId}`);
});
afterAll(() => t.close());

const french = translatorFor('fr');
/** French writes thousands with a narrow or plain no-break space; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

type Flag = { ruleId: string; title: string; evidence: string | null };

describe('a document analysis in messages', () => {
  it("sends each flag's title and each strength as a key with typed values: amounts as amounts, the document's words as written", async () => {
    const body = (await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' })).json() as {
      riskFlags: Flag[];
      strengths: string[];
      recommendations: string[];
      messages: Record<string, Message>;
    };
    const burn = body.riskFlags.find((f) => f.ruleId === 'burn-above-revenue')!;
    expect(burn.title).toBe('Monthly burn ($150,000) exceeds monthly revenue ($100,000)');
    expect(body.messages[burn.title]).toEqual({
      i18nKey: 'Monthly burn ({{burn}}) exceeds monthly revenue ({{revenue}})',
      values: { burn: { amount: 150_000, currency: 'USD' }, revenue: { amount: 100_000, currency: 'USD' } },
    });
    // A figure the document wrote ("$1.2M") is its own words: a string, never rewritten.
    expect(body.messages['Reports ARR of $1.2M']).toEqual({ i18nKey: 'Reports {{kind}} of {{amount}}', values: { kind: { i18nKey: 'ARR' }, amount: '$1.2M' } });
    // A rule's title without values is a message too, so no reader traces it back from its English.
    const concentration = body.riskFlags.find((f) => f.ruleId === 'customer-concentration')!;
    expect(body.messages[concentration.title]).toEqual({ i18nKey: concentration.title });
    for (const text of [...body.strengths, ...body.recommendations]) expect(body.messages[text], text).toBeDefined();
  });

  it('reads in French with its figures written the French way and its quoted evidence exactly as in the document', async () => {
    const body = (await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' })).json() as { riskFlags: Flag[]; messages: Record<string, Message> };
    const burn = body.riskFlags.find((f) => f.ruleId === 'burn-above-revenue')!;
    expect(plain(french.message(body.messages[burn.title]!))).toMatch(/^[^$]*150 000 \$US[^$]*100 000 \$US/);
    const concentration = body.riskFlags.find((f) => f.ruleId === 'customer-concentration')!;
    expect(french.message(body.messages[concentration.title]!)).not.toBe(concentration.title);
    // The evidence is the document's sentence, a string: the same for every reader, figures and all.
    expect(concentration.evidence).toBe('Our largest customer accounts for 60% of revenue.');
    const listed = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/document-analyses` }))).json() as { riskFlags: Flag[] }[];
    expect(listed[0]!.riskFlags.find((f) => f.ruleId === 'customer-concentration')!.evidence).toBe(concentration.evidence);
  });
});

describe('analyses stored before messages', () => {
  it('read as they were stored: English strings, listed as they are with no messages of their own', async () => {
    const id = await createStartup(t, founder);
    // The JSON an analysis was stored as before its sentences were messages: all English.
    const english = toWire(analyzeDocument(deckText, 'pitch_deck'));
    await insertDocumentAnalysis(t.db, { startupId: id, createdBy: founder.id, documentType: 'pitch_deck', source: 'text', fileName: null, documentText: deckText, result: english });
    const response = await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/document-analyses` }));
    expect(response.statusCode).toBe(200);
    const [stored] = response.json() as (typeof english)[];
    expect(stored).toMatchObject({ strengths: english.strengths, recommendations: english.recommendations, riskFlags: english.riskFlags });
    // Stored English still reads in French through the catalogs, as it did before messages.
    const concentration = stored!.riskFlags.find((f) => f.ruleId === 'customer-concentration')!;
    expect(french.message(concentration.title)).not.toBe(concentration.title);
  });
});

describe('match reasons in messages', () => {
  it('sends the reasons of a founder’s investor matches with typed figures and renders them in French', async () => {
    // 62,500 of a 500,000 raise: a 12.5% ticket, which French writes 12,5 %.
    await signUpInvestor(t, { averageTicketSize: 62_500, minTicketSize: 10_000, maxTicketSize: 250_000, sectors: ['FinTech'], geographies: ['Nigeria'], stages: ['Seed'] }, { firstName: 'Ngozi', lastName: 'Eze' });
    const response = await t.app.inject(as(founder, { method: 'POST', url: '/api/users/generate-matches' }));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { matches: { matchType: string; targetName: string; reasons: string[]; aiAnalysis: { summary: string } }[]; messages: Record<string, Message> };
    const match = body.matches.find((m) => m.matchType === 'investor' && m.targetName === 'Ngozi Eze')!;
    const ticket = match.reasons.find((r) => r.startsWith('average ticket'))!;
    expect(ticket).toBe('average ticket $62.5K is 12.5% of the $500K raise');
    expect(body.messages[ticket]).toEqual({
      i18nKey: 'average ticket {{ticket}} is {{percent}}% of the {{raise}} raise',
      values: { ticket: { amount: 62_500, currency: 'USD', compact: true }, percent: 12.5, raise: { amount: 500_000, currency: 'USD', compact: true } },
    });
    expect(plain(french.message(body.messages[ticket]!))).toBe('le ticket moyen de 62,5 k $US représente 12,5 % de la levée de 500 k $US');
    // The investor's name is a person's words: a string value, the same in French.
    const summary = body.messages[match.aiAnalysis.summary]!;
    expect(summary.values).toMatchObject({ investor: 'Ngozi Eze', startup: 'Kobo Ledger' });
    expect(french.message(summary)).toContain('Ngozi Eze');
  });
});

describe("the dashboard's matches in messages", () => {
  it('says what they were counted over as a message with its figure', async () => {
    const investor = await signUpInvestor(t, { sectors: ['FinTech'], stages: ['Seed'] });
    const body = (await t.app.inject(as(investor, { method: 'GET', url: '/api/dashboard/matches' }))).json() as { basis: string; messages: Record<string, Message> };
    const basis = body.messages[body.basis]!;
    expect(basis).toMatchObject({ i18nKey: 'Startups passing every hard filter among the {{candidates}} best-scored startups in your sectors and stages.' });
    expect(typeof basis.values?.candidates).toBe('number');
    expect(french.message(basis)).toMatch(/^Startups qui passent tous les filtres stricts parmi les \d+ startups les mieux notées/);
  });
});

describe('market analysis in messages', () => {
  it('sends its trends with the sector and country as labels, and its figures as numbers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/market-analysis/FinTech/Nigeria' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { timeframe: string; evidence: { metric: string; detail: string }[]; messages: Record<string, Message> };
    const startups = body.evidence.find((e) => e.metric === 'startups')!;
    expect(body.messages[startups.detail]).toEqual({ i18nKey: '{{sector}} startups listed in {{country}}', values: { sector: { i18nKey: 'FinTech' }, country: { i18nKey: 'Nigeria' } } });
    expect(body.messages[body.timeframe]?.i18nKey).toBe('12 months to {{date}} against the 12 months before');
  });
});
