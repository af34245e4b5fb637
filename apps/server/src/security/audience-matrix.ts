import type { InjectOptions } from 'fastify';
import type { AccountLimitKind } from '@baobab/contracts/account-limits';
import { eq } from 'drizzle-orm';
import { investorUpdates } from '../db/schema/updates';
import { as, type TestUser } from '../test/test-app';
import { writeUpdate } from '../test/factories/updates';
import type { World } from './world';
import { investmentBody } from './world-bodies';

/**
 * The "stranger in an audience" caller of the authorization matrix (docs/security.md, "Abuse
 * limits"): for every action that notifies other people, what happens when the person it would reach
 * has no relationship with the sender. `stranger` is an account made for these rows: no connection,
 * investment, share, grant or request with anyone. Where the sender picks the people (a chosen list,
 * a grantee, a recipient), the stranger is refused with a 4xx on the named field, and the stranger is
 * told nothing. Where reaching a stranger is the point (an intro request, an e-mail invitation, asking
 * for a room, recording an investment), the action succeeds and the daily limits bound it
 * (daily-allowance.test.ts). `field` is the issue path the refusal names; `namesPerson`, whether its
 * message names the stranger's id (a list needs it to say which person; a single field already does).
 */
export type AudienceRow = {
  /** The route, with what tells two rows of one route apart in brackets. */
  action: string;
  /** The daily allowance the action spends (modules/account-limits). */
  kind: AccountLimitKind;
  /** Who acts: founderA (owner of startupA, roomA, updateA) towards the stranger, or the stranger towards a founder. */
  sender: 'founderA' | 'stranger';
  request(world: World, stranger: TestUser): InjectOptions | Promise<InjectOptions>;
  expected: number;
  field?: string;
  namesPerson?: boolean;
  note?: string;
};

/** A new fund whose only member is the stranger (its admin). */
async function fundRunBy(w: World, stranger: TestUser): Promise<number> {
  const created = await w.t.app.inject(as(stranger, { method: 'POST', url: '/api/organisations', payload: { name: 'Stranger Capital', kind: 'fund' } }));
  return created.json().id as number;
}

const nobody = { confirmedInvestors: false, shareHolders: false, connections: false, userIds: [] as string[] };
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

/** A new draft of founderA's whose stored chosen people name the stranger, as if a relationship had ended since it was saved. */
async function draftNaming(w: World, stranger: TestUser): Promise<number> {
  const id = await writeUpdate(w.t, w.users.founderA, w.startupA, { title: 'Lapsed audience', audience: { ...nobody, confirmedInvestors: true } });
  await w.t.db.update(investorUpdates).set({ audience: { ...nobody, confirmedInvestors: true, userIds: [stranger.id] } }).where(eq(investorUpdates.id, id));
  return id;
}

