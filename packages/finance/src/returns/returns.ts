/**
 * Portfolio returns from dated cash flows and marks (pure; the rates come from the caller).
 *
 * Definitions, as the Institutional Limited Partners Association's reporting guidance and CFA Institute's
 * GIPS standards use them for a private-equity portfolio:
 *   paid-in (P)     = the cash invested (first cheques and follow-ons);
 *   distributed (D) = the cash returned;
 *   residual (R)    = what the remaining holdings are worth on the reporting date;
 *   DPI = D ÷ P, RVPI = R ÷ P, TVPI = (D + R) ÷ P = DPI + RVPI; per company MOIC = (D + R) ÷ P;
 *   IRR = XIRR of −P at their dates, +D at theirs and +R on the reporting date (xirr.ts).
 * Ratios are unrounded floats (a screen rounds them for display); amounts are integer minor units.
 *
 * A company's remaining value on a date is its latest mark or write-off on or before it (a write-off or an
 * exit wins a tie with a mark, a round's price wins a tie with a manual mark: a real price over an opinion),
 * plus the cash paid in after that mark at cost (a mark values the holding on its date, not a follow-on
 * made later); with no mark yet the holding is carried at cost, the cash paid in so far.
 *
 * Currency: each company's figures are in its own currency, and every flow and mark of a company must be
 * in it. The portfolio's are in the reporting currency, each flow converted at its own date's rate and the
 * residual at the reporting date's (currency-conversion.ts: exact, rounded once half up per amount). A
 * company with an amount that has no rate on its date is left out of the totals and listed in `unconverted`.
 */
import type { CurrencyCode } from '@baobab/contracts/currencies';
import { convertMinor, type Rate } from '../currency-conversion';
import { refuse } from '../engine-errors';
import type { CompanyReturns, CompanyReturnsInput, PortfolioReturns, RateLookup, ReturnsFlow, ValueBasis } from './returns-types';
import { xirr, type DatedAmount } from './xirr';

export type * from './returns-types';

const isPaidIn = (flow: ReturnsFlow) => flow.kind === 'first-cheque' || flow.kind === 'follow-on';
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : null);

function checkCompany(company: CompanyReturnsInput) {
  for (const amount of [...company.flows.map((f) => ({ value: f.amountMinor, currency: f.currency })), ...company.marks.map((m) => ({ value: m.valueMinor, currency: m.currency }))]) {
    if (amount.currency !== company.currency) {
      throw refuse('returnsCurrency', { companyId: String(company.companyId), currency: amount.currency, expected: company.currency });
    }
    if (!Number.isSafeInteger(amount.value) || amount.value < 0) throw refuse('returnsAmount', { companyId: String(company.companyId), amount: String(amount.value) });
  }
}

const rank = { 'write-off': 2, exit: 2, round: 1, manual: 0 } as const;
const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
type ValueEvent = { date: string; source: keyof typeof rank; valueMinor: number; note: string | null };

/** A company's marks and write-offs in the order they apply (date, then the tie rule above), read once per company. */
function valueEvents(company: CompanyReturnsInput): ValueEvent[] {
  return [
    ...company.marks.map((m): ValueEvent => ({ date: m.date, source: m.source, valueMinor: m.valueMinor, note: m.note })),
    ...company.flows.filter((f) => f.kind === 'write-off').map((f): ValueEvent => ({ date: f.date, source: 'write-off', valueMinor: 0, note: null })),
  ].sort((a, b) => byDate(a.date, b.date) || rank[a.source] - rank[b.source]);
}

function residualFrom(company: CompanyReturnsInput, events: readonly ValueEvent[], date: string): { valueMinor: number; basis: ValueBasis } {
  const paidInBy = (from: string | null) => sum(company.flows.filter((f) => isPaidIn(f) && f.date <= date && (from === null || f.date > from)).map((f) => f.amountMinor));
  const latest = events.findLast((e) => e.date <= date);
  if (!latest) return { valueMinor: paidInBy(null), basis: { source: 'cost', date: null, note: null } };
  return { valueMinor: latest.valueMinor + paidInBy(latest.date), basis: { source: latest.source, date: latest.date, note: latest.note } };
}

