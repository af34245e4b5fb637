import { z } from 'zod';
import { assessmentCoverageSchema, assessmentFactGroups } from './assessment';

/** What every member scores, in this order; a score is a whole number on the committee scale. */
export const committeeCriteria = ['team', 'market', 'product', 'traction', 'terms'] as const;
export type CommitteeCriterion = (typeof committeeCriteria)[number];

/** The committee scale: 1 (weak) to 5 (strong), the scale most investment-committee templates use. */
export const COMMITTEE_SCALE = { min: 1, max: 5 } as const;

export const committeeVotes = ['invest', 'pass', 'abstain'] as const;
export type CommitteeVote = (typeof committeeVotes)[number];

/** The fund's outcome of a committee: an abstention is a member's vote, never the fund's decision. */
export const committeeDecisions = ['invest', 'pass'] as const;
export type CommitteeDecision = (typeof committeeDecisions)[number];

/** Votes needed before an admin records the outcome: more than half of the members who may vote now. */
export const committeeQuorum = (voters: number) => Math.floor(voters / 2) + 1;

/** Longest comment and memo, in characters: a comment is a paragraph, a memo a few pages. */
export const COMMITTEE_COMMENT_MAX = 2_000;
export const COMMITTEE_MEMO_MAX = 20_000;

export const committeeCriterionLabels = {
  team: 'Team',
  market: 'Market',
  product: 'Product',
  traction: 'Traction',
  terms: 'Terms',
} as const satisfies Record<CommitteeCriterion, string>;

export const committeeVoteLabels = {
  invest: 'Invest',
  pass: 'Pass',
  abstain: 'Abstain',
} as const satisfies Record<CommitteeVote, string>;

export const committeeMessages = {
  score: 'Score each criterion with a whole number from 1 to 5',
  vote: 'Choose invest, pass or abstain',
  commentTooLong: 'A comment must be at most 2,000 characters',
  memoTooLong: 'A memo must be at most 20,000 characters',
  version: 'Send the version of the memo you edited',
  alreadyOpen: 'This deal is already before the committee',
  notOpen: 'Put the deal to the committee first',
  memoChanged: 'Someone saved the memo since you opened it: read their version, then save yours again',
  voted: 'Your vote is saved',
  voteFailed: 'Could not save your vote',
  memoSaved: 'Memo saved',
  memoFailed: 'Could not save the memo',
  openFailed: 'Could not put the deal to the committee',
  decision: 'Choose invest or pass',
  decisionNoteTooLong: 'Reasons must be at most 2,000 characters',
  onlyAdminsDecide: 'Only an admin of the organisation records the committee’s decision',
  alreadyDecided: 'The committee has already decided on this deal',
  noQuorum: 'The committee needs {{needed}} votes before it decides; {{voted}} so far',
  closed: 'The committee has decided: votes and the memo are closed',
  decided: 'Decision recorded',
  decideFailed: 'Could not record the decision',
} as const;

/** The committee section of a deal's detail. Names, comments and the memo are people's words, passed as values. */
export const committeeTexts = {
  heading: 'Investment committee',
  notOpen: 'This deal has not been put to the committee yet.',
  open: 'Put to committee',
  openedBy: 'Put to committee by {{name}} on {{date}}',
  scale: 'Score each criterion from 1 (weak) to 5 (strong).',
  yourVote: 'Your vote',
  vote: 'Vote',
  comment: 'Comment',
  saveVote: 'Save vote',
  changeVote: 'Change vote',
  tallyLine: 'Tally: {{invest}} invest · {{pass}} pass · {{abstain}} abstain',
  votedCount: '{{count}} members have voted',
  hiddenUntilYouVote: 'Scores and votes show once you have voted, so that nobody is swayed before scoring.',
  average: 'Average',
  noVotes: 'Nobody has voted yet.',
  viewerNote: 'You are a viewer of this organisation: you can read the committee but not vote.',
  memo: 'Memo',
  memoHint: 'Write the case for and against; the assessment’s findings are cited below as the company record states them.',
  editMemo: 'Edit memo',
  saveMemo: 'Save memo',
  cancel: 'Cancel',
  memoEmpty: 'Nobody has written the memo yet.',
  memoEditedBy: 'Version {{version}}, saved by {{name}} on {{date}}',
  assessment: 'From the assessment',
  assessmentScore: 'Assessment {{score}} (range {{low}}–{{high}}), {{known}} of {{total}} fact groups known',
  noFindings: 'The assessment has no findings.',
  critical: 'Critical',
  warning: 'Warning',
  info: 'Note',
  someone: 'Someone',
  quorumLine: '{{voted}} of {{voters}} members have voted; {{needed}} needed to decide',
  decide: 'Record decision',
  decisionLabel: 'Decision',
  decisionNote: 'Reasons',
  decidedInvest: 'Decided to invest, by {{name}} on {{date}}',
  decidedPass: 'Decided to pass, by {{name}} on {{date}}',
  waitingForQuorum: 'An admin can record the decision once {{needed}} members have voted.',
} as const;

/** The timeline's committee lines (decision 0060). */
export const committeeTimelineTexts = {
  opened: '{{name}} put the deal to the committee',
  voted: '{{name}} voted at the committee',
  revoted: '{{name}} changed their committee vote',
  memoEdited: '{{name}} edited the committee memo (version {{version}})',
  decidedInvest: '{{name}} recorded the committee’s decision to invest',
  decidedPass: '{{name}} recorded the committee’s decision to pass',
} as const;

/** The notifications a committee sends its members (in-app; each in the reader's language). */
export const committeeNotificationTexts = {
  opened: '{{name}} put {{startup}} to the investment committee of {{organisation}}',
  openedBody: 'Score it and vote from the deal’s Tasks and activity.',
  decidedInvest: 'The committee of {{organisation}} decided to invest in {{startup}}',
  decidedPass: 'The committee of {{organisation}} decided to pass on {{startup}}',
} as const;

const m = committeeMessages;

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