export const audienceMatrix: AudienceRow[] = [
  {
    action: 'POST /api/startups/:id/updates',
    kind: 'updateRecipients',
    sender: 'founderA',
    request: (w, s) => post(`/api/startups/${w.startupA}/updates`, { title: 'To a stranger', period: '2026-03', audience: { ...nobody, userIds: [s.id] } }),
    expected: 400,
    field: 'audience.userIds.0',
    namesPerson: true,
  },
  {
    action: 'PUT /api/updates/:id',
    kind: 'updateRecipients',
    sender: 'founderA',
    request: async (w, s) => ({
      method: 'PUT',
      url: `/api/updates/${await writeUpdate(w.t, w.users.founderA, w.startupA)}`,
      payload: { title: 'To a stranger', period: '2026-03', audience: { ...nobody, userIds: [s.id] } },
    }),
    expected: 400,
    field: 'audience.userIds.0',
    namesPerson: true,
  },
  {
    action: 'POST /api/updates/:id/send',
    kind: 'updateRecipients',
    sender: 'founderA',
    request: async (w, s) => post(`/api/updates/${await draftNaming(w, s)}/send`, {}),
    expected: 400,
    field: 'audience.userIds.0',
    namesPerson: true,
    note: 'a draft saved before the relationship ended: refused by name, never silently dropped',
  },
  {
    action: 'GET /api/updates/:id/audience',
    kind: 'updateRecipients',
    sender: 'founderA',
    request: async (w, s) => ({ method: 'GET', url: `/api/updates/${await draftNaming(w, s)}/audience` }),
    expected: 200,
    note: 'the preview leaves the stranger out and never turns the id into a name (checked: the answer does not contain it)',
  },
  {
    action: 'POST /api/updates/:id/replies',
    kind: 'updateReplies',
    sender: 'founderA',
    request: (w, s) => post(`/api/updates/${w.updateA}/replies`, { body: 'Hello', recipientId: s.id }),
    expected: 400,
    field: 'recipientId',
  },
  {
    action: 'POST /api/data-rooms/:id/grants',
    kind: 'shares',
    sender: 'founderA',
    request: (w, s) => post(`/api/data-rooms/${w.roomA}/grants`, { userId: s.id, permission: 'view' }),
    expected: 400,
    field: 'userId',
  },
  {
    action: 'POST /api/data-rooms/:id/grants (by e-mail)',
    kind: 'invitations',
    sender: 'founderA',
    request: (w, s) => post(`/api/data-rooms/${w.roomA}/grants`, { email: s.email, permission: 'view' }),
    expected: 201,
    note: 'an invitation by e-mail: allowed, within the daily invitations; it names nobody until the address is verified and claimed',
  },
  {
    action: 'POST /api/data-rooms/:id/grants (to a fund)',
    kind: 'shares',
    sender: 'founderA',
    request: async (w, s) => post(`/api/data-rooms/${w.roomA}/grants`, { organisationId: await fundRunBy(w, s), permission: 'view' }),
    expected: 400,
    field: 'organisationId',
    note: 'a fund the stranger runs: founderA knows nobody in it, so it is not theirs to pick (decision 0055)',
  },
  {
    action: 'POST /api/startups/:id/financial-shares',
    kind: 'shares',
    sender: 'founderA',
    request: (w, s) => post(`/api/startups/${w.startupA}/financial-shares`, { userId: s.id, scopes: ['cap_table'] }),
    expected: 400,
    field: 'userId',
  },
  {
    action: 'POST /api/users/recommendations/requests',
    kind: 'recommendationRequests',
    sender: 'founderA',
    request: (_w, s) => post('/api/users/recommendations/requests', { authorId: s.id, relationship: 'Strangers' }),
    expected: 400,
    field: 'authorId',
  },
  {
    action: 'POST /api/messages',
    kind: 'messages',
    sender: 'founderA',
    request: (_w, s) => post('/api/messages', { recipientId: s.id, content: 'Hello' }),
    expected: 403,
    note: 'messages go to accepted connections only (the connection request is how strangers meet)',
  },
  {
    action: 'POST /api/users/connections',
    kind: 'intros',
    sender: 'founderA',
    request: (_w, s) => post('/api/users/connections', { addresseeId: s.id, message: 'Hello' }),
    expected: 201,
    note: 'a request is how strangers meet: allowed, within the daily intros',
  },
  {
    action: 'POST /api/data-rooms/:id/access-requests',
    kind: 'accessRequests',
    sender: 'stranger',
    request: (w) => post(`/api/data-rooms/${w.roomB}/access-requests`, {}),
    expected: 201,
    note: "asking the owner (founderB's room: the row above invited the stranger's address to roomA): allowed, within the daily access requests",
  },
  {
    action: 'POST /api/portfolio/investments',
    kind: 'investmentClaims',
    sender: 'stranger',
    request: (w) => post('/api/portfolio/investments', investmentBody(w.startupA)),
    expected: 201,
    note: 'asks the founder to confirm: allowed, within the daily recorded investments',
  },
];

/** Kinds with no audience to pick: a job post is public and notifies nobody in particular. */
export const kindsWithoutAudience: AccountLimitKind[] = ['jobPosts'];
