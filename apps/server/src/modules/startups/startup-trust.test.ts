import { englishOf } from '@baobab/contracts/i18n/message-english';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupTrustMessages } from '@baobab/contracts/startup-trust';
import { users } from '../../db/schema/auth';
import { connections } from '../../db/schema/network';
import { investorProfiles } from '../../db/schema/profiles';
import { dataRoomAccessRequests } from '../../db/schema/data-rooms';
import { as, createTestApp, signUpUser, type TestApp, type TestUser, forgetSessions } from '../../test/test-app';
import { createRoom } from '../../test/factories/data-rooms';
import { buildStartupInput, createStartup } from '../../test/factories/startups';
import { buildFounderProfile, signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setSwitch = (user: TestUser | null, id: number, verifiedInvestorsOnly: unknown) =>
  t.app.inject(as(user, { method: 'PUT', url: `/api/startups/${id}/request-settings`, payload: { verifiedInvestorsOnly } }));
const intro = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url: '/api/users/connections', payload }));
const askRoom = (user: TestUser, roomId: number) => t.app.inject(as(user, { method: 'POST', url: `/api/data-rooms/${roomId}/access-requests`, payload: { message: 'We lead seed rounds.' } }));
const detail = async (user: TestUser | null, id: number) => (await t.app.inject(as(user, { method: 'GET', url: `/api/startups/${id}` }))).json();
const verify = (userId: string) => t.db.update(investorProfiles).set({ verifiedAt: new Date() }).where(eq(investorProfiles.userId, userId));

