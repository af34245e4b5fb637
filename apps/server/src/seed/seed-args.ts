/** Command-line options of `npm run seed`, parsed and checked before anything touches the database. */
import { parseArgs } from 'node:util';
import { defaultSeedOptions } from './generate';

export type SeedArgs = { seed: number; startups: number; investors: number; jobs: number; messages: number; deals: number; reset: boolean; help: boolean };

export const seedUsage = `Usage: npm run seed -- [--startups N] [--investors N] [--jobs N] [--messages N] [--deals N] [--seed S] [--reset]

Fills DATABASE_URL (or the embedded database under DATA_DIR) with demo data.
  --startups N   startups, including the demo founder's two (default ${defaultSeedOptions.startups}, at least 2)
  --investors N  investor profiles, including the demo investor's (default ${defaultSeedOptions.investors}, at least 1)
  --jobs N       job posts (default ${defaultSeedOptions.jobs})
  --messages N   messages in founder–investor threads, about eight per thread (default ${defaultSeedOptions.messages})
  --deals N      deals in investors' pipelines, the demo investor's first 200; closed ones get a round (default ${defaultSeedOptions.deals})
  --seed S       random seed, 0 to 4294967295 (default ${defaultSeedOptions.seed}); the same seed gives the same data
  --reset        delete all users and everything they own first (cannot be undone)`;

function wholeNumber(name: string, text: string | undefined, fallback: number, min: number, max = 10_000_000): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max} (got '${text}')`);
  }
  return Number(text);
}

/** Throws an Error whose message is fit to print when an option is unknown or out of range. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      startups: { type: 'string' },
      investors: { type: 'string' },
      jobs: { type: 'string' },
      messages: { type: 'string' },
      deals: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    startups: wholeNumber('startups', values.startups, defaultSeedOptions.startups, 2),
    investors: wholeNumber('investors', values.investors, defaultSeedOptions.investors, 1),
    jobs: wholeNumber('jobs', values.jobs, defaultSeedOptions.jobs, 0),
    messages: wholeNumber('messages', values.messages, defaultSeedOptions.messages, 0),
    deals: wholeNumber('deals', values.deals, defaultSeedOptions.deals, 0),
    seed: wholeNumber('seed', values.seed, defaultSeedOptions.seed, 0, 0xffffffff),
    reset: values.reset,
    help: values.help,
  };
}
