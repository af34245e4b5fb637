import type { Page } from '@playwright/test';

let counter = 0;
/** A unique email per test run and worker, so tests never collide on one database. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

/** Signs up through the real page, as a visitor would. */
export async function signUpThroughPage(page: Page, user: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/api/login?mode=signup');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}
