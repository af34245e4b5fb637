import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { confirmedInvestment, recordInvestment } from '../../test/factories/portfolio';
import { buildStartup } from '../../test/factories/startups';
import { sendUpdate, trackMetrics, writeUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

/**
 * The founder sends an update to two confirmed investors and one connection: they read it in their
 * feed and on the company's page, the founder sees who opened it, and nobody else learns it exists
 * (a third investor whose round is not confirmed, another founder, a stranger).
 */
let t: TestApp;
let founder: TestUser;
let investorA: TestUser;
let investorB: TestUser;
let connection: TestUser;
let thirdInvestor: TestUser;
let otherFounder: TestUser;
let startupId: number;
let updateId: number;
let metrics: { mrr: number; customers: number };

const get = (user: TestUser | null, url: string) => t.app.inject(as(user, { method: 'GET', url }));

beforeAll(async () => {
  t = await createTestApp();
  [founder, investorA, investorB, connection, thirdInvestor, otherFounder] = await Promise.all([
    signUpWithRole(t, 'founder', { firstName: 'Ada', lastName: 'Obi' }),
    signUpWithRole(t, 'investor', { firstName: 'Bola', lastName: 'Ade' }),
    signUpWithRole(t, 'investor', { firstName: 'Chidi', lastName: 'Eze' }),
    signUpWithRole(t, 'investor', { firstName: 'Dayo', lastName: 'Fash' }),
    signUpWithRole(t, 'investor', { firstName: 'Efe', lastName: 'Gold' }),
    signUpWithRole(t, 'founder'),
  ]);
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
  await confirmedInvestment(t, investorA, founder, startupId);
  await confirmedInvestment(t, investorB, founder, startupId);
  // The third investor's round is recorded but not confirmed: a claim opens nothing.
  await recordInvestment(t, thirdInvestor, startupId);
  await connect(t, founder, connection);
  metrics = await trackMetrics(t, founder, startupId);
  updateId = await sendUpdate(t, founder, startupId, {
    metricIds: [metrics.mrr, metrics.customers],
    audience: { confirmedInvestors: true, shareHolders: false, connections: true, userIds: [] },
  });
});
afterAll(() => t.close());

describe('an update sent to two confirmed investors and one connection', () => {
  it('fixes exactly those three recipients, each with the rule that included them', async () => {
    const detail = (await get(founder, `/api/updates/${updateId}`)).json();
    expect(detail).toMatchObject({ status: 'sent', viewer: 'founder', openedAt: null });
    expect(detail.sentAt).toEqual(expect.any(String));
    const recipients = detail.founder.recipients.map((r: { person: { name: string }; reason: string; openedAt: null }) => [r.person.name, r.reason, r.openedAt]);
    expect(recipients).toEqual([
      ['Bola Ade', 'investor', null],
      ['Chidi Eze', 'investor', null],
      ['Dayo Fash', 'connection', null],
    ]);
  });

  it('puts it in each recipient\'s feed, newest first, with an excerpt and no open yet', async () => {
    for (const recipient of [investorA, investorB, connection]) {
      const feed = (await get(recipient, '/api/updates')).json();
      expect(feed.hasMore).toBe(false);
      expect(feed.items).toEqual([
        expect.objectContaining({ id: updateId, title: 'March update', period: '2026-03', startup: { id: startupId, name: 'Kilimo Pay', logoUrl: null }, openedAt: null, hasAsks: true }),
      ]);
      expect(feed.items[0].excerpt).toContain('We signed three new distributors');
    }
  });

  it('lists it on the company page of each recipient, with its figures for the period', async () => {
    const listed = (await get(investorA, `/api/startups/${startupId}/updates/received`)).json();
    expect(listed).toEqual([expect.objectContaining({ id: updateId, title: 'March update' })]);
    expect(listed[0].startup).toBeUndefined();
    expect(listed[0].figures).toEqual([
      {
        metricId: metrics.mrr,
        kind: 'mrr',
        name: 'MRR',
        unit: 'money',
        currency: 'USD',
        value: '1260000',
        previous: '1050000',
        series: [
          { month: '2026-01', value: '1000000' },
          { month: '2026-02', value: '1050000' },
          { month: '2026-03', value: '1260000' },
        ],
      },
      expect.objectContaining({ metricId: metrics.customers, name: 'Customers', unit: 'count', value: '51', previous: '42' }),
    ]);
  });

  it('carries the figures as sent, while a draft previews them as they stand now', async () => {
    const changed = await t.app.inject(
      as(founder, { method: 'PUT', url: `/api/startups/${startupId}/metric-values`, payload: { values: [{ metricId: metrics.mrr, month: '2026-03', value: '13000' }] } }),
    );
    expect(changed.statusCode).toBe(200);
    // Read from the company list, which records no open (the next test counts opens).
    expect((await get(investorB, `/api/startups/${startupId}/updates/received`)).json()[0].figures[0]).toMatchObject({ value: '1260000' });
    const draft = await writeUpdate(t, founder, startupId, { metricIds: [metrics.mrr] });
    expect((await get(founder, `/api/updates/${draft}`)).json().figures).toEqual([expect.objectContaining({ metricId: metrics.mrr, value: '1300000', previous: '1050000' })]);
    expect((await t.app.inject(as(founder, { method: 'DELETE', url: `/api/updates/${draft}` }))).statusCode).toBe(204);
  });

  it('answers 404 to the third investor, another founder and anyone signed in without a relation, and 401 signed out', async () => {
    for (const outsider of [thirdInvestor, otherFounder]) {
      expect((await get(outsider, `/api/updates/${updateId}`)).statusCode).toBe(404);
      expect((await get(outsider, `/api/updates/${updateId}/replies`)).statusCode).toBe(404);
      expect((await get(outsider, '/api/updates')).json().items).toEqual([]);
      expect((await get(outsider, `/api/startups/${startupId}/updates/received`)).json()).toEqual([]);
      expect((await get(outsider, `/api/startups/${startupId}/updates`)).statusCode).toBe(404);
    }
    expect((await get(null, `/api/updates/${updateId}`)).statusCode).toBe(401);
    expect((await get(null, '/api/updates')).statusCode).toBe(401);
  });

  it('records a recipient\'s first opening, once, and shows the opens to the founder only', async () => {
    const first = (await get(investorA, `/api/updates/${updateId}`)).json();
    expect(first).toMatchObject({ viewer: 'recipient', founder: null, title: 'March update' });
    expect(first.bodyHtml).toContain('<strong>three</strong>');
    expect(first.openedAt).toEqual(expect.any(String));
    const again = (await get(investorA, `/api/updates/${updateId}`)).json();
    expect(again.openedAt).toBe(first.openedAt);
    // The recipient's view holds nobody else: no recipients, opens or audience.
    expect(JSON.stringify(again)).not.toContain(investorB.id);
    expect(JSON.stringify(again)).not.toContain(connection.id);

    const founderView = (await get(founder, `/api/updates/${updateId}`)).json();
    const opens = Object.fromEntries(founderView.founder.recipients.map((r: { person: { id: string }; openedAt: string | null }) => [r.person.id, r.openedAt]));
    expect(opens).toEqual({ [investorA.id]: first.openedAt, [investorB.id]: null, [connection.id]: null });
    // The founder's own reading records no open.
    expect(founderView.openedAt).toBeNull();

    const list = (await get(founder, `/api/startups/${startupId}/updates`)).json();
    expect(list).toEqual([expect.objectContaining({ id: updateId, status: 'sent', recipientCount: 3, openCount: 1, replyCount: 0, isPublic: false })]);
    expect((await get(investorA, '/api/updates')).json().items[0].openedAt).toBe(first.openedAt);
  });

  it('pages the feed newest first', async () => {
    const later = await sendUpdate(t, founder, startupId, { title: 'April update', period: '2026-04', audience: { confirmedInvestors: true, shareHolders: false, connections: false, userIds: [] } });
    const firstPage = (await get(investorB, '/api/updates?limit=1')).json();
    expect(firstPage).toMatchObject({ hasMore: true, items: [expect.objectContaining({ id: later, title: 'April update' })] });
    const secondPage = (await get(investorB, '/api/updates?limit=1&offset=1')).json();
    expect(secondPage).toMatchObject({ hasMore: false, items: [expect.objectContaining({ id: updateId })] });
    // The connection was not in April's audience.
    expect((await get(connection, '/api/updates')).json().items.map((u: { id: number }) => u.id)).toEqual([updateId]);
    expect((await get(connection, `/api/updates/${later}`)).statusCode).toBe(404);
  });

  it('answers 404 for the received list of a startup that does not exist', async () => {
    expect((await get(investorA, '/api/startups/999999/updates/received')).statusCode).toBe(404);
  });
});
