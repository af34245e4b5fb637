import { expect, test, type Page } from '@playwright/test';
import { moderationMessages, moderationTemplates } from '@baobab/contracts/moderation';
import { message } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { signUpViaApi, uniqueToken } from '../../support/api-users';
import { connectViaApi } from '../../support/connections';
import { demoAdmin, signInAs } from '../../support/demo-users';

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/moderation-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a user reports a message, the admin suspends the sender, whose session ends at once, and the reporter hears the outcome', async ({ browser }) => {
  test.slow();
  const senderContext = await browser.newContext();
  const readerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const sender = await senderContext.newPage();
  const reader = await readerContext.newPage();
  const admin = await adminContext.newPage();

  const a = await signUpViaApi(sender.request, 'Amadou', uniqueToken('Sender'));
  const b = await signUpViaApi(reader.request, 'Bisi', uniqueToken('Reader'));
  await connectViaApi({ request: sender.request, id: a.id }, { request: reader.request, id: b.id });
  const scam = `Send me your bank PIN to claim a grant ${uniqueToken('')}`;
  expect((await sender.request.post('/api/messages', { data: { recipientId: b.id, content: scam } })).ok()).toBe(true);
  await sender.goto('/messages');
  await expect(sender.getByRole('link', { name: new RegExp(`^Bisi ${b.lastName}`) })).toBeVisible();

  // B reports the message from the thread.
  await reader.goto('/messages');
  await reader.getByRole('link', { name: new RegExp(`^Amadou ${a.lastName}`) }).click();
  await expect(reader.getByRole('list', { name: 'Messages' })).toContainText(scam);
  await reader.getByRole('button', { name: 'Report this message' }).click();
  const dialog = reader.getByRole('dialog', { name: moderationMessages.reportTitle('message') });
  await dialog.getByRole('button', { name: moderationMessages.submit }).click();
  await expect(dialog.getByText(moderationMessages.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Scam or fraud').check();
  await dialog.getByLabel(moderationMessages.detailsOptional).fill('Asks for my bank PIN.');
  await shoot(reader, 'report-dialog');
  await dialog.getByRole('button', { name: moderationMessages.submit }).click();
  await expect(reader.getByText(moderationMessages.reported, { exact: true })).toBeVisible();

  // The admin sees it in the queue with the message text, and suspends the sender.
  await signInAs(admin, demoAdmin);
  await admin.goto('/admin?tab=reports');
  const item = admin.getByRole('listitem').filter({ hasText: scam });
  await expect(item).toBeVisible();
  await expect(item).toContainText(a.email);
  await expect(item).toContainText('Asks for my bank PIN.');
  await shoot(admin, 'report-queue');
  await item.getByLabel(moderationMessages.actionLabel).selectOption({ label: moderationMessages.actionLabels.suspend! });
  await item.getByLabel(moderationMessages.actionReasonLabel).fill('Phishing for bank details');
  await item.getByRole('button', { name: moderationMessages.apply }).click();
  await expect(admin.getByText(moderationMessages.actionDone, { exact: true })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: scam })).toHaveCount(0);

  // The sender's session has ended: their next navigation is signed out.
  await sender.goto('/messages');
  await expect(sender.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect((await sender.request.get('/api/auth/user')).status()).toBe(401);
  // Signing in again is refused with a clear message.
  await sender.goto('/login');
  await sender.getByLabel('Email').fill(a.email);
  await sender.getByLabel('Password').fill('a-strong-password');
  await sender.getByRole('button', { name: 'Sign In' }).click();
  await expect(sender.getByRole('alert')).toHaveText(englishOf(moderationMessages.accountSuspended));
  await shoot(sender, 'sign-in-refused');

  // The reporter is told the outcome, without the sanction's details.
  await reader.goto('/notifications');
  await expect(reader.getByText(moderationMessages.outcomeBody('message', true))).toBeVisible();

  // The Accounts tab shows the suspension in the sender's history.
  await admin.goto('/admin?tab=accounts');
  await admin.getByLabel(moderationMessages.accountSearchLabel).fill(a.lastName);
  await admin.getByRole('button', { name: englishOf(message(moderationTemplates.selectAccount, { name: `Amadou ${a.lastName}` })) }).click();
  await expect(admin.getByRole('region', { name: moderationMessages.historyTitle })).toContainText('Phishing for bank details');
  await shoot(admin, 'accounts');

  await Promise.all([senderContext.close(), readerContext.close(), adminContext.close()]);
});
