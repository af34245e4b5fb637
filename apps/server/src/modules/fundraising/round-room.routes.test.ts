import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { message } from '@baobab/contracts/i18n/message';
import { roundRoomMessages as m } from '@baobab/contracts/round-room';
import { raiseCommitments } from '../../db/schema/fundraising';
import { notifications } from '../../db/schema/notifications';
import { createFilesTestApp, pdfBytes, uploadRequest } from '../data-rooms/test-support';
import { as, type TestApp, type TestUser } from '../../test/test-app';
import { createRoom, grantRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { makeAdmin, makeEstablished, signUpInvestor, signUpWithRole } from '../../test/factories/users';

/**
 * The round room (decision 0058) through its API on both databases: invitations and their revocation, what an invited
 * investor reads (terms, pro-forma, lead and committed total when shown, materials by the data room's grants,
 * questions), and commitments moved by the right side only. Races are in round-room.concurrency.test.ts.
 */
let t: TestApp;
let founder: TestUser;
let ama: TestUser & { investorId: number };
let kofi: TestUser & { investorId: number };
let outsider: TestUser & { investorId: number };
let admin: TestUser;
beforeAll(async () => {
  t = await createFilesTestApp();
  [founder, ama, kofi, outsider, admin] = await Promise.all([
    signUpWithRole(t, 'founder'),
    signUpInvestor(t, {}, { firstName: 'Ama', lastName: 'Mensah' }),
    signUpInvestor(t, {}, { firstName: 'Kofi', lastName: 'Boateng' }),
    signUpInvestor(t, {}, { firstName: 'Olu', lastName: 'Outside' }),
    signUpWithRole(t, 'investor'),
  ]);
  await makeAdmin(t, admin);
  // An established founder: a new account's five invitations a day (decision 0029) would run out across these tests.
  await makeEstablished(t, founder);
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const request = (user: TestUser | null, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }));
/** The founder's routes of the startup of the raise, by the raise's id (each round here is its own startup's). */
const startupOf = new Map<number, number>();
const raises = (suffix = '', raiseId?: number) => `/api/startups/${startupOf.get(raiseId ?? Number(/^\/(\d+)/.exec(suffix)?.[1]))}/raises${suffix}`;
const room = (raiseId: number, suffix = '') => `/api/round-rooms/${raiseId}${suffix}`;
const issuesOf = (body: { issues?: { path: string; message: string }[] }) => Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
const seed = { kind: 'priced', date: '2026-12-15', seriesName: 'Seed', investorName: 'Lead Fund', preMoneyValuation: 2_000_000_000, investment: 500_000_000 };

type Entry = { id: number; investorId: number | null; stage: string; amount: { amountMinor: number } | null; invitedAt: string | null; commitment: { id: number; state: string } | null };

/** A startup of the founder raising in CFA francs, with 10,000,000 common shares today: a seed at XOF 2 billion pre-money is XOF 200 a share. */
async function newStartup(): Promise<number> {
  const startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', foundedYear: 2024 })).id;
  await t.db.execute(`update startup set raising_currency = 'XOF' where id = ${startupId}`);
  const table = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table`, payload: { shares: defaultCapTableShareholders } }));
  expect(table.statusCode, table.body).toBe(200);
  return startupId;
}

/** An open round with priced terms (its own startup's, so each test's terms stand alone), Ama and Kofi from the directory and someone by e-mail on its board. */
async function openRound(withTerms = true) {
  const startupId = await newStartup();
  const created = await request(founder, 'POST', `/api/startups/${startupId}/raises`, { name: 'Seed 2026', instrument: 'priced', targetAmount: 'XOF 500 000 000', ...(withTerms ? { round: seed } : {}) });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  startupOf.set(id, startupId);
  for (const payload of [{ investorId: ama.investorId }, { investorId: kofi.investorId }, { email: 'yaa@example.com', name: 'Yaa Asante' }]) {
    expect((await request(founder, 'POST', raises(`/${id}/investors`), payload)).statusCode).toBe(201);
  }
  expect((await request(founder, 'POST', raises(`/${id}/status`), { status: 'open' })).statusCode).toBe(200);
  const board = (await request(founder, 'GET', raises(`/${id}`))).json().investors as Entry[];
  const entryOf = (user: { investorId: number } | null) => board.find((e) => e.investorId === (user?.investorId ?? null))!;
  return { id, ama: entryOf(ama).id, kofi: entryOf(kofi).id, byEmail: entryOf(null).id, capTableRoundId: created.json().capTableRoundId as number | null };
}

/** Each invitation spends one of the founder's daily invitations (decision 0029). */
const invite = (raiseId: number, entryId: number) => request(founder, 'POST', raises(`/${raiseId}/investors/${entryId}/invitation`));
const entryOn = async (raiseId: number, entryId: number) => ((await request(founder, 'GET', raises(`/${raiseId}`))).json().investors as Entry[]).find((e) => e.id === entryId)!;
/** The user's round-room notices, the latest first. */
const noticesOf = async (user: TestUser) => t.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'round_room'))).orderBy(desc(notifications.id));

describe('invitations', () => {
  it('go to board investors on an open round, who are told (entries by e-mail: round-room-email-invitation.routes.test.ts); drafts are refused', async () => {
    const draftStartup = await newStartup();
    const draft = await request(founder, 'POST', `/api/startups/${draftStartup}/raises`, { name: 'Draft round', instrument: 'note', targetAmount: 1_000_000 });
    startupOf.set(draft.json().id, draftStartup);
    const draftEntry = (await request(founder, 'POST', raises(`/${draft.json().id}/investors`), { investorId: ama.investorId })).json().investors[0].id;
    const early = await invite(draft.json().id, draftEntry);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.openFirst);

    const round = await openRound();
    const before = (await noticesOf(ama)).length;
    const invited = await invite(round.id, round.ama);
    expect(invited.statusCode, invited.body).toBe(201);
    expect((invited.json().investors as Entry[]).find((e) => e.id === round.ama)!.invitedAt).not.toBeNull();
    expect((await noticesOf(ama)).length).toBe(before + 1);
    expect((await noticesOf(ama))[0]).toMatchObject({ href: `/rounds/${round.id}`, title: 'Teranga Pay invited you to the room of its round "Seed 2026"' });

    expect(issuesOf((await invite(round.id, round.ama)).json())).toEqual({ entryId: m.alreadyInvited });
    expect((await invite(round.id, 999_999)).statusCode).toBe(404);
  });

  it('open the room to the invited investor alone; revoking takes it away at the next request', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    const list = await request(ama, 'GET', '/api/round-rooms');
    expect(list.json().rooms.map((r: { id: number }) => r.id)).toContain(round.id);
    expect((await request(ama, 'GET', room(round.id))).json()).toMatchObject({ name: 'Seed 2026', startup: { name: 'Teranga Pay' }, currency: 'XOF', lead: null, committed: null, commitment: null, nextActions: ['soft-circle', 'commit', 'pass'] });

    // Kofi is on the board but not invited; the outsider is not on it; the founder and an admin are not investors in it.
    for (const user of [kofi, outsider, founder, admin]) {
      const statuses = [
        (await request(user, 'GET', room(round.id))).statusCode,
        (await request(user, 'GET', room(round.id, '/pro-forma?cheque=1000000'))).statusCode,
        (await request(user, 'POST', room(round.id, '/questions'), { question: 'Who leads?' })).statusCode,
        (await request(user, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 1_000_000 })).statusCode,
      ];
      expect(statuses).toEqual([404, 404, 404, 404]);
      expect((await request(user, 'GET', '/api/round-rooms')).json().rooms.map((r: { id: number }) => r.id)).not.toContain(round.id);
    }
    expect((await request(null, 'GET', room(round.id))).statusCode).toBe(401);

    const revoked = await request(founder, 'DELETE', raises(`/${round.id}/investors/${round.ama}/invitation`));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await request(ama, 'GET', room(round.id))).statusCode).toBe(404);
    expect((await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 1_000_000 })).statusCode).toBe(404);
    expect((await request(ama, 'GET', '/api/round-rooms')).json().rooms.map((r: { id: number }) => r.id)).not.toContain(round.id);
    expect(issuesOf((await request(founder, 'DELETE', raises(`/${round.id}/investors/${round.ama}/invitation`))).json())).toEqual({ entryId: m.notInvited });
    // Invited again, the room is back.
    expect((await invite(round.id, round.ama)).statusCode).toBe(201);
    expect((await request(ama, 'GET', room(round.id))).statusCode).toBe(200);
  });
});

describe('what the room shows', () => {
  it('the terms without the modelled names, and a cheque’s pro-forma from the cap table’s own round', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    const body = (await request(ama, 'GET', room(round.id))).json();
    expect(body.terms).toMatchObject({ kind: 'priced', seriesName: 'Seed', pricePerShare: '200.0000', roundSize: { amountMinor: 500_000_000 }, preMoneyValuation: { amountMinor: 2_000_000_000 }, postMoneyValuation: { amountMinor: 2_500_000_000 }, liquidationPreference: 1, participation: 'non-participating' });
    expect(JSON.stringify(body)).not.toContain('Lead Fund');
    // XOF 50,000,000 at XOF 200 buys 250,000 of the 12,500,000 shares after the round: 2%.
    const proForma = await request(ama, 'GET', room(round.id, `/pro-forma?cheque=${encodeURIComponent('XOF 50 000 000')}`));
    expect(proForma.json()).toMatchObject({ cheque: { amountMinor: 50_000_000 }, shares: 250_000, ownershipPercent: 2, basis: 'round-price', isAboveRound: false, reason: null });
    const bad = await request(ama, 'GET', room(round.id, '/pro-forma?cheque=lots'));
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad.json())).toEqual({ cheque: m.cheque });
    expect(issuesOf((await request(ama, 'GET', room(round.id, '/pro-forma?cheque=0'))).json())).toEqual({ cheque: m.chequePositive });
    expect(Object.keys(issuesOf((await request(ama, 'GET', room(round.id, '/pro-forma?cheque=%2450%2C000'))).json()))).toEqual(['cheque']);
  });

  it('no terms until the founder links them: committing waits for them', async () => {
    const round = await openRound(false);
    await invite(round.id, round.ama);
    const before = (await request(ama, 'GET', room(round.id))).json();
    expect(before).not.toHaveProperty('terms');
    expect(before).toMatchObject({ termsProblem: null, nextActions: ['soft-circle', 'pass'] });
    const proForma = await request(ama, 'GET', room(round.id, '/pro-forma?cheque=1000000'));
    expect(proForma.statusCode).toBe(409);
    expect(issuesOf(proForma.json())).toEqual({ terms: m.noTerms });
    const commit = await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 1_000_000 });
    expect(commit.statusCode).toBe(409);
    expect(issuesOf(commit.json())).toEqual({ terms: m.noTerms });
    expect((await request(ama, 'POST', room(round.id, '/commitment'), { action: 'soft-circle', amount: 1_000_000 })).statusCode).toBe(200);
  });

  it('the lead and the committed total only when the founder turns them on', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    await invite(round.id, round.kofi);
    expect((await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: '100 000 000' })).statusCode).toBe(200);
    expect((await request(kofi, 'GET', room(round.id))).json()).toMatchObject({ lead: null, committed: null });
    const wrongLead = await request(founder, 'PATCH', raises(`/${round.id}`), { leadEntryId: 999_999 });
    expect(issuesOf(wrongLead.json())).toEqual({ leadEntryId: m.leadNotOnBoard });
    expect((await request(founder, 'PATCH', raises(`/${round.id}`), { leadEntryId: round.ama, showLead: true, showCommitted: true })).statusCode).toBe(200);
    expect((await request(kofi, 'GET', room(round.id))).json()).toMatchObject({ lead: { name: 'Ama Mensah' }, committed: { total: { amountMinor: 100_000_000 }, percentOfTarget: 20 } });
  });

  it('materials: the linked data room, each investor seeing what their own grants cover', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    await invite(round.id, round.kofi);
    const roomId = await createRoom(t, founder, startupOf.get(round.id)!, 'Seed data room');
    expect((await t.app.inject(uploadRequest(founder, roomId, 'Deck.pdf', await pdfBytes()))).statusCode).toBe(201);
    const otherStartup = (await buildStartup(t, founder.id, { name: 'Other Co' })).id;
    const otherRoom = await createRoom(t, founder, otherStartup, 'Other room');
    expect(issuesOf((await request(founder, 'PATCH', raises(`/${round.id}`), { dataRoomId: otherRoom })).json())).toEqual({ dataRoomId: m.dataRoomNotFound });
    expect((await request(founder, 'PATCH', raises(`/${round.id}`), { dataRoomId: roomId })).json().dataRoomId).toBe(roomId);
    await connect(t, founder, ama);
    await grantRoom(t, founder, roomId, ama, 'view');
    expect((await request(ama, 'GET', room(round.id))).json().materials).toEqual({ roomId, name: 'Seed data room', access: 'granted', documents: [expect.objectContaining({ name: 'Deck.pdf' })] });
    expect((await request(kofi, 'GET', room(round.id))).json().materials).toEqual({ roomId, name: 'Seed data room', access: 'none', documents: [] });
  });

  it('questions: each investor sees their own, and answered ones the founder made public', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    await invite(round.id, round.kofi);
    expect(issuesOf((await request(ama, 'POST', room(round.id, '/questions'), { question: '  ' })).json())).toEqual({ question: m.questionRequired });
    const asked = await request(ama, 'POST', room(round.id, '/questions'), { question: 'What is the <b>runway</b> after the round?' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().questions).toEqual([expect.objectContaining({ question: 'What is the <b>runway</b> after the round?', answer: null, isMine: true })]);
    expect((await noticesOf(founder))[0]).toMatchObject({ title: 'Ama Mensah asked a question about "Seed 2026"', href: `/fundraising?raise=${round.id}` });
    expect((await request(kofi, 'GET', room(round.id))).json().questions).toEqual([]);

    const questions = (await request(founder, 'GET', raises(`/${round.id}`))).json().questions as { id: number; askedBy: string }[];
    expect(questions).toEqual([expect.objectContaining({ askedBy: 'Ama Mensah' })]);
    expect(issuesOf((await request(founder, 'POST', raises(`/${round.id}/questions/${questions[0]!.id}/answer`), { answer: '', isPublic: false })).json())).toEqual({ answer: m.answerRequired });
    expect((await request(founder, 'POST', raises(`/${round.id}/questions/${questions[0]!.id}/answer`), { answer: '18 months.', isPublic: false })).statusCode).toBe(200);
    expect((await request(ama, 'GET', room(round.id))).json().questions).toEqual([expect.objectContaining({ answer: '18 months.', isPublic: false, isMine: true })]);
    expect((await request(kofi, 'GET', room(round.id))).json().questions).toEqual([]);
    expect((await request(founder, 'POST', raises(`/${round.id}/questions/${questions[0]!.id}/answer`), { answer: '18 months.', isPublic: true })).statusCode).toBe(200);
    expect((await request(kofi, 'GET', room(round.id))).json().questions).toEqual([expect.objectContaining({ answer: '18 months.', isMine: false })]);
    // Another founder's round's question id is not this one's.
    expect((await request(founder, 'POST', raises(`/${round.id}/questions/999999/answer`), { answer: 'x', isPublic: true })).statusCode).toBe(404);
  });
});

describe('commitments', () => {
  it('commit, scale back, confirm: each move by its own side, the board following, signing recorded', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    const act = (payload: object) => request(ama, 'POST', room(round.id, '/commitment'), payload);
    expect(issuesOf((await act({ action: 'commit' })).json())).toEqual({ amount: m.amountRequired });
    expect(issuesOf((await act({ action: 'commit', amount: 'lots' })).json())).toEqual({ amount: m.amount });
    expect(issuesOf((await act({ action: 'commit', amount: 0 })).json())).toEqual({ amount: m.amountPositive });
    expect(Object.keys(issuesOf((await act({ action: 'commit', amount: '$100K' })).json()))).toEqual(['amount']);
    expect(issuesOf((await act({ action: 'sign' })).json())).toEqual({ action: m.action });

    const committed = await act({ action: 'commit', amount: 'XOF 100 000 000' });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toMatchObject({ commitment: { state: 'committed', amount: { amountMinor: 100_000_000 }, finalAmount: null, termsVersion: 1 }, nextActions: ['commit', 'withdraw'] });
    expect(await entryOn(round.id, round.ama)).toMatchObject({ stage: 'committed', amount: { amountMinor: 100_000_000 } });
    expect((await noticesOf(founder))[0]).toMatchObject({ title: 'Ama Mensah committed XOF 100,000,000 to "Seed 2026": accept, scale back or decline' });

    // Neither side acts for the other: the investor cannot accept, the founder cannot commit.
    const investorAccepts = await act({ action: 'accept' });
    expect(investorAccepts.statusCode).toBe(403);
    expect(investorAccepts.json().message).toBe('Only the founder can take the action "Accept"');
    const commitmentId = (await entryOn(round.id, round.ama)).commitment!.id;
    const decide = (payload: object) => request(founder, 'POST', raises(`/${round.id}/commitments/${commitmentId}`), payload);
    expect((await decide({ action: 'commit', amount: 1 })).statusCode).toBe(403);
    const early = await act({ action: 'confirm', termsVersion: 1 });
    expect(early.statusCode).toBe(409);
    expect(issuesOf(early.json()).action).toBe('A commitment in the state "Committed, waiting for the founder" cannot take the action "Confirm and sign"');

    expect(issuesOf((await decide({ action: 'scale-back', amount: '120 000 000' })).json())).toEqual({ amount: englishOf(message(m.scaleBackBelow, { amount: { amount: 100_000_000, currency: 'XOF' } })) });
    const scaled = await decide({ action: 'scale-back', amount: '60 000 000' });
    expect(scaled.statusCode, scaled.body).toBe(200);
    expect((scaled.json().investors as Entry[]).find((e) => e.id === round.ama)).toMatchObject({ stage: 'committed', amount: { amountMinor: 60_000_000 }, commitment: { state: 'scaled-back', finalAmount: { amountMinor: 60_000_000 } } });
    expect((await noticesOf(ama))[0]).toMatchObject({ title: 'Teranga Pay scaled your commitment to "Seed 2026" back to XOF 60,000,000: confirm it to sign, or withdraw' });
    expect((await decide({ action: 'accept' })).statusCode).toBe(409);

    expect(issuesOf((await act({ action: 'confirm' })).json())).toEqual({ termsVersion: m.termsVersion });
    expect(issuesOf((await act({ action: 'confirm', termsVersion: 7 })).json())).toEqual({ termsVersion: englishOf(message(m.termsChanged, { version: 1 })) });
    const signed = await act({ action: 'confirm', termsVersion: 1 });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().commitment).toMatchObject({ state: 'confirmed', finalAmount: { amountMinor: 60_000_000 }, signature: { name: 'Ama Mensah', termsVersion: 1, signedAt: expect.any(String) } });
    expect(signed.json().nextActions).toEqual([]);
    expect(await entryOn(round.id, round.ama)).toMatchObject({ stage: 'signed', amount: { amountMinor: 60_000_000 } });
    const [row] = await t.db.select().from(raiseCommitments).where(eq(raiseCommitments.id, commitmentId));
    expect(row).toMatchObject({ signedBy: ama.id, signedTermsVersion: 1, signedTerms: expect.objectContaining({ kind: 'priced', pricePerShare: '200.0000' }) });
    expect((await noticesOf(founder))[0]).toMatchObject({ title: 'Ama Mensah confirmed XOF 60,000,000 in "Seed 2026" and signed' });
    // Signed is signed: no withdrawal, no decision.
    expect((await act({ action: 'withdraw' })).statusCode).toBe(409);
    expect((await decide({ action: 'decline' })).statusCode).toBe(409);
  });

  it('a change of terms asks every committed investor to confirm again on the new version', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    await invite(round.id, round.kofi);
    await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 100_000_000 });
    const commitmentId = (await entryOn(round.id, round.ama)).commitment!.id;
    await request(founder, 'POST', raises(`/${round.id}/commitments/${commitmentId}`), { action: 'accept' });
    await request(ama, 'POST', room(round.id, '/commitment'), { action: 'confirm', termsVersion: 1 });
    await request(kofi, 'POST', room(round.id, '/commitment'), { action: 'soft-circle', amount: 10_000_000 });

    const edited = await request(founder, 'PUT', `/api/startups/${startupOf.get(round.id)}/cap-table/rounds/${round.capTableRoundId}`, { ...seed, preMoneyValuation: 3_000_000_000 });
    expect(edited.statusCode, edited.body).toBe(200);
    const amaRoom = (await request(ama, 'GET', room(round.id))).json();
    expect(amaRoom).toMatchObject({ termsVersion: 2, commitment: { state: 'reconfirm' }, nextActions: ['withdraw', 'confirm'], terms: { pricePerShare: '300.0000' } });
    expect((await noticesOf(ama))[0]).toMatchObject({ title: 'The terms of "Seed 2026" changed: read them and confirm your commitment again' });
    // A soft-circle promised nothing: it stays.
    expect((await request(kofi, 'GET', room(round.id))).json().commitment.state).toBe('soft-circled');
    expect((await request(ama, 'POST', room(round.id, '/commitment'), { action: 'confirm', termsVersion: 1 })).statusCode).toBe(409);
    const again = await request(ama, 'POST', room(round.id, '/commitment'), { action: 'confirm', termsVersion: 2 });
    expect(again.json().commitment).toMatchObject({ state: 'confirmed', signature: { termsVersion: 2 } });

    // Unlinking the terms is a change too, and leaves nothing to commit to.
    expect((await request(founder, 'PATCH', raises(`/${round.id}`), { capTableRoundId: null })).json().termsVersion).toBe(3);
    const unlinked = (await request(ama, 'GET', room(round.id))).json();
    expect(unlinked).not.toHaveProperty('terms');
    expect(unlinked).toMatchObject({ commitment: { state: 'reconfirm' }, nextActions: ['withdraw'] });
  });

  it('a pass says why, a decline is the founder’s last word, a withdrawal takes the investor off the money', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    await invite(round.id, round.kofi);
    expect(issuesOf((await request(kofi, 'POST', room(round.id, '/commitment'), { action: 'pass' })).json())).toEqual({ reason: m.reasonRequired });
    const passed = await request(kofi, 'POST', room(round.id, '/commitment'), { action: 'pass', reason: 'Outside our thesis this year' });
    expect(passed.json().commitment).toMatchObject({ state: 'passed', passReason: 'Outside our thesis this year', amount: null });
    expect(await entryOn(round.id, round.kofi)).toMatchObject({ stage: 'passed', amount: null });
    expect((await noticesOf(founder))[0]).toMatchObject({ title: 'Kofi Boateng passed on "Seed 2026"', body: 'Outside our thesis this year' });

    await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 50_000_000 });
    const withdrawn = await request(ama, 'POST', room(round.id, '/commitment'), { action: 'withdraw' });
    expect(withdrawn.json().commitment.state).toBe('withdrawn');
    expect(await entryOn(round.id, round.ama)).toMatchObject({ stage: 'passed', amount: null });
    await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 40_000_000 });
    const commitmentId = (await entryOn(round.id, round.ama)).commitment!.id;
    const declined = await request(founder, 'POST', raises(`/${round.id}/commitments/${commitmentId}`), { action: 'decline' });
    expect((declined.json().investors as Entry[]).find((e) => e.id === round.ama)).toMatchObject({ stage: 'passed', commitment: { state: 'declined' } });
    expect((await request(ama, 'GET', room(round.id))).json().nextActions).toEqual([]);
    expect((await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 40_000_000 })).statusCode).toBe(409);
  });

  it('stop when the round is closed or cancelled; the room stays readable', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    await request(ama, 'POST', room(round.id, '/commitment'), { action: 'soft-circle', amount: 5_000_000 });
    expect((await request(founder, 'POST', raises(`/${round.id}/status`), { status: 'cancelled' })).statusCode).toBe(200);
    expect((await request(ama, 'GET', room(round.id))).json()).toMatchObject({ status: 'cancelled', nextActions: [] });
    const late = await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 5_000_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.roundFinished);
  });

  it('are only the founder’s of this raise to decide: another founder and the investor get 404 on the founder’s routes', async () => {
    const round = await openRound();
    await invite(round.id, round.ama);
    await request(ama, 'POST', room(round.id, '/commitment'), { action: 'commit', amount: 5_000_000 });
    const commitmentId = (await entryOn(round.id, round.ama)).commitment!.id;
    const otherFounder = await signUpWithRole(t, 'founder');
    for (const user of [otherFounder, ama, kofi]) {
      expect((await request(user, 'POST', raises(`/${round.id}/commitments/${commitmentId}`), { action: 'accept' })).statusCode).toBe(404);
      expect((await request(user, 'POST', raises(`/${round.id}/investors/${round.kofi}/invitation`))).statusCode).toBe(404);
    }
    expect((await request(founder, 'POST', raises(`/${round.id}/commitments/999999`), { action: 'accept' })).statusCode).toBe(404);
  });
});
