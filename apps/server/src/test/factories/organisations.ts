/**
 * Factories of organisations (funds) made through the real endpoints: the admin creates the fund and
 * invites each person with a role, who accepts; removeFromOrganisation is the admin's removal.
 */
import { as, type TestApp, type TestUser } from '../test-app';
import { makeEstablished } from './users';

type Role = 'admin' | 'member' | 'viewer';

/** Adds one person to the fund with a role, by the admin's invitation and the person's acceptance. */
export async function joinOrganisation(t: TestApp, admin: TestUser, organisationId: number, who: TestUser, role: Role): Promise<void> {
  const invited = await t.app.inject(as(admin, { method: 'POST', url: `/api/organisations/${organisationId}/invitations`, payload: { email: who.email, role } }));
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await t.app.inject(as(who, { method: 'POST', url: `/api/organisations/invitations/${invited.json().id}/accept` }));
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.statusCode} ${accepted.body}`);
}

/** A fund whose admin is `admin`, with each person joined in the role given; returns its id. */
export async function buildOrganisation(t: TestApp, admin: TestUser, members: readonly [TestUser, Role][] = [], name = 'Kilimanjaro Ventures'): Promise<number> {
  // An established account's allowance: an admin may invite more than a new account's five a day.
  await makeEstablished(t, admin);
  const created = await t.app.inject(as(admin, { method: 'POST', url: '/api/organisations', payload: { name, kind: 'fund' } }));
  if (created.statusCode !== 201) throw new Error(`organisation failed: ${created.statusCode} ${created.body}`);
  const id = created.json().id as number;
  for (const [who, role] of members) await joinOrganisation(t, admin, id, who, role);
  return id;
}

/** The admin removes the person from the fund. */
export async function removeFromOrganisation(t: TestApp, admin: TestUser, organisationId: number, who: TestUser): Promise<void> {
  const removed = await t.app.inject(as(admin, { method: 'DELETE', url: `/api/organisations/${organisationId}/members/${who.id}` }));
  if (removed.statusCode !== 204) throw new Error(`removal failed: ${removed.statusCode} ${removed.body}`);
}
