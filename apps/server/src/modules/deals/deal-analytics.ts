import { conversionRate, type DealAnalytics } from '@baobab/contracts/deals';
import { dealStages, type DealStage } from '@baobab/contracts/enums';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Analytics tab: the spec's four figures, and the average days a deal spends in each
 * stage. A visit lasts from entering a stage until the next change (or now, if still there);
 * a deal that enters a stage twice counts both visits towards its one total for that stage.
 */
export function dealAnalytics(
  currentStages: string[],
  changes: { dealId: number; toStage: string; changedAt: Date }[],
  now: Date,
): DealAnalytics {
  const totalDeals = currentStages.length;
  const closedDeals = currentStages.filter((s) => s === 'closed').length;
  const daysByStage = new Map<DealStage, Map<number, number>>(dealStages.map((s) => [s, new Map()]));
  changes.forEach((change, index) => {
    const next = changes[index + 1];
    const end = next && next.dealId === change.dealId ? next.changedAt : now;
    const perDeal = daysByStage.get(change.toStage as DealStage);
    if (!perDeal) return;
    perDeal.set(change.dealId, (perDeal.get(change.dealId) ?? 0) + Math.max(0, end.getTime() - change.changedAt.getTime()) / DAY_MS);
  });
  return {
    totalDeals,
    inDueDiligence: currentStages.filter((s) => s === 'due-diligence').length,
    closedDeals,
    conversionRate: conversionRate(closedDeals, totalDeals),
    timeInStage: dealStages.map((stage) => {
      const perDeal = [...daysByStage.get(stage)!.values()];
      const averageDays = perDeal.length ? Math.round((perDeal.reduce((a, b) => a + b, 0) / perDeal.length) * 10) / 10 : null;
      return { stage, averageDays, deals: perDeal.length };
    }),
  };
}
