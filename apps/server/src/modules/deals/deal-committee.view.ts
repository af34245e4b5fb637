import {
  committeeCriteria,
  committeeQuorum,
  type CommitteeDecision,
  type Committee,
  type CommitteeScores,
  type CommitteeVote,
  type CommitteeVoteRow as CommitteeVoteView,
} from '@baobab/contracts/deal-committee';
import { isMessage, message, type Message } from '@baobab/contracts/i18n/message';
import type { AssessmentAnswer } from '../insights/assessment.service';
import type { PipelineAccess } from './deals.policy';
import type { CommitteeRow, CommitteeVoteRow, MemoVersionRow } from './deal-committee.repository';

export type Person = { id: string; name: string };

/** Everything the committee's answer is made of, read in one place (deal-committee.service.ts). */
export type CommitteeFacts = {
  committee: CommitteeRow;
  access: PipelineAccess;
  readerId: string;
  /** Who may vote now: the fund's admins and members, or the investor on their own deal. */
  voters: Map<string, Person>;
  votes: CommitteeVoteRow[];
  memo: MemoVersionRow | undefined;
  names: Map<string, string>;
  assessment: AssessmentAnswer;
};

/** One decimal, as a committee reads an average of whole-number scores ("3.5"); null with no vote. */
function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

export function averagesOf(votes: { scores: CommitteeScores }[]): Record<(typeof committeeCriteria)[number], number | null> {
  return Object.fromEntries(committeeCriteria.map((c) => [c, mean(votes.map((v) => v.scores[c]))])) as Record<(typeof committeeCriteria)[number], number | null>;
}

export function tallyOf(votes: { vote: CommitteeVote }[]): Record<CommitteeVote, number> {
  const tally = { invest: 0, pass: 0, abstain: 0 };
  for (const v of votes) tally[v.vote] += 1;
  return tally;
}

const toView = (row: CommitteeVoteRow, member: Person): CommitteeVoteView => ({
  member,
  scores: row.scores as CommitteeScores,
  vote: row.vote as CommitteeVote,
  comment: row.comment,
  votedAt: row.votedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A finding as the engine wrote it, always a message: a plain string (none today) travels as its own key. */
const asMessage = (text: string | Message): Message => (isMessage(text) ? text : message(text));

/**
 * The committee as one reader sees it. Only the votes of people who may vote now count (a former member's row
 * stays, unshown, as owners and assignees do: decision 0052). Scores, comments, averages and the tally are shown
 * to a voter once they have voted, so nobody is anchored before scoring; a viewer, who never votes, sees them.
 */
export function committeeView(facts: CommitteeFacts): Committee {
  const { committee, access, readerId, voters, memo, names, assessment } = facts;
  const counted = facts.votes.filter((v) => voters.has(v.userId)).map((v) => toView(v, voters.get(v.userId)!));
  const canVote = voters.has(readerId);
  const myVote = counted.find((v) => v.member.id === readerId) ?? null;
  const decided = committee.decision !== null && committee.decidedAt !== null;
  // Once the fund has decided, everyone reads how each member voted: the outcome is argued from them.
  const revealed = access.role === 'viewer' || myVote !== null || decided;
  return {
    dealId: committee.dealId,
    openedAt: committee.openedAt.toISOString(),
    openedBy: (committee.openedBy && names.get(committee.openedBy)) || null,
    canVote: canVote && !decided,
    myVote,
    voters: counted.map((v) => v.member.name),
    revealed,
    votes: revealed ? counted : null,
    averages: revealed ? averagesOf(counted) : null,
    tally: revealed ? tallyOf(counted) : null,
    memo: {
      body: memo?.body ?? '',
      version: memo?.version ?? 0,
      updatedBy: (memo?.savedBy && names.get(memo.savedBy)) || null,
      updatedAt: memo?.savedAt.toISOString() ?? null,
    },
    assessment: {
      score: assessment.score,
      low: assessment.low,
      high: assessment.high,
      coverage: assessment.coverage,
      findings: assessment.findings.map((f) => ({ severity: f.severity, group: f.group, message: asMessage(f.text) })),
    },
    voterCount: voters.size,
    quorum: committeeQuorum(voters.size),
    canDecide: !decided && (access.role === 'admin' || access.role === 'owner'),
    decision: decided
      ? {
          outcome: committee.decision as CommitteeDecision,
          note: committee.decisionNote,
          decidedBy: (committee.decidedBy && names.get(committee.decidedBy)) || null,
          decidedAt: committee.decidedAt!.toISOString(),
        }
      : null,
  };
}
