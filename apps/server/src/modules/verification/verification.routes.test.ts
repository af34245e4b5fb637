import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verificationMessages } from '@baobab/contracts/verification';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { investorProfiles } from '../../db/schema/profiles';
import { investorVerifications } from '../../db/schema/trust-safety';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { buildInvestorProfile, makeAdmin, signUpFounder, signUpInvestor } from '../../test/factories/users';
import { applicationRequest, applyForVerification, decideVerification } from '../../test/factories/verification';
import { createFilesTestApp, filesOnDisk, pdfBytes, pngBytes } from '../data-rooms/test-support';
import { createRoom } from '../../test/factories/data-rooms';
import { buildStartup } from '../../test/factories/startups';

let t: TestApp & { filesDir: string };
let admin: TestUser;
beforeAll(async () => {
  t = await createFilesTestApp();
  admin = await signUpUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const mine = async (user: TestUser) => (await call(user, 'GET', '/api/verification')).json();
const badgeOf = async (userId: string) => (await t.db.select({ verifiedAt: investorProfiles.verifiedAt }).from(investorProfiles).where(eq(investorProfiles.userId, userId)))[0]!.verifiedAt;
const notificationsOf = async (user: TestUser) => (await call(user, 'GET', '/api/notifications')).json().items as { kind: string; title: string; body: string; href: string }[];

/** An investor whose verified e-mail is at `domain`. */
async function investorAt(domain: string): Promise<TestUser & { investorId: number }> {
  const user = await signUpUser(t.app, { email: `ada.${Date.now()}.${Math.random().toString(36).slice(2)}@${domain}` });
  const response = await t.app.inject(as(user, { method: 'POST', url: '/api/investors', payload: buildInvestorProfile() }));
  return { ...user, investorId: response.json().id };
}

describe('applying', () => {
  it('verifies at once a website on the investor\'s verified e-mail domain, subdomains included', async () => {
    const investor = await investorAt('acacia.vc');
    const response = await t.app.inject(applicationRequest(investor, { website: 'https://invest.acacia.vc', linkedinUrl: 'https://www.linkedin.com/in/ada' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.latest).toMatchObject({ status: 'verified', method: 'email_domain', website: 'https://invest.acacia.vc', linkedinUrl: 'https://www.linkedin.com/in/ada' });
    expect(body.verifiedAt).not.toBeNull();
    expect(body.canApply).toBe(false);
    expect(await badgeOf(investor.id)).not.toBeNull();
    const detail = (await call(null, 'GET', `/api/investors/${investor.investorId}`)).json();
    expect(detail.verifiedAt).toBe(body.verifiedAt);
  });

  it('leaves a free-mail address for an admin, even on a matching website', async () => {
    const investor = await investorAt('gmail.com');
    const response = await t.app.inject(applicationRequest(investor, { website: 'https://gmail.com' }));
    expect(response.json().latest).toMatchObject({ status: 'pending', method: 'admin_review' });
    expect(await badgeOf(investor.id)).toBeNull();
  });

  it('leaves a different website pending, with its PDF, and refuses a second application while it waits', async () => {
    const investor = await signUpInvestor(t);
    const pdf = await pdfBytes('Fund letter');
    const first = await t.app.inject(applicationRequest(investor, { website: 'https://kilimanjaro.capital' }, { name: 'Mandate.pdf', bytes: pdf }));
    expect(first.statusCode).toBe(201);
    expect(first.json().latest).toMatchObject({ status: 'pending', method: 'admin_review', documentName: 'Mandate.pdf' });
    expect(first.json().canApply).toBe(false);
    const second = await t.app.inject(applicationRequest(investor, { website: 'https://kilimanjaro.capital' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(verificationMessages.alreadyPending);
    const own = await call(investor, 'GET', '/api/verification/document');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);
  });

  it('takes one of two applications sent at once', async () => {
    const investor = await signUpInvestor(t);
    const responses = await fireTogether(t, [0, 1, 2].map(() => applicationRequest(investor, { website: 'https://racing.capital' })));
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 2 });
    expect(await t.db.select().from(investorVerifications).where(eq(investorVerifications.userId, investor.id))).toHaveLength(1);
  });

  it('refuses a founder with a clear 403, and the signed-out with 401', async () => {
    const founder = await signUpFounder(t);
    const response = await t.app.inject(applicationRequest(founder, { website: 'https://founder.io' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(verificationMessages.notInvestor);
    expect((await mine(founder)).isInvestor).toBe(false);
    expect((await t.app.inject(applicationRequest(null, { website: 'https://founder.io' }))).statusCode).toBe(401);
  });

  it('refuses bad evidence with field messages, and leaves no file behind', async () => {
    const investor = await signUpInvestor(t);
    const before = await filesOnDisk(t.filesDir);
    const cases = [
      [applicationRequest(investor, { website: 'kilimanjaro' }), 400, verificationMessages.websiteInvalid],
      [applicationRequest(investor, { website: '' }), 400, verificationMessages.websiteRequired],
      [applicationRequest(investor, { website: 'https://k.capital', linkedinUrl: 'https://twitter.com/ada' }), 400, verificationMessages.linkedinInvalid],
      [applicationRequest(investor, { website: 'https://k.capital' }, { name: 'photo.pdf', bytes: pngBytes() }), 400, verificationMessages.documentNotPdf],
      [applicationRequest(investor, { website: 'https://k.capital' }, { name: 'big.pdf', bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(11 * 1024 * 1024)]) }), 413, englishOf(verificationMessages.documentTooLarge)],
      [applicationRequest(investor, { website: 'kilimanjaro' }, { name: 'Mandate.pdf', bytes: await pdfBytes() }), 400, verificationMessages.websiteInvalid],
    ] as const;
    for (const [request, status, message] of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await filesOnDisk(t.filesDir)).toEqual(before);
    expect((await mine(investor)).latest).toBeNull();
  });

  it('accepts a JSON application without a document', async () => {
    const investor = await signUpInvestor(t);
    const response = await call(investor, 'POST', '/api/verification', { website: 'https://json.capital' });
    expect(response.statusCode).toBe(201);
    expect(response.json().latest.status).toBe('pending');
  });
});

describe('admin review', () => {
  it('lists pending applications oldest first, with the evidence, and serves the document to admins only', async () => {
    const first = await signUpInvestor(t);
    const second = await investorAt('baobab-ventures.com');
    const pdf = await pdfBytes('Evidence');
    const firstId = await applyForVerification(t, first, { website: 'https://first.capital' }, { name: 'Letter.pdf', bytes: pdf });
    const secondId = await applyForVerification(t, second, { website: 'https://baobab-ventures.org' });
    const list = (await call(admin, 'GET', '/api/admin/verifications')).json() as { id: number; documentUrl: string | null; investor: { email: string; emailVerified: boolean; investorId: number }; domainsMatch: boolean }[];
    const ids = list.map((a) => a.id);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
    const entry = list.find((a) => a.id === firstId)!;
    expect(entry).toMatchObject({ documentUrl: `/api/admin/verifications/${firstId}/document`, domainsMatch: false, investor: { email: first.email, emailVerified: true, investorId: first.investorId } });
    expect(list.find((a) => a.id === secondId)!.documentUrl).toBeNull();
    const download = await call(admin, 'GET', entry.documentUrl!);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    for (const user of [null, first, second]) {
      expect((await call(user, 'GET', '/api/admin/verifications')).statusCode).toBe(404);
      expect((await call(user, 'GET', entry.documentUrl!)).statusCode).toBe(404);
      expect((await call(user, 'POST', `/api/admin/verifications/${firstId}/approve`, { reason: 'x' })).statusCode).toBe(404);
    }
  });

  it('approves with a reason: the badge, the audit log and a notification carrying the reason', async () => {
    const investor = await signUpInvestor(t);
    const id = await applyForVerification(t, investor, { website: 'https://approved.capital' });
    await decideVerification(t, admin, id, 'approve', 'Fund registered with the SEC');
    expect(await badgeOf(investor.id)).not.toBeNull();
    const status = await mine(investor);
    expect(status.latest).toMatchObject({ status: 'verified', method: 'admin_review', decisionReason: 'Fund registered with the SEC' });
    expect((await notificationsOf(investor))[0]).toMatchObject({ kind: 'verification_decision', title: verificationMessages.noticeApproved, body: 'Fund registered with the SEC', href: '/verification' });
    const audit = (await call(admin, 'GET', '/api/admin/audit')).json().items;
    expect(audit[0]).toMatchObject({ action: 'verification.approve', targetType: 'user', targetId: investor.id, reason: 'Fund registered with the SEC' });
    const listed = (await call(null, 'GET', '/api/investors?verified=true&limit=100')).json() as { id: number; verifiedAt: string | null }[];
    expect(listed.map((i) => i.id)).toContain(investor.investorId);
    expect(listed.every((i) => i.verifiedAt !== null)).toBe(true);
    expect((await call(admin, 'POST', `/api/admin/verifications/${id}/decline`, { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('declines with a reason the investor reads, who may then apply again', async () => {
    const investor = await signUpInvestor(t);
    const id = await applyForVerification(t, investor, { website: 'https://declined.capital' });
    await decideVerification(t, admin, id, 'decline', 'The website does not name you');
    const status = await mine(investor);
    expect(status).toMatchObject({ verifiedAt: null, canApply: true, latest: { status: 'declined', decisionReason: 'The website does not name you' } });
    expect((await notificationsOf(investor))[0]).toMatchObject({ kind: 'verification_decision', title: verificationMessages.noticeDeclined, body: 'The website does not name you' });
    expect(await badgeOf(investor.id)).toBeNull();
    const all = (await call(null, 'GET', '/api/investors?verified=true&limit=100')).json() as { id: number }[];
    expect(all.map((i) => i.id)).not.toContain(investor.investorId);
    await applyForVerification(t, investor, { website: 'https://declined.capital/team' });
  });

  it('withdraws a verification: the badge goes, the investor is told why, and they may apply again', async () => {
    const investor = await investorAt('withdrawn.vc');
    const id = await applyForVerification(t, investor, { website: 'https://withdrawn.vc' });
    expect(await badgeOf(investor.id)).not.toBeNull();
    const verified = (await call(admin, 'GET', '/api/admin/verifications/verified?q=withdrawn.vc')).json() as { id: number; method: string }[];
    expect(verified).toEqual([expect.objectContaining({ id, method: 'email_domain' })]);
    await decideVerification(t, admin, id, 'withdraw', 'The fund closed');
    expect(await badgeOf(investor.id)).toBeNull();
    expect(await mine(investor)).toMatchObject({ canApply: true, latest: { status: 'withdrawn', decisionReason: 'The fund closed' } });
    expect((await notificationsOf(investor))[0]).toMatchObject({ title: verificationMessages.noticeWithdrawn, body: 'The fund closed' });
    expect((await call(admin, 'POST', `/api/admin/verifications/${id}/withdraw`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/admin/verifications/999999/approve', { reason: 'x' })).statusCode).toBe(404);
  });

  it('requires a reason', async () => {
    const investor = await signUpInvestor(t);
    const id = await applyForVerification(t, investor, { website: 'https://reason.capital' });
    expect((await call(admin, 'POST', `/api/admin/verifications/${id}/approve`, { reason: '  ' })).statusCode).toBe(400);
  });

  it('gives one decision and one 409 when two admins decide at once', async () => {
    const other = await signUpUser(t.app);
    await makeAdmin(t, other);
    const investor = await signUpInvestor(t);
    const id = await applyForVerification(t, investor, { website: 'https://contested.capital' });
    const responses = await fireTogether(t, [
      as(admin, { method: 'POST', url: `/api/admin/verifications/${id}/approve`, payload: { reason: 'Looks right' } }),
      as(other, { method: 'POST', url: `/api/admin/verifications/${id}/decline`, payload: { reason: 'Looks wrong' } }),
    ]);
    expect(statusCounts(responses)).toEqual({ 204: 1, 409: 1 });
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(verificationMessages.alreadyDecided);
    const decisions = (await notificationsOf(investor)).filter((n) => n.kind === 'verification_decision');
    expect(decisions).toHaveLength(1);
    const approved = responses[0]!.statusCode === 204;
    expect((await badgeOf(investor.id)) !== null).toBe(approved);
  });
});

describe('the badge', () => {
  it('shows on the intro request, the people card, the data-room access request and the own profile', async () => {
    const founder = await signUpFounder(t);
    const startup = (await buildStartup(t, founder.id)).id;
    const room = await createRoom(t, founder, startup, 'Seed');
    const verified = await investorAt('badge.vc');
    await applyForVerification(t, verified, { website: 'https://badge.vc' });
    const unverified = await signUpInvestor(t);
    for (const investor of [verified, unverified]) {
      expect((await call(investor, 'POST', '/api/users/connections', { addresseeId: founder.id, message: 'Hello' })).statusCode).toBe(201);
      expect((await call(investor, 'POST', `/api/data-rooms/${room}/access-requests`, {})).statusCode).toBe(201);
    }
    const incoming = (await call(founder, 'GET', '/api/users/connections/invitations')).json().incoming as { connectedUser: { id: string; isVerifiedInvestor: boolean } }[];
    const badgeIn = (id: string) => incoming.find((c) => c.connectedUser.id === id)!.connectedUser.isVerifiedInvestor;
    expect([badgeIn(verified.id), badgeIn(unverified.id)]).toEqual([true, false]);
    const requests = (await call(founder, 'GET', `/api/data-rooms/${room}/access-requests`)).json() as { requester: { id: string; isVerifiedInvestor: boolean } }[];
    expect(requests.find((r) => r.requester.id === verified.id)!.requester.isVerifiedInvestor).toBe(true);
    expect(requests.find((r) => r.requester.id === unverified.id)!.requester.isVerifiedInvestor).toBe(false);
    const cards = (await call(founder, 'GET', '/api/users/search?userType=investor')).json() as { id: string; isVerifiedInvestor: boolean }[];
    expect(cards.find((c) => c.id === verified.id)?.isVerifiedInvestor).toBe(true);
    expect(cards.find((c) => c.id === unverified.id)?.isVerifiedInvestor).toBe(false);
    expect((await call(verified, 'GET', '/api/users/profile')).json().isVerifiedInvestor).toBe(true);
    expect((await call(founder, 'GET', '/api/users/profile')).json().isVerifiedInvestor).toBe(false);
  });
});
