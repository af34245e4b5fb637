import type { Page } from '@playwright/test';
import { signUpThroughPage, uniqueEmail } from './users';

/** A word no other test (or seeded row) contains, so a search finds exactly this test's data. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${Math.floor(performance.now() * 1000).toString(36)}`;
}

/** Signs up in the page, then completes founder onboarding through the API with the page's session. */
export async function signUpFounder(page: Page, firstName = 'Ngozi') {
  await signUpThroughPage(page, { firstName, lastName: 'Eze', email: uniqueEmail('founder'), password: 'a-strong-password' });
  await page.waitForURL(/\/onboarding$/);
  const response = await page.request.post('/api/founders', {
    data: { bio: 'Building logistics software for Lagos SMEs.', location: 'Lagos, Nigeria', linkedinUrl: '', expertiseTags: ['Technology'] },
  });
  if (!response.ok()) throw new Error(`founder onboarding failed: ${await response.text()}`);
}

export async function createStartupViaApi(page: Page, overrides: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/startups', {
    data: { description: 'A startup created by an end-to-end test.', sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: '$500K', teamSize: 3, businessModel: 'B2B SaaS', ...overrides },
  });
  if (!response.ok()) throw new Error(`startup creation failed: ${await response.text()}`);
  return (await response.json()).id;
}
