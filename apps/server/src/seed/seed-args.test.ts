import { describe, it, expect } from 'vitest';
import { parseSeedArgs } from './seed-args';

describe('parseSeedArgs', () => {
  it('defaults to the demo dataset without reset', () => {
    expect(parseSeedArgs([])).toEqual({ seed: 42, startups: 500, investors: 150, jobs: 200, messages: 240, deals: 40, reset: false, help: false });
  });

  it('reads every option', () => {
    expect(parseSeedArgs(['--startups', '100000', '--investors', '20000', '--jobs=50000', '--messages', '200000', '--deals', '50000', '--seed', '7', '--reset'])).toEqual({
      seed: 7, startups: 100_000, investors: 20_000, jobs: 50_000, messages: 200_000, deals: 50_000, reset: true, help: false,
    });
    expect(parseSeedArgs(['-h']).help).toBe(true);
  });

  it.each([
    [['--startups', '1'], /--startups must be a whole number from 2/],
    [['--investors', '0'], /--investors/],
    [['--jobs', '-5'], /--jobs/],
    [['--jobs', '1e3'], /--jobs/],
    [['--messages', '-1'], /--messages/],
    [['--deals', 'many'], /--deals/],
    [['--seed', '4294967296'], /--seed/],
    [['--startups'], /argument missing/],
    [['--bogus'], /Unknown option/],
    [['extra'], /positional/],
  ])('rejects %j with a message naming the problem', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
