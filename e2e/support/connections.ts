import { expect, type APIRequestContext } from '@playwright/test';

/** One person asks, the other accepts: the two are connected, as the network screen would leave them. */
export async function connectViaApi(asker: { request: APIRequestContext; id: string }, accepter: { request: APIRequestContext; id: string }): Promise<void> {
  expect((await asker.request.post('/api/users/connections', { data: { addresseeId: accepter.id } })).ok()).toBe(true);
  const invitations = await (await accepter.request.get('/api/users/connections/invitations')).json();
  const invitation = invitations.incoming.find((i: { connectedUser: { id: string } }) => i.connectedUser.id === asker.id);
  expect((await accepter.request.post(`/api/users/connections/${invitation.id}/accept`)).ok()).toBe(true);
}
