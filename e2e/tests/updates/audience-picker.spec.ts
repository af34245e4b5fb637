import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../../support/api-users';
import { connectViaApi } from '../../support/connections';
import { createStartupViaApi, uniqueWord } from '../../support/profiles';

test('the audience picker offers the founder’s connections and confirmed investors, each with why, and a stranger chosen through the API is refused by name', async ({ page: founder, browser }) => {
  const me = await signUpViaApi(founder.request, 'Amara', 'Nwosu');
  expect((await founder.request.post('/api/founders', { data: { bio: 'Payments for cooperatives.', location: 'Nairobi', expertiseTags: ['Finance'] } })).ok()).toBe(true);
  const startupId = await createStartupViaApi(founder, { name: uniqueWord('Kilimo') });

  const connectionContext = await browser.newContext();
  const strangerContext = await browser.newContext();
  const connectionLast = uniqueWord('Okafor');
  const strangerLast = uniqueWord('Mensah');
  const connection = await signUpViaApi(connectionContext.request, 'Chidi', connectionLast);
  const stranger = await signUpViaApi(strangerContext.request, 'Kwame', strangerLast);
  await connectViaApi({ request: founder.request, id: me.id }, { request: connectionContext.request, id: connection.id });
  // An investor whose round the founder confirmed, without a connection: choosable for the round.
  const investorContext = await browser.newContext();
  const investorLast = uniqueWord('Diallo');
  await signUpViaApi(investorContext.request, 'Awa', investorLast);
  const investorProfile = { type: 'angel', investmentThesis: 'Agritech across the Sahel.', averageTicketSize: 25000, minTicketSize: 5000, maxTicketSize: 100000, sectors: ['AgriTech'], geographies: ['Africa'], stages: ['Seed'] };
  expect((await investorContext.request.post('/api/investors', { data: investorProfile })).ok()).toBe(true);
  const recorded = await investorContext.request.post('/api/portfolio/investments', { data: { startupId, dealDate: '2025-03-15', investmentAmount: 50_000, roundType: 'Seed' } });
  expect(recorded.status()).toBe(201);
  const investmentId = ((await recorded.json()) as { id: number }).id;
  expect((await founder.request.post(`/api/startups/${startupId}/investments/${investmentId}/confirm`, { data: { revision: 1 } })).status()).toBe(204);

  await founder.goto('/updates/new');
  const chosen = founder.getByRole('group', { name: 'Chosen people' });
  await expect(chosen.getByRole('checkbox', { name: new RegExp(connectionLast) })).toBeVisible();
  await expect(chosen.getByRole('checkbox', { name: new RegExp(investorLast) })).toBeVisible();
  await expect(chosen.getByText('Confirmed investor')).toBeVisible();
  await expect(chosen.getByText(strangerLast)).toHaveCount(0);

  // What the screen never offers, the API refuses: the stranger is named by id on the field.
  const refused = await founder.request.post(`/api/startups/${startupId}/updates`, {
    data: { title: 'To a stranger', period: '2026-03', audience: { confirmedInvestors: false, shareHolders: false, connections: false, userIds: [stranger.id] } },
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { issues: { path: string; message: string }[] };
  expect(body.issues).toEqual([{ path: 'audience.userIds.0', message: expect.stringContaining(stranger.id) }]);

  await investorContext.close();
  await connectionContext.close();
  await strangerContext.close();
});
