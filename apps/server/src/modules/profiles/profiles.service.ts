import type { Profile, UpdateProfileInput } from '@baobab/contracts/profiles';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { findProfile, updateUserIdentity, upsertProfileFields, type ProfileFields, type ProfileRow } from './profiles.repository';

const nullIfEmpty = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

function toProfile(row: NonNullable<ProfileRow>): Profile {
  return {
    ...row,
    skills: row.skills ?? [],
    interests: row.interests ?? [],
    isOpenToWork: row.isOpenToWork ?? false,
    isOpenToCofounder: row.isOpenToCofounder ?? false,
    isOpenToInvest: row.isOpenToInvest ?? false,
    experienceLevel: row.experienceLevel as Profile['experienceLevel'],
    remotePreference: row.remotePreference as Profile['remotePreference'],
    userType: row.userType === 'founder' || row.userType === 'investor' ? row.userType : null,
  };
}

/** The signed-in user's own profile; users without a saved profile get empty fields. */
export async function getOwnProfile(db: Db, user: SessionUser): Promise<Profile> {
  const row = await findProfile(db, user.id);
  if (!row) throw notFound('Profile');
  return toProfile(row);
}

/**
 * Saves the fields sent; omitted fields stay as they were. The route only ever passes the
 * caller's own id, so nobody can write another person's profile.
 */
export async function updateOwnProfile({ db, caches }: CachedDb, user: SessionUser, input: UpdateProfileInput): Promise<Profile> {
  const { firstName, lastName, profileImageUrl, ...rest } = input;
  const fields: ProfileFields = {
    ...rest,
    headline: nullIfEmpty(rest.headline),
    location: nullIfEmpty(rest.location),
    bio: nullIfEmpty(rest.bio),
    linkedinUrl: nullIfEmpty(rest.linkedinUrl),
    githubUrl: nullIfEmpty(rest.githubUrl),
    twitterUrl: nullIfEmpty(rest.twitterUrl),
    personalWebsite: nullIfEmpty(rest.personalWebsite),
    salaryExpectation: nullIfEmpty(rest.salaryExpectation),
    skills: rest.skills ? dedupe(rest.skills) : undefined,
    interests: rest.interests ? dedupe(rest.interests) : undefined,
  };
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ProfileFields;
  await db.transaction(async (tx) => {
    await upsertProfileFields(tx, user.id, defined);
    if (firstName !== undefined || lastName !== undefined || profileImageUrl !== undefined) {
      await updateUserIdentity(tx, user.id, { firstName, lastName, image: nullIfEmpty(profileImageUrl) });
    }
  });
  // The name may have changed, and investors are matched and listed by name.
  await caches.changed('investors');
  return getOwnProfile(db, user);
}

/** Case-insensitive de-duplication that keeps the first spelling. */
function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
