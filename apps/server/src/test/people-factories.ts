import type { TestApp, TestUser } from './test-app';
import { as } from './test-app';

/** Two users with an accepted connection, made through the real endpoints. */
export async function connect(t: TestApp, requester: TestUser, addressee: TestUser): Promise<void> {
  const sent = await t.app.inject(as(requester, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: addressee.id } }));
  if (sent.statusCode !== 201) throw new Error(`connect failed: ${sent.body}`);
  if (sent.json().status === 'accepted') return;
  const invitations = await t.app.inject(as(addressee, { method: 'GET', url: '/api/users/connections/invitations' }));
  const invitation = invitations.json().incoming.find((i: { connectedUser: { id: string } }) => i.connectedUser.id === requester.id);
  await t.app.inject(as(addressee, { method: 'POST', url: `/api/users/connections/${invitation.id}/accept` }));
}

/** A valid job post; override any field. */
export function buildJob(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Senior Backend Engineer',
    description: 'Build payment rails for merchants across West Africa.',
    jobType: 'Full-time Employee',
    category: 'Engineering',
    location: 'Lagos',
    isRemote: false,
    ...overrides,
  };
}

export async function postJob(t: TestApp, user: TestUser, overrides: Record<string, unknown> = {}): Promise<{ id: number; title: string }> {
  const response = await t.app.inject(as(user, { method: 'POST', url: '/api/jobs', payload: buildJob(overrides) }));
  if (response.statusCode !== 201) throw new Error(`post job failed: ${response.body}`);
  return response.json();
}
