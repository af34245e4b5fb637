import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { dealMessages } from '@baobab/contracts/deals';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { portfolioMessages } from '@baobab/contracts/portfolio';
import { deals, dealStageChanges } from '../../db/schema/deals';
import { as, createTestApp, sessionUserOf, type TestApp, type TestUser } from '../../test/test-app';
import { countingDb } from '../../test/counting-db';
import { findDealForStartup } from './deals.service';
import { PRIVATE_SECTIONS_NOTE } from './deal-summary-pdf';
import { updateDealRow } from './deals.repository';
import { signUpWithRole } from '../../test/factories/users';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { deckText } from '../../test/factories/documents';
import { actualTexts } from '../../test/pdf-actual-text';

let t: TestApp;
let founder: TestUser;
let startupA: number;
let startupB: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupA = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
  startupB = (await buildStartup(t, founder.id, { name: 'Afya Link', sector: 'HealthTech', region: 'Africa', fundingStage: 'Series A' })).id;
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject(as(user, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));

describe('POST /api/portfolio/deal-flow', () => {
  it('adds a startup at Sourced with defaults, once per pipeline', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const created = await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupA, sourceChannel: 'Referral' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      stage: 'sourced',
      priority: 'medium',
      interestLevel: 5,
      sourceChannel: 'Referral',
      nextAction: null,
      noteCount: 0,
      startup: { id: startupA, name: 'Kilimo Pay', sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', logoUrl: null },
    });
    const again = await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupA });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(dealMessages.alreadyInPipeline);
  });

  it.each([
    [{ stage: 'won' }, 'stage', dealMessages.stage],
    [{ priority: 'urgent' }, 'priority', dealMessages.priority],
    [{ interestLevel: 11 }, 'interestLevel', dealMessages.interestLevel],
    [{ interestLevel: 0 }, 'interestLevel', dealMessages.interestLevel],
    [{ interestLevel: 4.5 }, 'interestLevel', dealMessages.interestLevel],
  ])('refuses %j with the field named', async (overrides, path, message) => {
    const investor = await signUpWithRole(t, 'investor');
    const response = await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupB, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });

  it('is for investors only', async () => {
    expect((await call(null, 'GET', '/api/portfolio/deal-flow')).statusCode).toBe(401);
    const response = await call(founder, 'POST', '/api/portfolio/deal-flow', { startupId: startupA });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(portfolioMessages.investorsOnly);
  });
});

describe('updating deals', () => {
  it('changes the stage in any order, records each change and moves lastActivity', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const deal = (await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupA })).json();
    const closed = await call(investor, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { stage: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().stage).toBe('closed');
    expect(closed.json().lastActivity >= deal.lastActivity).toBe(true);
    await call(investor, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { stage: 'reviewed' });
    const history = await t.db.select().from(dealStageChanges).where(eq(dealStageChanges.dealId, deal.id));
    expect(history.map((h) => [h.fromStage, h.toStage])).toEqual([[null, 'sourced'], ['sourced', 'closed'], ['closed', 'reviewed']]);
  });

  it('edits priority, interest, next action and source channel, and refuses bad values', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const deal = (await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupA })).json();
    const updated = await call(investor, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { priority: 'high', interestLevel: 9, nextAction: 'Call the CFO', sourceChannel: 'Demo day' });
    expect(updated.json()).toMatchObject({ stage: 'sourced', priority: 'high', interestLevel: 9, nextAction: 'Call the CFO', sourceChannel: 'Demo day' });
    expect((await call(investor, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { stage: 'won' })).statusCode).toBe(400);
    const empty = await call(investor, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(dealMessages.nothingToUpdate);
  });

  it("answers 404 for another investor's deal and its notes", async () => {
    const owner = await signUpWithRole(t, 'investor');
    const other = await signUpWithRole(t, 'investor');
    const deal = (await call(owner, 'POST', '/api/portfolio/deal-flow', { startupId: startupA })).json();
    expect((await call(other, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { stage: 'closed' })).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/portfolio/deal-flow/${deal.id}/notes`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/portfolio/deal-flow/${deal.id}/notes`, { body: 'Mine now' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/portfolio/deal-flow/${deal.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/portfolio/deal-flow')).json()).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/portfolio/deal-flow/${deal.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(deals).where(eq(deals.id, deal.id))).toEqual([]);
  });
});

describe('GET /api/portfolio/deal-flow', () => {
  it('filters by stage and priority', async () => {
    const investor = await signUpWithRole(t, 'investor');
    await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupA, stage: 'due-diligence', priority: 'high' });
    await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupB, priority: 'low' });
    const names = async (query: string) => (await call(investor, 'GET', `/api/portfolio/deal-flow${query}`)).json().map((d: { startup: { name: string } }) => d.startup.name).sort();
    expect(await names('')).toEqual(['Afya Link', 'Kilimo Pay']);
    expect(await names('?stage=all&priority=all')).toEqual(['Afya Link', 'Kilimo Pay']);
    expect(await names('?stage=due-diligence')).toEqual(['Kilimo Pay']);
    expect(await names('?priority=low')).toEqual(['Afya Link']);
    expect(await names('?stage=sourced&priority=high')).toEqual([]);
    expect((await call(investor, 'GET', '/api/portfolio/deal-flow?stage=won')).statusCode).toBe(400);
  });
});

