import { describe, expect, it } from 'vitest';
import type { LedgerHolding } from '@baobab/contracts/financial-tools';
import { draftToInput } from './cap-table-draft';
import { shareholdersFromHoldings } from './ledger-holdings-draft';

const row = (patch: Partial<LedgerHolding>): LedgerHolding => ({
  holder: 'Ada', shareClass: 'Common', shares: 0, optionsGranted: 0, optionsVested: 0, optionsExercised: 0, optionsCancelled: 0,
  optionsOutstanding: 0, optionsExercisable: 0, optionsExercisePrice: null, fullyDiluted: 0, fullyDilutedPercent: 0, ...patch,
});

describe('shareholdersFromHoldings', () => {
  it('makes a vested holding of each class and an Options holding of what is outstanding, with its vested part and price', () => {
    const drafts = shareholdersFromHoldings([
      row({ shares: 600_000 }),
      row({ holder: 'Fund', shareClass: 'Series A', shares: 250_000 }),
      row({ holder: 'Dee', shares: 4_000, optionsOutstanding: 44_000, optionsExercisable: 20_000, optionsExercisePrice: { minor: 10, currency: 'USD' } }),
      row({ holder: 'Eko', optionsOutstanding: 1_000, optionsExercisable: 0, optionsExercisePrice: { minor: 5_000, currency: 'NGN' } }),
    ]);
    const input = draftToInput({ shareholders: drafts, classes: [], safes: [], notes: [], round: null, optionPool: '', kept: { otherClasses: [] } }) as { shares: unknown[] };
    expect(input.shares).toEqual([
      expect.objectContaining({ shareholderName: 'Ada', shareholderType: 'founder', shareClass: 'Common', shares: 600_000, vesting: { total: 600_000, vested: 600_000, cliff: 0, schedule: 'immediate' } }),
      expect.objectContaining({ shareholderName: 'Fund', shareholderType: 'investor', shareClass: 'Series A', shares: 250_000 }),
      expect.objectContaining({ shareholderName: 'Dee', shareClass: 'Common', shares: 4_000 }),
      expect.objectContaining({ shareholderName: 'Dee', shareholderType: 'employee', shareClass: 'Options', shares: 44_000, vesting: expect.objectContaining({ total: 44_000, vested: 20_000 }), exercisePrice: 0.1 }),
      // A price in naira is not turned into dollars: the founder enters it.
      expect.not.objectContaining({ exercisePrice: expect.anything() }),
    ]);
    expect(input.shares[4]).toMatchObject({ shareholderName: 'Eko', shares: 1_000 });
  });
});
