/**
 * Key milestones toward the next round: the gaps between the startup's figures and the next
 * stage's yardsticks (stage-benchmarks.ts), the round itself, and unresolved high-severity
 * red flags. At most five, in that order.
 */
import { message, type Text } from '@baobab/contracts/i18n/message';
import type { DocumentAnalysis } from './document-intelligence/types';
import type { StartupFacts } from './facts';
import { labelOf } from './due-diligence/texts';
import { usdAmount } from './scoring';
import { benchmarkFor, nextStage } from './stage-benchmarks';

/** Milestones with values, written once as translation keys (decision 0023; French in the insights catalog). */
export const milestoneTemplates = {
  recordRevenue: 'Record monthly revenue and grow it toward {{target}} (the {{stage}} yardstick)',
  growRevenue: 'Grow monthly revenue from {{revenue}} to {{target}} (the {{stage}} yardstick)',
  trackUsers: 'Track active users and grow toward {{target}}',
  growUsers: 'Grow users from {{users}} to {{target}}',
  closeRound: 'Close the {{raise}} {{stage}} round',
  resolve: 'Resolve: {{title}}',
} as const;

export function successMilestones(startup: StartupFacts, document: DocumentAnalysis | null): Text[] {
  const milestones: Text[] = [];
  const next = nextStage(startup.fundingStage);
  const target = next ? benchmarkFor(next) : null;
  if (next && target) {
    const revenue = startup.monthlyRevenueUsd;
    if (revenue === null) milestones.push(message(milestoneTemplates.recordRevenue, { target: usdAmount(target.monthlyRevenueUsd), stage: message(next) }));
    else if (revenue < target.monthlyRevenueUsd) milestones.push(message(milestoneTemplates.growRevenue, { revenue: usdAmount(revenue), target: usdAmount(target.monthlyRevenueUsd), stage: message(next) }));
    const users = startup.tractionUsers;
    if (users === null) milestones.push(message(milestoneTemplates.trackUsers, { target: target.users }));
    else if (users < target.users) milestones.push(message(milestoneTemplates.growUsers, { users, target: target.users }));
  }
  milestones.push(startup.raisingAmountUsd !== null ? message(milestoneTemplates.closeRound, { raise: usdAmount(startup.raisingAmountUsd), stage: message(startup.fundingStage) }) : message('State the amount being raised'));
  for (const flag of document?.riskFlags.filter((f) => f.severity === 'high').slice(0, 2) ?? []) milestones.push(message(milestoneTemplates.resolve, { title: labelOf(flag.title) }));
  if (!document) milestones.push(message('Upload a pitch deck for analysis'));
  return milestones.slice(0, 5);
}
