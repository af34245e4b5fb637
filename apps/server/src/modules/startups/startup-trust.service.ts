/**
 * A founder's trust controls on a startup and the verification facts its page shows
 * (packages/contracts/src/startup-trust.ts). Other modules ask `requireRequestAllowed` before
 * recording an intro or a data-room access request addressed to a startup.
 */
import { websiteHost, websiteMatchesEmailDomain } from '@baobab/contracts/domains';
import { startupTrustMessages, type StartupRequestSettings, type StartupRequestSettingsInput, type StartupVerificationFacts } from '@baobab/contracts/startup-trust';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import { forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { isVerifiedInvestor } from '../investors/investors.service';
import * as repo from './startups.repository';

export type RequestKind = 'intro' | 'data_room';

/**
 * Refuses (403, with the reason and where to get verified) an intro or data-room access request
 * to a startup whose founder accepts them from verified investors only, when the requester is not
 * one. Any requester: a founder or an unverified investor alike (docs/security.md, "Founder
 * controls"). The owner is left to the caller's own rules (asking yourself is refused there).
 */
export async function requireRequestAllowed(db: Db, user: SessionUser, startupId: number, kind: RequestKind): Promise<void> {
  const startup = await repo.findStartupById(db, startupId);
  if (!startup || !startup.verifiedInvestorsOnly || startup.ownerId === user.id) return;
  if (await isVerifiedInvestor(db, user.id)) return;
  throw forbidden(kind === 'intro' ? startupTrustMessages.introVerifiedOnly(startup.name) : startupTrustMessages.dataRoomVerifiedOnly(startup.name));
}

/** The owner turns "verified investors only" on or off; ownership is part of the update's own condition. */
export async function setRequestSettings({ db, caches }: CachedDb, user: SessionUser, id: number, input: StartupRequestSettingsInput): Promise<StartupRequestSettings> {
  const row = await repo.updateOwnedRequestSettings(db, id, user.id, input.verifiedInvestorsOnly);
  if (!row) throw notFound('Startup');
  // The switch is on the startup's public page (startups.cache.ts).
  await caches.changed('startups');
  return row;
}

/**
 * The facts under "Verification": the registration as the founder states it, and the website's
 * domain only when the founder's e-mail is verified and at that domain (never a free-mail one).
 */
export function verificationFacts(
  startup: Pick<repo.StartupRow, 'registrationNumber' | 'registrationCountry' | 'website'>,
  founder: { email: string; emailVerified: boolean },
): StartupVerificationFacts {
  const matches = founder.emailVerified && websiteMatchesEmailDomain(startup.website, founder.email);
  return {
    registrationNumber: startup.registrationNumber,
    registrationCountry: startup.registrationCountry,
    matchedWebsiteDomain: matches && startup.website ? websiteHost(startup.website) : null,
  };
}
