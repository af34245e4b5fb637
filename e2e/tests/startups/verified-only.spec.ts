import { expect, test } from '@playwright/test';
import { startupTrustMessages as m } from '@baobab/contracts/startup-trust';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { signUpViaApi } from '../../support/api-users';
import { demoFounder, signInAs } from '../../support/demo-users';

/** Demo startup 1 and its seeded data room (apps/server/src/seed/demo.ts, demo-room.ts). */
const STARTUP = 1;

test('a founder with "verified only" on refuses an unverified investor\'s intro and data-room requests with a clear message', async ({ page, browser }) => {
  await signInAs(page, demoFounder);
  const name = ((await (await page.request.get(`/api/startups/${STARTUP}`)).json()) as { name: string }).name;
  try {
    // The founder turns the switch on from their startup page.
    await page.goto(`/startups/${STARTUP}`);
    const toggle = page.getByRole('switch', { name: m.verifiedOnlyLabel });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText(m.verifiedOnlyOn, { exact: true })).toBeVisible();
    await expect(toggle).toBeChecked();

    // An investor who is not verified is told before trying...
    const investorContext = await browser.newContext();
    const investorPage = await investorContext.newPage();
    await signUpViaApi(investorPage.request, 'Kwame', 'Mensah');
    const onboarded = await investorPage.request.post('/api/investors', {
      data: { type: 'angel', investmentThesis: 'Seed fintech across West Africa.', averageTicketSize: 25000, minTicketSize: 5000, maxTicketSize: 100000, sectors: ['FinTech'], geographies: ['Africa'], stages: ['Seed'] },
    });
    expect(onboarded.ok()).toBe(true);
    await investorPage.goto(`/startups/${STARTUP}`);
    await expect(investorPage.getByText(m.verifiedOnlyNotice)).toBeVisible();
    await expect(investorPage.getByRole('link', { name: m.getVerifiedLink })).toHaveAttribute('href', '/verification');

    // ...and refused with the reason when they try anyway: an intro request...
    await investorPage.getByRole('button', { name: `Connect with ${name}` }).click();
    await investorPage.getByLabel('Why do you want to connect?').fill('We write first cheques in seed fintech.');
    await investorPage.getByRole('button', { name: 'Send request' }).click();
    await expect(investorPage.getByText(englishOf(m.introVerifiedOnly(name)), { exact: true })).toBeVisible();
    // By its button: Escape would first dismiss a toast on screen (Radix closes the topmost layer).
    await investorPage.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(investorPage.getByRole('dialog')).toBeHidden();

    // ...and a data-room access request.
    await investorPage.getByRole('button', { name: 'Request data room access' }).click();
    await investorPage.getByLabel('Message to the founder (optional)').fill('May we see the seed room?');
    await investorPage.getByRole('button', { name: 'Send request' }).click();
    await expect(investorPage.getByText(englishOf(m.dataRoomVerifiedOnly(name)), { exact: true })).toBeVisible();
    await investorContext.close();
  } finally {
    // Demo startup 1 is shared by other tests: leave it open to everyone again.
    await page.request.put(`/api/startups/${STARTUP}/request-settings`, { data: { verifiedInvestorsOnly: false } });
  }
});
