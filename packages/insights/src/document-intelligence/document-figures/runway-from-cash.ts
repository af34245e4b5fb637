/**
 * Short runway decided on figures: the latest cash the document states over the largest monthly burn it states in
 * the same currency, with the runway rule's thresholds (runway.ts: under 6 months high, under 9 medium).
 */
import { runwaySeverity } from '../runway';
import type { RiskFlag } from '../types';
import type { MonthlyFigure } from './cash-burn';
import { figureFlag } from './figure-flag';

/**
 * With no burn stated, a month's costs less a month's revenue in the same currency is the net burn ('Average monthly
 * operating costs: GHS 550,000' against 'Average monthly sales: GHS 240,000'), as the runway rule reads it (runway.ts).
 */
function netOfRevenue(costs: readonly MonthlyFigure[], revenues: readonly MonthlyFigure[], currency: string): MonthlyFigure | undefined {
  const largest = (figures: readonly MonthlyFigure[]) => figures.filter((f) => f.currency === currency).sort((a, b) => b.amount - a.amount)[0];
  const cost = largest(costs);
  const revenue = largest(revenues);
  return cost && revenue && cost.amount > revenue.amount ? { ...cost, amount: cost.amount - revenue.amount, sentence: `${cost.sentence} ${revenue.sentence}` } : undefined;
}

export function runwayFromCash(cash: readonly MonthlyFigure[], burns: readonly MonthlyFigure[], runwayStated: boolean, costs: readonly MonthlyFigure[] = [], revenues: readonly MonthlyFigure[] = []): RiskFlag | null {
  // A runway the document states is its own figure for the same fact; the runway rule decides on it.
  if (runwayStated) return null;
  const held = cash[cash.length - 1];
  const burn = held ? burns.filter((b) => b.currency === held.currency).sort((a, b) => b.amount - a.amount)[0] ?? netOfRevenue(costs, revenues, held.currency) : undefined;
  if (!held || !burn || burn.amount <= 0) return null;
  const severity = runwaySeverity(held.amount / burn.amount);
  if (!severity) return null;
  // The rule's own title: the cash and burn are cited in the evidence, in the document's words.
  return figureFlag('short-runway', severity, [held.sentence, burn.sentence]);
}
