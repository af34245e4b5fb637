import { expect, test } from '@playwright/test';
import { signUpViaApi, uniqueToken } from '../../support/api-users';
import { unsubscribeLinkFor } from '../../support/outbox';
import { shootPage } from '../../support/screenshots';

// The unsubscribe page is the one form the browser posts itself: it has a policy of its own (form-action 'self'),
// where the app's pages refuse any form the app does not send.
test("an e-mail's unsubscribe link opens a page whose button turns those e-mails off", async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const recipient = await signUpViaApi(page.request, 'Abena', uniqueToken('Owusu'));
  const sender = await playwright.request.newContext({ baseURL });
  await signUpViaApi(sender, 'Yaw', uniqueToken('Boateng'));
  const asked = await sender.post('/api/users/connections', { data: { addresseeId: recipient.id, message: 'Hello there' } });
  expect(asked.ok()).toBe(true);
  await sender.dispose();

  const link = await unsubscribeLinkFor(recipient.email);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Intro requests');
  await shootPage(page, 'unsubscribe-page');
  await page.getByRole('button').click();
  await expect(page).toHaveURL(/\/notifications\?unsubscribed=intro_request$/);
  const preferences = (await (await page.request.get('/api/notifications/preferences')).json()) as { kind: string; email: boolean }[];
  expect(preferences.find((preference) => preference.kind === 'intro_request')?.email).toBe(false);
});
