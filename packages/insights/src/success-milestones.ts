/**
 * Key milestones toward the next round: the gaps between the startup's figures and the next
 * stage's yardsticks (stage-benchmarks.ts), the round itself, and unresolved high-severity
 * red flags. At most five, in that order.
 */
import type { DocumentAnalysis } from './document-intelligence/types';
import type { StartupFacts } from './facts';
import { formatUsd } from './scoring';
import { benchmarkFor, nextStage } from './stage-benchmarks';

export function successMilestones(startup: StartupFacts, document: DocumentAnalysis | null): string[] {
  const milestones: string[] = [];
  const next = nextStage(startup.fundingStage);
  const target = next ? benchmarkFor(next) : null;
  if (next && target) {
    const revenue = startup.monthlyRevenueUsd;
    if (revenue === null) milestones.push(`Record monthly revenue and grow it toward ${formatUsd(target.monthlyRevenueUsd)} (the ${next} yardstick)`);
    else if (revenue < target.monthlyRevenueUsd) milestones.push(`Grow monthly revenue from ${formatUsd(revenue)} to ${formatUsd(target.monthlyRevenueUsd)} (the ${next} yardstick)`);
    const users = startup.tractionUsers;
    if (users === null) milestones.push(`Track active users and grow toward ${target.users.toLocaleString('en-US')}`);
    else if (users < target.users) milestones.push(`Grow users from ${users.toLocaleString('en-US')} to ${target.users.toLocaleString('en-US')}`);
  }
  milestones.push(startup.raisingAmountUsd !== null ? `Close the ${formatUsd(startup.raisingAmountUsd)} ${startup.fundingStage} round` : 'State the amount being raised');
  for (const flag of document?.riskFlags.filter((f) => f.severity === 'high').slice(0, 2) ?? []) milestones.push(`Resolve: ${flag.title}`);
  if (!document) milestones.push('Upload a pitch deck for analysis');
  return milestones.slice(0, 5);
}
