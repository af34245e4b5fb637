/**
 * What one cheque in a round would own (decision 0058): read from the round objects the cap table's sequence computed
 * (round-sequence.ts), never a second calculator. The cheque is taken as a part of the round as modelled, on its
 * terms, so the round's price and share counts stand:
 * - a priced round: the cheque buys whole shares at the round's price (the engine's, to $0.0001), out of the fully
 *   diluted shares after the round;
 * - a SAFE or note that a priced round later in the sequence converts: the cheque's share of the instrument's
 *   conversion shares (interest included, for a note), out of that priced round's fully diluted shares after it;
 * - a post-money SAFE with a valuation cap and no priced round modelled after it: investment ÷ post-money cap, the
 *   ownership the YC post-money safe gives at conversion, before the priced round's new money;
 * - otherwise (a pre-money SAFE, a note or an uncapped SAFE with nothing to convert it, or terms the engine cannot
 *   compute): unknown, with the reason.
 */
import type { PricedRoundOutcomeView, RoundInput, RoundOutcome } from '@baobab/contracts/cap-table-rounds';
import type { Text } from '@baobab/contracts/i18n/message';

export type SequencedRoundView = { id: number; round: RoundInput; outcome?: RoundOutcome | null; problem: Text | null };

export type ChequeProForma =
  | { kind: 'ownership'; basis: 'round-price' | 'conversion' | 'post-money-cap'; shares: number | null; ownershipPercent: number; isAboveRound: boolean }
  | { kind: 'unknown'; reason: 'not-computed'; problem: Text }
  | { kind: 'unknown'; reason: 'no-price'; isAboveRound: boolean };

type Priced = Extract<RoundInput, { kind: 'priced' }>;

/** The round's whole money as modelled: a priced round's lead and co-investors, a SAFE's investment, a note's principal. */
export function roundSize(round: RoundInput): number {
  if (round.kind === 'priced') return round.investment + (round.coInvestors ?? []).reduce((sum, c) => sum + c.investment, 0);
  return round.kind === 'safe' ? round.investment : round.principal;
}

/**
 * Fully diluted shares after a priced round, as the engine counts its post-money (conversions.ts): the pre-money
 * shares and the new money, plus what sits outside the pre-money (conversions when the round keeps them out, a
 * post-money pool top-up) and anti-dilution shares issued after the round.
 */
export function fullyDilutedAfter(round: Priced, outcome: PricedRoundOutcomeView): number {
  const conversions = outcome.entries.filter((e) => e.role === 'conversion').reduce((sum, e) => sum + (e.entry.kind === 'issuance' ? e.entry.shares : 0), 0);
  const outside = round.convertiblesInPreMoney === false ? conversions : 0;
  const pool = round.poolTiming === 'post-money' ? outcome.poolIncreaseShares : 0;
  const antiDilution = (round.antiDilutionOrdering ?? 'after-round') === 'after-round' ? outcome.adjustments.reduce((sum, a) => sum + a.extraShares, 0) : 0;
  return outcome.preMoneyShares + outcome.newMoneyShares + outside + pool + antiDilution;
}

/** A decimal text ('1.1144', '250000') as an integer count of 10^-scale units, exactly. */
function scaled(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt((fraction + '0'.repeat(scale)).slice(0, scale) || '0');
}

/** A percentage to four decimals from an exact fraction. */
const percentOf = (part: bigint, whole: bigint): number => Number((part * 1_000_000n + whole / 2n) / whole) / 10_000;

/** A major-unit amount of the round (a number as typed) in minor units. */
const minorOf = (amount: number, exponent: number): bigint => BigInt(Math.round(amount * 10 ** exponent));

/**
 * The cheque's pro-forma in the round with id `roundId` of the sequence. `chequeMinor` is in minor units of the
 * company's currency, whose minor-unit exponent is `exponent`; the rounds' amounts are in its major units.
 */
export function chequeProForma(rounds: readonly SequencedRoundView[], roundId: number, chequeMinor: number, exponent: number): ChequeProForma {
  const target = rounds.find((r) => r.id === roundId);
  // A caller's mistake, never a person's input: a plain Error, not an engine refusal (engine-errors.test.ts).
  if (!target) throw new Error(`round ${roundId} is not in the sequence`);
  const cheque = BigInt(chequeMinor);
  const isAboveRound = cheque > minorOf(roundSize(target.round), exponent);
  const { round, outcome } = target;
  if (target.problem !== null) return { kind: 'unknown', reason: 'not-computed', problem: target.problem };

  if (round.kind === 'priced') {
    const price = outcome?.kind === 'priced' ? scaled(outcome.pricePerShare, 4) : 0n;
    if (outcome?.kind !== 'priced' || price === 0n) return { kind: 'unknown', reason: 'no-price', isAboveRound };
    // cheque ÷ price, both exact: minor units × 10^4 over the price in 10^-4 units × 10^exponent.
    const shares = (cheque * 10_000n) / (price * 10n ** BigInt(exponent));
    return { kind: 'ownership', basis: 'round-price', shares: Number(shares), ownershipPercent: percentOf(shares, BigInt(fullyDilutedAfter(round, outcome))), isAboveRound };
  }

  const convertedBy = outcome?.kind === 'instrument' ? outcome.convertedBy : null;
  const converting = convertedBy === null ? undefined : rounds.find((r) => r.id === convertedBy);
  if (converting?.round.kind === 'priced' && converting.outcome?.kind === 'priced') {
    const converted = converting.outcome.entries
      .filter((e) => e.role === 'conversion' && e.instrumentRoundId === roundId)
      .reduce((sum, e) => sum + (e.entry.kind === 'issuance' ? BigInt(e.entry.shares) : 0n), 0n);
    const shares = (converted * cheque) / minorOf(roundSize(round), exponent);
    return { kind: 'ownership', basis: 'conversion', shares: Number(shares), ownershipPercent: percentOf(shares, BigInt(fullyDilutedAfter(converting.round, converting.outcome))), isAboveRound };
  }

  if (round.kind === 'safe' && (round.safeType ?? 'post-money') === 'post-money' && round.valuationCap !== undefined) {
    return { kind: 'ownership', basis: 'post-money-cap', shares: null, ownershipPercent: percentOf(cheque, minorOf(round.valuationCap, exponent)), isAboveRound };
  }
  return { kind: 'unknown', reason: 'no-price', isAboveRound };
}
