import { expect, test, type Page } from '@playwright/test';
import { fundWithAssociate } from '../../support/funds';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';
import { shootPage } from '../../support/screenshots';

/** Saved at desktop and phone widths when SCREENSHOT_DIR is set. */
const shoot = (page: Page, name: string) => shootPage(page, `fund-outreach-${name}`);

test("a fund's member requests an intro for the fund, and the founder sees the fund named", async ({ page: founder, browser }) => {
  test.slow();
  const { associate, fundName } = await fundWithAssociate(browser);
  await signUpFounder(founder);
  const startupName = uniqueWord('Maji');
  const startupId = await createStartupViaApi(founder, { name: startupName });

  // The associate opens the startup's page and writes to its founder for the fund.
  await associate.goto(`/startups/${startupId}`);
  await associate.getByRole('button', { name: `Connect with ${startupName}` }).click();
  const dialog = associate.getByRole('dialog');
  await dialog.getByLabel('Why do you want to connect?').fill('Our fund backs water utilities across the Sahel.');
  const sendAs = dialog.getByLabel('Send as');
  // Nothing is remembered: the form starts at yourself.
  await expect(sendAs).toHaveValue('');
  await sendAs.selectOption({ label: `For ${fundName}` });
  await shoot(associate, 'form');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(associate.getByText('Intro request sent', { exact: true })).toBeVisible();

  // The founder sees who wrote, and for which fund (unlisted: its name, no link).
  await founder.goto('/network?tab=invitations');
  const received = founder.getByRole('list', { name: 'Received invitations' });
  await expect(received).toContainText('Our fund backs water utilities across the Sahel.');
  await expect(received).toContainText(`Writing for ${fundName}`);
  await expect(received.getByRole('link', { name: fundName })).toHaveCount(0);
  await shoot(founder, 'invitation');
});
