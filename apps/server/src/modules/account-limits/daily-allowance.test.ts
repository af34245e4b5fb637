import { englishOf } from '@baobab/contracts/i18n/message-english';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimitMessages, accountLimitRules, type AccountLimitKind } from '@baobab/contracts/account-limits';
import { accountActions } from '../../db/schema/account-actions';
import { users } from '../../db/schema/auth';
import { dataRoomGrants } from '../../db/schema/data-rooms';
import { notifications } from '../../db/schema/notifications';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { buildStartup } from '../../test/factories/startups';
import { sendUpdate, writeUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

/**
 * Every action that notifies other people spends the sender's daily allowance of its kind
 * (docs/security.md, "Abuse limits"). Each case below brings a new account to its limit, tries the
 * action once more, and checks the 429 names that kind's limit, and that nobody heard of it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nobody = { confirmedInvestors: false, shareHolders: false, connections: false, userIds: [] as string[] };
const newAccountLimit = (kind: AccountLimitKind) => accountLimitRules[kind].newAccount;
/** The account already reached `units` people with this kind of action, `hoursAgo` hours ago. */
const spent = (user: TestUser, kind: AccountLimitKind, units: number, hoursAgo = 1) =>
  t.db.insert(accountActions).values({ userId: user.id, kind, units, createdAt: new Date(Date.now() - hoursAgo * 3_600_000) });
/** Back to a new account (connect() makes the requester established). */
const makeNew = (user: TestUser) => t.db.update(users).set({ createdAt: new Date() }).where(eq(users.id, user.id));
const noticesFrom = async (user: TestUser) => (await t.db.select().from(notifications).where(eq(notifications.actorId, user.id))).length;
const reached = (kind: AccountLimitKind) => englishOf(accountLimitMessages.reached(kind, newAccountLimit(kind), { isNew: true, isPenalised: false }));

type Case = { kind: AccountLimitKind; action: string; setUp: () => Promise<{ actor: TestUser; request: Parameters<typeof as>[1] }> };

async function founderWithStartup() {
  const founder = await signUpWithRole(t, 'founder');
  const startupId = (await buildStartup(t, founder.id)).id;
  return { founder, startupId };
}

async function founderAndConnection() {
  const { founder, startupId } = await founderWithStartup();
  const investor = await signUpWithRole(t, 'investor');
  await connect(t, founder, investor);
  return { founder, startupId, investor };
}

const cases: Case[] = [
  {
    kind: 'updateRecipients',
    action: 'sending an update',
    setUp: async () => {
      const { founder, startupId } = await founderAndConnection();
      const id = await writeUpdate(t, founder, startupId, { audience: { ...nobody, connections: true } });
      return { actor: founder, request: { method: 'POST', url: `/api/updates/${id}/send` } };
    },
  },
  {
    kind: 'updateReplies',
    action: 'replying to an update',
    setUp: async () => {
      const { founder, startupId, investor } = await founderAndConnection();
      const id = await sendUpdate(t, founder, startupId, { audience: { ...nobody, connections: true } });
      return { actor: investor, request: { method: 'POST', url: `/api/updates/${id}/replies`, payload: { body: 'Happy to help' } } };
    },
  },
  {
    kind: 'shares',
    action: 'sharing financials',
    setUp: async () => {
      const { founder, startupId, investor } = await founderAndConnection();
      return { actor: founder, request: { method: 'POST', url: `/api/startups/${startupId}/financial-shares`, payload: { userId: investor.id, scopes: ['cap_table'] } } };
    },
  },
  {
    kind: 'shares',
    action: 'granting a data room to a connection',
    setUp: async () => {
      const { founder, startupId, investor } = await founderAndConnection();
      const roomId = await createRoom(t, founder, startupId, 'Room');
      return { actor: founder, request: { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { userId: investor.id, permission: 'view' } } };
    },
  },
  {
    kind: 'invitations',
    action: 'inviting an e-mail address to a data room',
    setUp: async () => {
      const { founder, startupId } = await founderWithStartup();
      const roomId = await createRoom(t, founder, startupId, 'Room');
      return { actor: founder, request: { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { email: `invitee-${founder.id}@example.com`, permission: 'view' } } };
    },
  },
  {
    kind: 'accessRequests',
    action: 'asking to enter a data room',
    setUp: async () => {
      const { founder, startupId } = await founderWithStartup();
      const roomId = await createRoom(t, founder, startupId, 'Room');
      await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${startupId}/request-settings`, payload: { verifiedInvestorsOnly: false } }));
      const investor = await signUpWithRole(t, 'investor');
      return { actor: investor, request: { method: 'POST', url: `/api/data-rooms/${roomId}/access-requests`, payload: {} } };
    },
  },
  {
    kind: 'recommendationRequests',
    action: 'asking for a recommendation',
    setUp: async () => {
      const { founder, investor } = await founderAndConnection();
      return { actor: founder, request: { method: 'POST', url: '/api/users/recommendations/requests', payload: { authorId: investor.id, relationship: 'Colleagues' } } };
    },
  },
  {
    kind: 'investmentClaims',
    action: 'recording an investment for the founders to confirm',
    setUp: async () => {
      const { startupId } = await founderWithStartup();
      const investor = await signUpWithRole(t, 'investor');
      return { actor: investor, request: { method: 'POST', url: '/api/portfolio/investments', payload: { startupId, dealDate: '2025-03-15', investmentAmount: 50_000, roundType: 'Seed' } } };
    },
  },
];

describe('a new account at its daily limit', () => {
  it.each(cases)('is refused $action ($kind), and nobody is told', async ({ kind, setUp }) => {
    const { actor, request } = await setUp();
    await makeNew(actor);
    const noticesBefore = await noticesFrom(actor);
    await spent(actor, kind, newAccountLimit(kind));
    const refused = await t.app.inject(as(actor, request));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(reached(kind));
    expect(await noticesFrom(actor)).toBe(noticesBefore);
  });

  it.each(cases)('may still act once short of it: $action ($kind)', async ({ kind, setUp }) => {
    const { actor, request } = await setUp();
    await makeNew(actor);
    await spent(actor, kind, newAccountLimit(kind) - 1);
    const response = await t.app.inject(as(actor, request));
    expect(response.statusCode).toBeLessThan(300);
  });
});

describe('the allowance', () => {
  it('counts every recipient of an update, and refuses an update that would pass the limit whole', async () => {
    const { founder, startupId } = await founderWithStartup();
    const [a, b] = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
    await connect(t, founder, a);
    await connect(t, founder, b);
    await makeNew(founder);
    await spent(founder, 'updateRecipients', newAccountLimit('updateRecipients') - 1);
    const id = await writeUpdate(t, founder, startupId, { audience: { ...nobody, connections: true } });
    const refused = await t.app.inject(as(founder, { method: 'POST', url: `/api/updates/${id}/send` }));
    expect(refused.statusCode).toBe(429);
    const draft = (await t.app.inject(as(founder, { method: 'GET', url: `/api/updates/${id}` }))).json();
    expect([draft.status, draft.founder.recipients]).toEqual(['draft', []]);
  });

  it('forgets what is older than 24 hours', async () => {
    const { founder, startupId } = await founderWithStartup();
    const roomId = await createRoom(t, founder, startupId, 'Room');
    await spent(founder, 'invitations', newAccountLimit('invitations'), 25);
    const invited = await t.app.inject(as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { email: 'later@example.com', permission: 'view' } }));
    expect(invited.statusCode).toBe(201);
    // The old row is gone; the new invitation is the only one counted.
    const rows = await t.db.select().from(accountActions).where(and(eq(accountActions.userId, founder.id), eq(accountActions.kind, 'invitations')));
    expect(rows.map((row) => row.units)).toEqual([1]);
  });

  it('spends nothing on a refused action', async () => {
    const { founder, startupId } = await founderWithStartup();
    const roomId = await createRoom(t, founder, startupId, 'Room');
    const invalid = await t.app.inject(as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { email: 'x@example.com', permission: 'view', folderId: 999_999 } }));
    expect(invalid.statusCode).toBe(404);
    expect(await t.db.select().from(accountActions).where(and(eq(accountActions.userId, founder.id), eq(accountActions.kind, 'invitations')))).toEqual([]);
    expect(await t.db.select().from(dataRoomGrants).where(eq(dataRoomGrants.roomId, roomId))).toEqual([]);
  });

  it('is counted per kind: a founder at the invitation limit still sends updates', async () => {
    const { founder, startupId } = await founderWithStartup();
    const investor = await signUpWithRole(t, 'investor');
    await confirmedInvestment(t, investor, founder, startupId);
    await spent(founder, 'invitations', newAccountLimit('invitations'));
    await sendUpdate(t, founder, startupId, { audience: { ...nobody, confirmedInvestors: true } });
  });
});
