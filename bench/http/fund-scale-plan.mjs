// The fund-scale dataset as plain rows, worked out without a database: one fund of
// 30 members, 2,000 fund deals across the stages with owners, assignees, stage history, notes, tasks,
// meetings and committee votes on some, one "busy" deal with a long timeline, and 200 portfolio
// companies with dated cash flows and marks. fund-scale-seed.mjs writes these rows; the same seed
// gives the same rows, so two runs measure the same data.

export const dealStages = ['sourced', 'reviewed', 'due-diligence', 'term-sheet', 'closed', 'passed'];
const stageWeights = { sourced: 35, reviewed: 25, 'due-diligence': 15, 'term-sheet': 8, closed: 7, passed: 10 };
const priorities = ['low', 'medium', 'high'];
const criteria = ['team', 'market', 'product', 'traction', 'terms'];
const votes = ['invest', 'pass', 'abstain'];
const DAY = 86_400_000;

/** A small deterministic generator (mulberry32): the plan must not change between runs. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sample = (list, n) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, sample };
}

/** 30 people: 3 admins, 20 members, 7 viewers; the signed-in person (first id) is a plain member. */
export function memberRoles(userIds) {
  return userIds.map((userId, i) => ({ userId, role: i === 0 ? 'member' : i <= 3 ? 'admin' : i <= 22 ? 'member' : 'viewer' }));
}

function stageOf(rng) {
  let roll = rng.next() * 100;
  for (const stage of dealStages) {
    roll -= stageWeights[stage];
    if (roll < 0) return stage;
  }
  return 'sourced';
}

/** The stages a deal went through to reach `stage`: forward along the pipeline; a passed deal left from one of the first three. */
export function stagePath(stage, rng) {
  if (stage === 'passed') return [...dealStages.slice(0, rng.int(1, 3)), 'passed'];
  return dealStages.slice(0, dealStages.indexOf(stage) + 1);
}

const iso = (ms) => new Date(ms).toISOString();
const day = (ms) => iso(ms).slice(0, 10);

/** Events of one deal, spread between its creation and now (times strictly increasing). */
function dealLife(deal, ctx, counts) {
  const { rng, now, workers, voters, out } = ctx;
  const start = Date.parse(deal.createdAt);
  const at = () => iso(start + Math.floor(rng.next() * (now - start)));
  const path = stagePath(deal.stage, rng);
  const step = (now - start) / (path.length + 1);
  path.forEach((to, i) => out.stageChanges.push({ startupId: deal.startupId, fromStage: i === 0 ? null : path[i - 1], toStage: to, changedBy: i === 0 ? deal.ownerUserId : rng.pick(workers), changedAt: iso(start + Math.floor(step * i)) }));
  deal.stageEnteredAt = iso(start + Math.floor(step * (path.length - 1)));
  const team = rng.sample(workers.filter((w) => w !== deal.ownerUserId), counts.assignees);
  for (const userId of team) out.assignees.push({ startupId: deal.startupId, userId, assignedAt: deal.createdAt });
  out.assignmentChanges.push({ startupId: deal.startupId, changedBy: deal.ownerUserId, changedAt: deal.createdAt, ownerUserId: deal.ownerUserId, assigneeIds: team });
  const noteTimes = [];
  for (let n = 0; n < counts.notes; n += 1) {
    noteTimes.push(at());
    out.notes.push({ startupId: deal.startupId, authorId: rng.pick(workers), body: `Note ${n + 1} on the deal: traction, team and terms discussed.`, createdAt: noteTimes[n] });
  }
  for (let n = 0; n < counts.tasks; n += 1) {
    const createdAt = at();
    const done = rng.next() < 0.5;
    out.tasks.push({ startupId: deal.startupId, title: `Follow-up ${n + 1}`, assigneeId: rng.pick(workers), dueDate: day(Date.parse(createdAt) + 14 * DAY), createdBy: rng.pick(workers), createdAt, doneAt: done ? iso(Math.min(now, Date.parse(createdAt) + DAY)) : null });
  }
  for (let n = 0; n < counts.meetings; n += 1) {
    const loggedAt = at();
    out.meetings.push({ startupId: deal.startupId, heldOn: day(Date.parse(loggedAt)), attendees: 'Founders, two partners', notes: `Meeting ${n + 1}: product demo and pipeline review.`, loggedBy: rng.pick(workers), loggedAt });
  }
  if (counts.voters > 0) {
    const openedAt = at();
    out.committees.push({ startupId: deal.startupId, openedBy: deal.ownerUserId, openedAt });
    for (const userId of rng.sample(voters, counts.voters)) {
      out.votes.push({ startupId: deal.startupId, userId, scores: Object.fromEntries(criteria.map((c) => [c, rng.int(1, 5)])), vote: rng.pick(votes), comment: 'Scored against the thesis.', votedAt: openedAt });
    }
    for (let v = 1; v <= counts.memoVersions; v += 1) out.memos.push({ startupId: deal.startupId, version: v, body: `Memo, version ${v}.`, savedBy: deal.ownerUserId, savedAt: openedAt });
  }
  deal.lastActivityAt = [deal.stageEnteredAt, ...noteTimes].sort().at(-1);
}

