import type { Page } from '@playwright/test';

/** The seeded demo accounts (apps/server/src/seed/demo.ts): the founder owns startups 1 and 2. */
export const demoFounder = { email: 'founder@baobab.demo', password: 'baobab-founder-demo' };
export const demoInvestor = { email: 'investor@baobab.demo', password: 'baobab-investor-demo' };
/** A platform admin (the admin console at /admin), with no founder or investor role. */
export const demoAdmin = { email: 'admin@baobab.demo', password: 'baobab-admin-demo' };

/** Signs in through the auth API with the page's cookie jar, so the page is signed in too. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: account });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
