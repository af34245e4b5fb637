/**
 * Key milestones toward the next round: the gaps between the startup's figures and the next
 * stage's yardsticks (stage-benchmarks.ts), the round itself, and unresolved high-severity
 * red flags. At most five, in that order.
 */
import { fillText } from '@baobab/contracts/i18n/fill';
import type { DocumentAnalysis } from './document-intelligence/types';
import type { StartupFacts } from './facts';
import { formatUsd } from './scoring';
import { benchmarkFor, nextStage } from './stage-benchmarks';
import { formatUsNumber } from '@baobab/contracts/us-number';

/** Milestones with values, written once as translation keys (decision 0023; French in the insights catalog). */
export const milestoneTemplates = {
  recordRevenue: 'Record monthly revenue and grow it toward {{target}} (the {{stage}} yardstick)',
  growRevenue: 'Grow monthly revenue from {{revenue}} to {{target}} (the {{stage}} yardstick)',
  trackUsers: 'Track active users and grow toward {{target}}',
  growUsers: 'Grow users from {{users}} to {{target}}',
  closeRound: 'Close the {{raise}} {{stage}} round',
  resolve: 'Resolve: {{title}}',
} as const;

export function successMilestones(startup: StartupFacts, document: DocumentAnalysis | null): string[] {
  const milestones: string[] = [];
  const next = nextStage(startup.fundingStage);
  const target = next ? benchmarkFor(next) : null;
  if (next && target) {
    const revenue = startup.monthlyRevenueUsd;
    if (revenue === null) milestones.push(fillText(milestoneTemplates.recordRevenue, { target: formatUsd(target.monthlyRevenueUsd), stage: next }));
    else if (revenue < target.monthlyRevenueUsd) milestones.push(fillText(milestoneTemplates.growRevenue, { revenue: formatUsd(revenue), target: formatUsd(target.monthlyRevenueUsd), stage: next }));
    const users = startup.tractionUsers;
    if (users === null) milestones.push(fillText(milestoneTemplates.trackUsers, { target: formatUsNumber(target.users) }));
    else if (users < target.users) milestones.push(fillText(milestoneTemplates.growUsers, { users: formatUsNumber(users), target: formatUsNumber(target.users) }));
  }
  milestones.push(startup.raisingAmountUsd !== null ? fillText(milestoneTemplates.closeRound, { raise: formatUsd(startup.raisingAmountUsd), stage: startup.fundingStage }) : 'State the amount being raised');
  for (const flag of document?.riskFlags.filter((f) => f.severity === 'high').slice(0, 2) ?? []) milestones.push(fillText(milestoneTemplates.resolve, { title: flag.title }));
  if (!document) milestones.push('Upload a pitch deck for analysis');
  return milestones.slice(0, 5);
}