/**
 * The fund's pipeline. `members` from memberRoles; `startupIds` at least `deals` distinct startups; the
 * first deal is the busy one (40 notes, 20 tasks, 10 meetings, every voter, 5 memo versions).
 */
export function pipelinePlan({ members, startupIds, deals = 2000, seed = 47, now = Date.parse('2026-11-27T00:00:00Z') }) {
  if (startupIds.length < deals) throw new Error(`the pipeline needs ${deals} startups, got ${startupIds.length}`);
  const rng = random(seed);
  const workers = members.filter((m) => m.role !== 'viewer').map((m) => m.userId);
  const out = { deals: [], stageChanges: [], assignees: [], assignmentChanges: [], notes: [], tasks: [], meetings: [], committees: [], votes: [], memos: [] };
  const ctx = { rng, now, workers, voters: workers, out };
  for (let i = 0; i < deals; i += 1) {
    const busy = i === 0;
    const stage = busy ? 'term-sheet' : stageOf(rng);
    const deal = { startupId: startupIds[i], stage, priority: rng.pick(priorities), interestLevel: rng.int(1, 10), ownerUserId: busy ? members[0].userId : rng.pick(workers), createdAt: iso(now - rng.int(busy ? 300 : 1, 365) * DAY) };
    const late = stage === 'term-sheet' || stage === 'closed';
    const counts = busy
      ? { assignees: 4, notes: 40, tasks: 20, meetings: 10, voters: workers.length, memoVersions: 5 }
      : { assignees: rng.int(0, 3), notes: rng.int(0, 3), tasks: rng.int(0, 2), meetings: rng.next() < 0.2 ? 1 : 0, voters: late && rng.next() < 0.6 ? rng.int(3, 8) : 0, memoVersions: 1 };
    dealLife(deal, ctx, counts);
    out.deals.push(deal);
  }
  return out;
}

/**
 * The signed-in member's returns: per company a first cheque, zero to two follow-ons, a distribution or
 * a write-off on some, and one to three dated marks. Amounts in minor units of the company's currency.
 */
export function returnsPlan({ startupIds, seed = 47, now = Date.parse('2026-11-27T00:00:00Z') }) {
  const rng = random(seed + 1);
  const flows = [];
  const marks = [];
  for (const startupId of startupIds) {
    let t = now - rng.int(400, 2500) * DAY;
    const first = rng.int(50, 500) * 100_000;
    flows.push({ startupId, kind: 'first-cheque', amountMinor: first, flowDate: day(t) });
    for (let n = rng.int(0, 2); n > 0; n -= 1) {
      t += rng.int(60, 300) * DAY;
      flows.push({ startupId, kind: 'follow-on', amountMinor: Math.round(first * rng.next()), flowDate: day(Math.min(t, now - DAY)) });
    }
    const fate = rng.next();
    if (fate < 0.1) flows.push({ startupId, kind: 'write-off', amountMinor: 0, flowDate: day(now - rng.int(1, 200) * DAY) });
    else if (fate < 0.25) flows.push({ startupId, kind: 'distribution', amountMinor: Math.round(first * rng.next() * 3), flowDate: day(now - rng.int(1, 200) * DAY) });
    for (let n = rng.int(1, 3); n > 0; n -= 1) marks.push({ startupId, valueMinor: Math.round(first * rng.next() * 4), markDate: day(now - rng.int(1, 360) * DAY), source: 'Quarterly valuation committee' });
  }
  return { flows, marks };
}
