/** A seed round with every part the round documents write, for their tests. */
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const holder = (shareholderName: string, shares: number, shareClass = 'Common', shareholderType = 'founder') => ({ shareholderName, shareholderType, shares, shareClass, vesting, liquidationPreference: 1, antiDilution: 'None' as const });

/** A seed round with a SAFE, a note, a co-investor, a pool target and a 1.5x participating series capped at 3x. */
export const seedRound: CreateCapTableInput = {
  shares: [holder('Amina', 7_000_000), holder('Kofi', 2_000_000), holder('Engineer', 250_000, 'Options', 'employee')],
  unallocatedOptionPool: 750_000,
  safes: [{ holderName: 'Angel Club', investment: 500_000, valuationCap: 8_000_000 }],
  notes: [{ holderName: 'Bridge Fund', principal: 200_000, interestRatePercent: 8, issueDate: '2025-06-01', discountPercent: 20 }],
  pricedRound: {
    seriesName: 'Seed Preferred',
    investorName: 'Lagos Capital',
    preMoneyValuation: 12_000_000,
    investment: 2_000_000,
    coInvestors: [{ investorName: 'Dakar Angels', investment: 500_000 }],
    closingDate: '2026-06-01',
    optionPoolTargetPercent: 10,
    proRataHolders: ['Amina'],
    seriesTerms: { liquidationPreference: 1.5, participation: 'participating', participationCap: 3, antiDilution: 'broad-based', proRata: true },
  },
};

