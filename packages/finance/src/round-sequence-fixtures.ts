/**
 * Builders for round-sequence tests (the engine's, the property tests' and the server's): a ledger's opening
 * position and the rounds a founder would type. Test support only; nothing in the product imports it.
 */
import type { RoundInput } from '@baobab/contracts/cap-table-rounds';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import type { LedgerRecord } from './share-ledger';

type Issuance = Extract<LedgerEntryInput, { kind: 'issuance' }>;

export const openingShares = (date: string, rows: readonly [holder: string, shares: number, shareClass?: string][]): LedgerRecord[] =>
  rows.map(([holder, shares, shareClass], i) => ({
    id: i + 1,
    entry: { kind: 'issuance', date, holder, shareClass: shareClass ?? 'Common', shares, pricePerShareMinor: 0, currency: 'USD', isOption: false } satisfies Issuance,
  }));

export const safeRound = (date: string, holderName: string, investment: number, valuationCap: number, extra: Partial<Extract<RoundInput, { kind: 'safe' }>> = {}): RoundInput => ({ kind: 'safe', date, holderName, investment, valuationCap, ...extra });

export const noteRound = (date: string, holderName: string, principal: number, interestRatePercent: number, valuationCap: number): RoundInput => ({ kind: 'note', date, holderName, principal, interestRatePercent, valuationCap });

export const pricedRound = (date: string, seriesName: string, investorName: string, preMoneyValuation: number, investment: number, extra: Partial<Extract<RoundInput, { kind: 'priced' }>> = {}): RoundInput => ({
  kind: 'priced', date, seriesName, investorName, preMoneyValuation, investment, ...extra,
});
