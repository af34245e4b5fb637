import { currencyExponents, type CurrencyCode } from '@baobab/contracts/currencies';
import { message, type Text } from '@baobab/contracts/i18n/message';
import { type RoomTerms, roundRoomMessages as m } from '@baobab/contracts/round-room';
import { roundSize } from '@baobab/finance/cheque-pro-forma';
import type { Db } from '../../db/client';
import { type RoundView, computedCapTableRounds } from '../financial-tools/cap-table-rounds.service';
import { money } from './fundraising-amounts';
import type { RaiseRow } from './fundraising.repository';
import { firstTrancheTerms } from './raise-closing.repository';

/** A major-unit amount of the cap table (a number as typed, decision 0043) as the raise's money. */
const major = (amount: number, currency: CurrencyCode) => money(Math.round(amount * 10 ** currencyExponents[currency]), currency);

/**
 * The cap table's round (decision 0051) as an invited investor reads it: its terms without the names of the people it
 * models (the lead and co-investors, a SAFE's or note's holder), whose showing is the founder's choice (decision 0058).
 * Terms left out of the round are filled with what the engines take for them, so the investor reads what is computed.
 */
export function roomTermsOf(capTableRound: RoundView, currency: CurrencyCode): RoomTerms {
  const { round } = capTableRound;
  const size = major(roundSize(round), currency);
  if (round.kind === 'safe') {
    return {
      kind: 'safe',
      date: round.date,
      safeType: round.safeType ?? 'post-money',
      roundSize: size,
      valuationCap: round.valuationCap === undefined ? null : major(round.valuationCap, currency),
      discountPercent: round.discountPercent ?? null,
      isMfn: round.isMfn ?? false,
      proRata: round.proRata ?? false,
    };
  }
  if (round.kind === 'note') {
    return {
      kind: 'note',
      date: round.date,
      roundSize: size,
      interestRatePercent: round.interestRatePercent,
      valuationCap: round.valuationCap === undefined ? null : major(round.valuationCap, currency),
      discountPercent: round.discountPercent ?? null,
      dayCount: round.dayCount ?? 'actual/365',
      proRata: round.proRata ?? false,
    };
  }
  const series = round.seriesTerms ?? {};
  const outcome = capTableRound.outcome?.kind === 'priced' ? capTableRound.outcome : null;
  return {
    kind: 'priced',
    date: round.date,
    seriesName: round.seriesName,
    roundSize: size,
    preMoneyValuation: major(round.preMoneyValuation, currency),
    postMoneyValuation: major(round.preMoneyValuation + roundSize(round), currency),
    pricePerShare: outcome?.pricePerShare ?? null,
    optionPoolTargetPercent: round.optionPoolTargetPercent ?? null,
    poolTiming: round.poolTiming ?? 'pre-money',
    liquidationPreference: series.liquidationPreference ?? 1,
    participation: series.participation ?? 'non-participating',
    participationCap: series.participationCap ?? null,
    seniority: series.seniority ?? 'senior',
    conversionRatio: series.conversionRatio ?? 1,
    antiDilution: series.antiDilution ?? 'none',
    proRata: series.proRata ?? false,
  };
}

/**
 * The raise's terms as the room shows them, computed now by the cap table's sequence (no copy kept): null without
 * linked terms; `problem` says why there are none to show (the engine's reason, or a currency the round is not raised in).
 */
export async function loadRoomTerms(db: Db, raise: RaiseRow): Promise<{ terms: RoomTerms | null; problem: Text | null; rounds: RoundView[]; round: RoundView | null }> {
  if (raise.capTableRoundId === null) return { terms: null, problem: null, rounds: [], round: null };
  const { currency, rounds } = await computedCapTableRounds(db, raise.startupId);
  const round = rounds.find((r) => r.id === raise.capTableRoundId) ?? null;
  if (!round) return { terms: null, problem: null, rounds, round: null };
  if (currency !== raise.currency) return { terms: null, problem: message(m.termsCurrency, { terms: currency, round: raise.currency }), rounds, round };
  // Once a priced raise's first close has written its series, the linked round is the closed one, sized by that tranche
  // alone: the room shows (and later investors sign) the terms the first tranche signed, the whole round at the price
  // the close wrote (decision 0059).
  if (raise.seriesPricePerShare !== null) {
    const signed = (await firstTrancheTerms(db, raise.id)) as RoomTerms | null;
    if (signed?.kind === 'priced') return { terms: { ...signed, pricePerShare: raise.seriesPricePerShare }, problem: null, rounds, round };
  }
  return { terms: roomTermsOf(round, currency), problem: round.problem, rounds, round };
}
