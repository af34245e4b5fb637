import { expect, test } from '@playwright/test';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';
import { shootAt, shootPage } from '../../support/screenshots';

test("a fund's member records its first cheque from the fund's pipeline, and a viewer reads the fund's returns", async ({ page, browser, baseURL }) => {
  test.slow();
  const word = uniqueWord('Fundret');
  const [startupId] = await createStartups(baseURL!, [`${word} Grid`]);
  await onboardInvestor(page.request, 'Awa');
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  const viewerEmail = await onboardInvestor(viewer.request, 'Nana');

  // The fund, its viewer and its pipeline's company, through the API: the fund-teams and pipeline screens have their own specs.
  const organisationId = (await (await page.request.post('/api/organisations', { data: { name: `${word} Fund`, kind: 'fund' } })).json()).id as number;
  const invitation = await page.request.post(`/api/organisations/${organisationId}/invitations`, { data: { email: viewerEmail, role: 'viewer' } });
  expect((await viewer.request.post(`/api/organisations/invitations/${(await invitation.json()).id}/accept`)).ok()).toBe(true);
  expect((await page.request.post('/api/portfolio/deal-flow', { data: { organisationId, startupId } })).ok()).toBe(true);

  // The admin records the fund's first cheque from the Returns tab, in the company of its pipeline.
  await page.goto('/portfolio');
  await page.getByRole('tab', { name: 'Returns' }).click();
  await page.getByLabel('Returns of').selectOption({ label: `${word} Fund` });
  await expect(page).toHaveURL(new RegExp(`/portfolio\\?fund=${organisationId}$`));
  // The picker searches the fund's pipeline on the server (decision 0066).
  await page.getByLabel('Find a company of the pipeline').fill(word);
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(String(startupId));
  await page.getByLabel('Kind').selectOption({ label: 'First cheque' });
  await page.getByLabel('Amount', { exact: true }).fill('$100,000');
  await page.getByLabel('Date').first().fill('2023-01-10');
  await page.getByRole('button', { name: 'Record flow' }).click();
  const figure = (name: string) => page.getByRole('group', { name }).getByRole('definition');
  await expect(figure('TVPI')).toHaveText('1.00x');

  // $40,000 back and the rest marked at $150,000: TVPI (40,000 + 150,000) / 100,000 = 1.90x.
  await page.getByLabel('Kind').selectOption({ label: 'Distribution' });
  await page.getByLabel('Amount (USD)').fill('40 000');
  await page.getByLabel('Date').first().fill('2024-06-30');
  await page.getByRole('button', { name: 'Record flow' }).click();
  await expect(figure('DPI')).toHaveText('0.40x');
  expect((await page.request.post('/api/portfolio/returns/marks', { data: { organisationId, startupId, value: '$150,000', date: '2025-01-15', source: 'Series A term sheet' } })).ok()).toBe(true);
  // The fund is in the address: a reload opens the Returns tab on it.
  await page.reload();
  await expect(page.getByLabel('Returns of')).toHaveValue(String(organisationId));
  await expect(figure('TVPI')).toHaveText('1.90x');
  await expect(page.getByRole('img', { name: /^TVPI over time: 2023-01-10 1\.00x/ })).toBeVisible();
  await shootPage(page, 'fund-returns-admin');
  await shootAt(page, 'fund-returns-chart', page.getByRole('heading', { name: 'TVPI over time' }));

  // The viewer opens the shared link and reads the same figures, with no forms to change them.
  await viewer.goto(`/portfolio?fund=${organisationId}`);
  await expect(viewer.getByRole('group', { name: 'TVPI' }).getByRole('definition')).toHaveText('1.90x');
  await expect(viewer.getByRole('button', { name: 'Record flow' })).toHaveCount(0);
  await shootPage(viewer, 'fund-returns-viewer');
  await viewerContext.close();
});
