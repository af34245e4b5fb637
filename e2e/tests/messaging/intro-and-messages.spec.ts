import { expect, test } from '@playwright/test';
import { createStartups, onboardInvestor } from '../../support/api-data';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

test('an investor connects on a startup, the founder accepts, and their messages appear live on the other side', async ({ page: founder, browser }) => {
  // Two browsers, two sign-ups and ten page loads in one story: 13 s on a quiet machine, 15-21 s
  // with two other workers busy, and once past 30 s in a loaded CI run. test.slow() gives it 90 s.
  test.slow();
  const startupName = uniqueWord('Mawimbi');
  await signUpFounder(founder);
  const startupId = await createStartupViaApi(founder, { name: startupName });
  await founder.goto('/dashboard');
  await expect(founder.getByText('No recent activity')).toBeVisible();

  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  await onboardInvestor(investor.request);

  // The intro request: a reason is required.
  await investor.goto(`/startups/${startupId}`);
  await investor.getByRole('button', { name: `Connect with ${startupName}` }).click();
  await investor.getByRole('button', { name: 'Send request' }).click();
  await expect(investor.getByText('Tell them why you want to connect')).toBeVisible();
  await investor.getByLabel('Why do you want to connect?').fill('We back seed-stage logistics in Lagos and would love to hear about your round.');
  await investor.getByRole('button', { name: 'Send request' }).click();
  await expect(investor.getByText('Intro request sent').first()).toBeVisible();

  // The founder's bell updates without a reload.
  await expect(founder.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await founder.goto('/network?tab=invitations');
  const invitations = founder.getByRole('list', { name: 'Received invitations' });
  await expect(invitations).toContainText('would love to hear about your round');
  await founder.getByRole('button', { name: 'Accept Ifeoma Test' }).click();
  await expect(founder.getByText('Connection accepted').first()).toBeVisible();

  // The investor opens the inbox from the dashboard's Messages button.
  await investor.goto('/dashboard');
  await investor.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(investor).toHaveURL(/\/messages$/);
  await investor.getByRole('link', { name: /^Ngozi Eze/ }).click();
  await founder.goto('/messages');
  await founder.getByRole('link', { name: /^Ifeoma Test/ }).click();

  await investor.getByLabel('Message Ngozi').fill('Hello <b>Ngozi</b>, our memo: https://example.com/memo.');
  await investor.getByRole('button', { name: 'Send message' }).click();

  const founderMessages = founder.getByRole('list', { name: 'Messages' });
  await expect(founderMessages).toContainText('Hello <b>Ngozi</b>, our memo:');
  await expect(founderMessages.getByRole('link', { name: 'https://example.com/memo' })).toHaveAttribute('href', 'https://example.com/memo');
  await expect(founderMessages.locator('b')).toHaveCount(0);

  await founder.getByLabel('Message Ifeoma').fill('Thanks! Happy to share our deck.');
  await founder.getByLabel('Message Ifeoma').press('Enter');
  await expect(investor.getByRole('list', { name: 'Messages' })).toContainText('Thanks! Happy to share our deck.');

  // Still correct after a reload, and the dashboard shows the conversation.
  await founder.reload();
  await expect(founder.getByRole('list', { name: 'Messages' })).toContainText('Happy to share our deck');
  await founder.goto('/dashboard');
  await expect(founder.getByRole('list', { name: 'Recent activity' })).toContainText('You: Thanks! Happy to share our deck.');
  await investorContext.close();
});

test('before the founder accepts, the investor cannot message and is told why', async ({ page, baseURL }) => {
  const [startupId] = await createStartups(baseURL!, [uniqueWord('Subira')]);
  await onboardInvestor(page.request);
  const request = await page.request.post('/api/users/connections', { data: { toStartupId: startupId, message: 'Interested in your seed round.' } });
  const { id } = (await request.json()) as { id: number };
  const refused = await page.request.post(`/api/messages/threads/${id}/messages`, { data: { content: 'Hello?' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('You can message each other once the intro request is accepted');
  await page.goto('/messages');
  await expect(page.getByText('No conversations yet.')).toBeVisible();
  await page.goto('/network?tab=invitations');
  await expect(page.getByRole('list', { name: 'Sent invitations' })).toContainText('Interested in your seed round.');
  await page.getByRole('button', { name: /^Withdraw request to/ }).click();
  await expect(page.getByText('Request withdrawn').first()).toBeVisible();
});
