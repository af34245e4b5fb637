import { expect, type Browser, type Page } from '@playwright/test';
import { onboardInvestor } from './api-data';
import { connectViaApi } from './connections';
import { createStartupViaApi, signUpFounder, uniqueWord } from './profiles';

/** The id of the person signed in on this page. */
export const signedInUserId = async (page: Page): Promise<string> => ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

export type FundWithAssociate = { partner: Page; associate: Page; fundId: number; fundName: string };

/**
 * A fund made through the API, as its screens would leave it: its partner (Awa) created it and invited an associate
 * (Nana), who accepted. Each of them is signed in on a page of their own.
 */
export async function fundWithAssociate(browser: Browser): Promise<FundWithAssociate> {
  const partner = await (await browser.newContext()).newPage();
  const associate = await (await browser.newContext()).newPage();
  await onboardInvestor(partner.request, 'Awa');
  const associateEmail = await onboardInvestor(associate.request, 'Nana');
  const fundName = `Sahel ${uniqueWord('Fund')}`;
  const fund = (await (await partner.request.post('/api/organisations', { data: { name: fundName, kind: 'fund' } })).json()) as { id: number };
  const invitation = (await (await partner.request.post(`/api/organisations/${fund.id}/invitations`, { data: { email: associateEmail, role: 'member' } })).json()) as { id: number };
  expect((await associate.request.post(`/api/organisations/invitations/${invitation.id}/accept`)).ok()).toBe(true);
  return { partner, associate, fundId: fund.id, fundName };
}

/**
 * A founder (Ngozi, on `founder`) with a startup, who knows the fund's partner but not its associate: whatever the
 * founder gives the fund reaches the associate only through the fund.
 */
export async function founderWhoKnowsThePartner(founder: Page, fund: FundWithAssociate): Promise<{ startupId: number; startupName: string }> {
  await signUpFounder(founder);
  const startupName = uniqueWord('Ledger');
  const startupId = await createStartupViaApi(founder, { name: startupName });
  await connectViaApi({ request: founder.request, id: await signedInUserId(founder) }, { request: fund.partner.request, id: await signedInUserId(fund.partner) });
  return { startupId, startupName };
}
