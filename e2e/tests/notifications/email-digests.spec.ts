import { expect, test } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';
import { shootAt } from '../../support/screenshots';

// An investor chooses how each kind of e-mail reaches them (decision 0064): at once, a daily or weekly digest, or off.
test('an investor takes new round materials as a daily digest, and the choice stays, in English and French', async ({ page }) => {
  test.setTimeout(90_000);
  await onboardInvestor(page.request);
  await page.goto('/notifications');
  const materials = page.getByLabel('New materials in rounds you are invited to');
  await expect(materials).toHaveValue('immediate');
  await materials.selectOption({ label: 'Daily digest' });
  await expect(page.getByText('Preferences saved').first()).toBeVisible();
  await page.getByLabel('Deadlines of rounds you are invited to: the target close, and commitments awaiting your confirmation').selectOption({ label: 'Weekly digest' });
  await expect(page.getByLabel('Investor updates sent to you').locator('option')).toHaveText(['Immediately', 'Off']);
  await page.reload();
  await expect(page.getByLabel('New materials in rounds you are invited to')).toHaveValue('daily');
  await shootAt(page, 'notification-digests', page.getByLabel('New materials in rounds you are invited to'));

  expect((await page.request.put('/api/account/preferences', { data: { locale: 'fr' } })).ok()).toBe(true);
  await page.reload();
  const enFrancais = page.getByLabel('Nouveaux documents des tours auxquels vous êtes invité');
  await expect(enFrancais).toHaveValue('daily');
  await expect(enFrancais.locator('option:checked')).toHaveText('Résumé quotidien');
  await shootAt(page, 'notification-digests-fr', enFrancais);
});
