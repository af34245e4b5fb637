import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureStatement, type Placeholders } from '../../db/figures';
import { dataRoomGrants } from '../../db/schema/data-rooms';
import { financialsShares } from '../../db/schema/startup-access';
import { as, createTestApp, sessionUserOf, type TestApp, type TestUser } from '../../test/test-app';
import { createRoom, grantRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { buildOrganisation } from '../../test/factories/organisations';
import { shareFinancials } from '../../test/factories/startup-access';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import type { SessionUser } from '../../lib/session-user';
import { getStartupAccess, startupsSeenBeyondPublicFigure, viewerOf, type Viewer } from './startup-access.service';

/**
 * The batch read a list screen uses (dashboard deal score, portfolio companies) must say "more than a
 * visitor" for exactly the startups the one-startup read opens: every path of consent, and every way
 * consent ends, compared startup by startup.
 */
let t: TestApp;
let founder: TestUser;
let reader: TestUser;
let fundAdmin: TestUser;
const ids: Record<string, number> = {};

const sessionOf = (user: TestUser) => sessionUserOf(user, 'investor');

beforeAll(async () => {
  t = await createTestApp();
  [founder, reader, fundAdmin] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  await Promise.all([connect(t, founder, reader), connect(t, founder, fundAdmin)]);
  const fund = await buildOrganisation(t, fundAdmin, [[reader, 'viewer']]);
  for (const name of ['public', 'share', 'fundShare', 'revokedShare', 'expiredShare', 'grant', 'revokedGrant', 'expiredGrant', 'notAsked']) {
    ids[name] = (await buildStartup(t, founder.id, { name: `Seen ${name}` })).id;
  }
  ids.own = (await buildStartup(t, reader.id, { name: 'Seen own' })).id;

  await shareFinancials(t, founder, ids.share!, reader, ['cap_table']);
  await shareFinancials(t, founder, ids.notAsked!, reader, ['cap_table']);
  const fundShare = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${ids.fundShare}/financial-shares`, payload: { organisationId: fund, scopes: ['cap_table'] } }));
  expect(fundShare.statusCode).toBe(201);
  const revoked = await shareFinancials(t, founder, ids.revokedShare!, reader, ['cap_table']);
  await t.app.inject(as(founder, { method: 'DELETE', url: `/api/startups/${ids.revokedShare}/financial-shares/${revoked}` }));
  const expired = await shareFinancials(t, founder, ids.expiredShare!, reader, ['cap_table']);
  await t.db.update(financialsShares).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(financialsShares.id, expired));

  await grantRoom(t, founder, await createRoom(t, founder, ids.grant!, 'Open room'), reader, 'view');
  const revokedGrant = await grantRoom(t, founder, await createRoom(t, founder, ids.revokedGrant!, 'Closed room'), reader, 'view');
  await t.db.update(dataRoomGrants).set({ revokedAt: new Date() }).where(eq(dataRoomGrants.id, revokedGrant));
  const expiredGrant = await grantRoom(t, founder, await createRoom(t, founder, ids.expiredGrant!, 'Past room'), reader, 'view');
  await t.db.update(dataRoomGrants).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(dataRoomGrants.id, expiredGrant));
});
afterAll(() => t.close());

/**
 * The figure over a subquery of the asked ids, as a screen reads it over its own list (the dashboard's live deals):
 * one statement, written once, read for each person in turn.
 */
const seenAmong = figureStatement((a: Placeholders<Viewer & { asked: number[] }>) => ({ seen: startupsSeenBeyondPublicFigure(a, sql`select unnest(${a.asked}::int[])`) }));
async function listStartupsSeenBeyondPublic(db: TestApp['db'], user: SessionUser, asked: readonly number[]): Promise<Set<number>> {
  return new Set((await seenAmong(db, { ...viewerOf(user), asked: [...asked] })).seen);
}

describe('startupsSeenBeyondPublicFigure', () => {
  it('names exactly the asked startups whose one-startup read opens more than a visitor sees', async () => {
    const asked = Object.entries(ids).filter(([name]) => name !== 'notAsked').map(([, id]) => id);
    for (const user of [reader, founder, fundAdmin]) {
      const seen = await listStartupsSeenBeyondPublic(t.db, sessionOf(user), asked);
      for (const id of asked) {
        const { access } = await getStartupAccess(t.db, sessionOf(user), id);
        expect(seen.has(id), `${user.email}, startup ${id}`).toBe(access.isOwner || access.share !== null || access.hasRoomGrant);
      }
    }
    // Shared with the reader but not asked about: a list screen's answer holds only its own startups.
    const readerSees = await listStartupsSeenBeyondPublic(t.db, sessionOf(reader), asked);
    expect([...readerSees].sort((a, b) => a - b)).toEqual([ids.share, ids.fundShare, ids.grant, ids.own].sort((a, b) => a! - b!));
    expect((await listStartupsSeenBeyondPublic(t.db, sessionOf(founder), asked)).size).toBe(asked.length - 1);
  });

  it('answers nothing for no startups', async () => {
    expect((await listStartupsSeenBeyondPublic(t.db, sessionOf(reader), [])).size).toBe(0);
  });
});
