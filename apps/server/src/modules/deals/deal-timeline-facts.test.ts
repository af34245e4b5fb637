import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomDocuments, dataRoomEvents, dataRoomFolders, dataRoomGrants, dataRooms } from '../../db/schema/data-rooms';
import { messages } from '../../db/schema/messaging';
import { connections } from '../../db/schema/network';
import { raiseCommitments, raiseInvestors, raises } from '../../db/schema/fundraising';
import { investorProfiles } from '../../db/schema/profiles';
import { investorUpdateRecipients, investorUpdates } from '../../db/schema/updates';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, removeMember, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/**
 * The startup's facts in a fund deal's timeline (decision 0054): read where they are stored (the rows are
 * written here as the data-room, updates and round-room modules write them), and shown only as far as every
 * reader may read them elsewhere. The former member did everything the members did; none of it shows.
 */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
let startupId: number;
let dealId: number;
const at = (iso: string) => new Date(iso);
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Facts Fund'));
  startupId = (await buildStartup(t, founder.id, { name: 'Facts Co' })).id;
  dealId = (await t.app.inject(as(people.admin, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId } }))).json().id;
  await seedRooms();
  await seedUpdates();
  await seedRound();
  await seedMessages();
  await removeMember(t, organisation, people.admin, people.former);
}, 120_000);
afterAll(() => t.close());

async function room(name: string): Promise<number> {
  return (await t.db.insert(dataRooms).values({ startupId, ownerId: founder.id, name }).returning())[0]!.id;
}
async function documentIn(roomId: number, name: string, folderId: number | null = null): Promise<number> {
  return (await t.db.insert(dataRoomDocuments).values({ roomId, folderId, name, fileType: 'pdf' }).returning())[0]!.id;
}
async function view(roomId: number, documentId: number, who: FundPerson, when: string): Promise<void> {
  await t.db.insert(dataRoomEvents).values({ roomId, documentId, actorId: who.id, actorName: who.name, action: 'view', createdAt: at(when) });
}

/**
 * "Fund room": granted to the fund, one folder only ("Legal") for the second grant case. "Own room": granted to
 * the member alone. "Revoked room": the fund's grant was revoked.
 */
async function seedRooms(): Promise<void> {
  const fundRoom = await room('Fund room');
  const legal = (await t.db.insert(dataRoomFolders).values({ roomId: fundRoom, name: 'Legal' }).returning())[0]!.id;
  const deck = await documentIn(fundRoom, 'Deck.pdf');
  const bylaws = await documentIn(fundRoom, 'Bylaws.pdf', legal);
  await t.db.insert(dataRoomGrants).values({ roomId: fundRoom, organisationId: organisation, permission: 'view', createdBy: founder.id });
  const folderRoom = await room('Folder room');
  const folderLegal = (await t.db.insert(dataRoomFolders).values({ roomId: folderRoom, name: 'Legal' }).returning())[0]!.id;
  const outside = await documentIn(folderRoom, 'Outside.pdf');
  const inside = await documentIn(folderRoom, 'Inside.pdf', folderLegal);
  await t.db.insert(dataRoomGrants).values({ roomId: folderRoom, folderId: folderLegal, organisationId: organisation, permission: 'view', createdBy: founder.id });
  const ownRoom = await room('Own room');
  const secret = await documentIn(ownRoom, 'Secret.pdf');
  await t.db.insert(dataRoomGrants).values({ roomId: ownRoom, email: people.member.email, granteeId: people.member.id, permission: 'view', createdBy: founder.id });
  const revokedRoom = await room('Revoked room');
  const old = await documentIn(revokedRoom, 'Old.pdf');
  await t.db.insert(dataRoomGrants).values({ roomId: revokedRoom, organisationId: organisation, permission: 'view', createdBy: founder.id, revokedAt: at('2026-01-01T00:00:00Z') });
  const deleted = await documentIn(fundRoom, 'Deleted.pdf');
  await t.db.update(dataRoomDocuments).set({ deletedAt: at('2026-02-01T00:00:00Z') }).where(eq(dataRoomDocuments.id, deleted));

  await view(fundRoom, deck, people.member, '2026-03-01T10:00:00Z');
  await view(fundRoom, bylaws, people.viewer, '2026-03-02T10:00:00Z');
  await view(folderRoom, inside, people.admin, '2026-03-03T10:00:00Z');
  await view(folderRoom, outside, people.admin, '2026-03-03T11:00:00Z');
  await view(ownRoom, secret, people.member, '2026-03-04T10:00:00Z');
  await view(revokedRoom, old, people.member, '2026-03-05T10:00:00Z');
  await view(fundRoom, deleted, people.member, '2026-03-06T10:00:00Z');
  await view(fundRoom, deck, people.former, '2026-03-07T10:00:00Z');
  await view(fundRoom, deck, people.stranger, '2026-03-08T10:00:00Z');
}

