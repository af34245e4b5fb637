import { expect, test, type Page } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';
import { shootPage } from '../../support/screenshots';

/** Saved at desktop and phone widths when SCREENSHOT_DIR is set. */
const shoot = (page: Page, name: string) => shootPage(page, `organisations-${name}`);

test('an investor creates a fund, invites an associate who joins from her invitations, then changes her role and removes her, which ends her access', async ({ page, browser }) => {
  test.slow();
  await onboardInvestor(page.request, 'Awa');
  const associateContext = await browser.newContext();
  const associate = await associateContext.newPage();
  const associateEmail = await onboardInvestor(associate.request, 'Nana');

  // The fund's admin reaches Fund teams from the user menu and creates the fund; a wrong cheque order is refused on its field.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Fund teams' }).click();
  await expect(page.getByRole('heading', { name: 'Fund teams', level: 1 })).toBeVisible();
  await expect(page.getByText('You do not belong to a fund, angel network or syndicate yet.')).toBeVisible();
  await page.getByLabel('Organisation name').fill('Sahel Seed Fund');
  await page.getByLabel('Investment thesis').fill('Pre-seed and seed fintech in francophone West Africa.');
  await page.getByLabel('Smallest cheque (US dollars)').fill('300K');
  await page.getByLabel('Largest cheque (US dollars)').fill('$100,000');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByText('The smallest cheque must not be larger than the largest')).toBeVisible();
  await page.getByLabel('Smallest cheque (US dollars)').fill('25K');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Sahel Seed Fund', level: 1 })).toBeVisible();
  await expect(page.getByText('Your role: Administrator')).toBeVisible();

  // The admin invites the associate as a member.
  await page.getByLabel('Their e-mail address').fill('not an address');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await shoot(page, 'invite-refused');
  await page.getByLabel('Their e-mail address').fill(associateEmail);
  await page.getByLabel('Their role').selectOption('member');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(page.getByText(`${associateEmail} · Member`)).toBeVisible();
  await shoot(page, 'admin');

  // The associate finds the invitation on her Fund teams screen and joins.
  await associate.goto('/organisations');
  await expect(associate.getByText('Join Sahel Seed Fund as Member, invited by Awa Test')).toBeVisible();
  await shoot(associate, 'invited');
  await associate.getByRole('button', { name: 'Accept and join' }).click();
  await expect(associate.getByText('You joined Sahel Seed Fund', { exact: true })).toBeVisible();
  await associate.getByRole('link', { name: 'Sahel Seed Fund' }).click();
  await expect(associate.getByText('Your role: Member')).toBeVisible();
  await expect(associate.getByText('2 members')).toBeVisible();
  await expect(associate.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  // The admin makes her a viewer, then removes her: her next look finds nothing.
  await page.reload();
  await page.getByLabel('Role of Nana Test').selectOption('viewer');
  await expect(page.getByText('Role changed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Nana Test' }).click();
  await expect(page.getByText('Member removed', { exact: true })).toBeVisible();
  await expect(page.getByText(/· 1 member$/)).toBeVisible();
  await associate.reload();
  await expect(associate.getByRole('alert')).toContainText('Organisation not found');
  await associate.goto('/organisations');
  await expect(associate.getByText('You do not belong to a fund, angel network or syndicate yet.')).toBeVisible();
  await associateContext.close();
});
