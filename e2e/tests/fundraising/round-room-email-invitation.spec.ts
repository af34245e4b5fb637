import { expect, test, type APIResponse } from '@playwright/test';
import { emailsTo } from '../../support/outbox';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';
import { shootPage } from '../../support/screenshots';
import { signUpThroughPage, uniqueEmail } from '../../support/users';

async function ok<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * An invitation to the round room by e-mail address (decision 0058, amended): the founder invites an address on the
 * board from its card; the e-mail (an .eml file in the outbox) links to the room; its reader, not on Baobab, opens the
 * link, signs up with that address through the verify-first sign-up, onboards as an investor, and reads the round.
 */
test('a founder invites an address not on Baobab; its owner signs up through the e-mail and reads the round room', async ({ page, browser }) => {
  // Two people sign up and a round is set up through the API first: a long journey on a shared machine.
  test.setTimeout(240_000);
  const company = uniqueWord('Teranga');
  const address = uniqueEmail('yaa');

  await signUpFounder(page);
  const startupId = await createStartupViaApi(page, { name: company, raisingAmount: 'XOF 500 000 000' });
  const raise = await ok<{ id: number }>(await page.request.post(`/api/startups/${startupId}/raises`, { data: { name: 'Seed 2026', instrument: 'post-money-safe', targetAmount: 'XOF 500 000 000' } }));
  await ok(await page.request.post(`/api/startups/${startupId}/raises/${raise.id}/investors`, { data: { email: address, name: 'Yaa Asante' } }));
  await ok(await page.request.post(`/api/startups/${startupId}/raises/${raise.id}/status`, { data: { status: 'open' } }));

  // The founder invites the address from its card on the board.
  await page.goto('/fundraising');
  await page.getByRole('button', { name: 'Edit Yaa Asante' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`We e-mail ${address} a link`)).toBeVisible();
  await shootPage(page, 'round-room-email-invitation-card');
  // No sideways scroll on a phone, the address included.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: 'Invite to the round room' })).toBeInViewport();
  if (process.env.SCREENSHOT_DIR) await dialog.screenshot({ path: `${process.env.SCREENSHOT_DIR}/round-room-email-invitation-dialog-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Invite to the round room' }).click();
  await expect(dialog.getByText(/^Invited on .*: they see the room\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The e-mail names the company and the round and links to the room.
  let invitation = '';
  await expect.poll(async () => (invitation = (await emailsTo(address)).find((mail) => mail.includes(`/rounds/${raise.id}`)) ?? '')).not.toBe('');
  expect(invitation).toContain(`${company} invites you to its round "Seed 2026" on Baobab`);
  const link = new URL(invitation.match(/https?:\/\/\S+\/rounds\/\d+/)![0]);
  expect(link.pathname).toBe(`/rounds/${raise.id}`);

  // Its reader, signed out, is asked to sign in; they sign up with the address instead, verify it and onboard as an investor.
  const yaa = await (await browser.newContext()).newPage();
  await yaa.goto(link.pathname);
  await expect(yaa.getByText('Sign in to open the rounds you are invited to.')).toBeVisible();
  await signUpThroughPage(yaa, { firstName: 'Yaa', lastName: 'Asante', email: address, password: 'a-strong-password' });
  await yaa.waitForURL(/\/onboarding$/);
  await ok(
    await yaa.request.post('/api/investors', {
      data: { type: 'angel', investmentThesis: 'Early fintech across West Africa.', averageTicketSize: 25000, minTicketSize: 5000, maxTicketSize: 100000, sectors: ['FinTech'], geographies: ['Africa'], stages: ['Seed'] },
    }),
  );

  // The round is in "Rounds I'm invited to", and its room opens.
  await yaa.goto('/rounds');
  await yaa.getByRole('link', { name: new RegExp(`^Seed 2026 of ${company}`) }).click();
  await expect(yaa.getByRole('heading', { name: 'Seed 2026', level: 1 })).toBeVisible();
  await expect(yaa.getByRole('button', { name: 'Soft-circle' })).toBeVisible();
});
