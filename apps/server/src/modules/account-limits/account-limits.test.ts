import { accountLimitKinds, accountLimitRules, NEW_ACCOUNT_DAYS } from '@baobab/contracts/account-limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountLimit, type AccountStanding } from './account-limits';

const standing = (overrides: Partial<AccountStanding> = {}): AccountStanding => ({ accountAgeDays: 30, recentDeclines: 0, upheldReports: 0, ...overrides });
const standings = fc.record({ accountAgeDays: fc.nat(400), recentDeclines: fc.nat(30), upheldReports: fc.nat(10) });
const kinds = fc.constantFrom(...accountLimitKinds);

describe('accountLimit', () => {
  it.each([
    ['an established account', standing(), 'intros', 20, false, false],
    ['a day-old account', standing({ accountAgeDays: 1 }), 'intros', 5, true, false],
    [`an account on its day ${NEW_ACCOUNT_DAYS}`, standing({ accountAgeDays: NEW_ACCOUNT_DAYS }), 'jobPosts', accountLimitRules.jobPosts.established, false, false],
    ['three declines', standing({ recentDeclines: 3 }), 'intros', 10, false, true],
    ['two declines (under a step)', standing({ recentDeclines: 2 }), 'messages', 300, false, false],
    ['one upheld report', standing({ upheldReports: 1 }), 'messages', 150, false, true],
    ['six declines and a report on a new account', standing({ accountAgeDays: 0, recentDeclines: 6, upheldReports: 1 }), 'intros', 1, true, true],
    ['many reports on a new account: never below one', standing({ accountAgeDays: 0, upheldReports: 9 }), 'jobPosts', 1, true, true],
  ] as const)('%s: %s %s a day', (_, s, kind, limit, isNew, isPenalised) => {
    expect(accountLimit(kind, s)).toEqual({ limit, isNew, isPenalised });
  });

  it('scales every base for load tests', () => {
    expect(accountLimit('messages', standing(), 1000).limit).toBe(300_000);
  });

  it('never rises with more declines or more upheld reports', () => {
    fc.assert(
      fc.property(kinds, standings, fc.nat(10), fc.nat(5), (kind, s, moreDeclines, moreReports) => {
        const worse = { ...s, recentDeclines: s.recentDeclines + moreDeclines, upheldReports: s.upheldReports + moreReports };
        expect(accountLimit(kind, worse).limit).toBeLessThanOrEqual(accountLimit(kind, s).limit);
      }),
    );
  });

  it('never falls as the account ages, and stays at least 1', () => {
    fc.assert(
      fc.property(kinds, standings, fc.nat(100), (kind, s, days) => {
        const older = accountLimit(kind, { ...s, accountAgeDays: s.accountAgeDays + days });
        expect(older.limit).toBeGreaterThanOrEqual(accountLimit(kind, s).limit);
        expect(older.limit).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
