import { expect, type Page } from '@playwright/test';
import { verificationLinkFor } from './outbox';

let counter = 0;
/** A unique email per test run and worker, so tests never collide on one database. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

type NewUser = { firstName: string; lastName: string; email: string; password: string };

/** Fills and sends the sign-up form, as a visitor would; the page then asks them to check their e-mail. */
export async function submitSignUpForm(page: Page, user: NewUser) {
  await page.goto('/api/login?mode=signup');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your e-mail');
}

/** Signs up through the real page and opens the e-mailed link in it, which signs in and lands on onboarding. */
export async function signUpThroughPage(page: Page, user: NewUser) {
  await submitSignUpForm(page, user);
  const link = await verificationLinkFor(user.email);
  await page.goto(link.pathname + link.search);
}