describe('GET /api/portfolio/deal-flow/by-startup/:startupId', () => {
  it("answers the caller's own card, as the list shows it, in two statements (the card, its open tasks)", async () => {
    const investor = await signUpWithRole(t, 'investor');
    await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupA, priority: 'high' });
    const [card] = (await call(investor, 'GET', '/api/portfolio/deal-flow')).json();
    const counted = countingDb(t.db);
    expect(await findDealForStartup(counted.db, sessionUserOf(investor, 'investor'), startupA)).toEqual(card);
    expect(counted.statements).toHaveLength(2);
    expect((await call(investor, 'GET', `/api/portfolio/deal-flow/by-startup/${startupB}`)).json()).toEqual({ deal: null });
  });
});

describe('deal notes', () => {
  it('keeps a log, newest first, and counts notes on the deal', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const deal = (await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupB })).json();
    expect((await call(investor, 'POST', `/api/portfolio/deal-flow/${deal.id}/notes`, { body: '  ' })).json().message).toContain(dealMessages.noteRequired);
    await call(investor, 'POST', `/api/portfolio/deal-flow/${deal.id}/notes`, { body: 'Met the founders in Nairobi' });
    await call(investor, 'POST', `/api/portfolio/deal-flow/${deal.id}/notes`, { body: 'Asked for the data room' });
    const notes = (await call(investor, 'GET', `/api/portfolio/deal-flow/${deal.id}/notes`)).json();
    expect(notes.map((n: { body: string }) => n.body)).toEqual(['Asked for the data room', 'Met the founders in Nairobi']);
    expect((await call(investor, 'GET', '/api/portfolio/deal-flow')).json()[0].noteCount).toBe(2);
  });

  it('never moves last activity back: a write that took its time earlier but commits later keeps the newer time', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const deal = (await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupA })).json();
    const lastActivity = async () => (await t.db.select({ at: deals.lastActivityAt }).from(deals).where(eq(deals.id, deal.id)))[0]!.at;
    const latest = await lastActivity();
    await updateDealRow(t.db, deal.id, { lastActivityAt: new Date(latest.getTime() - 60_000), priority: 'high' });
    expect(await lastActivity()).toEqual(latest);
    const later = new Date(latest.getTime() + 60_000);
    await updateDealRow(t.db, deal.id, { lastActivityAt: later });
    expect(await lastActivity()).toEqual(later);
    expect((await t.db.select({ priority: deals.priority }).from(deals).where(eq(deals.id, deal.id)))[0]!.priority).toBe('high');
  });
});

