import { expect, test, type Page } from '@playwright/test';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';

const column = (page: Page, stage: string) => page.getByRole('region', { name: `${stage} column` });

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/fund-pipeline-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a fund's admin adds a startup to the fund's pipeline and assigns a member, who sees it and moves it", async ({ page, browser, baseURL }) => {
  test.slow();
  const word = uniqueWord('Baraka');
  const [startupId] = await createStartups(baseURL!, [`${word} Pay`]);
  await onboardInvestor(page.request, 'Awa');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberEmail = await onboardInvestor(member.request, 'Nana');

  // The fund and its member, made through the API: the fund-teams screen has its own spec.
  const fund = await page.request.post('/api/organisations', { data: { name: `${word} Fund`, kind: 'fund' } });
  expect(fund.ok()).toBe(true);
  const organisationId = (await fund.json()).id as number;
  const invitation = await page.request.post(`/api/organisations/${organisationId}/invitations`, { data: { email: memberEmail, role: 'member' } });
  expect((await member.request.post(`/api/organisations/invitations/${(await invitation.json()).id}/accept`)).ok()).toBe(true);

  // The admin switches to the fund's pipeline and adds the startup.
  await page.goto('/portfolio/deal-flow');
  await page.getByLabel('Pipeline', { exact: true }).selectOption({ label: `${word} Fund` });
  await expect(page).toHaveURL(new RegExp(`organisation=${organisationId}`));
  await page.getByRole('button', { name: 'Add Deal' }).click();
  await page.getByPlaceholder('Search startups (whole words)').fill(word);
  await expect(page.locator(`#add-deal-startup option[value="${startupId}"]`)).toBeAttached();
  await page.locator('#add-deal-startup').selectOption(String(startupId));
  await page.getByRole('button', { name: 'Add to pipeline' }).click();
  const card = column(page, 'Sourced').getByRole('group', { name: `${word} Pay` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Awa Test');
  // The PDF summary is of a person's own pipeline entry, so a fund card has none.
  await expect(card.getByText('Deal summary (PDF)')).toHaveCount(0);

  // From the deal's row in the list, the admin assigns the member.
  await page.getByRole('tab', { name: 'List' }).click();
  await page.getByRole('button', { name: `Assign people to ${word} Pay` }).click();
  await page.getByRole('dialog').getByLabel('Nana Test').check();
  await page.getByRole('button', { name: 'Save assignment' }).click();
  await expect(page.getByText('Assignment saved', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Kanban' }).click();
  await expect(card).toContainText('Nana Test');
  await shoot(page, 'admin');

  // The member opens the fund's pipeline from the switch, sees the deal assigned to her and moves it.
  await member.goto('/portfolio/deal-flow');
  await expect(member.getByRole('group', { name: `${word} Pay` })).toHaveCount(0);
  await member.getByLabel('Pipeline', { exact: true }).selectOption({ label: `${word} Fund` });
  const hers = member.getByRole('group', { name: `${word} Pay` });
  await expect(hers).toContainText('Nana Test');
  await hers.getByLabel(`Stage for ${word} Pay`).selectOption('due-diligence');
  await expect(member.getByText('Deal updated successfully!', { exact: true })).toBeVisible();
  await expect(column(member, 'Due Diligence').getByRole('group', { name: `${word} Pay` })).toBeVisible();
  await shoot(member, 'member');

  // The admin sees the move.
  await page.reload();
  await expect(column(page, 'Due Diligence').getByRole('group', { name: `${word} Pay` })).toBeVisible();
  await memberContext.close();
});
