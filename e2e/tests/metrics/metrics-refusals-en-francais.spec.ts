import { expect, test, type Page } from '@playwright/test';
import type { Catalog } from '@baobab/i18n/catalog';
import common from '@baobab/i18n/fr/common';
import messages from '@baobab/i18n/fr/messages';
import metrics from '@baobab/i18n/fr/metrics';
import { metricsTemplates } from '@baobab/contracts/metrics-texts';
import { signUp, uniqueWord } from '../../support/api-data';

/** The French the screen shows for an English key, from the product's own catalogs (the screen's, then the shared ones). */
function fr(english: string, values: Record<string, string> = {}): string {
  const french = (metrics as Catalog)[english] ?? (common as Catalog)[english] ?? (messages as Catalog)[english];
  if (french === undefined) throw new Error(`no French for "${english}"`);
  return french.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** With SCREENSHOT_DIR set, the screen is also saved at desktop and phone widths. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/metrics-fr-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a French founder reads the metrics form's refusals in French: the form's own limit, and the server's with the name as typed", async ({ page }) => {
  await signUp(page.request, 'Awa');
  const profile = await page.request.post('/api/founders', { data: { bio: 'Paiements pour les commerçants des marchés.', location: 'Dakar', expertiseTags: ['Finance'] } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const startup = await page.request.post('/api/startups', {
    data: { name: `${uniqueWord('Teranga')} Pay`, description: 'Paiements mobiles pour les commerçants de Dakar.', sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: '$500K', teamSize: 4, businessModel: 'Transaction-based' },
  });
  expect(startup.ok(), await startup.text()).toBe(true);
  const { id } = (await startup.json()) as { id: number };
  const pilots = await page.request.post(`/api/startups/${id}/metrics`, { data: { kind: 'custom', name: 'Pilotes', unit: 'count' } });
  expect(pilots.ok(), await pilots.text()).toBe(true);

  await page.addInitScript(() => localStorage.setItem('baobab.locale', 'fr'));
  await page.goto('/company-metrics');
  await page.getByRole('button', { name: fr('Add metric') }).click();
  const dialog = page.getByRole('dialog', { name: fr('Add metric') });
  await dialog.getByLabel(fr('Metric')).selectOption({ label: fr('Custom metric…') });
  await dialog.getByLabel(fr('Unit')).selectOption({ label: fr('Count') });

  // The form's own check, a limit of the contract's schema: rendered from its key, with no answer from the server.
  await dialog.getByLabel(fr('Name')).fill('x'.repeat(61));
  await dialog.getByRole('button', { name: fr('Add metric') }).click();
  await expect(dialog.getByText(fr(metricsTemplates.nameTooLong, { max: '60' }))).toBeVisible();
  await shoot(page, 'name-too-long');

  // The server's refusal: its message came beside the English, and the name stays as the founder typed it.
  await dialog.getByLabel(fr('Name')).fill('PILOTES');
  await dialog.getByRole('button', { name: fr('Add metric') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(fr(metricsTemplates.nameTaken, { name: 'PILOTES' }));
  await shoot(page, 'name-taken');
});