async function seedUpdates(): Promise<void> {
  const update = async (period: string, sentAt: string | null, recipients: FundPerson[]) => {
    const [row] = await t.db
      .insert(investorUpdates)
      .values({ startupId, authorId: founder.id, title: 'Confidential title', period, body: 'Private figures', audience: {}, status: sentAt ? 'sent' : 'draft', sentAt: sentAt ? at(sentAt) : null })
      .returning();
    if (recipients.length) await t.db.insert(investorUpdateRecipients).values(recipients.map((r) => ({ updateId: row!.id, userId: r.id, reason: 'chosen' })));
  };
  await update('2026-02-01', '2026-03-10T09:00:00Z', [people.member, people.viewer, people.stranger]);
  await update('2026-03-01', '2026-04-10T09:00:00Z', [people.former, people.stranger]);
  await update('2026-04-01', null, []);
}

async function seedRound(): Promise<void> {
  const [raise] = await t.db.insert(raises).values({ startupId, name: 'Seed 2026', instrument: 'post-money-safe', currency: 'XOF', targetMinor: 100_000_000, createdBy: founder.id, status: 'open' }).returning();
  const profileOf = async (who: FundPerson) => (await t.db.select({ id: investorProfiles.id }).from(investorProfiles).where(eq(investorProfiles.userId, who.id)))[0]!.id;
  const entry = async (who: FundPerson, invitedAt: string | null) =>
    (await t.db.insert(raiseInvestors).values({ raiseId: raise!.id, investorProfileId: await profileOf(who), invitedAt: invitedAt ? at(invitedAt) : null }).returning())[0]!.id;
  const memberEntry = await entry(people.member, '2026-03-11T09:00:00Z');
  await t.db.insert(raiseCommitments).values({ raiseId: raise!.id, entryId: memberEntry, state: 'committed', amountMinor: 25_000_000, updatedAt: at('2026-03-12T09:00:00Z') });
  await entry(people.admin, null);
  const formerEntry = await entry(people.former, '2026-03-13T09:00:00Z');
  await t.db.insert(raiseCommitments).values({ raiseId: raise!.id, entryId: formerEntry, state: 'soft-circled', amountMinor: 1_000_000, updatedAt: at('2026-03-14T09:00:00Z') });
}

/** Two messages with the member on one day (one event), a hidden one the next day, and others with a former member and a stranger. */
async function seedMessages(): Promise<void> {
  const thread = async (who: FundPerson) => (await t.db.insert(connections).values({ requesterId: founder.id, addresseeId: who.id, status: 'accepted' }).returning())[0]!.id;
  const say = async (connectionId: number, from: TestUser, to: TestUser, when: string, hidden = false) =>
    t.db.insert(messages).values({ connectionId, senderId: from.id, recipientId: to.id, content: 'Private words', createdAt: at(when), hiddenAt: hidden ? at(when) : null });
  const withMember = await thread(people.member);
  await say(withMember, people.member, founder, '2026-03-15T08:00:00Z');
  await say(withMember, founder, people.member, '2026-03-15T17:00:00Z');
  await say(withMember, founder, people.member, '2026-03-16T09:00:00Z', true);
  await say(await thread(people.former), founder, people.former, '2026-03-17T09:00:00Z');
  await say(await thread(people.stranger), people.stranger, founder, '2026-03-20T09:00:00Z');
}

