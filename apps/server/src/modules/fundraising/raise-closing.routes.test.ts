import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { message } from '@baobab/contracts/i18n/message';
import { roundClosingMessages as m } from '@baobab/contracts/round-closing';
import { raiseMessages } from '@baobab/contracts/fundraising';
import { raiseCommitments, raises } from '../../db/schema/fundraising';
import { notifications } from '../../db/schema/notifications';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { makeEstablished, signUpInvestor, signUpWithRole } from '../../test/factories/users';

/**
 * Closing a raise (decision 0059) through its API on both databases: money received for confirmed commitments writes
 * each investor's SAFE on the cap table's sequence, their confirmed portfolio investment with its terms, the board at
 * funded, the funding tracker's round, and both sides' notices; in tranches; every bad input refused at its field.
 * Races are in raise-closing.concurrency.test.ts; who may call the route in the authorization matrix.
 */
let t: TestApp;
let founder: TestUser;
let ama: TestUser & { investorId: number };
let kofi: TestUser & { investorId: number };
beforeAll(async () => {
  t = await createTestApp();
  [founder, ama, kofi] = await Promise.all([
    signUpWithRole(t, 'founder'),
    signUpInvestor(t, {}, { firstName: 'Ama', lastName: 'Mensah' }),
    signUpInvestor(t, {}, { firstName: 'Kofi', lastName: 'Boateng' }),
  ]);
  await makeEstablished(t, founder);
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const request = (user: TestUser, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }));
const issuesOf = (body: { issues?: { path: string; message: string }[] }) => Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
const today = () => new Date().toISOString().slice(0, 10);
const safe = { kind: 'safe', date: '2026-01-15', holderName: 'Seed SAFEs', investment: 100_000_000, valuationCap: 2_000_000_000, discountPercent: 20 };

type Entry = { id: number; investorId: number | null; stage: string; amount: { amountMinor: number } | null; commitment: { id: number; state: string; fundedOn: string | null } | null };

/** A XOF company (founded 2024, its cap table opened on 2025-01-01) raising a post-money SAFE of XOF 100,000,000 at a XOF 2 billion cap; Ama and Kofi invited. */
async function openSafeRound(instrument = 'post-money-safe', round: object | null = safe) {
  const startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', foundedYear: 2024 })).id;
  await t.db.execute(`update startup set raising_currency = 'XOF' where id = ${startupId}`);
  expect((await request(founder, 'POST', `/api/startups/${startupId}/cap-table`, { shares: defaultCapTableShareholders, openingDate: '2025-01-01' })).statusCode).toBe(200);
  const created = await request(founder, 'POST', `/api/startups/${startupId}/raises`, { name: 'Seed SAFE', instrument, targetAmount: 'XOF 100 000 000', ...(round ? { round } : {}) });
  expect(created.statusCode, created.body).toBe(201);
  const base = `/api/startups/${startupId}/raises/${created.json().id}`;
  const entries: Record<string, number> = {};
  for (const [name, who] of [['ama', ama], ['kofi', kofi]] as const) {
    entries[name] = (await request(founder, 'POST', `${base}/investors`, { investorId: who.investorId })).json().investors.at(-1).id;
  }
  expect((await request(founder, 'POST', `${base}/status`, { status: 'open' })).statusCode).toBe(200);
  for (const id of Object.values(entries)) expect((await request(founder, 'POST', `${base}/investors/${id}/invitation`)).statusCode).toBe(201);
  return { startupId, raiseId: created.json().id as number, base, entries, capTableRoundId: created.json().capTableRoundId as number | null };
}

/** The investor commits, the founder accepts (or scales back), the investor confirms and signs: the commitment's id. */
async function signed(raiseId: number, base: string, investor: TestUser, amount: number, scaleTo?: number): Promise<number> {
  const committed = await request(investor, 'POST', `/api/round-rooms/${raiseId}/commitment`, { action: 'commit', amount });
  expect(committed.statusCode, committed.body).toBe(200);
  const id = committed.json().commitment.id as number;
  const decided = await request(founder, 'POST', `${base}/commitments/${id}`, scaleTo ? { action: 'scale-back', amount: scaleTo } : { action: 'accept' });
  expect(decided.statusCode, decided.body).toBe(200);
  expect((await request(investor, 'POST', `/api/round-rooms/${raiseId}/commitment`, { action: 'confirm', termsVersion: 1 })).statusCode).toBe(200);
  return id;
}

