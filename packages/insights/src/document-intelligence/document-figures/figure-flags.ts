/**
 * The figures-first reader (decision 0036, amendment of 2026-12-02): the document's figures read into facts first
 * (figure-facts.ts), then each figure class decided on those facts with the thresholds its rules use. Its flags join
 * the rules' for the classes the rules have not raised (a union: one flag per class, the rules' first).
 */
import type { RiskFlag } from '../types';
import { costsAboveRevenue } from './costs-above-revenue';
import type { FigureFacts } from './figure-facts';
import { marginFall } from './margin-fall';
import { planGrowth } from './plan-growth';
import { revenueDecline } from './revenue-decline';
import { runwayFromCash } from './runway-from-cash';

export function figureFlags(facts: FigureFacts, raised: ReadonlySet<string>): RiskFlag[] {
  const decided = [
    revenueDecline(facts.series),
    marginFall(facts.series),
    costsAboveRevenue(facts.series, facts.burns, facts.costs, facts.revenues),
    runwayFromCash(facts.cash, facts.burns, facts.runwayStated, facts.costs, facts.revenues),
    planGrowth(facts.series),
  ];
  return decided.filter((flag): flag is RiskFlag => flag !== null && !raised.has(flag.ruleId));
}

/**
 * Revenue or cost figures read as facts: a document holding them does not lack financial figures, however the rules
 * read it. A margin's rate or the cash held is neither (the guide's 'no revenue or cost figure').
 */
const revenueOrCostLines: ReadonlySet<string> = new Set(['revenue', 'cost-of-sales', 'costs', 'burn']);
export const statesAccountFigures = (facts: FigureFacts): boolean => facts.series.some((s) => revenueOrCostLines.has(s.line)) || facts.burns.length > 0 || facts.costs.length > 0 || facts.revenues.length > 0;