describe('verified investors only', () => {
  let founder: TestUser;
  let guarded: number;
  let open: number;
  let guardedRoom: number;
  let openRoom: number;

  beforeAll(async () => {
    founder = await signUpFounder(t);
    guarded = await createStartup(t, founder, { name: 'Ledgerline' });
    open = await createStartup(t, founder, { name: 'Shamba Pay' });
    guardedRoom = await createRoom(t, founder, guarded, 'Seed room');
    openRoom = await createRoom(t, founder, open, 'Open room');
    const saved = await setSwitch(founder, guarded, true);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ verifiedInvestorsOnly: true });
  });

  it("refuses an unverified investor's intro request and data-room request with the reason, storing nothing", async () => {
    const investor = await signUpInvestor(t);
    const refused = await intro(investor, { toStartupId: guarded, message: 'Interested in your seed round.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(englishOf(startupTrustMessages.introVerifiedOnly('Ledgerline')));
    expect(refused.json().message).toBe('Ledgerline accepts intro requests from verified investors only. Get verified at /verification to send one.');

    const room = await askRoom(investor, guardedRoom);
    expect(room.statusCode).toBe(403);
    expect(room.json().message).toBe(englishOf(startupTrustMessages.dataRoomVerifiedOnly('Ledgerline')));

    expect(await t.db.select().from(connections).where(eq(connections.requesterId, investor.id))).toHaveLength(0);
    expect(await t.db.select().from(dataRoomAccessRequests).where(eq(dataRoomAccessRequests.requesterId, investor.id))).toHaveLength(0);
  });

  it('refuses a founder too: the switch lets verified investors only through', async () => {
    const otherFounder = await signUpFounder(t);
    expect((await intro(otherFounder, { toStartupId: guarded })).statusCode).toBe(403);
    expect((await askRoom(otherFounder, guardedRoom)).statusCode).toBe(403);
  });

  it("accepts a verified investor's requests, and refuses them again once the verification is withdrawn", async () => {
    const investor = await signUpInvestor(t);
    await verify(investor.id);
    expect((await intro(investor, { toStartupId: guarded, message: 'We back B2B fintech.' })).statusCode).toBe(201);
    expect((await askRoom(investor, guardedRoom)).statusCode).toBe(201);

    const withdrawn = await signUpInvestor(t);
    await verify(withdrawn.id);
    await t.db.update(investorProfiles).set({ verifiedAt: null }).where(eq(investorProfiles.userId, withdrawn.id));
    expect((await intro(withdrawn, { toStartupId: guarded })).statusCode).toBe(403);
  });

  it("leaves the founder's other startups, and requests to the founder as a person, open to anyone", async () => {
    const investor = await signUpInvestor(t);
    expect((await askRoom(investor, openRoom)).statusCode).toBe(201);
    expect((await intro(investor, { toStartupId: open })).statusCode).toBe(201);

    const another = await signUpInvestor(t);
    expect((await intro(another, { addresseeId: founder.id, message: 'Hello from a fellow Nairobi founder.' })).statusCode).toBe(201);
  });

  it('turned off, lets anyone ask again', async () => {
    const investor = await signUpInvestor(t);
    expect(await detail(null, guarded)).toMatchObject({ verifiedInvestorsOnly: true });
    expect((await setSwitch(founder, guarded, false)).json()).toEqual({ verifiedInvestorsOnly: false });
    // A visitor's cached page follows at once.
    expect(await detail(null, guarded)).toMatchObject({ verifiedInvestorsOnly: false });
    expect((await intro(investor, { toStartupId: guarded })).statusCode).toBe(201);
    await setSwitch(founder, guarded, true);
  });

  it('tells the page whether the switch is on and whether the viewer is a verified investor', async () => {
    const unverified = await signUpInvestor(t);
    const verified = await signUpInvestor(t);
    await verify(verified.id);
    expect(await detail(null, guarded)).toMatchObject({ verifiedInvestorsOnly: true, viewerIsVerifiedInvestor: false });
    expect(await detail(unverified, guarded)).toMatchObject({ verifiedInvestorsOnly: true, viewerIsVerifiedInvestor: false });
    expect(await detail(verified, guarded)).toMatchObject({ verifiedInvestorsOnly: true, viewerIsVerifiedInvestor: true });
    expect(await detail(verified, open)).toMatchObject({ verifiedInvestorsOnly: false });
  });

  it('lets only the owner change the switch', async () => {
    const stranger = await signUpFounder(t);
    const investor = await signUpInvestor(t);
    expect((await setSwitch(null, guarded, false)).statusCode).toBe(401);
    expect((await setSwitch(stranger, guarded, false)).statusCode).toBe(404);
    expect((await setSwitch(investor, guarded, false)).statusCode).toBe(404);
    expect((await setSwitch(founder, 999_999, false)).statusCode).toBe(404);
    expect((await setSwitch(founder, guarded, 'yes')).statusCode).toBe(400);
    expect((await detail(null, guarded)).verifiedInvestorsOnly).toBe(true);
  });

  it('is kept when the founder edits the profile', async () => {
    const edited = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${guarded}`, payload: buildStartupInput({ name: 'Ledgerline' }) }));
    expect(edited.statusCode).toBe(200);
    expect((await detail(null, guarded)).verifiedInvestorsOnly).toBe(true);
  });
});

describe('registration facts', () => {
  const put = (user: TestUser, id: number, fields: Record<string, unknown>) =>
    t.app.inject(as(user, { method: 'PUT', url: `/api/startups/${id}`, payload: { ...buildStartupInput(), ...fields } }));

  it('stores the number and the country the founder gives, keeps them when a client leaves them out, and clears them when emptied', async () => {
    const founder = await signUpFounder(t);
    const id = await createStartup(t, founder, { registrationNumber: '  PVT-ABC123 ', registrationCountry: 'KE' });
    expect((await detail(null, id)).verificationFacts).toMatchObject({ registrationNumber: 'PVT-ABC123', registrationCountry: 'KE' });

    expect((await put(founder, id, {})).statusCode).toBe(200);
    expect((await detail(null, id)).verificationFacts).toMatchObject({ registrationNumber: 'PVT-ABC123', registrationCountry: 'KE' });

    expect((await put(founder, id, { registrationNumber: 'RC 1234567', registrationCountry: 'NG' })).statusCode).toBe(200);
    expect((await detail(null, id)).verificationFacts).toMatchObject({ registrationNumber: 'RC 1234567', registrationCountry: 'NG' });

    expect((await put(founder, id, { registrationNumber: '', registrationCountry: '' })).statusCode).toBe(200);
    expect((await detail(null, id)).verificationFacts).toMatchObject({ registrationNumber: null, registrationCountry: null });
  });

  it.each([
    [{ registrationNumber: 'X', registrationCountry: 'KE' }, startupTrustMessages.registrationNumber],
    [{ registrationNumber: 'A'.repeat(41), registrationCountry: 'KE' }, startupTrustMessages.registrationNumber],
    [{ registrationNumber: 'PVT<script>', registrationCountry: 'KE' }, startupTrustMessages.registrationNumber],
    [{ registrationNumber: '--//', registrationCountry: 'KE' }, startupTrustMessages.registrationNumber],
    [{ registrationNumber: 'PVT-ABC123', registrationCountry: 'Kenya' }, startupTrustMessages.registrationCountry],
    [{ registrationNumber: 'PVT-ABC123', registrationCountry: 'ZZ' }, startupTrustMessages.registrationCountry],
    [{ registrationNumber: 'PVT-ABC123', registrationCountry: '' }, startupTrustMessages.registrationPair],
    [{ registrationNumber: '', registrationCountry: 'KE' }, startupTrustMessages.registrationPair],
  ])('refuses %o with a clear message', async (fields, message) => {
    const founder = await signUpFounder(t);
    const response = await t.app.inject(as(founder, { method: 'POST', url: '/api/startups', payload: buildStartupInput(fields) }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});

describe('website domain fact', () => {
  /** A founder whose e-mail is at `domain`, with a startup whose website is `website`. */
  async function startupOf(domain: string, website: string, emailVerified = true) {
    const founder = await signUpUser(t.app, { email: `ama.${Math.random().toString(36).slice(2)}@${domain}` });
    await t.app.inject(as(founder, { method: 'POST', url: '/api/founders', payload: buildFounderProfile() }));
    if (!emailVerified) { await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, founder.id)); forgetSessions(t); }
    const id = await createStartup(t, founder, { website });
    return (await detail(null, id)).verificationFacts.matchedWebsiteDomain;
  }

  it("names the website's domain when the founder's verified e-mail is at it or at its parent", async () => {
    expect(await startupOf('ledgerline.africa', 'https://www.ledgerline.africa')).toBe('ledgerline.africa');
    expect(await startupOf('kobo.co.ke', 'https://app.kobo.co.ke/about')).toBe('app.kobo.co.ke');
  });

  it('says nothing for another domain, an unverified e-mail or a free-mail address', async () => {
    expect(await startupOf('ledgerline.africa', 'https://other.africa')).toBeNull();
    expect(await startupOf('shamba.africa', 'https://shamba.africa', false)).toBeNull();
    expect(await startupOf('gmail.com', 'https://gmail.com')).toBeNull();
    expect(await startupOf('example.com', '')).toBeNull();
  });
});
