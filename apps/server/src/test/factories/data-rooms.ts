/**
 * Factories of data rooms, made through the real endpoints: a room of a startup (createRoom),
 * a grant of a room to a user (grantRoom), and a founder's room with a person in each state of
 * access (roomWithPeople). Uploads are requests the tests send themselves, with uploadRequest and
 * the file bytes of modules/data-rooms/test-support.ts, which also builds the app with a files folder.
 */
import { eq } from 'drizzle-orm';
import { dataRoomGrants } from '../../db/schema/data-rooms';
import { as, type TestApp, type TestUser } from '../test-app';
import { connect } from './network';
import { buildStartup } from './startups';
import { signUpWithRole } from './users';

/** The owner's new room of `startupId`; returns its id. */
export async function createRoom(t: Pick<TestApp, 'app'>, owner: TestUser, startupId: number, name: string): Promise<number> {
  const response = await t.app.inject(as(owner, { method: 'POST', url: '/api/data-rooms', payload: { startupId, name } }));
  if (response.statusCode !== 201) throw new Error(`room creation failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

/** Grants `user` the whole room as its owner would, and returns the grant's id. */
export async function grantRoom(t: TestApp, owner: TestUser, roomId: number, user: TestUser, permission: 'view' | 'download', extra: object = {}): Promise<number> {
  const response = await t.app.inject(as(owner, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { userId: user.id, permission, ...extra } }));
  if (response.statusCode !== 201) throw new Error(`grant failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

export type RoomWithPeople = {
  owner: TestUser;
  /** Connected investors: one granted view, one download, one whose grant has expired, one whose grant was revoked. */
  viewer: TestUser;
  downloader: TestUser;
  expired: TestUser;
  revoked: TestUser;
  /** An investor with no connection and no grant. */
  stranger: TestUser;
  startupId: number;
  roomId: number;
};

/** A founder's data room for one startup, with a person in each state of access the tests need. */
export async function roomWithPeople(t: TestApp, roomName: string): Promise<RoomWithPeople> {
  const owner = await signUpWithRole(t, 'founder');
  const [viewer, downloader, expired, revoked, stranger] = [
    await signUpWithRole(t, 'investor'),
    await signUpWithRole(t, 'investor'),
    await signUpWithRole(t, 'investor'),
    await signUpWithRole(t, 'investor'),
    await signUpWithRole(t, 'investor'),
  ];
  for (const person of [viewer, downloader, expired, revoked]) await connect(t, owner, person);
  const startupId = (await buildStartup(t, owner.id)).id;
  const roomId = await createRoom(t, owner, startupId, roomName);
  await grantRoom(t, owner, roomId, viewer, 'view');
  await grantRoom(t, owner, roomId, downloader, 'download');
  const expiring = await grantRoom(t, owner, roomId, expired, 'download');
  await t.db.update(dataRoomGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataRoomGrants.id, expiring));
  const revoking = await grantRoom(t, owner, roomId, revoked, 'download');
  const revocation = await t.app.inject(as(owner, { method: 'DELETE', url: `/api/data-rooms/${roomId}/grants/${revoking}` }));
  if (revocation.statusCode !== 204) throw new Error(`revoke failed: ${revocation.statusCode}`);
  return { owner, viewer, downloader, expired, revoked, stranger, startupId, roomId };
}
