import { describe, expect, it } from 'vitest';
import { dealStages, memberRoles, pipelinePlan, random, returnsPlan, stagePath } from './fund-scale-plan.mjs';

const userIds = Array.from({ length: 30 }, (_, i) => `user-${i}`);
const members = memberRoles(userIds);
const startupIds = Array.from({ length: 2000 }, (_, i) => i + 1);
const plan = pipelinePlan({ members, startupIds });
const viewers = new Set(members.filter((m) => m.role === 'viewer').map((m) => m.userId));

describe('memberRoles', () => {
  it('makes 3 admins, 20 members and 7 viewers, the signed-in person a plain member', () => {
    const count = (role) => members.filter((m) => m.role === role).length;
    expect([count('admin'), count('member'), count('viewer')]).toEqual([3, 20, 7]);
    expect(members[0]).toEqual({ userId: 'user-0', role: 'member' });
  });
});

describe('pipelinePlan', () => {
  it('puts 2,000 distinct startups in the pipeline, across every stage', () => {
    expect(new Set(plan.deals.map((d) => d.startupId)).size).toBe(2000);
    for (const stage of dealStages) expect(plan.deals.filter((d) => d.stage === stage).length).toBeGreaterThan(50);
  });

  it('gives deals, assignments, tasks and votes only to members who may work (never a viewer)', () => {
    const people = [...plan.deals.map((d) => d.ownerUserId), ...plan.assignees.map((a) => a.userId), ...plan.tasks.map((t) => t.assigneeId), ...plan.votes.map((v) => v.userId), ...plan.notes.map((n) => n.authorId)];
    expect(people.filter((p) => viewers.has(p))).toEqual([]);
    expect(plan.assignees.filter((a) => plan.deals.find((d) => d.startupId === a.startupId).ownerUserId === a.userId)).toEqual([]);
  });

  it('makes the first deal the busiest, with a vote from every member who may work', () => {
    const eventsOf = (startupId) => ['notes', 'tasks', 'meetings', 'votes', 'stageChanges'].reduce((n, key) => n + plan[key].filter((r) => r.startupId === startupId).length, 0);
    const busy = eventsOf(plan.deals[0].startupId);
    expect(busy).toBeGreaterThan(90);
    expect(Math.max(...plan.deals.slice(1).map((d) => eventsOf(d.startupId)))).toBeLessThan(busy);
    expect(plan.votes.filter((v) => v.startupId === plan.deals[0].startupId)).toHaveLength(23);
  });

  it('opens committees only on late-stage deals and votes only where one is open, one vote per member', () => {
    const late = new Set(plan.deals.filter((d) => d.stage === 'term-sheet' || d.stage === 'closed').map((d) => d.startupId));
    expect(plan.committees.length).toBeGreaterThan(50);
    expect(plan.committees.every((c) => late.has(c.startupId))).toBe(true);
    const open = new Set(plan.committees.map((c) => c.startupId));
    expect(plan.votes.every((v) => open.has(v.startupId))).toBe(true);
    expect(new Set(plan.votes.map((v) => `${v.startupId}/${v.userId}`)).size).toBe(plan.votes.length);
  });

  it('dates every event between the deal’s creation and now, its stage history ending at its stage', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    const created = new Map(plan.deals.map((d) => [d.startupId, Date.parse(d.createdAt)]));
    for (const n of [...plan.notes, ...plan.tasks]) {
      expect(Date.parse(n.createdAt)).toBeGreaterThanOrEqual(created.get(n.startupId));
      expect(Date.parse(n.createdAt)).toBeLessThanOrEqual(now);
    }
    for (const deal of plan.deals) {
      const history = plan.stageChanges.filter((s) => s.startupId === deal.startupId);
      expect(history.at(-1).toStage).toBe(deal.stage);
      expect(history[0].fromStage).toBeNull();
      expect(deal.lastActivityAt >= deal.stageEnteredAt).toBe(true);
    }
  });

  it('is the same plan for the same seed, and refuses too few startups', () => {
    expect(pipelinePlan({ members, startupIds, deals: 50 })).toEqual(pipelinePlan({ members, startupIds, deals: 50 }));
    expect(pipelinePlan({ members, startupIds, deals: 50, seed: 2 }).deals).not.toEqual(pipelinePlan({ members, startupIds, deals: 50 }).deals);
    expect(() => pipelinePlan({ members, startupIds: [1, 2], deals: 3 })).toThrow('needs 3 startups');
  });
});

describe('stagePath', () => {
  it('walks forward to the stage; a passed deal leaves from one of the first three stages', () => {
    const rng = random(1);
    expect(stagePath('term-sheet', rng)).toEqual(['sourced', 'reviewed', 'due-diligence', 'term-sheet']);
    for (let i = 0; i < 20; i += 1) {
      const path = stagePath('passed', rng);
      expect(path.at(-1)).toBe('passed');
      expect(path.slice(0, -1)).toEqual(dealStages.slice(0, path.length - 1));
      expect(path.length).toBeLessThanOrEqual(4);
    }
  });
});

describe('returnsPlan', () => {
  const companies = Array.from({ length: 200 }, (_, i) => 5000 + i);
  const { flows, marks } = returnsPlan({ startupIds: companies });

  it('gives each company one first cheque, before its other flows, and at least one mark', () => {
    for (const id of companies) {
      const own = flows.filter((f) => f.startupId === id);
      expect(own.filter((f) => f.kind === 'first-cheque')).toHaveLength(1);
      expect(own[0].kind).toBe('first-cheque');
      expect(own.every((f) => f.flowDate >= own[0].flowDate)).toBe(true);
      expect(marks.some((m) => m.startupId === id)).toBe(true);
    }
  });

  it('includes partial exits and write-offs, with amounts the returns module accepts', () => {
    expect(flows.some((f) => f.kind === 'distribution')).toBe(true);
    expect(flows.some((f) => f.kind === 'write-off')).toBe(true);
    expect(flows.every((f) => Number.isInteger(f.amountMinor) && f.amountMinor >= 0 && (f.kind === 'write-off' || f.amountMinor > 0 || f.kind === 'follow-on'))).toBe(true);
    expect(flows.every((f) => f.flowDate < '2026-11-27')).toBe(true);
  });
});
