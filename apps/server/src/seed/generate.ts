/**
 * The demo dataset as plain rows, from a seed and a few counts: the same options always give
 * the same rows (no clock, no Math.random). Each kind of row draws from its own random
 * stream, so asking for more jobs does not change the startups.
 */
import { demoRows } from './demo';
import { demoCapTable } from './demo-cap-table';
import { demoMetrics } from './demo-metrics';
import { demoRoom } from './demo-room';
import { generateDeals, generateThreads } from './generate-activity';
import { generateJob } from './generate-jobs';
import { generateFounder, generateInvestor, seedUserId } from './generate-people';
import { generateStartup, type StartupDraft } from './generate-startups';
import { createRandom, type Random } from './random';
import type { Dataset, GenerateOptions } from './types';
import type { City } from './vocabulary/places';

/** "Now" for seeded data: fixed, so that a dataset does not depend on the day it was made. */
export const SEED_EPOCH = new Date('2026-11-01T00:00:00.000Z');

/**
 * What `npm start` seeds: enough for every screen to show real data. The demo investor gets the
 * 40 deals (every stage, rounds for the closed ones) and, with the demo founder, some of the
 * 30 threads.
 */
export const defaultSeedOptions = { seed: 42, startups: 500, investors: 150, jobs: 200, messages: 240, deals: 40 } as const;

const DAY_MS = 86_400_000;
const DEMO_STARTUPS = 2;

const streams = { startups: 1, ownership: 2, founders: 3, investors: 4, jobs: 5, threads: 6, deals: 7 } as const;

function stream(seed: number, id: number): Random {
  return createRandom((Math.imul(seed, 0x9e3779b1) ^ Math.imul(id, 0x85ebca6b)) >>> 0);
}

function assertCount(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max} (got ${value})`);
  }
}

/**
 * How many startups each seeded founder owns (1 to 3), in order. With `founders` given,
 * every founder gets one and the rest are spread so that nobody gets more than three.
 */
function ownershipCounts(random: Random, total: number, founders: number | undefined): number[] {
  if (founders === undefined) {
    const counts: number[] = [];
    for (let left = total; left > 0; ) {
      const roll = random.next();
      const count = Math.min(left, roll < 0.7 ? 1 : roll < 0.92 ? 2 : 3);
      counts.push(count);
      left -= count;
    }
    return counts;
  }
  const counts = new Array<number>(founders).fill(1);
  const slots = random.shuffle([...counts.keys(), ...counts.keys()]);
  for (const index of slots.slice(0, total - founders)) counts[index]! += 1;
  return counts;
}

export function generateDataset(options: GenerateOptions): Dataset {
  const { seed, founders } = options;
  assertCount('seed', seed, 0, 0xffffffff);
  assertCount('startups', options.startups, DEMO_STARTUPS);
  assertCount('investors', options.investors, 1);
  assertCount('jobs', options.jobs, 0);
  assertCount('messages', options.messages ?? 0, 0);
  assertCount('deals', options.deals ?? 0, 0);
  if (founders !== undefined) assertCount('founders', founders, 1);
  const seededStartups = options.startups - DEMO_STARTUPS;
  const seededFounders = founders === undefined ? undefined : founders - 1;
  if (seededFounders !== undefined) {
    if (seededStartups < seededFounders || seededStartups > 3 * seededFounders) {
      throw new RangeError(
        `founders: ${founders} founders (the demo founder owns 2) cannot own ${options.startups} startups at 1 to 3 each`,
      );
    }
  }
  const epoch = options.epoch ?? SEED_EPOCH;
  const demo = demoRows(epoch);

  const users = [...demo.users];
  const founderProfiles = [demo.founderProfile];
  const investorProfiles = [demo.investorProfile];
  const drafts: StartupDraft[] = [...demo.startups];
  const names = { used: new Set(drafts.map((d) => d.row.name)), nextNumber: new Map<string, number>() };

  const startupRandom = stream(seed, streams.startups);
  const founderRandom = stream(seed, streams.founders);
  let sequence = users.length + 1;
  let position = 0;
  for (const count of ownershipCounts(stream(seed, streams.ownership), seededStartups, seededFounders)) {
    const ownerId = seedUserId(sequence);
    let homeCity: City | undefined;
    let firstCreated = Infinity;
    for (let i = 0; i < count; i += 1) {
      const draft = generateStartup(startupRandom, { id: drafts.length + 1, ownerId, epoch, homeCity, position, names });
      homeCity ??= draft.city;
      firstCreated = Math.min(firstCreated, draft.row.createdAt!.getTime());
      drafts.push(draft);
      position += 1;
    }
    const joined = new Date(firstCreated - founderRandom.int(1, 60) * DAY_MS);
    const { user, profile } = generateFounder(founderRandom, { sequence, city: homeCity!, createdAt: joined });
    users.push(user);
    founderProfiles.push(profile);
    sequence += 1;
  }

  const investorRandom = stream(seed, streams.investors);
  for (let p = 0; p < options.investors - 1; p += 1) {
    const { user, profile } = generateInvestor(investorRandom, { sequence, position: p, epoch });
    users.push(user);
    investorProfiles.push(profile);
    sequence += 1;
  }

  const jobRandom = stream(seed, streams.jobs);
  const jobs = Array.from({ length: options.jobs }, (_, p) =>
    generateJob(jobRandom, { startup: jobRandom.pick(drafts), position: p, epoch }),
  );

  const startups = drafts.map((d) => d.row);
  const activity = {
    users,
    founderIds: founderProfiles.map((p) => p.userId),
    investorIds: investorProfiles.map((p) => p.userId),
    startups,
    epoch,
    messages: options.messages ?? 0,
    deals: options.deals ?? 0,
  };
  return {
    // The demo admin last: generated activity (threads, deals) never involves them.
    users: [...users, demo.admin.user],
    accounts: [...demo.accounts, demo.admin.account],
    adminIds: [demo.admin.user.id!],
    founderProfiles,
    investorProfiles,
    userProfiles: demo.userProfiles,
    startups,
    jobs,
    ...generateThreads(stream(seed, streams.threads), activity),
    ...generateDeals(stream(seed, streams.deals), activity),
    demoRoom: demoRoom(epoch),
    demoMetrics: demoMetrics(epoch),
    demoCapTable: demoCapTable(epoch),
  };
}
