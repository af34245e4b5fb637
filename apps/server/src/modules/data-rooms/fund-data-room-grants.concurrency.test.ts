import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomEvents, dataRoomGrants } from '../../db/schema/data-rooms';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, type TestUser } from '../../test/test-app';
import { createRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { buildOrganisation } from '../../test/factories/organisations';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createFilesTestApp, pdfBytes, uploadRequest } from './test-support';

/**
 * Concurrency (docs/security.md, "Concurrency"; decision 0055): a fund's room grant revoked, and a
 * member removed, while members open the room and its document. Each read is answered from one
 * snapshot (200 or 404, never an error), the change lands once, and every read after it is refused.
 * Meaningful on PostgreSQL (TEST_DATABASE_URL); on PGlite it still passes.
 */
let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let founder: TestUser;
let admin: TestUser;
let members: TestUser[];
let roomId: number;
let documentId: number;
let fund: number;
beforeAll(async () => {
  t = await createFilesTestApp();
  [founder, admin] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
  members = await Promise.all(Array.from({ length: 4 }, () => signUpWithRole(t, 'investor')));
  roomId = await createRoom(t, founder, (await buildStartup(t, founder.id)).id, 'Race room');
  documentId = (await t.app.inject(uploadRequest(founder, roomId, 'Deck.pdf', await pdfBytes()))).json().id;
  await connect(t, founder, admin);
  fund = await buildOrganisation(t, admin, members.map((m) => [m, 'member'] as const));
}, 120_000);
afterAll(() => t.close());

const openRoom = (user: TestUser) => as(user, { method: 'GET', url: `/api/data-rooms/${roomId}` });
const viewDeck = (user: TestUser) => as(user, { method: 'GET', url: `/api/data-rooms/${roomId}/documents/${documentId}/content?disposition=inline` });
const grantFund = async () => {
  const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { organisationId: fund, permission: 'view' } }));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
};

describe('a fund’s room grant under concurrent reads', () => {
  it('revoked while every member reads: one revocation, answers of 200 or 404 only, and no member reads after', async () => {
    const grantId = await grantFund();
    const reads = Array.from({ length: 3 }, () => [admin, ...members].flatMap((user) => [openRoom(user), viewDeck(user)])).flat();
    const revoke = as(founder, { method: 'DELETE', url: `/api/data-rooms/${roomId}/grants/${grantId}` });
    const responses = await fireTogether(t, [...reads.slice(0, 15), revoke, revoke, ...reads.slice(15)]);

    const counts = statusCounts(responses);
    expect(counts[204]).toBe(2);
    expect(Object.keys(counts).every((status) => ['200', '204', '404'].includes(status))).toBe(true);
    const revocations = await t.db.select().from(dataRoomEvents).where(and(eq(dataRoomEvents.roomId, roomId), eq(dataRoomEvents.action, 'revoke')));
    expect(revocations).toHaveLength(1);
    expect(statusCounts(await fireTogether(t, [admin, ...members].flatMap((user) => [openRoom(user), viewDeck(user)])))).toEqual({ 404: 10 });
  });

  it('a member removed while reading: the removal lands, answers are 200 or 404 only, and the former member reads nothing after', async () => {
    await grantFund();
    const leaver = members[0]!;
    const removal = as(admin, { method: 'DELETE', url: `/api/organisations/${fund}/members/${leaver.id}` });
    const reads = Array.from({ length: 10 }, () => [openRoom(leaver), viewDeck(leaver)]).flat();
    const responses = await fireTogether(t, [...reads.slice(0, 10), removal, ...reads.slice(10)]);

    expect(responses[10]!.statusCode).toBe(204);
    const readStatuses = responses.filter((_, i) => i !== 10).map((r) => r.statusCode);
    expect(readStatuses.every((status) => status === 200 || status === 404)).toBe(true);
    expect(statusCounts(await fireTogether(t, [openRoom(leaver), viewDeck(leaver), openRoom(leaver)]))).toEqual({ 404: 3 });
    // The other members still read: the removal took one person out, not the fund's grant.
    expect(statusCounts(await fireTogether(t, members.slice(1).map(openRoom)))).toEqual({ 200: 3 });
    // Granting again while it was live renewed the fund's one row.
    expect(await t.db.select({ id: dataRoomGrants.id }).from(dataRoomGrants).where(eq(dataRoomGrants.organisationId, fund))).toHaveLength(1);
  });

  it('granted twice at once: one row for the fund, both answers 201 naming it', async () => {
    const twice = as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { organisationId: fund, permission: 'download' } });
    const responses = await fireTogether(t, [twice, twice]);
    expect(statusCounts(responses)).toEqual({ 201: 2 });
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db.select().from(dataRoomGrants).where(eq(dataRoomGrants.organisationId, fund));
    expect(rows.map((r) => [r.permission, r.revokedAt])).toEqual([['download', null]]);
  });
});
