import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { dataRoomAccessRequests, dataRoomEvents, dataRoomGrants } from '../../db/schema/data-rooms';
import { notifications } from '../../db/schema/notifications';
import { fireTogether, statusCounts, successes } from '../../test/concurrency';
import { as, type TestUser } from '../../test/test-app';
import { createFilesTestApp } from './test-support';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createRoom } from '../../test/factories/data-rooms';

/**
 * Concurrency (docs/security.md, "Concurrency"): the owner's approve and decline of one access request, fired many times at
 * once. Meaningful on PostgreSQL (TEST_DATABASE_URL); on PGlite it still passes.
 */
let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let roomId: number;
beforeAll(async () => {
  t = await createFilesTestApp();
  owner = await signUpWithRole(t, 'founder');
  const startupId = (await buildStartup(t, owner.id)).id;
  roomId = await createRoom(t, owner, startupId, 'Seed room');
});
afterAll(() => t.close());

describe('one access request answered many times at once', () => {
  // Two rounds, so that both kinds of answer get to win now and then.
  it.each([1, 2])('lets exactly one of 24 approvals and declines win, with one grant at most and one notice (round %i)', async () => {
    const requester = await signUpWithRole(t, 'investor');
    await t.app.inject(as(requester, { method: 'POST', url: `/api/data-rooms/${roomId}/access-requests`, payload: { message: 'Please' } }));
    const [request] = await t.db.select().from(dataRoomAccessRequests).where(eq(dataRoomAccessRequests.requesterId, requester.id));
    const url = (verb: string) => `/api/data-rooms/${roomId}/access-requests/${request!.id}/${verb}`;
    const verbs = Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? 'approve' : 'decline'));

    const responses = await fireTogether(t, verbs.map((verb) => as(owner, { method: 'POST', url: url(verb), payload: verb === 'approve' ? { permission: 'view' } : undefined })));

    expect(successes(responses)).toHaveLength(1);
    expect(statusCounts(responses)[409]).toBe(23);
    for (const loser of responses.filter((r) => r.statusCode === 409)) expect(loser.json().message).toBe(dataRoomMessages.requestNotPending);
    const winner = verbs[responses.findIndex((r) => r.statusCode < 300)]!;
    const [decided] = await t.db.select().from(dataRoomAccessRequests).where(eq(dataRoomAccessRequests.id, request!.id));
    expect(decided!.status).toBe(winner === 'approve' ? 'approved' : 'declined');
    // A losing approval's grant is rolled back with its transaction.
    expect(await t.db.select().from(dataRoomGrants).where(eq(dataRoomGrants.granteeId, requester.id))).toHaveLength(winner === 'approve' ? 1 : 0);
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.userId, requester.id), eq(notifications.kind, 'data_room_decision')));
    expect(notices).toHaveLength(1);
    const trail = await t.db.select().from(dataRoomEvents).where(and(eq(dataRoomEvents.roomId, roomId), eq(dataRoomEvents.action, `access_${winner}`)));
    expect(trail.filter((e) => e.detail?.includes(requester.email.toLowerCase()))).toHaveLength(1);
  });
});
