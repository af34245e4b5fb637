import { z } from 'zod';
import { assessmentCoverageSchema, assessmentFactGroups } from './assessment';
import { COMMITTEE_COMMENT_MAX, COMMITTEE_MEMO_MAX, COMMITTEE_SCALE, committeeCriteria, committeeDecisions, committeeMessages as m, committeeVotes } from './deal-committee-texts';

export * from './deal-committee-texts';

const scoreSchema = z.number({ error: m.score }).int(m.score).min(COMMITTEE_SCALE.min, m.score).max(COMMITTEE_SCALE.max, m.score);

/** One score per criterion, all of them: a member who cannot judge a criterion abstains from the whole vote. */
export const committeeScoresSchema = z.strictObject(
  Object.fromEntries(committeeCriteria.map((criterion) => [criterion, scoreSchema])) as Record<(typeof committeeCriteria)[number], typeof scoreSchema>,
);
export type CommitteeScores = z.infer<typeof committeeScoresSchema>;
/** Each criterion's average over the counted votes, one decimal (null when nobody scored it): an object, so the published schema names its properties. */
const committeeAveragesSchema = z.strictObject(
  Object.fromEntries(committeeCriteria.map((criterion) => [criterion, z.number().nullable()])) as Record<(typeof committeeCriteria)[number], z.ZodNullable<z.ZodNumber>>,
);

const voteSchema = z.enum(committeeVotes, { error: m.vote });

export const castCommitteeVoteInputSchema = z.strictObject({
  scores: committeeScoresSchema,
  vote: voteSchema,
  /** The member's words, stored and shown as written. */
  comment: z.string().trim().max(COMMITTEE_COMMENT_MAX, m.commentTooLong).default(''),
});
export type CastCommitteeVoteInput = z.infer<typeof castCommitteeVoteInputSchema>;
export type CastCommitteeVoteFormValues = z.input<typeof castCommitteeVoteInputSchema>;

/** The fund's outcome, recorded once by an admin when the quorum has voted; the reasons are the admin's words. */
export const recordCommitteeDecisionInputSchema = z.strictObject({
  decision: z.enum(committeeDecisions, { error: m.decision }),
  note: z.string().trim().max(COMMITTEE_COMMENT_MAX, m.decisionNoteTooLong).default(''),
});
export type RecordCommitteeDecisionInput = z.infer<typeof recordCommitteeDecisionInputSchema>;
export type RecordCommitteeDecisionFormValues = z.input<typeof recordCommitteeDecisionInputSchema>;

/** A memo is saved over the version it was edited from; a newer version on the server is a 409, never a silent overwrite. */
export const saveCommitteeMemoInputSchema = z.strictObject({
  body: z.string().max(COMMITTEE_MEMO_MAX, m.memoTooLong),
  version: z.number({ error: m.version }).int(m.version).min(0, m.version),
});
export type SaveCommitteeMemoInput = z.infer<typeof saveCommitteeMemoInputSchema>;

/** A message key with its values (decision 0046), as the assessment's engine wrote it: rendered in the reader's language. */
export const messageObjectSchema = z.object({ i18nKey: z.string(), values: z.record(z.string(), z.unknown()).optional() });

const person = z.object({ id: z.string(), name: z.string() });

export const committeeVoteSchema = z.object({
  member: person,
  scores: committeeScoresSchema,
  vote: voteSchema,
  comment: z.string(),
  votedAt: z.string(),
  updatedAt: z.string(),
});
export type CommitteeVoteRow = z.infer<typeof committeeVoteSchema>;

export const committeeTallySchema = z.object({ invest: z.number().int(), pass: z.number().int(), abstain: z.number().int() });

export const committeeMemoSchema = z.object({
  /** As its last editor wrote it; empty until someone writes it. */
  body: z.string(),
  /** 0 before the first save; each save adds one. */
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** The reader's own assessment of the company (decision 0042), cited by the memo: what the reader may see, read now. */
export const committeeAssessmentSchema = z.object({
  score: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  coverage: assessmentCoverageSchema,
  findings: z.array(z.object({ severity: z.enum(['critical', 'warning', 'info']), group: z.enum(assessmentFactGroups), message: messageObjectSchema })),
});

export const committeeSchema = z.object({
  dealId: z.number().int(),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  /** Admins and members of the fund (or the investor on their own deal); viewers read. */
  canVote: z.boolean(),
  myVote: committeeVoteSchema.nullable(),
  /** Current members who have voted, by name: shown to everyone. */
  voters: z.array(z.string()),
  /** Whether the scores, comments, averages and tally below are shown: once the reader has voted, or always to a viewer. */
  revealed: z.boolean(),
  votes: z.array(committeeVoteSchema).nullable(),
  averages: committeeAveragesSchema.nullable(),
  tally: committeeTallySchema.nullable(),
  memo: committeeMemoSchema,
  assessment: committeeAssessmentSchema,
  /** Members who may vote now, and how many votes make the quorum (more than half of them). */
  voterCount: z.number().int(),
  quorum: z.number().int(),
  /** An admin of the fund (or the investor on their own deal), while no decision is recorded. */
  canDecide: z.boolean(),
  /** The fund's outcome once recorded; votes and the memo are closed from then on. */
  decision: z
    .object({ outcome: z.enum(committeeDecisions), note: z.string(), decidedBy: z.string().nullable(), decidedAt: z.string() })
    .nullable(),
});
export type Committee = z.infer<typeof committeeSchema>;

export const committeeAnswerSchema = z.object({ committee: committeeSchema.nullable() });
export type CommitteeAnswer = z.infer<typeof committeeAnswerSchema>;
