/**
 * The financial model's assumptions as a person types them ('18 000 000', '1,5 M', 'XOF 500 000 000',
 * '62,5 %'), read by the one reader (money-reader.ts, decision 0032) in the company's currency. A plain
 * JSON number is taken as it is, as the spec's clients send it. Zod-free: the server reads a request's
 * texts with it once it knows the company's currency, and the web's fields show the same refusal live.
 */
import { currencyExponents, isCurrencyCode, type CurrencyCode } from './currencies';
import { financialToolsMessages } from './financial-tools-messages';
import type { Text } from './i18n/message';
import { readMoneyText, readNumberText, type AmountSign, type MoneyTextContext } from './money-reader';

/** Each typed assumption, with the label its messages name it by (a translation key of its own). */
export const typedAssumptions = {
  revenueGrowthRate: { label: 'Revenue growth rate', kind: 'percent', sign: 'any' },
  marketSize: { label: 'Market size', kind: 'money', sign: 'nonNegative' },
  customerAcquisitionCost: { label: 'Customer acquisition cost', kind: 'money', sign: 'nonNegative' },
  lifetimeValue: { label: 'Lifetime value', kind: 'money', sign: 'nonNegative' },
  churnRate: { label: 'Churn rate', kind: 'percent', sign: 'nonNegative' },
  grossMargin: { label: 'Gross margin', kind: 'percent', sign: 'any' },
  startingMonthlyRevenue: { label: 'Starting monthly revenue', kind: 'money', sign: 'nonNegative' },
  startingCash: { label: 'Starting cash', kind: 'money', sign: 'any' },
  monthlyOperatingCosts: { label: 'Monthly operating costs', kind: 'money', sign: 'nonNegative' },
  startingMonthlyBurn: { label: 'Starting monthly burn', kind: 'money', sign: 'any' },
  salaryPerHead: { label: 'Salary per head', kind: 'money', sign: 'nonNegative' },
  revenuePerEmployee: { label: 'Revenue per employee', kind: 'money', sign: 'nonNegative' },
} as const satisfies Record<string, { label: string; kind: 'money' | 'percent'; sign: AmountSign }>;
export type TypedAssumption = keyof typeof typedAssumptions;

/** Percentages to two decimals ('62,5 %'); finer is refused, never rounded. */
const PERCENT_DIGITS = 2;

/** The company's currency as the reader knows it; US dollars for a code it does not offer. */
export const modelCurrency = (currency: string | null | undefined): CurrencyCode => (currency && isCurrencyCode(currency) ? currency : 'USD');

/** The reader's context for a money assumption: the company's currency only (another one is refused, never converted). */
export const assumptionMoneyContext = (field: TypedAssumption, currency: CurrencyCode): MoneyTextContext => ({ currency, isCurrencyFixed: true, sign: typedAssumptions[field].sign });

export type AssumptionReading = { ok: true; value: number } | { ok: false; message: Text };

/**
 * One typed assumption read into the number the model takes (major units of `currency`, or a percent).
 * Text that is no number at all gets the field's own message; any other refusal is the reader's.
 */
export function readAssumptionText(field: TypedAssumption, text: string, currency: CurrencyCode): AssumptionReading {
  const rule = typedAssumptions[field];
  const notANumber = { ok: false as const, message: financialToolsMessages.assumptionNumber(rule.label) };
  if (rule.kind === 'money') {
    const reading = readMoneyText(text, assumptionMoneyContext(field, currency));
    if (reading.ok) return { ok: true, value: reading.amountMinor / 10 ** currencyExponents[currency] };
    return reading.reason === 'notAmount' ? notANumber : { ok: false, message: reading.message };
  }
  const reading = readNumberText(text, { fractionDigits: PERCENT_DIGITS, sign: rule.sign, isPercent: true });
  if (reading.ok) return { ok: true, value: Number(reading.value) / 10 ** PERCENT_DIGITS };
  return reading.reason === 'notNumber' ? notANumber : { ok: false, message: reading.message };
}
