import { expect, test } from '@playwright/test';
import { signUp } from '../../support/api-data';
import { demoAdmin, signInAs } from '../../support/demo-users';
import { shootPage } from '../../support/screenshots';

test('the admin console is a 404 page to a member, who becomes an admin by accepting an invitation the audit log records', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const email = await signUp(page.request, 'Yaw');

  // A member: no Admin link, and /admin is the not-found page.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Your account' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The demo admin reaches the console from the user menu and invites the member.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, demoAdmin);
  await admin.goto('/dashboard');
  await admin.getByRole('button', { name: 'Your account' }).click();
  await admin.getByRole('menu').getByRole('menuitem', { name: 'Admin', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await admin.getByRole('tab', { name: 'Admins' }).click();
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText('Give a reason: it is kept in the audit log')).toBeVisible();
  await shootPage(admin, 'admin-invite-refused');
  await admin.getByLabel('E-mail address').fill(email);
  await admin.getByLabel('Reason').fill('Reviews investor applications from Ghana');
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: email })).toBeVisible();
  await shootPage(admin, 'admin-invite-sent');

  // The member is told in Baobab and accepts.
  await page.goto('/admin/invitation');
  await expect(page.getByText('Kofi Boateng invited you.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('You are now a Baobab admin', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

  // The audit log says who did what and why.
  await admin.reload();
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  const log = admin.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'team.invite' }).filter({ hasText: 'Reviews investor applications from Ghana' }).first()).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: 'team.accept_invitation' }).first()).toBeVisible();
  await adminContext.close();
});
