import { expect, test, type Locator, type Page } from '@playwright/test';
import { createStartups, onboardInvestor, uniqueWord } from '../../support/api-data';

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths, scrolled to `focus` in the dialog if given. */
async function shoot(page: Page, name: string, focus?: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/deal-tasks-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a fund member gives a colleague a task; the colleague is told, completes it, logs a meeting, and the timeline shows all three', async ({ page, browser, baseURL }) => {
  test.slow();
  const word = uniqueWord('Tumaini');
  const [startupId] = await createStartups(baseURL!, [`${word} Health`]);
  await onboardInvestor(page.request, 'Awa');
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  const colleagueEmail = await onboardInvestor(colleague.request, 'Kofi');

  // The fund, its member and the deal, made through the API: the fund-pipeline spec clicks through those.
  const organisationId = (await (await page.request.post('/api/organisations', { data: { name: `${word} Fund`, kind: 'fund' } })).json()).id as number;
  const invitation = await page.request.post(`/api/organisations/${organisationId}/invitations`, { data: { email: colleagueEmail, role: 'member' } });
  expect((await colleague.request.post(`/api/organisations/invitations/${(await invitation.json()).id}/accept`)).ok()).toBe(true);
  const deal = await page.request.post('/api/portfolio/deal-flow', { data: { organisationId, startupId } });
  expect(deal.status()).toBe(201);
  // An overdue task, so the board's flag shows.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  expect((await page.request.post(`/api/portfolio/deal-flow/${(await deal.json()).id}/tasks`, { data: { title: 'Read the deck', dueDate: yesterday } })).status()).toBe(201);

  // Awa opens the deal's tasks from its card and gives Kofi a task.
  await page.goto(`/portfolio/deal-flow?organisation=${organisationId}`);
  const card = page.getByRole('group', { name: `${word} Health` });
  await expect(card.getByText('1 overdue task', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Tasks and activity for ${word} Health` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Overdue', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog.getByText('Give the task a title')).toBeVisible();
  await dialog.getByLabel('Title').fill('Call the CFO about churn');
  await dialog.getByLabel('Assignee').selectOption({ label: 'Kofi Test' });
  await dialog.getByLabel('Due date').fill('2030-01-15');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Task added', { exact: true })).toBeVisible();
  const task = dialog.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: 'Call the CFO about churn' });
  await expect(task).toContainText('Kofi Test');
  await expect(dialog.getByRole('list', { name: 'Activity' })).toContainText('Awa Test created the task “Call the CFO about churn” for Kofi Test');
  await shoot(page, 'member');

  // Kofi is told, opens the fund's pipeline from the notification and completes the task.
  await colleague.goto('/notifications');
  const notice = colleague.getByText(`Awa Test assigned you a task on ${word} Health: Call the CFO about churn`);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(colleague).toHaveURL(new RegExp(`/portfolio/deal-flow\\?organisation=${organisationId}`));
  await colleague.getByRole('group', { name: `${word} Health` }).getByRole('button', { name: `Tasks and activity for ${word} Health` }).click();
  const hisDialog = colleague.getByRole('dialog');
  await hisDialog.getByRole('checkbox', { name: 'Mark “Call the CFO about churn” done' }).check();
  const timeline = hisDialog.getByRole('list', { name: 'Activity' });
  await expect(timeline).toContainText('Kofi Test completed the task “Call the CFO about churn”');
  await expect(timeline).toContainText('Awa Test created the task “Call the CFO about churn” for Kofi Test');
  await expect(hisDialog.getByRole('checkbox', { name: 'Mark “Call the CFO about churn” done' })).toBeChecked();

  // Kofi logs the call as a meeting: an empty form is refused field by field, then the meeting reads as written.
  await hisDialog.getByRole('button', { name: 'Log meeting' }).click();
  await expect(hisDialog.getByText('Enter the day of the meeting as a calendar date (YYYY-MM-DD)')).toBeVisible();
  await expect(hisDialog.getByText('Write a few notes about the meeting')).toBeVisible();
  await hisDialog.getByLabel('Date', { exact: true }).fill(yesterday);
  await hisDialog.getByLabel('Attendees (optional)').fill('Amina (CFO), Kofi');
  await hisDialog.getByLabel('Notes', { exact: true }).fill('Churn is 3 % par mois, down from 5 %.');
  await hisDialog.getByRole('button', { name: 'Log meeting' }).click();
  await expect(colleague.getByText('Meeting logged', { exact: true })).toBeVisible();
  await expect(timeline).toContainText('Kofi Test logged a meeting held on');
  await expect(timeline).toContainText('with Amina (CFO), Kofi');
  await expect(timeline).toContainText('Churn is 3 % par mois, down from 5 %.');
  await shoot(colleague, 'colleague', timeline);

  // Awa sees the completion in the timeline.
  await page.reload();
  await page.getByRole('group', { name: `${word} Health` }).getByRole('button', { name: `Tasks and activity for ${word} Health` }).click();
  await expect(page.getByRole('dialog').getByRole('list', { name: 'Activity' })).toContainText('Kofi Test completed the task “Call the CFO about churn”');
  await expect(page.getByRole('dialog').getByRole('list', { name: 'Activity' })).toContainText('Churn is 3 % par mois, down from 5 %.');
  await colleagueContext.close();
});
