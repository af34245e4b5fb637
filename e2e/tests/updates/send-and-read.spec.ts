import { expect, test, type APIRequestContext } from '@playwright/test';
import { onboardInvestor } from '../../support/api-data';
import { signUpViaApi } from '../../support/api-users';
import { createStartupViaApi, uniqueWord } from '../../support/profiles';

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<{ id: number }> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response.status() === 204 ? { id: 0 } : ((await response.json()) as { id: number });
}

test('a founder writes and sends an update; the investor reads it in the feed and answers the ask; the founder sees the open and the reply', async ({ page: founder, browser }) => {
  // Set up through the API: a founder's startup with an MRR metric, and an investor whose round the founder confirmed.
  const startupName = uniqueWord('Kilimo');
  await signUpViaApi(founder.request, 'Amara', 'Nwosu');
  await ok(await founder.request.post('/api/founders', { data: { bio: 'Payments for cooperatives.', location: 'Nairobi', expertiseTags: ['Finance'] } }));
  const startupId = await createStartupViaApi(founder, { name: startupName });
  const mrr = (await ok(await founder.request.post(`/api/startups/${startupId}/metrics`, { data: { kind: 'mrr', currency: 'USD' } }))).id;
  const values = [
    { metricId: mrr, month: '2026-02', value: '10500' },
    { metricId: mrr, month: '2026-03', value: '12600' },
  ];
  await ok(await founder.request.put(`/api/startups/${startupId}/metric-values`, { data: { values } }));

  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  await onboardInvestor(investor.request);
  const round = await ok(await investor.request.post('/api/portfolio/investments', { data: { startupId, dealDate: '2025-06-01', investmentAmount: 50000, roundType: 'Seed' } }));
  await ok(await founder.request.post(`/api/startups/${startupId}/investments/${round.id}/confirm`, { data: { revision: 1 } }));

  // The founder writes the update on /updates.
  await founder.goto('/updates');
  await founder.getByRole('link', { name: 'New update' }).click();
  await expect(founder.getByRole('heading', { name: 'New update', level: 1 })).toBeVisible();
  await founder.getByRole('button', { name: 'Send' }).click();
  await expect(founder.getByText('Give the update a title')).toBeVisible();
  await founder.getByLabel('Title').fill('March: three new distributors');
  await founder.getByLabel('Period (month)').fill('2026-03');
  await founder.getByLabel('Update', { exact: true }).fill('## Summary\n\nWe signed **three** distributors.\n\n<script>window.hacked = true</script>');
  await founder.getByLabel('Asks').fill('- Intros to logistics investors in Nairobi');
  await founder.getByRole('checkbox', { name: /^MRR/ }).check();
  await expect(founder.getByRole('checkbox', { name: 'Investors with confirmed investments' })).toBeChecked();

  // Preview first: the draft as recipients will read it, Markdown rendered, the raw script shown as text.
  await founder.getByRole('button', { name: 'Preview' }).click();
  await expect(founder.getByRole('heading', { name: 'March: three new distributors', level: 1 })).toBeVisible();
  await expect(founder.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(founder.getByText('<script>window.hacked = true</script>')).toBeVisible();
  expect(await founder.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();

  // Send, confirming the count of people it goes to.
  await founder.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Send' }).click();
  const confirm = founder.getByRole('dialog', { name: 'Send this update?' });
  await expect(confirm.getByText('It will go to 1 person')).toBeVisible();
  await confirm.getByRole('button', { name: 'Send to 1 person' }).click();
  await expect(founder.getByText('Update sent', { exact: true })).toBeVisible();
  await expect(founder.getByRole('list', { name: 'Recipients' })).toContainText('Not opened yet');
  const updateUrl = founder.url();

  // The investor finds it in the feed and opens it.
  await investor.goto('/updates');
  const feed = investor.getByRole('list', { name: 'Updates for you' });
  await expect(feed).toContainText(startupName);
  await feed.getByRole('link', { name: /March: three new distributors/ }).click();
  await expect(investor.getByRole('heading', { name: 'March: three new distributors', level: 1 })).toBeVisible();
  const figures = investor.getByRole('region', { name: 'Figures' });
  await expect(figures).toContainText('MRR');
  await expect(figures).toContainText('$12,600');
  await expect(figures).toContainText('+20%');
  await expect(investor.getByRole('region', { name: 'Asks' })).toContainText('Intros to logistics investors in Nairobi');

  // …and answers the ask in their thread with the founder.
  await investor.getByLabel('Your reply').fill('Happy to introduce you to two funds in Nairobi.');
  await investor.getByRole('button', { name: 'Send reply' }).click();
  await expect(investor.getByRole('list', { name: 'Your thread with the founder' })).toContainText('Happy to introduce you to two funds in Nairobi.');

  // The founder sees the open and the reply, and answers in the investor's thread.
  await founder.goto(updateUrl);
  await expect(founder.getByRole('list', { name: 'Recipients' })).toContainText('Ifeoma Test');
  await expect(founder.getByRole('list', { name: 'Recipients' })).toContainText(/Opened/);
  await expect(founder.getByText('Opened by 1 of 1')).toBeVisible();
  const thread = founder.getByRole('list', { name: 'Thread with Ifeoma Test' });
  await expect(thread).toContainText('Happy to introduce you to two funds in Nairobi.');
  await founder.getByLabel('Reply to Ifeoma Test').fill('Thank you, that would help a lot.');
  await founder.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread).toContainText('Thank you, that would help a lot.');

  // The investor's company page lists the update with its figures.
  await investor.goto(`/portfolio/company/${startupId}`);
  await expect(investor.getByRole('heading', { name: 'Updates from this company' })).toBeVisible();
  await expect(investor.getByRole('link', { name: 'March: three new distributors' })).toBeVisible();
  await expect(investor.getByRole('region', { name: 'Figures, March 2026' })).toContainText('$12,600');
  await investorContext.close();
});
