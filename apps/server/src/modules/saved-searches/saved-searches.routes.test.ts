import { eq, sql } from 'drizzle-orm';
import { textMessages } from '@baobab/contracts/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { savedSearchMatches, savedSearches } from '../../db/schema/saved-searches';
import { buildStartupInput, createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpWithRole } from '../../test/factories/users';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, type TestApp, type TestUser, forgetSessions } from '../../test/test-app';
import { sweepSavedSearches } from './saved-search-sweep.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));

/** Through the queue, as the ten-minute task runs it. */
async function sweep(): Promise<void> {
  await t.app.queue.send('saved-search-sweep', {});
  await waitForTasks(t, 'saved-search-sweep');
}

async function save(user: TestUser, body: object): Promise<number> {
  const saved = await call(user, 'POST', '/api/saved-searches', body);
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json().id as number;
}

const inboxIds = async (user: TestUser, id: number) => {
  const inbox = await call(user, 'GET', `/api/saved-searches/${id}`);
  expect(inbox.statusCode, inbox.body).toBe(200);
  return inbox.json().matches.map((m: { startupId: number; reason: string }) => [m.startupId, m.reason]);
};

describe('a saved search', () => {
  it('matches a new startup and a changed one, never one outside its filters, and marks them seen', async () => {
    const founder = await signUpFounder(t);
    const investor = await signUpWithRole(t, 'investor');
    const word = `Zanzi${Date.now()}`;
    const older = await createStartup(t, founder, { name: `${word} Ledger`, sector: 'HealthTech' });
    const id = await save(investor, { name: 'Fintech ledgers', frequency: 'weekly', filters: { sector: 'fintech', q: word, stage: 'all' } });
    const listed = (await call(investor, 'GET', '/api/saved-searches')).json();
    expect(listed).toContainEqual(expect.objectContaining({ id, filters: { sector: 'fintech', q: word }, frequency: 'weekly', canEdit: true, organisation: null, newMatches: 0 }));

    const fresh = await createStartup(t, founder, { name: `${word} Pay`, sector: 'FinTech' });
    await createStartup(t, founder, { name: `${word} Clinic`, sector: 'HealthTech' });
    const changed = await call(founder, 'PUT', `/api/startups/${older}`, buildStartupInput({ name: `${word} Ledger`, sector: 'FinTech' }));
    expect(changed.statusCode, changed.body).toBe(200);
    await sweep();

    expect((await inboxIds(investor, id)).sort()).toEqual([[fresh, 'new'], [older, 'changed']].sort());
    expect((await call(investor, 'GET', '/api/saved-searches')).json().find((s: { id: number }) => s.id === id).newMatches).toBe(2);
    expect((await call(investor, 'POST', `/api/saved-searches/${id}/seen`)).statusCode).toBe(204);
    const inbox = (await call(investor, 'GET', `/api/saved-searches/${id}`)).json();
    expect(inbox.matches.every((m: { isNew: boolean }) => !m.isNew)).toBe(true);
    expect(inbox.search.newMatches).toBe(0);

    // Sweeping again finds nothing new: the same versions are not news twice.
    await sweep();
    expect((await call(investor, 'GET', `/api/saved-searches/${id}`)).json().search.newMatches).toBe(0);
  });

  it('is nobody else’s to read, change or delete, and refuses a raise bound it cannot read on its field', async () => {
    const owner = await signUpWithRole(t, 'investor');
    const stranger = await signUpWithRole(t, 'investor');
    const id = await save(owner, { name: 'Mine', filters: { sector: 'fintech' } });
    for (const [method, url, body] of [['GET', `/api/saved-searches/${id}`], ['PUT', `/api/saved-searches/${id}/frequency`, { frequency: 'off' }], ['POST', `/api/saved-searches/${id}/seen`], ['DELETE', `/api/saved-searches/${id}`]] as const) {
      expect((await call(stranger, method, url, body)).statusCode).toBe(404);
    }
    expect((await call(stranger, 'GET', '/api/saved-searches')).json().map((s: { id: number }) => s.id)).not.toContain(id);
    const bad = await call(owner, 'POST', '/api/saved-searches', { name: 'Bad', filters: { raiseMin: 'lots' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('raiseMin');
    const disguised = await call(owner, 'POST', '/api/saved-searches', { name: 'Alpha\u202ePay', filters: {} });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().issues).toEqual([{ path: 'name', message: textMessages.nameBidi }]);
    expect((await call(owner, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/saved-searches/${id}`)).statusCode).toBe(404);
  });

  it('stores one match row when two sweeps race', async () => {
    const founder = await signUpFounder(t);
    const investor = await signUpWithRole(t, 'investor');
    const word = `Racer${Date.now()}`;
    const id = await save(investor, { name: 'Race', filters: { q: word } });
    const startupId = await createStartup(t, founder, { name: `${word} Cargo` });
    await Promise.all([sweepSavedSearches(t.db), sweepSavedSearches(t.db), sweepSavedSearches(t.db)]);
    const rows = await t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.searchId, id));
    expect(rows.map((r) => r.startupId)).toEqual([startupId]);
  });
});

describe('a fund’s saved search', () => {
  async function join(admin: TestUser, organisationId: number, who: TestUser, role: 'admin' | 'member' | 'viewer') {
    const invited = await call(admin, 'POST', `/api/organisations/${organisationId}/invitations`, { email: who.email, role });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await call(who, 'POST', `/api/organisations/invitations/${invited.json().id}/accept`)).statusCode).toBe(200);
  }

  it('reaches its current members (a digest in French with a working unsubscribe link), not one who was removed', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const member = await signUpWithRole(t, 'investor');
    const viewer = await signUpWithRole(t, 'investor');
    const removed = await signUpWithRole(t, 'investor');
    const outsider = await signUpWithRole(t, 'investor');
    const fund = await call(admin, 'POST', '/api/organisations', { name: `Teranga Fund ${Date.now()}`, kind: 'fund' });
    const organisationId = fund.json().id as number;
    await join(admin, organisationId, member, 'member');
    await join(admin, organisationId, viewer, 'viewer');
    await join(admin, organisationId, removed, 'member');
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, member.id));
    forgetSessions(t);

    const word = `Teranga${Date.now()}`;
    const refused = await call(viewer, 'POST', '/api/saved-searches', { name: 'Viewer', filters: { q: word }, organisationId });
    expect(refused.statusCode).toBe(403);
    expect((await call(outsider, 'POST', '/api/saved-searches', { name: 'Outsider', filters: { q: word }, organisationId })).statusCode).toBe(404);
    const id = await save(member, { name: 'Dakar fintech', frequency: 'daily', filters: { q: word }, organisationId });

    expect((await call(removed, 'GET', `/api/saved-searches/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/organisations/${organisationId}/members/${removed.id}`)).statusCode).toBe(204);
    expect((await call(removed, 'GET', `/api/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await call(viewer, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(403);

    const founder = await signUpFounder(t);
    const startupId = await createStartup(t, founder, { name: `${word} Wallet` });
    await sweep();
    for (const reader of [admin, member, viewer]) expect(await inboxIds(reader, id)).toEqual([[startupId, 'new']]);
    expect((await call(viewer, 'GET', '/api/saved-searches')).json()).toContainEqual(expect.objectContaining({ id, canEdit: false, organisation: { id: organisationId, name: expect.stringContaining('Teranga Fund') } }));

    // A day later (the search saved two days ago), the hourly digest goes to each current member once.
    await t.db.update(savedSearches).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(savedSearches.id, id));
    const before = t.mailer.sent.length;
    await t.app.queue.send('saved-search-digest', {});
    await waitForTasks(t, 'saved-search-digest');
    const digests = t.mailer.sent.slice(before).filter((mail) => mail.text.includes(`${word} Wallet`));
    expect(digests.map((mail) => mail.to).sort()).toEqual([admin.email, member.email, viewer.email].sort());
    const french = digests.find((mail) => mail.to === member.email)!;
    expect(french.subject).toBe('Nouvelles startups pour votre recherche « Dakar fintech »');
    expect(french.text).toContain('1 startup correspond à votre recherche enregistrée « Dakar fintech » :');
    expect(french.unsubscribeUrl).toMatch(/\/api\/saved-searches\/unsubscribe\?token=/);

    // Again at once: nothing is due.
    await t.app.queue.send('saved-search-digest', {});
    await waitForTasks(t, 'saved-search-digest');
    expect(t.mailer.sent.slice(before).filter((mail) => mail.text.includes(`${word} Wallet`))).toHaveLength(3);

    const path = new URL(french.unsubscribeUrl!).pathname + new URL(french.unsubscribeUrl!).search;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ne plus recevoir d’e-mails pour la recherche « Dakar fintech » ?');
    // As a mail provider posts it (RFC 8058): from its own origin, with no session.
    const oneClick = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ searchId: id });
    expect((await call(member, 'GET', `/api/saved-searches/${id}`)).json().search.frequency).toBe('off');
    expect((await call(admin, 'GET', `/api/saved-searches/${id}`)).json().search.frequency).toBe('daily');
    const forged = await t.app.inject({ method: 'POST', url: path.replace(/token=[^.]+/, 'token=AAAA'), payload: {} });
    expect(forged.statusCode).toBe(400);
  });
});
