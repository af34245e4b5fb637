/**
 * Funding tracker progress: how much of the round is raised and how many milestones
 * are done. Money in integer cents; percentages exact (round only to display).
 *
 * Conventions: progress is raised ÷ target × 100 and may pass 100 when a round is
 * oversubscribed (the bar caps at 100 separately); with no target it is 100 once any
 * money is raised and 0 otherwise. A milestone is overdue when it is not completed and
 * its due date is before `asOf` (ISO dates compare as text). The next milestone is the
 * open one with the earliest due date.
 */

export type Milestone = { task: string; completed: boolean; dueDate: string };

export type FundingTracker = { targetAmountCents: number; raisedAmountCents: number; milestones: Milestone[] };

export type FundingProgress = {
  progressPercent: number;
  /** progressPercent limited to 0–100, for a progress bar. */
  progressBarPercent: number;
  remainingCents: number;
  isFullyFunded: boolean;
  milestonesCompleted: number;
  milestonesTotal: number;
  /** Completed over total milestones × 100; 0 without milestones. */
  milestoneCompletionPercent: number;
  overdueMilestones: Milestone[];
  nextMilestone: Milestone | null;
};

export function fundingProgress(tracker: FundingTracker, asOf?: string): FundingProgress {
  const target = Math.max(0, tracker.targetAmountCents);
  const raised = Math.max(0, tracker.raisedAmountCents);
  const progressPercent = target > 0 ? (raised / target) * 100 : raised > 0 ? 100 : 0;
  const completed = tracker.milestones.filter((m) => m.completed).length;
  const open = tracker.milestones.filter((m) => !m.completed);
  const byDueDate = [...open].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return {
    progressPercent,
    progressBarPercent: Math.min(100, progressPercent),
    remainingCents: Math.max(0, target - raised),
    isFullyFunded: target > 0 && raised >= target,
    milestonesCompleted: completed,
    milestonesTotal: tracker.milestones.length,
    milestoneCompletionPercent: tracker.milestones.length > 0 ? (completed / tracker.milestones.length) * 100 : 0,
    overdueMilestones: asOf === undefined ? [] : byDueDate.filter((m) => m.dueDate < asOf),
    nextMilestone: byDueDate[0] ?? null,
  };
}
