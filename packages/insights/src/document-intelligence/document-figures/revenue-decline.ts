/** Declining revenue decided on a revenue series: its latest period below the one before (the rule's reading of a fall, red-flag-rules.ts). */
import type { RiskFlag } from '../types';
import { figureFlag } from './figure-flag';
import type { FigureSeries } from './series';

export function revenueDecline(series: readonly FigureSeries[]): RiskFlag | null {
  const falling = series.find((s) => {
    if (s.line !== 'revenue' || s.projected) return false;
    const [previous, latest] = s.points.slice(-2);
    return previous !== undefined && latest !== undefined && latest.value > 0 && latest.value < previous.value;
  });
  return falling ? figureFlag('declining-revenue', 'medium', [falling.evidence]) : null;
}
