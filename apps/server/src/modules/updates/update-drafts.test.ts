import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMessages as m } from '@baobab/contracts/updates';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { buildUpdateInput, sendUpdate, writeUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

/** Drafts are the founder's alone; what a draft may hold; the public link of a sent update. */
let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let connection: TestUser;
let startupId: number;
const toConnections = { confirmedInvestors: false, shareHolders: false, connections: true, userIds: [] };

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));

beforeAll(async () => {
  t = await createTestApp();
  [founder, otherFounder, connection] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
  startupId = (await buildStartup(t, founder.id)).id;
  await connect(t, founder, connection);
});
afterAll(() => t.close());

describe('drafts', () => {
  it('are written, previewed, changed and deleted by the founder only', async () => {
    const created = await call(founder, 'POST', `/api/startups/${startupId}/updates`, buildUpdateInput({ audience: toConnections }));
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ status: 'draft', sentAt: null, viewer: 'founder', figures: [], period: '2026-03' });
    // The draft's read is its preview: the rendered HTML beside the Markdown the founder edits.
    expect(draft.bodyHtml).toBe('<h2>Summary</h2>\n<p>We signed <strong>three</strong> new distributors and <a href="https://example.com/cfo" rel="noopener noreferrer nofollow">hired a CFO</a>.</p>');
    expect(draft.highlightsHtml).toContain('<li>Revenue up 20%</li>');
    expect(draft.founder).toMatchObject({ body: buildUpdateInput().body, audience: toConnections, recipients: [], threads: [], isPublic: false, publicToken: null });

    // Nobody else learns the draft exists; a connection of the founder included.
    for (const other of [otherFounder, connection]) {
      expect((await call(other, 'GET', `/api/updates/${draft.id}`)).statusCode).toBe(404);
      expect((await call(other, 'PUT', `/api/updates/${draft.id}`, buildUpdateInput({ title: 'Hijacked' }))).statusCode).toBe(404);
      expect((await call(other, 'DELETE', `/api/updates/${draft.id}`)).statusCode).toBe(404);
      expect((await call(other, 'POST', `/api/updates/${draft.id}/send`)).statusCode).toBe(404);
      expect((await call(other, 'GET', `/api/updates/${draft.id}/audience`)).statusCode).toBe(404);
      expect((await call(other, 'POST', `/api/startups/${startupId}/updates`, buildUpdateInput())).statusCode).toBe(404);
    }
    expect((await call(connection, 'GET', '/api/updates')).json().items).toEqual([]);

    const changed = await call(founder, 'PUT', `/api/updates/${draft.id}`, buildUpdateInput({ title: 'March, revised', period: '2026-02', audience: toConnections }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'March, revised', period: '2026-02', status: 'draft' });
    expect((await call(founder, 'GET', `/api/startups/${startupId}/updates`)).json()).toEqual([
      expect.objectContaining({ id: draft.id, status: 'draft', recipientCount: 0, openCount: 0, sentAt: null }),
    ]);

    expect((await call(founder, 'DELETE', `/api/updates/${draft.id}`)).statusCode).toBe(204);
    expect((await call(founder, 'GET', `/api/updates/${draft.id}`)).statusCode).toBe(404);
  });

  it('tells the founder who would receive the draft before sending', async () => {
    const id = await writeUpdate(t, founder, startupId, { audience: { ...toConnections, userIds: [connection.id] } });
    const audience = (await call(founder, 'GET', `/api/updates/${id}/audience`)).json();
    // Chosen and connected: one person, named by the first rule that includes them (strangers: update-audience.test.ts).
    expect(audience).toEqual({ count: 1, byReason: { investor: 0, share: 0, connection: 1, chosen: 0 }, people: [{ person: { id: connection.id, name: 'Amina Okafor' }, reason: 'connection' }] });
  });

  it('cannot be changed or deleted once sent', async () => {
    const id = await sendUpdate(t, founder, startupId, { audience: toConnections });
    expect((await call(founder, 'PUT', `/api/updates/${id}`, buildUpdateInput())).json()).toMatchObject({ message: m.sentCannotChange });
    expect((await call(founder, 'DELETE', `/api/updates/${id}`)).json()).toMatchObject({ message: m.sentCannotDelete });
    expect((await call(founder, 'POST', `/api/updates/${id}/send`)).json()).toMatchObject({ message: m.alreadySent });
    expect((await call(founder, 'GET', `/api/updates/${id}/audience`)).statusCode).toBe(409);
  });
});

