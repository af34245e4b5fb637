import { describe, it, expect } from 'vitest';
import { fundingProgress } from './funding-tracker';

const milestones = [
  { task: 'Close lead investor', completed: true, dueDate: '2026-01-15' },
  { task: 'Legal documents', completed: false, dueDate: '2026-03-01' },
  { task: 'Second close', completed: false, dueDate: '2026-02-01' },
];

describe('funding progress', () => {
  it('shows $375,000 raised of a $500,000 target as 75%, with one of three milestones done', () => {
    const p = fundingProgress({ targetAmountCents: 500_000_00, raisedAmountCents: 375_000_00, milestones }, '2026-02-15');
    expect(p.progressPercent).toBe(75);
    expect(p.remainingCents).toBe(125_000_00);
    expect(p.isFullyFunded).toBe(false);
    expect(p.milestonesCompleted).toBe(1);
    expect(p.milestoneCompletionPercent).toBeCloseTo(100 / 3, 12);
  });

  it('names the overdue milestones and the next one due', () => {
    const p = fundingProgress({ targetAmountCents: 1, raisedAmountCents: 0, milestones }, '2026-02-15');
    expect(p.overdueMilestones.map((m) => m.task)).toEqual(['Second close']);
    expect(p.nextMilestone?.task).toBe('Second close');
  });

  it('lets an oversubscribed round pass 100% while the bar stops at 100', () => {
    const p = fundingProgress({ targetAmountCents: 100, raisedAmountCents: 150, milestones: [] });
    expect(p.progressPercent).toBe(150);
    expect(p.progressBarPercent).toBe(100);
    expect(p.isFullyFunded).toBe(true);
  });

  it('has a defined progress without a target: 0 before any money, 100 after', () => {
    expect(fundingProgress({ targetAmountCents: 0, raisedAmountCents: 0, milestones: [] }).progressPercent).toBe(0);
    expect(fundingProgress({ targetAmountCents: 0, raisedAmountCents: 10, milestones: [] }).progressPercent).toBe(100);
    expect(fundingProgress({ targetAmountCents: 0, raisedAmountCents: 0, milestones: [] }).nextMilestone).toBeNull();
  });
});