const roundsOf = async (startupId: number) => (await request(founder, 'GET', `/api/startups/${startupId}/cap-table/rounds`)).json().rounds as { id: number; status: string; round: Record<string, unknown> }[];
const noticesOf = async (user: TestUser) => t.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'round_room'))).orderBy(desc(notifications.id));

describe('closing a SAFE round in tranches', () => {
  it('writes each investor’s SAFE, their confirmed investment with its terms, the board, the tracker and both sides’ notices, once', async () => {
    const { startupId, raiseId, base, entries, capTableRoundId } = await openSafeRound();
    const amaCommitment = await signed(raiseId, base, ama, 'XOF 30 000 000' as unknown as number);
    const kofiCommitment = await signed(raiseId, base, kofi, 25_000_000, 20_000_000);

    const first = await request(founder, 'POST', `${base}/close`, { commitmentIds: [amaCommitment] });
    expect(first.statusCode, first.body).toBe(200);
    const board = first.json().investors as Entry[];
    expect(board.find((e) => e.id === entries.ama)).toMatchObject({ stage: 'funded', amount: { amountMinor: 30_000_000 }, commitment: { state: 'funded', fundedOn: today() } });
    expect(first.json().progress.funded.amountMinor).toBe(30_000_000);
    // A SAFE sets no series or price.
    expect(first.json().series).toBeNull();

    // The cap table's sequence: Ama's SAFE closed on the signed terms; the modelled rest of the round is what is still to come.
    const rounds = await roundsOf(startupId);
    const amaSafe = rounds.find((r) => r.round.holderName === 'Ama Mensah')!;
    expect(amaSafe).toMatchObject({ status: 'closed', round: { kind: 'safe', date: today(), investment: 30_000_000, valuationCap: 2_000_000_000, discountPercent: 20, safeType: 'post-money' } });
    expect(rounds.find((r) => r.id === capTableRoundId)).toMatchObject({ status: 'modelled', round: { investment: 70_000_000, date: today() } });

    // Ama's portfolio: a confirmed XOF investment with the terms she signed (a SAFE states no valuation or equity: it buys
    // no shares yet, and the company's recorded valuation must not read its cap as a price); hers to read, not to change.
    const detail = await request(ama, 'GET', `/api/portfolio/companies/${startupId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const investment = detail.json().rounds[0];
    expect(investment).toMatchObject({ investmentAmount: 30_000_000, currency: 'XOF', valuation: null, equityPercentage: null, roundType: 'Convertible', confirmationStatus: 'confirmed', dealDate: today() });
    // Her position is in US dollars (the portfolio's): the francs at the latest rate, never read as US cents.
    expect(detail.json().company.totalInvested).toBeLessThan(100_000);
    expect(investment.fromRound).toMatchObject({ raiseId, name: 'Seed SAFE', instrument: 'post-money-safe', termsVersion: 1, terms: { kind: 'safe', valuationCap: { amountMinor: 2_000_000_000 }, discountPercent: 20 } });
    const edit = await request(ama, 'DELETE', `/api/portfolio/investments/${investment.id}`);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(m.fromRound);

    expect((await noticesOf(ama))[0]).toMatchObject({ href: `/rounds/${raiseId}`, title: 'Teranga Pay received your XOF 30,000,000 for "Seed SAFE": your Post-money SAFE is on its cap table and in your portfolio' });
    expect((await noticesOf(founder))[0]).toMatchObject({ title: 'Money received for "Seed SAFE": XOF 30,000,000 written to the cap table (investors: 1)' });

    // The tracker shows the partly closed round, its raised amount the investments' (and the tracker's raised includes them).
    const tracker = (await request(founder, 'GET', `/api/startups/${startupId}/funding-tracker`)).json();
    expect(tracker.rounds).toEqual([expect.objectContaining({ id: raiseId, status: 'open', currency: 'XOF', target: { amountMinor: 100_000_000, amount: 100_000_000 }, raised: { amountMinor: 30_000_000, amount: 30_000_000 }, fundedCount: 1 })]);
    expect(tracker.raisedAmount).toBe(30_000_000);

    // Kofi is confirmed and not funded: the round cannot close yet (closing is the step before closed, decision 0057).
    expect((await request(founder, 'POST', `${base}/status`, { status: 'closing' })).statusCode).toBe(200);
    const early = await request(founder, 'POST', `${base}/status`, { status: 'closed' });
    expect(early.statusCode).toBe(409);
    expect(issuesOf(early.json())).toEqual({ status: englishOf(message(m.unfunded, { count: 1 })) });

    // The second tranche names Ama again (a retry): she is skipped, Kofi is written; nothing twice.
    const second = await request(founder, 'POST', `${base}/close`, { commitmentIds: [amaCommitment, kofiCommitment] });
    expect(second.statusCode, second.body).toBe(200);
    const after = await roundsOf(startupId);
    expect(after.filter((r) => r.round.holderName === 'Ama Mensah')).toHaveLength(1);
    expect(after.find((r) => r.round.holderName === 'Kofi Boateng')).toMatchObject({ status: 'closed', round: { investment: 20_000_000 } });
    expect((await request(ama, 'GET', `/api/portfolio/companies/${startupId}`)).json().rounds).toHaveLength(1);

    const closed = await request(founder, 'POST', `${base}/status`, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    // The modelled rest leaves the sequence: the two closed SAFEs are the record.
    expect((await roundsOf(startupId)).map((r) => r.round.holderName).sort()).toEqual(['Ama Mensah', 'Kofi Boateng']);
    const closedTracker = (await request(founder, 'GET', `/api/startups/${startupId}/funding-tracker`)).json();
    expect(closedTracker.rounds[0]).toMatchObject({ status: 'closed', raised: { amountMinor: 50_000_000 }, fundedCount: 2, closedOn: today() });
    const again = await request(founder, 'POST', `${base}/close`, { commitmentIds: [kofiCommitment] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(raiseMessages.finished);
  });
});

describe('refusals', () => {
  it('says which field is wrong: the ids, the day the money arrived, a commitment not confirmed', async () => {
    const { raiseId, base } = await openSafeRound();
    const committed = await request(ama, 'POST', `/api/round-rooms/${raiseId}/commitment`, { action: 'commit', amount: 10_000_000 });
    const waiting = committed.json().commitment.id as number;
    const cases: [object, number, Record<string, string>][] = [
      [{}, 400, { commitmentIds: m.commitmentIds }],
      [{ commitmentIds: [] }, 400, { commitmentIds: m.commitmentIds }],
      [{ commitmentIds: ['one'] }, 400, { 'commitmentIds.0': m.commitmentIds }],
      [{ commitmentIds: [waiting], receivedOn: 'yesterday' }, 400, { receivedOn: m.receivedOn }],
      [{ commitmentIds: [waiting], receivedOn: '2999-01-01' }, 400, { receivedOn: m.receivedInFuture }],
      [{ commitmentIds: [999_999] }, 400, { commitmentIds: englishOf(message(m.commitmentNotFound, { id: 999_999 })) }],
      [{ commitmentIds: [waiting] }, 409, { commitmentIds: 'Only a confirmed and signed commitment can be closed: Ama Mensah’s is "Committed, waiting for the founder"' }],
    ];
    for (const [payload, status, issues] of cases) {
      const response = await request(founder, 'POST', `${base}/close`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(issuesOf(response.json()), JSON.stringify(payload)).toEqual(issues);
    }
  });

  it('refuses a day before the company was founded at receivedOn', async () => {
    const { raiseId, base } = await openSafeRound();
    const id = await signed(raiseId, base, ama, 10_000_000);
    const early = await request(founder, 'POST', `${base}/close`, { commitmentIds: [id], receivedOn: '2023-06-30' });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(issuesOf(early.json()))).toEqual(['receivedOn']);
  });
});

/** A priced seed of XOF 100,000,000 at XOF 2 billion pre-money, the pool topped up to 10% (the round's own terms). */
const pricedRound = { kind: 'priced', date: '2026-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 2_000_000_000, investment: 100_000_000, optionPoolTargetPercent: 10 };
/** An angel's SAFE closed on the cap table before the round: the priced round's first close converts it. */
const angelSafe = { kind: 'safe', date: '2025-06-01', holderName: 'Angel SAFE', investment: 20_000_000, valuationCap: 1_000_000_000 };

type Ledger = { id: number; entry: { kind: string; holder: string; shareClass: string; shares: number; pricePerShare: string; date: string } }[];
const ledgerOf = async (startupId: number) => (await request(founder, 'GET', `/api/startups/${startupId}/cap-table/ledger`)).json() as Ledger;
/** Whole shares an amount of francs buys at a decimal price, as the engine rounds new money: down. */
const sharesAt = (francs: number, price: string) => Math.floor(francs / Number(price));

describe('closing a priced round in tranches', () => {
  it('closes the round at its price with the first tranche (the SAFE converted), issues the series at that price after, once', async () => {
    const { startupId, raiseId, base, capTableRoundId } = await openSafeRound('priced', pricedRound);
    const added = (await request(founder, 'POST', `/api/startups/${startupId}/cap-table/rounds`, angelSafe)).json().rounds as { id: number; round: { holderName?: string } }[];
    const angel = added.find((r) => r.round.holderName === 'Angel SAFE')!.id;
    expect((await request(founder, 'POST', `/api/startups/${startupId}/cap-table/rounds/${angel}/close`)).statusCode).toBe(200);
    const amaCommitment = await signed(raiseId, base, ama, 30_000_000);
    const kofiCommitment = await signed(raiseId, base, kofi, 20_000_000);
    const [signedRow] = await t.db.select().from(raiseCommitments).where(eq(raiseCommitments.id, amaCommitment));
    const price = (signedRow!.signedTerms as { pricePerShare: string }).pricePerShare;
    expect(price).toMatch(/^\d+(\.\d+)?$/);

    // The first close: the modelled round closes with Ama as the series' investor, at the price she signed, on the day.
    const first = await request(founder, 'POST', `${base}/close`, { commitmentIds: [amaCommitment] });
    expect(first.statusCode, first.body).toBe(200);
    const rounds = (await request(founder, 'GET', `/api/startups/${startupId}/cap-table/rounds`)).json().rounds as { id: number; status: string; round: object; outcome?: { kind: string; pricePerShare?: string; convertedBy?: number | null } }[];
    expect(rounds.find((r) => r.id === capTableRoundId)).toMatchObject({ status: 'closed', round: { kind: 'priced', seriesName: 'Seed', investorName: 'Ama Mensah', investment: 30_000_000, date: today() }, outcome: { kind: 'priced', pricePerShare: price } });
    expect(rounds.find((r) => r.id === angel)!.outcome).toEqual({ kind: 'instrument', convertedBy: capTableRoundId });
    const [raise] = await t.db.select().from(raises).where(eq(raises.id, raiseId));
    expect(raise).toMatchObject({ seriesName: 'Seed', seriesPricePerShare: price });
    expect((await request(founder, 'GET', base)).json().series).toEqual({ name: 'Seed', pricePerShare: price });
    const afterFirst = await ledgerOf(startupId);
    expect(afterFirst.find((e) => e.entry.holder === 'Ama Mensah')!.entry).toMatchObject({ kind: 'issuance', shareClass: 'Seed', pricePerShare: price, shares: sharesAt(30_000_000, price), date: today() });
    expect(afterFirst.some((e) => e.entry.holder === 'Angel SAFE' && e.entry.kind === 'issuance')).toBe(true);

    // Ama's portfolio: a confirmed priced investment in XOF at the round's post-money, from the round she signed.
    const investment = (await request(ama, 'GET', `/api/portfolio/companies/${startupId}`)).json().rounds[0];
    expect(investment).toMatchObject({ investmentAmount: 30_000_000, currency: 'XOF', roundType: 'Seed', confirmationStatus: 'confirmed', equityPercentage: null, fromRound: { raiseId, instrument: 'priced', terms: { kind: 'priced', seriesName: 'Seed', pricePerShare: price } } });
    expect((await noticesOf(ama))[0]).toMatchObject({ href: `/rounds/${raiseId}`, title: 'Teranga Pay received your XOF 30,000,000 for "Seed SAFE": your Seed shares are on its cap table and in your portfolio' });

    // The room still shows the round as Ama signed it (the whole round, not her tranche alone): Kofi, not funded yet,
    // reads the price he pays and the round's size and post-money.
    const room = await request(kofi, 'GET', `/api/round-rooms/${raiseId}`);
    expect(room.statusCode, room.body).toBe(200);
    const asSigned = signedRow!.signedTerms as { roundSize: object; postMoneyValuation: object };
    expect(room.json().terms).toMatchObject({ kind: 'priced', seriesName: 'Seed', pricePerShare: price, roundSize: asSigned.roundSize, postMoneyValuation: asSigned.postMoneyValuation });
    expect(asSigned.roundSize).toMatchObject({ amountMinor: 100_000_000 });

    // A later tranche (with Ama again: a retry) issues the series to Kofi at the stored price; Ama is not written twice.
    const second = await request(founder, 'POST', `${base}/close`, { commitmentIds: [amaCommitment, kofiCommitment] });
    expect(second.statusCode, second.body).toBe(200);
    const afterSecond = await ledgerOf(startupId);
    expect(afterSecond).toHaveLength(afterFirst.length + 1);
    expect(afterSecond.at(-1)!.entry).toMatchObject({ kind: 'issuance', holder: 'Kofi Boateng', shareClass: 'Seed', pricePerShare: price, shares: sharesAt(20_000_000, price), date: today() });
    const rows = await t.db.select().from(raiseCommitments).where(eq(raiseCommitments.raiseId, raiseId));
    expect(rows.map((r) => r.ledgerEntryId).sort()).toEqual([afterFirst.find((e) => e.entry.holder === 'Ama Mensah')!.id, afterSecond.at(-1)!.id].sort());

    // The holdings add up: each investor holds what they bought, and the total is every holding's.
    const holdings = (await request(founder, 'GET', `/api/startups/${startupId}/cap-table/ledger/holdings`)).json() as { rows: { holder: string; shareClass: string; shares: number }[]; totalShares: number };
    expect(holdings.rows.filter((r) => r.shareClass === 'Seed' && r.holder !== 'Angel SAFE').map((r) => [r.holder, r.shares]).sort()).toEqual([['Ama Mensah', sharesAt(30_000_000, price)], ['Kofi Boateng', sharesAt(20_000_000, price)]]);
    expect(holdings.rows.reduce((sum, r) => sum + r.shares, 0)).toBe(holdings.totalShares);

    // The tracker reads the closes as it does a SAFE's; the round closes with everything funded, and closes no further.
    const tracker = (await request(founder, 'GET', `/api/startups/${startupId}/funding-tracker`)).json();
    expect(tracker.rounds[0]).toMatchObject({ id: raiseId, raised: { amountMinor: 50_000_000 }, fundedCount: 2 });
    expect((await request(founder, 'POST', `${base}/status`, { status: 'closing' })).statusCode).toBe(200);
    expect((await request(founder, 'POST', `${base}/status`, { status: 'closed' })).statusCode).toBe(200);
    expect((await request(founder, 'GET', `/api/startups/${startupId}/cap-table/rounds`)).json().rounds.find((r: { id: number }) => r.id === capTableRoundId)).toMatchObject({ status: 'closed' });
    expect(await ledgerOf(startupId)).toHaveLength(afterSecond.length);
  });

  it('refuses a tranche dated before the series, terms changed once the series is written, and a round without terms', async () => {
    const { raiseId, base } = await openSafeRound('priced', pricedRound);
    const amaCommitment = await signed(raiseId, base, ama, 30_000_000);
    const kofiCommitment = await signed(raiseId, base, kofi, 20_000_000);
    expect((await request(founder, 'POST', `${base}/close`, { commitmentIds: [amaCommitment] })).statusCode).toBe(200);
    const early = await request(founder, 'POST', `${base}/close`, { commitmentIds: [kofiCommitment], receivedOn: '2026-01-01' });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(issuesOf(early.json()))).toEqual(['receivedOn']);
    // Kofi signed the series at its price: its terms cannot be relinked or its instrument changed under him.
    const relinked = await request(founder, 'PATCH', base, { capTableRoundId: null });
    expect(relinked.statusCode).toBe(409);
    expect(issuesOf(relinked.json())).toEqual({ capTableRoundId: m.seriesWritten });

    // A priced raise left without terms before its first close (its modelled round deleted) has no price to close at.
    const bare = await openSafeRound('priced', pricedRound);
    const waiting = await signed(bare.raiseId, bare.base, ama, 10_000_000);
    await t.db.update(raises).set({ capTableRoundId: null }).where(eq(raises.id, bare.raiseId));
    const unlinked = await request(founder, 'POST', `${bare.base}/close`, { commitmentIds: [waiting] });
    expect(unlinked.statusCode).toBe(409);
    expect(issuesOf(unlinked.json())).toEqual({ commitmentIds: m.pricedNoTerms });
  });
});
