import { expect, test } from '@playwright/test';
import { signUpViaApi, uniqueToken } from '../../support/api-users';

test('search people and page through the results', async ({ page, playwright, baseURL }) => {
  const token = uniqueToken('Pager');
  // 23 people share the token; each signs up in its own request context.
  for (let i = 0; i < 23; i += 1) {
    const context = await playwright.request.newContext({ baseURL });
    await signUpViaApi(context, `Member${String(i).padStart(2, '0')}`, token);
    await context.dispose();
  }
  await signUpViaApi(page.request, 'Searcher', 'One');
  await page.goto('/network');
  await expect(page.getByRole('heading', { name: 'Professional Network' })).toBeVisible();
  await page.getByLabel('Search people').fill(token);
  const people = page.getByRole('list', { name: 'People' }).getByRole('listitem');
  await expect(people).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(people).toHaveCount(3);
  await expect(page.getByText('Page 2')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(people).toHaveCount(20);
  await page.getByRole('button', { name: 'Next' }).click();
  // Changing a filter goes back to page 1.
  await page.getByLabel('Role').selectOption('founder');
  await expect(page.getByText('No people match your search')).toBeVisible();
  await expect(page.getByText('Page 2')).toHaveCount(0);
});

test('send a connection request and accept it in another browser', async ({ page, browser }) => {
  const token = uniqueToken('Conn');
  await signUpViaApi(page.request, 'Asha', token);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signUpViaApi(otherPage.request, 'Baraka', token);

  await page.goto('/network');
  await page.getByLabel('Search people').fill(`Baraka ${token}`);
  await page.getByRole('button', { name: `Connect with Baraka ${token}` }).click();
  await page.getByLabel('Why do you want to connect?').fill('We met at the Lagos fintech meetup.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Intro request sent').first()).toBeVisible();
  // The card's Connect now reads Pending.
  await expect(page.getByRole('button', { name: `Connection request to Baraka ${token} pending` })).toBeDisabled();

  await otherPage.goto('/network');
  await otherPage.getByRole('tab', { name: 'Invitations' }).click();
  await otherPage.getByRole('button', { name: `Accept Asha ${token}` }).click();
  await expect(otherPage.getByText('Connection accepted').first()).toBeVisible();
  await otherPage.getByRole('tab', { name: 'My Network' }).click();
  await expect(otherPage.getByRole('list', { name: 'Connections' })).toContainText(`Asha ${token}`);

  await page.reload();
  await page.getByLabel('Search people').fill(`Baraka ${token}`);
  await expect(page.getByRole('link', { name: `Message Baraka ${token}` })).toHaveAttribute('href', /^\/messages\?thread=\d+$/);
  await page.getByRole('tab', { name: 'My Network' }).click();
  await expect(page.getByRole('list', { name: 'Connections' })).toContainText(`Baraka ${token}`);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('Acceptance rate of your requests').locator('..')).toContainText('100%');
  await otherContext.close();
});