/** The company's remaining holding on `date`, in its own currency, and what that figure rests on. */
export function residualOn(company: CompanyReturnsInput, date: string): { valueMinor: number; basis: ValueBasis } {
  return residualFrom(company, valueEvents(company), date);
}

export function companyReturns(company: CompanyReturnsInput, asOf: string): CompanyReturns {
  checkCompany(company);
  const flows = company.flows.filter((f) => f.date <= asOf);
  const investedMinor = sum(flows.filter(isPaidIn).map((f) => f.amountMinor));
  const distributedMinor = sum(flows.filter((f) => f.kind === 'distribution').map((f) => f.amountMinor));
  const residual = residualOn(company, asOf);
  return {
    companyId: company.companyId,
    currency: company.currency,
    investedMinor,
    distributedMinor,
    currentValueMinor: residual.valueMinor,
    moic: ratio(distributedMinor + residual.valueMinor, investedMinor),
    basis: residual.basis,
  };
}

/** `amountMinor` of `from` in `to` at the rates that apply on `date`, or null without one. */
export function convertOn(amountMinor: number, from: CurrencyCode, to: CurrencyCode, date: string, rateOn: RateLookup): number | null {
  if (from === to) return amountMinor;
  const table = new Map<string, Rate>();
  for (const currency of [from, to]) {
    const rate = currency === 'USD' ? null : rateOn(currency, date);
    if (rate) table.set(currency, rate);
  }
  const converted = convertMinor(BigInt(amountMinor), from, to, table);
  return converted === null ? null : Number(converted.amountMinor);
}

/** A holding's residual in the reporting currency on a date (history reads it date after date). */
function residualConverter(company: CompanyReturnsInput, to: CurrencyCode, rateOn: RateLookup): (date: string) => number | null {
  const at = residualReader(company);
  return (date) => convertOn(at(date), company.currency, to, date, rateOn);
}

type Converted = { paidIn: DatedAmount[]; distributed: DatedAmount[]; residual: number };

/** A company's flows (each at its date) and residual (at `asOf`) in the reporting currency, or the first amount that has no rate. */
function convertCompany(company: CompanyReturnsInput, result: CompanyReturns, to: CurrencyCode, asOf: string, rateOn: RateLookup): Converted | { missing: string } {
  const paidIn: DatedAmount[] = [];
  const distributed: DatedAmount[] = [];
  for (const flow of company.flows.filter((f) => f.date <= asOf && f.kind !== 'write-off')) {
    const amount = convertOn(flow.amountMinor, flow.currency, to, flow.date, rateOn);
    if (amount === null) return { missing: flow.date };
    (isPaidIn(flow) ? paidIn : distributed).push({ date: flow.date, amount });
  }
  const residual = convertOn(result.currentValueMinor, company.currency, to, asOf, rateOn);
  return residual === null ? { missing: asOf } : { paidIn, distributed, residual };
}