describe('GET /api/portfolio/deal-flow/analytics', () => {
  it('reports 0% conversion when there are no deals', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const analytics = (await call(investor, 'GET', '/api/portfolio/deal-flow/analytics')).json();
    expect(analytics).toMatchObject({ totalDeals: 0, inDueDiligence: 0, closedDeals: 0, conversionRate: 0 });
    expect(analytics.timeInStage).toHaveLength(6);
  });

  it('reports closed over total as a rounded percent, and time in each stage', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const startupC = (await buildStartup(t, founder.id, { name: 'Soko Hub' })).id;
    const a = (await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupA })).json();
    await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupB, stage: 'due-diligence' });
    await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: startupC });
    await call(investor, 'PUT', `/api/portfolio/deal-flow/${a.id}`, { stage: 'closed' });
    const analytics = (await call(investor, 'GET', '/api/portfolio/deal-flow/analytics')).json();
    expect(analytics).toMatchObject({ totalDeals: 3, inDueDiligence: 1, closedDeals: 1, conversionRate: 33 });
    const sourced = analytics.timeInStage.find((s: { stage: string }) => s.stage === 'sourced');
    expect(sourced.deals).toBe(2);
    expect(sourced.averageDays).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/startups/:id/deal-summary.pdf', () => {
  it('sends a PDF to an investor, 403 to a founder, 404 for a missing startup', async () => {
    const investor = await signUpWithRole(t, 'investor');
    const response = await call(investor, 'GET', `/api/startups/${startupA}/deal-summary.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kilimo-pay-deal-summary.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(founder, 'GET', `/api/startups/${startupA}/deal-summary.pdf`)).statusCode).toBe(403);
    expect((await call(investor, 'GET', '/api/startups/999999/deal-summary.pdf')).statusCode).toBe(404);
  });

  it("is written in Arabic for an Arabic reader, the startup's name exactly as its founder wrote it", async () => {
    const reader = await signUpWithRole(t, 'investor');
    expect((await call(reader, 'PUT', '/api/account/preferences', { locale: 'ar' })).statusCode).toBe(200);
    const response = await call(reader, 'GET', `/api/startups/${startupA}/deal-summary.pdf`);
    expect(response.statusCode).toBe(200);
    // Arabic lines carry their text as ActualText (lib/pdf-bidi-text.ts); the Latin name is read from its glyphs.
    const lines = actualTexts(response.rawPayload);
    for (const label of ['نظرة عامة', 'القطاع: ', 'حجم الفريق: ', 'هذه الشركة الناشئة ليست في مسار صفقاتك.']) {
      expect(lines.some((line) => line.includes(label)), label).toBe(true);
    }
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain('Kilimo Pay');
    expect(text).not.toContain('Overview');
  });
});

describe('deal summary sections from private data', () => {
  const pdfText = async (user: TestUser, id: number) => {
    const response = await call(user, 'GET', `/api/startups/${id}/deal-summary.pdf`);
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    return text.replace(/\s+/g, ' ');
  };
  const privateTexts = ['Latest document analysis', 'Confidence:', 'Deck score:', 'Total shares: 10,000,000', 'Share classes: Common', 'Founder 1: 70.00%', 'Valuation range', 'Fair value:'];

  it('adds analysis, cap table and valuation only when the founder shared them for download, never for a pipeline entry', async () => {
    const owner = await signUpWithRole(t, 'founder');
    const id = (await buildStartup(t, owner.id, { name: 'Duka Ledger', sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: 900_000 })).id;
    await buildStartup(t, owner.id, { name: 'Duka peer', sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: 700_000 });
    expect((await call(owner, 'POST', `/api/startups/${id}/cap-table`, { shares: structuredClone(defaultCapTableShareholders) })).statusCode).toBe(200);
    expect((await call(owner, 'POST', `/api/startups/${id}/valuation`)).statusCode).toBe(200);
    expect((await call(owner, 'POST', `/api/documents/${id}/analyze`, { documentText: deckText, documentType: 'pitch_deck' })).statusCode).toBeLessThan(300);

    const investor = await signUpWithRole(t, 'investor');
    const outside = await pdfText(investor, id);
    for (const hidden of privateTexts) expect(outside).not.toContain(hidden);
    expect(outside).toContain(PRIVATE_SECTIONS_NOTE);
    expect(outside).not.toContain('Ada Obi');

    // The investor's own pipeline entry opens nothing.
    await call(investor, 'POST', '/api/portfolio/deal-flow', { startupId: id });
    expect(await pdfText(investor, id)).toContain(PRIVATE_SECTIONS_NOTE);

    // A view-only share shows the analyses' summary, but the figures never leave in a PDF.
    await connect(t, owner, investor);
    const share = (permission: 'view' | 'download') =>
      call(owner, 'POST', `/api/startups/${id}/financial-shares`, { userId: investor.id, scopes: ['cap_table', 'valuation'], permission });
    expect((await share('view')).statusCode).toBe(201);
    const viewOnly = await pdfText(investor, id);
    expect(viewOnly).toContain('Deck score:');
    expect(viewOnly).not.toContain('Total shares: 10,000,000');
    expect(viewOnly).not.toContain('Fair value:');

    expect((await share('download')).statusCode).toBe(201);
    const inside = await pdfText(investor, id);
    for (const shown of privateTexts) expect(inside).toContain(shown);
    expect(inside).toContain('Pitch Deck, analysed');
    expect(inside).not.toContain(PRIVATE_SECTIONS_NOTE);
    // Flag titles only: the deck's own sentences never reach the investor.
    expect(inside).not.toContain('Ada Obi');
    expect(inside).not.toContain('Our CTO left the company');
  });
});
