/**
 * The round on the record: what the company's own round says about its pre-money value. Money in
 * integer cents (USD, as the other methods).
 *
 * - A confirmed round (investors recorded it and the founder confirmed it) is a price paid: its
 *   pre-money is the value, with confidence 0.8 (Baobab's weight: the best evidence there is, though
 *   dated and negotiated).
 * - Otherwise the raise being sought: a round usually sells 15–25% of the company at Pre-Seed to
 *   Series A and 10–20% later (Carta, "State of Private Markets" 2023–2024: median dilution about 20%
 *   at seed and Series A, lower after), so pre-money = raise × (1 − d) ÷ d. The value is taken at the
 *   middle of the band, the band is the method's range, and the confidence is 0.5: a founder's ask, not
 *   yet a price.
 * - The pre-money valuations the founder modelled on the cap table are stated beside it for comparison,
 *   never weighed: they are the founder's scenarios.
 * Rounded to whole dollars.
 */
import { message } from '@baobab/contracts/i18n/message';
import { joinText, valuationTemplates } from './valuation-texts';
import { type FundingStage, type MethodResult, type MoneyWriter, notApplicable, usdAmount } from './valuation-types';

export type RoundRecord = {
  /** The latest confirmed round of this company, pre-money, and its date (YYYY-MM-DD). */
  confirmedRound?: { preMoneyCents: number; date: string };
  /** Pre-money valuations of the rounds the founder modelled on the cap table. */
  modelledPreMoneyCents?: readonly number[];
};

/** Share of the company a round usually sells, [low, high] (see the file comment). */
const dilutionBand: Record<FundingStage, readonly [number, number]> = {
  'Pre-Seed': [0.15, 0.25],
  Seed: [0.15, 0.25],
  'Series A': [0.15, 0.25],
  'Series B': [0.1, 0.2],
  'Series C+': [0.1, 0.2],
  Growth: [0.1, 0.2],
};

const wholeDollars = (cents: number) => Math.round(cents / 100) * 100;
const preMoneyAt = (raiseCents: number, dilution: number) => wholeDollars((raiseCents * (1 - dilution)) / dilution);

export function roundTermsMethod(stage: FundingStage, raiseCents: number | undefined, record: RoundRecord = {}, write: MoneyWriter = usdAmount): MethodResult {
  const modelled = [...new Set(record.modelledPreMoneyCents ?? [])].sort((a, b) => a - b);
  const modelledLine = modelled.length > 0 ? [message(valuationTemplates.roundModelled, { values: joinText(modelled.map((cents) => write(cents)), 'list') })] : [];
  if (record.confirmedRound && record.confirmedRound.preMoneyCents > 0) {
    const value = wholeDollars(record.confirmedRound.preMoneyCents);
    return { valueCents: value, confidence: 0.8, explanation: [message(valuationTemplates.roundConfirmed, { date: record.confirmedRound.date, value: write(value) }), ...modelledLine] };
  }
  if (raiseCents === undefined || raiseCents <= 0) return notApplicable(message(valuationTemplates.roundNone));
  const [low, high] = dilutionBand[stage];
  const middle = (low + high) / 2;
  const value = preMoneyAt(raiseCents, middle);
  const rangeCents = { min: preMoneyAt(raiseCents, high), max: preMoneyAt(raiseCents, low) };
  return {
    valueCents: value,
    confidence: 0.5,
    rangeCents,
    explanation: [
      message(valuationTemplates.roundRaise, {
        raise: write(raiseCents),
        stage: message(stage),
        low: Math.round(low * 100),
        high: Math.round(high * 100),
        min: write(rangeCents.min),
        max: write(rangeCents.max),
        value: write(value),
        middle: Math.round(middle * 100),
      }),
      ...modelledLine,
    ],
  };
}
