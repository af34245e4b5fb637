import { expect, test, type APIRequestContext } from '@playwright/test';
import { onboardInvestor, signUp, uniqueWord } from '../../support/api-data';

/** A founder in their own request context, kept open so they can answer requests later. */
async function founderWithStartup(request: APIRequestContext, name: string): Promise<number> {
  await signUp(request, 'Kofi');
  await request.post('/api/founders', { data: { bio: 'Second-time founder in payments.', location: 'Accra', expertiseTags: ['Finance'] } });
  const created = await request.post('/api/startups', {
    data: { name, description: `${name} builds payment rails for informal retailers.`, sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: '$500K', teamSize: 9, businessModel: 'Transaction-based' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

async function acceptAll(request: APIRequestContext) {
  const invitations = (await (await request.get('/api/users/connections/invitations')).json()) as { incoming: { id: number }[] };
  for (const invitation of invitations.incoming) expect((await request.post(`/api/users/connections/${invitation.id}/accept`)).ok()).toBe(true);
}

test('a startup card shows Pending after a request and Message once the founder accepts', async ({ page, playwright, baseURL }) => {
  const founder = await playwright.request.newContext({ baseURL });
  const name = uniqueWord('Pendo');
  await founderWithStartup(founder, name);
  await onboardInvestor(page.request);

  await page.goto(`/startups?q=${name}`);
  const card = page.getByRole('list', { name: 'Startups' }).getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: `Connect with ${name}` }).click();
  await page.getByLabel('Why do you want to connect?').fill('We back seed fintech in Accra.');
  await page.getByRole('button', { name: 'Send request' }).click();
  // Connect becomes Pending on the card at once, and stays so after a reload.
  const pending = card.getByRole('button', { name: `Connection request to ${name} pending` });
  await expect(pending).toBeDisabled();
  await page.reload();
  await expect(pending).toBeDisabled();
  await expect(card.getByRole('button', { name: `Connect with ${name}` })).toHaveCount(0);

  await acceptAll(founder);
  await page.reload();
  const message = card.getByRole('link', { name: `Message ${name}` });
  await expect(message).toHaveAttribute('href', /^\/messages\?thread=\d+$/);
  await message.click();
  await expect(page.getByLabel('Message Kofi')).toBeVisible();
  await founder.dispose();
});

test('the startup page and the founder see the state too: Message on the detail page, Respond for a request received', async ({ page, playwright, baseURL }) => {
  const founder = await playwright.request.newContext({ baseURL });
  const name = uniqueWord('Tembo');
  const startupId = await founderWithStartup(founder, name);
  await onboardInvestor(page.request);
  const investorId = ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

  // The founder asks the investor: the investor is asked to respond on the founder's startup.
  expect((await founder.post('/api/users/connections', { data: { addresseeId: investorId, message: 'Raising our seed.' } })).ok()).toBe(true);
  await page.goto(`/startups/${startupId}`);
  await page.getByRole('link', { name: `Respond to ${name}'s connection request` }).click();
  await expect(page).toHaveURL(/\/network\?tab=invitations$/);
  await page.getByRole('button', { name: 'Accept Kofi Test' }).click();
  await expect(page.getByText('Connection accepted').first()).toBeVisible();

  await page.goto(`/startups/${startupId}`);
  await expect(page.getByRole('link', { name: `Message ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Connect with ${name}` })).toHaveCount(0);
  await founder.dispose();
});
