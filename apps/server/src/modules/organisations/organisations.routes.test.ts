import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimitMessages, accountLimitRules } from '@baobab/contracts/account-limits';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { organisationMessages } from '@baobab/contracts/organisations';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { signUpWithRole } from '../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));

const profile = { name: 'Sahel Capital', kind: 'fund', thesis: 'Seed fintech in francophone West Africa', stages: ['Seed'], sectors: ['Fintech'], countries: ['Senegal', 'CI'], chequeMinUsd: '50K', chequeMaxUsd: '$250,000' };

async function fundWith(admin: TestUser, name = 'Sahel Capital'): Promise<number> {
  const created = await call(admin, 'POST', '/api/organisations', { ...profile, name });
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
}

/** Invites `who` with a role and has them accept, as the invitation e-mail asks. */
async function join(admin: TestUser, id: number, who: TestUser, role: 'admin' | 'member' | 'viewer'): Promise<void> {
  const invited = await call(admin, 'POST', `/api/organisations/${id}/invitations`, { email: who.email.toUpperCase(), role });
  expect(invited.statusCode).toBe(201);
  const accepted = await call(who, 'POST', `/api/organisations/invitations/${invited.json().id}/accept`);
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toMatchObject({ id, role });
}

describe('an organisation', () => {
  it('is created by an investor, who is its first admin, with its profile read in the one vocabulary', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const created = await call(admin, 'POST', '/api/organisations', profile);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: expect.stringMatching(/^sahel-capital(-\d+)?$/), kind: 'fund', stages: ['Seed'], sectors: ['FinTech'], countries: ['SN', 'CI'], chequeMinUsd: 50_000, chequeMaxUsd: 250_000, role: 'admin', invitations: [] });
    expect(created.json().members).toEqual([expect.objectContaining({ userId: admin.id, role: 'admin' })]);
    expect((await call(admin, 'GET', '/api/organisations')).json()).toContainEqual(expect.objectContaining({ id: created.json().id, role: 'admin' }));
  });

  it('takes two organisations of one name under two slugs, even at once', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const name = `Twin Fund ${admin.id.slice(0, 6)}`;
    const [a, b] = await Promise.all([call(admin, 'POST', '/api/organisations', { ...profile, name }), call(admin, 'POST', '/api/organisations', { ...profile, name })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(new Set([a.json().slug, b.json().slug]).size).toBe(2);
  });

  it('refuses a founder, and refuses bad input on its field', async () => {
    const founder = await signUpWithRole(t, 'founder');
    const refused = await call(founder, 'POST', '/api/organisations', profile);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(organisationMessages.onlyInvestors);
    const investor = await signUpWithRole(t, 'investor');
    const bad = await call(investor, 'POST', '/api/organisations', { ...profile, name: ' ', chequeMinUsd: '300K', chequeMaxUsd: '100K', countries: ['Atlantis'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(expect.arrayContaining([{ path: 'name', message: organisationMessages.nameRequired }, { path: 'countries', message: 'Choose countries from the list' }]));
    const order = await call(investor, 'POST', '/api/organisations', { ...profile, chequeMinUsd: '300K', chequeMaxUsd: '100K' });
    expect(order.json().issues).toEqual([{ path: 'chequeMinUsd', message: organisationMessages.chequeOrder }]);
  });
});

describe('members and roles', () => {
  it('lets an invited person join with the invited role; a member reads, only an admin changes the profile or invites', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const associate = await signUpWithRole(t, 'investor');
    const id = await fundWith(admin);
    await join(admin, id, associate, 'member');
    const read = await call(associate, 'GET', `/api/organisations/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ role: 'member', invitations: [] });
    expect(read.json().members.map((m: { userId: string }) => m.userId)).toEqual([admin.id, associate.id]);
    expect((await call(associate, 'PUT', `/api/organisations/${id}`, profile)).statusCode).toBe(403);
    expect((await call(associate, 'POST', `/api/organisations/${id}/invitations`, { email: 'x@example.com', role: 'viewer' })).statusCode).toBe(403);
    expect((await call(associate, 'PUT', `/api/organisations/${id}/members/${associate.id}`, { role: 'admin' })).statusCode).toBe(403);
  });

  it('tells the invited person in the bell, and refuses the invitation to anyone else and a second time', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const invitee = await signUpWithRole(t, 'investor');
    const stranger = await signUpWithRole(t, 'investor');
    const id = await fundWith(admin, 'Bell Fund');
    const invited = await call(admin, 'POST', `/api/organisations/${id}/invitations`, { email: invitee.email, role: 'viewer' });
    expect((await call(admin, 'POST', `/api/organisations/${id}/invitations`, { email: invitee.email, role: 'member' })).json().message).toBe(organisationMessages.invitationPending);
    const notifications = (await call(invitee, 'GET', '/api/notifications')).json();
    expect(JSON.stringify(notifications)).toContain('invited you to join Bell Fund');
    expect((await call(invitee, 'GET', '/api/organisations/invitations/mine')).json().invitations).toEqual([expect.objectContaining({ id: invited.json().id, organisation: 'Bell Fund', role: 'viewer' })]);
    const wrong = await call(stranger, 'POST', `/api/organisations/invitations/${invited.json().id}/accept`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(organisationMessages.invitationInvalid);
    expect((await call(invitee, 'POST', `/api/organisations/invitations/${invited.json().id}/accept`)).statusCode).toBe(200);
    expect((await call(invitee, 'POST', `/api/organisations/invitations/${invited.json().id}/accept`)).statusCode).toBe(400);
  });

  it('spends the inviter’s daily invitations, shared with data rooms: a new account stops at its allowance and stores nothing more', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const id = await fundWith(admin, 'Busy Fund');
    const allowance = accountLimitRules.invitations.newAccount;
    for (let i = 0; i < allowance; i += 1) expect((await call(admin, 'POST', `/api/organisations/${id}/invitations`, { email: `busy-${i}@example.com`, role: 'viewer' })).statusCode).toBe(201);
    const over = await call(admin, 'POST', `/api/organisations/${id}/invitations`, { email: 'busy-over@example.com', role: 'viewer' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(englishOf(accountLimitMessages.reached('invitations', allowance, { isNew: true, isPenalised: false })));
    expect((await call(admin, 'GET', `/api/organisations/${id}`)).json().invitations).toHaveLength(allowance);
  });

  it('ends the access of a member who leaves or is removed at once, and a withdrawn invitation cannot be accepted', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const associate = await signUpWithRole(t, 'investor');
    const later = await signUpWithRole(t, 'investor');
    const id = await fundWith(admin);
    await join(admin, id, associate, 'member');
    const viewer = await signUpWithRole(t, 'investor');
    await join(admin, id, viewer, 'viewer');
    expect((await call(viewer, 'DELETE', `/api/organisations/${id}/members/${viewer.id}`)).statusCode).toBe(204);
    expect((await call(viewer, 'GET', `/api/organisations/${id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/organisations/${id}/members/${associate.id}`)).statusCode).toBe(204);
    expect((await call(associate, 'GET', `/api/organisations/${id}`)).statusCode).toBe(404);
    expect((await call(associate, 'GET', '/api/organisations')).json()).toEqual([]);
    const invited = await call(admin, 'POST', `/api/organisations/${id}/invitations`, { email: later.email, role: 'member' });
    expect((await call(admin, 'DELETE', `/api/organisations/${id}/invitations/${invited.json().id}`)).statusCode).toBe(204);
    expect((await call(later, 'POST', `/api/organisations/invitations/${invited.json().id}/accept`)).statusCode).toBe(400);
  });

  it('never leaves an organisation without an admin, even when two admins demote each other at once', async () => {
    const first = await signUpWithRole(t, 'investor');
    const second = await signUpWithRole(t, 'investor');
    const id = await fundWith(first);
    const leave = await call(first, 'DELETE', `/api/organisations/${id}/members/${first.id}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(organisationMessages.lastAdmin);
    await join(first, id, second, 'admin');
    const [a, b] = await Promise.all([
      call(first, 'PUT', `/api/organisations/${id}/members/${second.id}`, { role: 'member' }),
      call(second, 'PUT', `/api/organisations/${id}/members/${first.id}`, { role: 'member' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 403]);
    const members = (await call(first, 'GET', `/api/organisations/${id}`)).json().members as { role: string }[];
    expect(members.filter((m) => m.role === 'admin')).toHaveLength(1);
  });

  it('is invisible to a stranger and to the signed-out', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const stranger = await signUpWithRole(t, 'investor');
    const id = await fundWith(admin);
    expect((await call(stranger, 'GET', `/api/organisations/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/organisations/${id}/invitations`, { email: stranger.email, role: 'admin' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/organisations/${id}/members/${admin.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/organisations/${id}`)).statusCode).toBe(401);
  });
});

describe('the directory of funds and networks', () => {
  const directory = async (query: string) => (await call(null, 'GET', `/api/organisations/directory?${query}`)).json();

  it('shows only organisations an admin listed, to anyone signed in or not, without naming their members', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const associate = await signUpWithRole(t, 'investor');
    const tag = admin.id.slice(0, 8);
    const listed = (await call(admin, 'POST', '/api/organisations', { ...profile, name: `Listed Fund ${tag}`, listed: true })).json();
    await join(admin, listed.id, associate, 'viewer');
    const hidden = (await call(admin, 'POST', '/api/organisations', { ...profile, name: `Hidden Fund ${tag}` })).json();
    expect(hidden.listed).toBe(false);

    const found = await directory(`q=${tag}`);
    expect(found.organisations).toEqual([
      { slug: listed.slug, name: `Listed Fund ${tag}`, kind: 'fund', thesis: profile.thesis, stages: ['Seed'], sectors: ['FinTech'], countries: ['SN', 'CI'], chequeMinUsd: 50_000, chequeMaxUsd: 250_000, memberCount: 2 },
    ]);
    expect(found.total).toBe(1);
    const page = await call(null, 'GET', `/api/organisations/listed/${listed.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual(found.organisations[0]);
    expect(JSON.stringify(page.json())).not.toContain(associate.id);
    expect((await call(null, 'GET', `/api/organisations/listed/${hidden.slug}`)).statusCode).toBe(404);

    // Unlisting takes it out at once; a member who is not an admin cannot list it.
    expect((await call(associate, 'PUT', `/api/organisations/${listed.id}`, { ...profile, name: `Listed Fund ${tag}`, listed: true })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `/api/organisations/${listed.id}`, { ...profile, name: `Listed Fund ${tag}`, listed: false })).json().listed).toBe(false);
    expect((await directory(`q=${tag}`)).organisations).toEqual([]);
    expect((await call(null, 'GET', `/api/organisations/listed/${listed.slug}`)).statusCode).toBe(404);
  });

  it('filters by kind, sector, stage and country (by code or name), and pages by 20', async () => {
    const admin = await signUpWithRole(t, 'investor');
    const tag = admin.id.slice(0, 8);
    await call(admin, 'POST', '/api/organisations', { ...profile, name: `Kora Angels ${tag}`, kind: 'angel-network', sectors: ['AgriTech'], stages: ['Pre-Seed'], countries: ['Ghana'], listed: true });
    await call(admin, 'POST', '/api/organisations', { ...profile, name: `Teranga Syndicate ${tag}`, kind: 'syndicate', listed: true });
    const names = async (query: string) => (await directory(`q=${tag}&${query}`)).organisations.map((o: { name: string }) => o.name);
    expect(await names('kind=angel-network')).toEqual([`Kora Angels ${tag}`]);
    expect(await names('sector=Agritech')).toEqual([`Kora Angels ${tag}`]);
    expect(await names('stage=Seed')).toEqual([`Teranga Syndicate ${tag}`]);
    expect(await names('country=GH')).toEqual([`Kora Angels ${tag}`]);
    expect(await names('country=Senegal')).toEqual([`Teranga Syndicate ${tag}`]);
    expect(await names('')).toEqual([`Kora Angels ${tag}`, `Teranga Syndicate ${tag}`]);

    for (let i = 0; i < 21; i += 1) await call(admin, 'POST', '/api/organisations', { ...profile, name: `Paged ${tag} ${String(i).padStart(2, '0')}`, listed: true });
    const first = await directory(`q=Paged ${tag}`);
    expect([first.organisations.length, first.total, first.pageSize]).toEqual([20, 21, 20]);
    expect((await directory(`q=Paged ${tag}&page=2`)).organisations.map((o: { name: string }) => o.name)).toEqual([`Paged ${tag} 20`]);
  });

  it('refuses a filter it cannot read, under its name, and treats % and _ in a search as letters', async () => {
    const bad = await call(null, 'GET', '/api/organisations/directory?country=Atlantis&kind=bank');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['country', 'kind']);
    expect((await directory('q=%25')).organisations).toEqual([]);
    expect((await call(null, 'GET', '/api/organisations/listed/Not%20A%20Slug')).statusCode).toBe(400);
  });
});
