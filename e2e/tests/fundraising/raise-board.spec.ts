import { expect, request as playwrightRequest, test } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';
import { createStartupViaApi, signUpFounder, uniqueWord } from '../../support/profiles';

/**
 * A founder raising in CFA francs (decision 0057): creates a round (a refused field is named under it), adds two
 * investors from the directory and one by e-mail, soft-circles one with an amount and sees the progress, and sees a
 * late next step flagged. Screenshots at phone and desktop width go to the test's output folder.
 */
test('a founder raises a round in XOF and works the investor board', async ({ page, baseURL }) => {
  // Two investors and a founder sign up through the API first: a long journey on a shared machine.
  test.setTimeout(180_000);
  const names = [uniqueWord('Amina'), uniqueWord('Tunde')];
  for (const firstName of names) {
    const investor = await playwrightRequest.newContext({ baseURL });
    await onboardInvestor(investor, firstName);
    await investor.dispose();
  }
  await signUpFounder(page);
  await createStartupViaApi(page, { name: uniqueWord('Teranga'), raisingAmount: 'XOF 500 000 000' });
  // A founder's tools in the user menu lead here.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Raise a round', exact: true }).click();
  await expect(page).toHaveURL(/\/fundraising$/);
  await expect(page.getByRole('heading', { name: 'Raise a round', level: 1 })).toBeVisible();

  // Bad input is named under its field.
  await page.getByLabel('Target (XOF)').fill('lots');
  await page.getByRole('button', { name: 'Create round' }).click();
  await expect(page.locator('#raise-name-error')).toHaveText('Give the round a name');
  await page.getByLabel('Round name').fill('Seed 2026');
  await page.getByRole('button', { name: 'Create round' }).click();
  await expect(page.locator('#raise-targetAmount-error')).toHaveText('Enter the amount you are raising, like 500,000');
  await page.getByLabel('Target (XOF)').fill('300 000 000');
  await page.getByLabel('Minimum to close (XOF)').fill('500 000 000');
  await page.getByRole('button', { name: 'Create round' }).click();
  await expect(page.locator('#raise-minimumAmount-error')).toHaveText('The minimum cannot be more than the target');
  await page.getByLabel('Minimum to close (XOF)').fill('150 000 000');
  await page.getByRole('button', { name: 'Create round' }).click();
  await expect(page.getByRole('heading', { name: 'Seed 2026', level: 2 })).toBeVisible();
  await expect(page.getByText('Round status: Draft')).toBeVisible();
  await page.getByRole('button', { name: 'Open the round' }).click();
  await expect(page.getByText('Round status: Open')).toBeVisible();

  // Two investors from the directory, one by e-mail; a bad address is refused under its field.
  for (const firstName of names) {
    await page.getByLabel('From the investor directory').fill(firstName);
    await page.getByRole('button', { name: `Add ${firstName} Test` }).click();
    await expect(page.getByRole('button', { name: `Edit ${firstName} Test` })).toBeVisible();
  }
  await page.getByLabel('E-mail address (not on Baobab)').fill('kofi-at-example');
  await page.getByLabel('Their name').fill('Kofi Boateng');
  await page.getByRole('button', { name: 'Add to the board' }).click();
  await expect(page.locator('#board-email-error')).toHaveText('Enter a valid e-mail address, like ama@fund.com');
  await page.getByLabel('E-mail address (not on Baobab)').fill('kofi@example.com');
  await page.getByRole('button', { name: 'Add to the board' }).click();
  await expect(page.getByTestId('board-entry')).toHaveCount(3);

  // Soft-circling needs an amount; with one, the progress shows it against the target.
  await page.getByRole('button', { name: `Edit ${names[0]} Test` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Stage').selectOption('soft-circled');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('#entry-amount-error')).toHaveText('Enter the amount this investor soft-circled or committed');
  await dialog.getByLabel('Amount soft-circled or committed (XOF)').fill('75 000 000');
  await dialog.getByLabel('Notes').fill('Met at the Dakar demo day; wants the data room first.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('soft-circled-total')).toContainText('XOF 75,000,000');
  await expect(page.getByTestId('soft-circled-total')).toContainText('25% of target');
  await expect(page.locator('section[aria-labelledby="stage-soft-circled"]')).toContainText(`${names[0]} Test`);

  // A next step dated in the past is flagged.
  await page.getByRole('button', { name: 'Edit Kofi Boateng' }).click();
  await dialog.getByLabel('Next step', { exact: true }).fill('Send the deck');
  await dialog.getByLabel('Next step date').fill('2026-01-05');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('board-entry').filter({ hasText: 'Kofi Boateng' })).toContainText('Overdue');
  await expect(page.getByText('1 next step overdue')).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 1100 });
  await page.screenshot({ path: test.info().outputPath('raise-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('raise-390.png'), fullPage: true });

  // The same board in French, the founder's notes as written.
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Lever des fonds', level: 1 })).toBeVisible();
  await expect(page.getByText('1 prochaine étape en retard')).toBeVisible();
  await expect(page.getByText('Met at the Dakar demo day; wants the data room first.')).toBeVisible();
});
