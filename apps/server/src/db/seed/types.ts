import type { accounts, users } from '../schema/auth';
import type { jobs } from '../schema/jobs';
import type { founderProfiles, investorProfiles } from '../schema/profiles';
import type { startups } from '../schema/startups';

export type UserRow = typeof users.$inferInsert;
export type FounderProfileRow = typeof founderProfiles.$inferInsert;
export type InvestorProfileRow = typeof investorProfiles.$inferInsert;
/** Startups carry explicit ids (1, 2, ...) so that jobs can point at them and the demo founder owns 1 and 2. */
export type StartupRow = typeof startups.$inferInsert & { id: number };
export type JobRow = typeof jobs.$inferInsert;

/**
 * A demo sign-in. The password stays plain text here so that generation is pure and
 * repeatable; insertDataset hashes it (with a random salt) into an account row.
 */
export type SeedAccount = Omit<typeof accounts.$inferInsert, 'password'> & { plainPassword: string };

export type Dataset = {
  users: UserRow[];
  accounts: SeedAccount[];
  founderProfiles: FounderProfileRow[];
  investorProfiles: InvestorProfileRow[];
  startups: StartupRow[];
  jobs: JobRow[];
};

export type GenerateOptions = {
  /** Any integer from 0 to 2^32 - 1. */
  seed: number;
  /** Total startups, including the demo founder's two. */
  startups: number;
  /** Total investor profiles, including the demo investor's. */
  investors: number;
  jobs: number;
  /** Total founder profiles, including the demo founder's; by default each founder gets 1 to 3 startups at random. */
  founders?: number;
  /** "Now" for the dataset: dates fall in the three years before it. Defaults to SEED_EPOCH. */
  epoch?: Date;
};
