/**
 * The returns engine's input, assembled from what the server stores (decision 0041):
 * - the owner's confirmed rounds are read as flows, never copied: the first in a company is its first
 *   cheque, later ones follow-ons (a founder's confirmation or an edit shows at once, and nothing is kept twice);
 * - the recorded exit is a distribution of its amount and leaves nothing (an `exit` mark of zero);
 * - every confirmed round with a post-money in the company, by anyone, marks the owner's holding on its date:
 *   post-money × the percent the owner held by then. Round records carry a post-money and a percent, not share
 *   counts, and price per share × shares held = (post-money ÷ fully diluted shares) × (percent × fully diluted
 *   shares) = post-money × percent; like the rest of the portfolio, later dilution is not modelled;
 * - the owner's own flows and manual marks as recorded.
 */
import { isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import type { ReturnsFlowView, ReturnsMarkView } from '@baobab/contracts/portfolio-returns';
import type { Rate } from '@baobab/finance/currency-conversion';
import type { CompanyReturnsInput, RateLookup, ReturnsFlow, ReturnsMark } from '@baobab/finance/returns/returns';
import { roundEquity } from './portfolio-metrics';
import type * as repo from './returns.repository';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;
export type ReturnsRows = {
  investments: Rows<typeof repo.listConfirmedInvestments>;
  exits: Rows<typeof repo.listExits>;
  flows: Rows<typeof repo.listFlows>;
  marks: Rows<typeof repo.listMarks>;
  roundPrices: Rows<typeof repo.listConfirmedRoundPrices>;
};

export type CompanyEntries = {
  startup: repo.ReturnsStartup;
  input: CompanyReturnsInput;
  flows: ReturnsFlowView[];
  marks: ReturnsMarkView[];
};

type Entry = { flow: ReturnsFlow; view: ReturnsFlowView };

const currencyOf = (text: string): CurrencyCode => (isCurrencyCode(text) ? text : 'USD');
const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);

function flowEntries(rows: ReturnsRows, startupId: number): Entry[] {
  const entries: Entry[] = [];
  rows.investments
    .filter((i) => i.startup.id === startupId)
    .forEach((i, index) => {
      const kind = index === 0 ? 'first-cheque' : 'follow-on';
      const currency = currencyOf(i.currency);
      entries.push({
        flow: { kind, date: i.dealDate, amountMinor: i.amountMinor, currency },
        view: { id: i.id, origin: 'investment', kind, date: i.dealDate, amountMinor: String(i.amountMinor), currency, note: null },
      });
    });
  for (const exit of rows.exits.filter((e) => e.startupId === startupId)) {
    const currency = currencyOf(exit.currency);
    entries.push({
      flow: { kind: 'distribution', date: exit.exitDate, amountMinor: exit.amountMinor, currency },
      view: { id: null, origin: 'exit', kind: 'distribution', date: exit.exitDate, amountMinor: String(exit.amountMinor), currency, note: null },
    });
  }
  for (const { flow } of rows.flows.filter((f) => f.startup.id === startupId)) {
    const currency = currencyOf(flow.currency);
    const kind = flow.kind as ReturnsFlow['kind'];
    entries.push({
      flow: { kind, date: flow.flowDate, amountMinor: flow.amountMinor, currency },
      view: { id: flow.id, origin: 'recorded', kind, date: flow.flowDate, amountMinor: String(flow.amountMinor), currency, note: flow.note },
    });
  }
  return entries.sort((a, b) => byDate(a.flow, b.flow));
}

/** The owner's holding valued at each confirmed round's post-money in the company's currency (see the file's comment). */
function roundMarks(rows: ReturnsRows, startupId: number, currency: CurrencyCode): ReturnsMark[] {
  const own = rows.investments.filter((i) => i.startup.id === startupId);
  return rows.roundPrices
    .filter((r) => r.startupId === startupId && r.currency === currency && r.valuationMinor !== null)
    .flatMap((r): ReturnsMark[] => {
      const percent = Math.min(
        100,
        own
          .filter((i) => i.dealDate <= r.dealDate)
          .reduce((sum, i) => sum + roundEquity({ id: i.id, dealDate: i.dealDate, amountMinor: i.amountMinor, equityPercentage: i.equityPercentage === null ? null : Number(i.equityPercentage), valuationMinor: i.valuationMinor }), 0),
      );
      if (percent <= 0) return [];
      return [{ source: 'round', date: r.dealDate, valueMinor: Math.round((percent / 100) * r.valuationMinor!), currency, note: null }];
    });
}

/** Every company the owner has an amount in, with the engine's input and the rows the screen lists. */
export function assembleCompanies(rows: ReturnsRows): CompanyEntries[] {
  const startups = new Map<number, repo.ReturnsStartup>();
  for (const row of [...rows.investments, ...rows.flows, ...rows.marks]) startups.set(row.startup.id, row.startup);
  const companies: CompanyEntries[] = [];
  for (const startup of startups.values()) {
    const entries = flowEntries(rows, startup.id);
    const manual = rows.marks.filter((m) => m.startup.id === startup.id).map(({ mark }) => mark);
    // A company's currency is its earliest amount's: the API keeps every later one in it (returns.service.ts).
    const first = entries[0]?.flow.currency ?? (manual[0] ? currencyOf(manual[0].currency) : 'USD');
    const exits = rows.exits.filter((e) => e.startupId === startup.id).map((e): ReturnsMark => ({ source: 'exit', date: e.exitDate, valueMinor: 0, currency: currencyOf(e.currency), note: null }));
    const marks: ReturnsMark[] = [
      ...roundMarks(rows, startup.id, first),
      ...exits,
      ...manual.map((m): ReturnsMark => ({ source: 'manual', date: m.markDate, valueMinor: m.valueMinor, currency: currencyOf(m.currency), note: m.source })),
    ];
    companies.push({
      startup,
      input: { companyId: startup.id, currency: first, flows: entries.map((e) => e.flow), marks },
      flows: entries.map((e) => e.view),
      marks: manual.map((m) => ({ id: m.id, date: m.markDate, valueMinor: String(m.valueMinor), currency: currencyOf(m.currency), source: m.source })),
    });
  }
  return companies.sort((a, b) => a.startup.name.localeCompare(b.startup.name) || a.startup.id - b.startup.id);
}

/**
 * The rate that applies on a date: the currency's latest stored rate on or before it (decision 0041). With
 * none that early there is no rate, never a later one borrowed: the amount is listed as unconverted.
 */
export function rateLookup(history: Rows<typeof repo.listRateHistory>): RateLookup {
  const byCurrency = new Map<string, Rate[]>();
  // Appended in place: the history holds a row per currency and day, and copying the list per row was quadratic.
  for (const row of history) {
    const rates = byCurrency.get(row.currency) ?? [];
    rates.push({ perUsd: row.perUsd, rateDate: row.rateDate, source: row.source });
    byCurrency.set(row.currency, rates);
  }
  return (currency, date) => {
    const rates = byCurrency.get(currency) ?? [];
    let low = 0;
    let high = rates.length;
    // The first rate dated after `date`; the one before it is the latest on or before.
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rates[middle]!.rateDate <= date) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? null : rates[low - 1]!;
  };
}
