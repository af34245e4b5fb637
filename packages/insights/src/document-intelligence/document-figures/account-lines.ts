/**
 * Which line of the accounts a row's or a heading's label names, with the labels the layout readers already use
 * (layout-cells.ts, layout-years.ts, revenue-series.ts): cost of sales first (its words hold 'ventes'), then revenue,
 * then any other cost. A rate, a share or a figure per unit is no line of the accounts ('Revenue growth %', 'Revenue
 * per user', 'Marge brute').
 */
import { costOfSalesLabel, fold } from '../layout-cells';
import { costLabel, notCostLabel } from '../layout-years';
import { revenueRow } from '../revenue-series';
import type { AccountLine } from './series';

const notALine = /%|\b(growth|croissance|per|par|mom|yoy|margin|marge|taux|rate|share|part|count|nombre|number|volume|gmv|units?|unites)\b/;
/** 'Sales & marketing spend', 'Ventes et marketing': a cost named after the team that spends it. */
const salesTeamCost = /^\W*(sales|ventes)\s*(&|and|et|\/)\s*marketing\b|\b(spend|spending)\b/;

// 'Closing cash', 'closing_cash', 'Trésorerie fin de mois', 'Trésorerie en fin de période', 'Cash balance', a balance sheet's 'Disponibilités': the cash held when each period ends.
// Cash held in more than one place under one label ('Cash at bank and in hand', 'Cash at bank and in mobile wallets').
// A statement's own name ('Cash and cash equivalents at 30 June', 'Trésorerie et équivalents de trésorerie au 31 décembre') too.
const cashLine = /^\W*(closing |ending |end of (month|period) )?(cash|tresorerie|disponibilites|bank|cash and (cash )?equivalents|tresorerie et equivalents( de tresorerie)?)( (balance|at bank|on hand|position|de cloture|(en )?fin de (mois|periode)|disponible))?( and (in )?(hand|on hand|mobile (money|wallets)|wallets|deposits|short-term deposits))?( (at|as at|on|au|a fin|fin) [a-z0-9 ]{1,20})?(\s?\(.*\))?$/;
// 'Net cash flow', 'Flux de trésorerie net': the cash a period gained or lost. 'Net burn', 'Burn net mensuel': what it burned.
// 'Variation trésorerie', 'Variation nette de la trésorerie', and the cash the operations used or brought in ('Net cash used in
// operating activities (11,400)', 'Flux de trésorerie liés à l'activité'): its sign says which.
const netCashLine = /^\W*(net cash flow|cash flow|flux (net )?de tresorerie( net)?( lies? a l'activite| d'exploitation| operationnels?)?|variation (nette )?(de )?(la )?tresorerie|net cash (used in|from|generated (by|from)|(used in|from) \(?used in\)?) operati(ng|ons)( activities)?|net cash flows? from operati(ng|ons)( activities)?)(\s?\(.*\))?$/;
const burnLine = /^\W*((net )?(cash )?burn( net)?( mensuel)?|net (cash )?outflow|consommation (nette )?de tresorerie)(\s?\(.*\))?$/;

// 'Taux de marge brute', 'Gross margin %', 'GM': the gross margin, a percentage when its label or its cells say so,
// else an amount ('Marge brute 1 491 850', 'Gross profit').
const grossMarginLine = /^\W*((taux de )?marge brute|gross (profit )?margin|gross profit|gm)( rate)?\s*(%|\(%\)|en %|\(in %\))?(\s?\([^()%]*\))?$/;
const rateMarker = /%|\btaux\b|\brate\b/;

/** 'MRR (US$)', 'Monthly recurring revenue': each month's revenue, as a metrics table states it (a year's 'ARR' is not a month's). */
const monthlyRecurringRevenue = /^\W*(mrr|monthly recurring revenues?)\b/;

/** An overhead named by what it pays for, without the word 'costs' ('Administration', 'Delivery, warehouse and staff', 'Distribution'). */
const overheadLabel = /^\W*(administration|administrative|general and administrative|selling|distribution|delivery|warehous\w*|staff|frais generaux)\b/;

/** The line a label names; `percentCells` when the figures beside it are percentages. */
export function accountLine(label: string, percentCells = false): AccountLine | null {
  // 'Chiffre d' affaires', 'cost_of_sales': a scan's stray space after an apostrophe, an export's underscores; an
  // export's column name drops the apostrophe too ('chiffre_affaires', 'chiffre_d_affaires').
  const folded = fold(label).replace(/_/g, ' ').replace(/'\s+/g, "'").replace(/\bchiffre (d )?affaires\b/, "chiffre d'affaires").trim();
  if (grossMarginLine.test(folded)) return percentCells || rateMarker.test(folded) ? 'gross-margin-rate' : 'gross-profit';
  if (cashLine.test(folded)) return 'cash';
  if (netCashLine.test(folded)) return 'net-cash-flow';
  if (burnLine.test(folded)) return 'burn';
  if (notALine.test(folded)) return null;
  if (costOfSalesLabel.test(folded)) return 'cost-of-sales';
  if ((revenueRow.test(folded) || monthlyRecurringRevenue.test(folded)) && !salesTeamCost.test(folded)) return 'revenue';
  return (costLabel.test(folded) || overheadLabel.test(folded)) && !notCostLabel.test(folded) ? 'costs' : null;
}