describe('what a draft may hold', () => {
  const refusal = async (payload: object) => {
    const response = await call(founder, 'POST', `/api/startups/${startupId}/updates`, payload);
    expect(response.statusCode).toBe(400);
    return response.json();
  };

  it('needs a title of at most 200 characters and a month', async () => {
    expect((await refusal(buildUpdateInput({ title: '  ' }))).issues).toContainEqual(expect.objectContaining({ path: 'title', message: m.titleRequired }));
    expect((await refusal(buildUpdateInput({ title: 'x'.repeat(201) }))).issues).toContainEqual(expect.objectContaining({ message: englishOf(m.titleTooLong) }));
    expect((await refusal(buildUpdateInput({ period: '2026-13' }))).issues).toContainEqual(expect.objectContaining({ path: 'period', message: m.periodInvalid }));
    expect((await refusal(buildUpdateInput({ period: '' }))).issues).toContainEqual(expect.objectContaining({ message: m.periodInvalid }));
  });

  it('limits the body, highlights, lowlights and asks', async () => {
    expect((await refusal(buildUpdateInput({ body: 'x'.repeat(20_001) }))).issues).toContainEqual(expect.objectContaining({ message: englishOf(m.bodyTooLong) }));
    expect((await refusal(buildUpdateInput({ asks: 'x'.repeat(5_001) }))).issues).toContainEqual(expect.objectContaining({ message: englishOf(m.sectionTooLong('Asks')) }));
    expect((await refusal(buildUpdateInput({ metricIds: Array.from({ length: 13 }, (_, i) => i + 1) }))).issues).toContainEqual(expect.objectContaining({ message: englishOf(m.tooManyMetrics) }));
  });

  it('embeds only the startup\'s own metrics', async () => {
    expect(await refusal(buildUpdateInput({ metricIds: [987_654] }))).toMatchObject({ message: m.metricNotFound });
  });

  it('is not sent without an audience, nor to an audience that names nobody now', async () => {
    const empty = await writeUpdate(t, founder, startupId);
    expect((await call(founder, 'POST', `/api/updates/${empty}/send`)).json()).toMatchObject({ message: m.audienceRequired });
    const nobody = await writeUpdate(t, founder, startupId, { audience: { confirmedInvestors: true, shareHolders: true, connections: false, userIds: [] } });
    const refused = await call(founder, 'POST', `/api/updates/${nobody}/send`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.noRecipients);
    // Refused as a whole: still a draft, with no recipients.
    expect((await call(founder, 'GET', `/api/updates/${nobody}`)).json()).toMatchObject({ status: 'draft', sentAt: null, founder: { recipients: [] } });
  });

  it('renders hostile Markdown as harmless HTML', async () => {
    const id = await writeUpdate(t, founder, startupId, {
      body: '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)> ![pixel](https://tracker.example/p.png)',
      asks: '<a href="https://example.com" onclick="steal()">x</a>',
    });
    const detail = (await call(founder, 'GET', `/api/updates/${id}`)).json();
    for (const html of [detail.bodyHtml, detail.asksHtml]) {
      expect(html).not.toMatch(/<(script|img|iframe|style)\b/i);
      expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
      expect(html).not.toContain('javascript:');
    }
    // Shown as the text typed: '<' and '&' are escaped, which is all HTML text needs (decision 0030).
    expect(detail.bodyHtml).toContain('&lt;script>alert(1)&lt;/script>');
  });
});

describe('the public link', () => {
  let id: number;
  beforeAll(async () => {
    id = await sendUpdate(t, founder, startupId, { audience: toConnections });
  });

  it('is off by default, so no token opens the update', async () => {
    const detail = (await call(founder, 'GET', `/api/updates/${id}`)).json();
    expect(detail.founder).toMatchObject({ isPublic: false, publicToken: null });
    expect((await call(null, 'GET', `/api/public-updates/${randomBytes(24).toString('base64url')}`)).statusCode).toBe(404);
  });

  it('opens the sent update to anyone with the link, without recipients, opens or replies, until turned off', async () => {
    const on = await call(founder, 'PUT', `/api/updates/${id}/public`, { isPublic: true });
    expect(on.statusCode).toBe(200);
    const { publicToken } = on.json();
    expect(publicToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Turning it on again keeps the same link.
    expect((await call(founder, 'PUT', `/api/updates/${id}/public`, { isPublic: true })).json()).toEqual({ isPublic: true, publicToken });

    const read = await call(null, 'GET', `/api/public-updates/${publicToken}`);
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.json()).sort()).toEqual(['asksHtml', 'bodyHtml', 'figures', 'highlightsHtml', 'lowlightsHtml', 'period', 'sentAt', 'startup', 'title']);
    expect(read.body).not.toContain(connection.id);
    expect((await call(founder, 'GET', `/api/startups/${startupId}/updates`)).json().find((u: { id: number }) => u.id === id)).toMatchObject({ isPublic: true });

    expect((await call(founder, 'PUT', `/api/updates/${id}/public`, { isPublic: false })).json()).toEqual({ isPublic: false, publicToken: null });
    expect((await call(null, 'GET', `/api/public-updates/${publicToken}`)).statusCode).toBe(404);
    // A new link is a new token: the old one never works again.
    const again = (await call(founder, 'PUT', `/api/updates/${id}/public`, { isPublic: true })).json();
    expect(again.publicToken).not.toBe(publicToken);
    expect((await call(null, 'GET', `/api/public-updates/${publicToken}`)).statusCode).toBe(404);
  });

  it('is the founder\'s to switch, and only for a sent update', async () => {
    expect((await call(connection, 'PUT', `/api/updates/${id}/public`, { isPublic: true })).statusCode).toBe(404);
    const draft = await writeUpdate(t, founder, startupId);
    expect((await call(founder, 'PUT', `/api/updates/${draft}/public`, { isPublic: true })).json()).toMatchObject({ message: m.onlySentPublic });
  });
});
