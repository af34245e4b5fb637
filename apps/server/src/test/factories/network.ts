/**
 * Factories of the network between users, made through the real endpoints:
 * a connection request left pending (requestConnection) and an accepted connection (connect),
 * which also opens the pair's message thread.
 * Intro requests are connection requests with a message: tests send those themselves.
 */
import type { TestApp, TestUser } from '../test-app';
import { as } from '../test-app';
import { makeEstablished } from './users';

/** A pending connection request from `requester` to `addressee`; returns its id. */
export async function requestConnection(t: Pick<TestApp, 'app'>, requester: TestUser, addressee: Pick<TestUser, 'id'>): Promise<number> {
  const sent = await t.app.inject(as(requester, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: addressee.id } }));
  if (sent.statusCode !== 201) throw new Error(`connection request failed: ${sent.statusCode} ${sent.body}`);
  return sent.json().id;
}

/**
 * Two users with an accepted connection, made through the real endpoints. A connection stands for people
 * who know each other, so the requester's account is made established first: a founder connected to many
 * investors in a test is not a new account hitting its daily intro limit (account-limits tests cover that).
 */
export async function connect(t: TestApp, requester: TestUser, addressee: TestUser): Promise<void> {
  await makeEstablished(t, requester);
  const sent = await t.app.inject(as(requester, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: addressee.id } }));
  if (sent.statusCode !== 201) throw new Error(`connect failed: ${sent.body}`);
  if (sent.json().status === 'accepted') return;
  const invitations = await t.app.inject(as(addressee, { method: 'GET', url: '/api/users/connections/invitations' }));
  const invitation = invitations.json().incoming.find((i: { connectedUser: { id: string } }) => i.connectedUser.id === requester.id);
  await t.app.inject(as(addressee, { method: 'POST', url: `/api/users/connections/${invitation.id}/accept` }));
}