type Event = { kind: string; at: string; by: string | null } & Record<string, unknown>;
const startupFacts = async (reader: TestUser) => {
  const response = await t.app.inject(as(reader, { method: 'GET', url: `/api/portfolio/deal-flow/${dealId}/timeline` }));
  expect(response.statusCode).toBe(200);
  return (response.json() as Event[]).filter((e) => ['room_view', 'update_received', 'round_invited', 'commitment', 'messages'].includes(e.kind));
};

describe("the startup's facts in a fund deal's timeline", () => {
  it('shows current members’ views of what the fund holds, and nothing a member holds alone, revoked, deleted or outside the granted folder', async () => {
    const views = (await startupFacts(people.viewer)).filter((e) => e.kind === 'room_view');
    expect(views).toEqual([
      { kind: 'room_view', at: '2026-03-03T10:00:00.000Z', by: people.admin.name, room: 'Folder room', document: 'Inside.pdf' },
      { kind: 'room_view', at: '2026-03-02T10:00:00.000Z', by: people.viewer.name, room: 'Fund room', document: 'Bylaws.pdf' },
      { kind: 'room_view', at: '2026-03-01T10:00:00.000Z', by: people.member.name, room: 'Fund room', document: 'Deck.pdf' },
    ]);
    // The member who holds "Own room" alone does not see it in the fund's timeline either: one timeline for the fund.
    expect((await startupFacts(people.member)).filter((e) => e.kind === 'room_view')).toEqual(views);
  });

  it('shows an update reached current members by its month and their names, never its title or text', async () => {
    const updates = (await startupFacts(people.admin)).filter((e) => e.kind === 'update_received');
    expect(updates).toEqual([{ kind: 'update_received', at: '2026-03-10T09:00:00.000Z', by: expect.any(String), period: '2026-02', recipients: [people.member.name, people.viewer.name].sort() }]);
    expect(JSON.stringify(updates)).not.toMatch(/Confidential|Private/);
  });

  it('shows round invitations and commitments of current members, the round and amount to the member in it alone', async () => {
    const round = (events: Event[]) => events.filter((e) => e.kind === 'round_invited' || e.kind === 'commitment');
    expect(round(await startupFacts(people.member))).toEqual([
      { kind: 'commitment', at: '2026-03-12T09:00:00.000Z', by: people.member.name, state: 'committed', round: 'Seed 2026', amount: { amountMinor: '25000000', currency: 'XOF' } },
      { kind: 'round_invited', at: '2026-03-11T09:00:00.000Z', by: people.member.name, round: 'Seed 2026' },
    ]);
    expect(round(await startupFacts(people.admin))).toEqual([
      { kind: 'commitment', at: '2026-03-12T09:00:00.000Z', by: people.member.name, state: 'committed', round: null, amount: null },
      { kind: 'round_invited', at: '2026-03-11T09:00:00.000Z', by: people.member.name, round: null },
    ]);
  });

  it('shows the days a current member and the founder wrote to each other, never what', async () => {
    const days = (await startupFacts(people.viewer)).filter((e) => e.kind === 'messages');
    expect(days).toEqual([{ kind: 'messages', at: '2026-03-15T17:00:00.000Z', by: people.member.name }]);
  });

  it('tells a former member and a stranger nothing', async () => {
    for (const outsider of [people.former, people.stranger]) {
      expect((await t.app.inject(as(outsider, { method: 'GET', url: `/api/portfolio/deal-flow/${dealId}/timeline` }))).statusCode).toBe(404);
    }
  });
});

describe("the startup's facts in a solo investor's timeline", () => {
  it('are their own views, updates, messages and round entries', async () => {
    const investor = people.stranger;
    const soloDeal = (await t.app.inject(as(investor, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { startupId } }))).json().id;
    const events = (await t.app.inject(as(investor, { method: 'GET', url: `/api/portfolio/deal-flow/${soloDeal}/timeline` }))).json() as Event[];
    expect(events.map((e) => e.kind)).toEqual(['stage', 'update_received', 'messages', 'update_received', 'room_view']);
    expect(events.find((e) => e.kind === 'room_view')).toMatchObject({ by: people.stranger.name, room: 'Fund room', document: 'Deck.pdf' });
  });
});
