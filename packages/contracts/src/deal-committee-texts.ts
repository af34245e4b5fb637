// The investment committee's strings (decision 0060). The screens import them from here, so the schemas in
// deal-committee.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").

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