/** The index of the last of `dates` (sorted) on or before `date`, or −1. */
function lastOnOrBefore(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (dates[middle]! <= date) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** residualFrom's answer for any date in O(log n): the events and the paid-in running total, sorted once. */
function residualReader(company: CompanyReturnsInput): (date: string) => number {
  const events = valueEvents(company);
  const eventDates = events.map((e) => e.date);
  const paidIn = company.flows.filter(isPaidIn).sort((a, b) => byDate(a.date, b.date));
  const paidInDates = paidIn.map((f) => f.date);
  const runningPaidIn = paidIn.reduce<number[]>((totals, f) => [...totals, (totals.at(-1) ?? 0) + f.amountMinor], []);
  const paidInBy = (date: string) => runningPaidIn[lastOnOrBefore(paidInDates, date)] ?? 0;
  return (date) => {
    const latest = events[lastOnOrBefore(eventDates, date)];
    return latest ? latest.valueMinor + paidInBy(date) - paidInBy(latest.date) : paidInBy(date);
  };
}

/**
 * Cumulative paid-in, distributed and total value after every dated event up to `asOf`, in the reporting
 * currency. Each flow is converted once, at its own date; each day's residual at that day's rate.
 */
function history(companies: readonly CompanyReturnsInput[], to: CurrencyCode, asOf: string, rateOn: RateLookup): PortfolioReturns['history'] {
  const dates = [...new Set([...companies.flatMap((c) => [...c.flows.map((f) => f.date), ...c.marks.map((m) => m.date)]), asOf])].filter((d) => d <= asOf).sort(byDate);
  const flows = companies
    .flatMap((c) => c.flows.filter((f) => f.kind !== 'write-off'))
    .map((f) => ({ date: f.date, isPaidIn: isPaidIn(f), amount: convertOn(f.amountMinor, f.currency, to, f.date, rateOn) }))
    .sort((a, b) => byDate(a.date, b.date));
  const residuals = companies.map((company) => residualConverter(company, to, rateOn));
  // A holding in the reporting currency changes value only on its own dated events, so it is read on those dates
  // and its last value carried between them; one in another currency moves with its rate and is read every date.
  // O(dates + events) for the first kind instead of every date times every company.
  const readOn = new Map<string, number[]>();
  const carried = companies.map(() => 0);
  let carriedTotal = 0;
  const everyDate: number[] = [];
  companies.forEach((company, i) => {
    if (company.currency !== to) return void everyDate.push(i);
    for (const date of new Set([...company.flows.map((f) => f.date), ...company.marks.map((m) => m.date)])) {
      const onDate = readOn.get(date);
      if (onDate) onDate.push(i);
      else readOn.set(date, [i]);
    }
  });
  const points: PortfolioReturns['history'] = [];
  let next = 0;
  let paidInMinor = 0;
  let distributedMinor = 0;
  let isMissingRate = false;
  for (const date of dates) {
    for (; next < flows.length && flows[next]!.date <= date; next++) {
      const flow = flows[next]!;
      if (flow.amount === null) isMissingRate = true;
      else if (flow.isPaidIn) paidInMinor += flow.amount;
      else distributedMinor += flow.amount;
    }
    for (const i of readOn.get(date) ?? []) {
      const value = residuals[i]!(date)!;
      carriedTotal += value - carried[i]!;
      carried[i] = value;
    }
    let residualMinor = carriedTotal;
    let isComplete = !isMissingRate;
    for (const i of everyDate) {
      const converted = residuals[i]!(date);
      if (converted === null) isComplete = false;
      else residualMinor += converted;
    }
    // A day on which some amount has no rate would draw a figure that is not the portfolio's: it is left out.
    if (isComplete) points.push({ date, paidInMinor, distributedMinor, valueMinor: distributedMinor + residualMinor, tvpi: ratio(distributedMinor + residualMinor, paidInMinor) });
  }
  return points;
}

export function portfolioReturns(companies: readonly CompanyReturnsInput[], options: { currency: CurrencyCode; asOf: string; rateOn: RateLookup }): PortfolioReturns {
  const { currency, asOf, rateOn } = options;
  const results = companies.map((c) => companyReturns(c, asOf));
  const unconverted: PortfolioReturns['unconverted'] = [];
  const included: CompanyReturnsInput[] = [];
  const irrFlows: DatedAmount[] = [];
  let paidInMinor = 0;
  let distributedMinor = 0;
  let residualValueMinor = 0;
  companies.forEach((company, i) => {
    const converted = convertCompany(company, results[i]!, currency, asOf, rateOn);
    if ('missing' in converted) {
      unconverted.push({ companyId: company.companyId, currency: company.currency, date: converted.missing });
      return;
    }
    included.push(company);
    paidInMinor += sum(converted.paidIn.map((f) => f.amount));
    distributedMinor += sum(converted.distributed.map((f) => f.amount));
    residualValueMinor += converted.residual;
    irrFlows.push(...converted.paidIn.map((f) => ({ date: f.date, amount: -f.amount })), ...converted.distributed, { date: asOf, amount: converted.residual });
  });
  const irr = xirr(irrFlows);
  return {
    currency,
    asOf,
    paidInMinor,
    distributedMinor,
    residualValueMinor,
    tvpi: ratio(distributedMinor + residualValueMinor, paidInMinor),
    dpi: ratio(distributedMinor, paidInMinor),
    rvpi: ratio(residualValueMinor, paidInMinor),
    irr: irr.rate,
    irrMissingReason: irr.reason,
    companies: results,
    unconverted,
    history: history(included, currency, asOf, rateOn),
  };
}
