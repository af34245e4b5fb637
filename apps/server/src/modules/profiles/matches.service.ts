import { allSectors } from '@baobab/contracts/enums';
import type { Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { UserMatch } from '@baobab/contracts/profiles';
import { sectorMatches } from '@baobab/contracts/taxonomy';
import type { JobFacts, PersonFacts } from '@baobab/insights/facts';
import { matchPeople, type PersonMatch } from '@baobab/insights/people-matching';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { getPeopleMatchingFacts } from '../insights/matching.service';
import { listJobsForMatching } from '../jobs/jobs.service';
import { listCofounderCandidates, listMatchesOf, replaceMatches, CANDIDATE_LIMIT } from './matches.repository';
import { getOwnProfile } from './profiles.service';

/** Matches kept of each kind, best first. */
const MATCHES_PER_TYPE = 5;

type PersonRow = Pick<
  Awaited<ReturnType<typeof listCofounderCandidates>>[number],
  'id' | 'firstName' | 'lastName' | 'userType' | 'headline' | 'bio' | 'location' | 'skills' | 'interests' | 'experienceLevel' | 'isOpenToWork' | 'isOpenToCofounder' | 'isOpenToInvest'
>;
type JobRow = Awaited<ReturnType<typeof listJobsForMatching>>[number];

/**
 * A profile has no sector field: a person's sectors are the interests that name a startup
 * sector ('fintech', 'Fin-Tech' and 'FinTech' alike, through the shared taxonomy), plus any
 * sectors known from their own startups or investor profile.
 */
function sectorsOf(interests: readonly string[], known: readonly string[]): string[] {
  const fromInterests = allSectors.filter((s) => sectorMatches(interests, s));
  return [...new Set([...fromInterests, ...known])];
}

function toPersonFacts(row: PersonRow, knownSectors: readonly string[] = []): PersonFacts {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    userType: row.userType === 'founder' || row.userType === 'investor' ? row.userType : null,
    headline: row.headline,
    bio: row.bio,
    location: row.location,
    skills: row.skills,
    interests: row.interests,
    experienceLevel: row.experienceLevel,
    isOpenToWork: row.isOpenToWork,
    isOpenToCofounder: row.isOpenToCofounder,
    isOpenToInvest: row.isOpenToInvest,
    sectors: sectorsOf(row.interests, knownSectors),
  };
}

const toJobFacts = (row: JobRow): JobFacts => ({
  id: row.id,
  title: row.title,
  description: [row.description, row.requirements].filter(Boolean).join(' '),
  category: row.category,
  jobType: row.jobType,
  location: row.location,
  isRemote: row.isRemote,
});

/** Where each kind of match leads in the app. */
const hrefOf = (m: PersonMatch) =>
  m.matchType === 'startup' ? `/startups/${m.targetId}` : m.matchType === 'investor' ? `/investors/${m.targetId}` : m.matchType === 'job' ? '/jobs' : '/network';

export async function listOwnMatches(db: Db, user: SessionUser): Promise<UserMatch[]> {
  const rows = await listMatchesOf(db, user.id);
  return rows.map(({ summary, createdAt, ...row }) => ({
    ...row,
    matchType: row.matchType as UserMatch['matchType'],
    aiAnalysis: { summary },
    createdAt: createdAt.toISOString(),
  }));
}

/** A match whose summary and reasons may be messages (decision 0046): the route writes them for the wire. */
export type OwnMatch = Omit<UserMatch, 'aiAnalysis' | 'reasons'> & { aiAnalysis: { summary: Text }; reasons: Text[] };

/**
 * Computes the user's matches from their profile with the people-matching engine
 * (packages/insights/src/people-matching.ts) and replaces the previous set in one transaction,
 * so a reader never sees a half-written list. The stored summary and reasons are their English (text
 * columns, which the list answers as it always has); the answer to this request carries the engine's
 * messages, so a reader in another language gets them rendered.
 */
export async function generateOwnMatches(cached: CachedDb, user: SessionUser): Promise<OwnMatch[]> {
  const { db } = cached;
  const profile = await getOwnProfile(db, user);
  const wantsJobs = profile.isOpenToWork || profile.isOpenToCofounder;
  const [facts, people, jobs] = await Promise.all([
    getPeopleMatchingFacts(cached, user.id, CANDIDATE_LIMIT),
    profile.isOpenToCofounder ? listCofounderCandidates(db, user.id) : [],
    wantsJobs ? listJobsForMatching(db, CANDIDATE_LIMIT) : [],
  ]);
  const known = [...facts.ownStartups.map((s) => s.sector), ...(facts.ownInvestorProfile?.preferredSectors ?? [])];
  const me = toPersonFacts({ ...profile, id: user.id }, known);
  const candidates = { ...facts, people: people.map((p) => toPersonFacts(p)), jobs: jobs.map(toJobFacts) };
  const matches = matchPeople(me, candidates, { perType: MATCHES_PER_TYPE });

  // The stored name is the target's own name (the engine's summary may add context).
  const names = new Map<string, string>([
    ...candidates.people.map((p) => [`cofounder:${p.id}`, p.name] as const),
    ...candidates.investors.map((i) => [`investor:${i.id}`, i.name] as const),
    ...candidates.startups.map((s) => [`startup:${s.id}`, s.name] as const),
    ...candidates.jobs.map((j) => [`job:${j.id}`, j.title] as const),
  ]);
  await db.transaction((tx) =>
    replaceMatches(
      tx,
      user.id,
      matches.map((m) => ({
        matchType: m.matchType,
        targetId: m.targetId,
        targetName: names.get(`${m.matchType}:${m.targetId}`) ?? '',
        targetHref: hrefOf(m),
        score: m.score,
        summary: englishOf(m.summary),
        reasons: m.reasons.map(englishOf),
      })),
    ),
  );
  const computed = new Map(matches.map((m) => [`${m.matchType}:${m.targetId}`, m]));
  return (await listOwnMatches(db, user)).map((row) => {
    const match = computed.get(`${row.matchType}:${row.targetId}`);
    return match ? { ...row, aiAnalysis: { summary: match.summary }, reasons: match.reasons } : row;
  });
}
