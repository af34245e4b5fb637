import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUp, uniqueWord } from '../../support/api-data';

/**
 * One runway (the company record): a founder records cash in company metrics, and the metrics screen,
 * the financial model and due diligence state the same runway with its month and source, in English
 * and in French. Cash at the end of January to April 2026: 500,000, 470,000, 430,000 and 410,000 USD;
 * burn = average net outflow of the last 3 months = 30,000; runway = 410,000 ÷ 30,000 = 13.7 months.
 */
async function founderWithCash(request: APIRequestContext): Promise<{ startupId: number; cash: number }> {
  await signUp(request, 'Aminata');
  const profile = await request.post('/api/founders', { data: { bio: 'Building bookkeeping for traders.', location: 'Dakar', expertiseTags: ['Finance'] } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const name = `${uniqueWord('Teranga')} Books`;
  const startup = await request.post('/api/startups', {
    data: { name, description: `${name} keeps the books of informal retailers.`, sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: '$750K', teamSize: 6, businessModel: 'B2B SaaS' },
  });
  expect(startup.ok(), await startup.text()).toBe(true);
  const startupId = ((await startup.json()) as { id: number }).id;
  const metric = await request.post(`/api/startups/${startupId}/metrics`, { data: { kind: 'cash', currency: 'USD' } });
  expect(metric.ok(), await metric.text()).toBe(true);
  const cash = ((await metric.json()) as { id: number }).id;
  const values = [['2026-01', '500000'], ['2026-02', '470000'], ['2026-03', '430000']].map(([month, value]) => ({ metricId: cash, month, value }));
  const saved = await request.put(`/api/startups/${startupId}/metric-values`, { data: { values } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { startupId, cash };
}

/** The three screens, each stating the runway and the line that says where it comes from. */
async function seeOneRunway(page: Page, texts: { runway: string; asOf: string; modelTab: string; generate: string; diligenceEvidence: string | RegExp; generateReport: string }) {
  await page.goto('/company-metrics');
  const cashPosition = page.getByRole('region', { name: /Cash, burn and runway|Trésorerie/ });
  await expect(cashPosition.getByText(texts.runway, { exact: true })).toBeVisible();
  await expect(cashPosition.getByText(texts.asOf).first()).toBeVisible();

  await page.goto('/financial-tools');
  await page.getByRole('tab', { name: texts.modelTab }).click();
  await page.getByRole('button', { name: texts.generate, exact: true }).click();
  const runwayTile = page.locator('p').getByText(/^(Runway \(months\)|Runway \(mois\))$/).first().locator('..').locator('..');
  await expect(runwayTile).toContainText(texts.runway.replace(/ (months|mois)$/, ''));
  await expect(runwayTile).toContainText(texts.asOf);

  await page.goto('/ai-insights?tab=diligence');
  await page.getByRole('button', { name: texts.generateReport }).click();
  // The runway check's evidence, behind each category's "how" section.
  await expect(page.locator('summary').nth(1)).toBeVisible();
  for (const summary of await page.locator('summary').all()) await summary.click();
  await expect(page.getByText(texts.diligenceEvidence).first()).toBeVisible();
}

test('a founder records cash and sees one runway on the metrics screen, the model and due diligence, in English and in French', async ({ page }) => {
  test.setTimeout(90_000);
  await founderWithCash(page.request);

  // April's cash is typed on the metrics screen.
  await page.goto('/company-metrics');
  await page.getByLabel('Month', { exact: true }).fill('2026-04');
  await page.getByLabel('Cash, April 2026').fill('410000');
  await page.getByLabel('Cash, April 2026').press('Enter');
  await expect(page.getByText('Saved 1 value for April 2026', { exact: true })).toBeVisible();

  await seeOneRunway(page, {
    runway: '13.7 months',
    asOf: 'As of April 2026, from company metrics',
    modelTab: 'Financial Model',
    generate: 'Generate',
    diligenceEvidence: 'runway 13.7 months, burn $30,000 a month, as of 2026-04, from company metrics',
    generateReport: 'Generate Report',
  });
  // The model says what it started from in words, never as a field name.
  await page.goto('/financial-tools');
  await page.getByRole('tab', { name: 'Financial Model' }).click();
  await expect(page.getByText('Starting cash: $410,000 from company metrics, April 2026')).toBeVisible();
  await expect(page.getByText('Revenue growth rate: 100% a year, a default you can change')).toBeVisible();
  await expect(page.getByText(/startingCash/)).toHaveCount(0);

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await seeOneRunway(page, {
    runway: '13,7 mois',
    asOf: 'À fin avril 2026, selon les indicateurs de l’entreprise',
    modelTab: 'Modèle financier',
    generate: 'Générer',
    diligenceEvidence: /délai de trésorerie de 13,7 mois, consommation de 30\s000\s\$US par mois, à fin 2026-04, selon les indicateurs de l’entreprise/,
    generateReport: 'Générer le rapport',
  });
});
