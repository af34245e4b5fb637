// The round room's strings, states and moves (decision 0058), zod-free so the screens read them without the schemas.
import type { PipelineStage } from './fundraising-texts';

/**
 * Where an invited investor's commitment to a round is. An investor soft-circles (interest, not binding) or commits;
 * the founder accepts, scales back or declines a commitment; the investor confirms the final amount, which signs it.
 * `reconfirm`: the terms changed after the investor committed, and nothing goes on until they confirm again.
 */
export const commitmentStates = ['soft-circled', 'committed', 'accepted', 'scaled-back', 'confirmed', 'reconfirm', 'declined', 'passed', 'withdrawn', 'funded'] as const;
export type CommitmentState = (typeof commitmentStates)[number];

/** What the two sides do: the investor's five, the founder's three. */
export const commitmentActions = ['soft-circle', 'commit', 'pass', 'withdraw', 'confirm', 'accept', 'scale-back', 'decline'] as const;
export type CommitmentAction = (typeof commitmentActions)[number];

export type CommitmentParty = 'investor' | 'founder';

/** Who may take each action: nobody acts for the other side. */
export const commitmentActionParty = {
  'soft-circle': 'investor',
  commit: 'investor',
  pass: 'investor',
  withdraw: 'investor',
  confirm: 'investor',
  accept: 'founder',
  'scale-back': 'founder',
  decline: 'founder',
} as const satisfies Record<CommitmentAction, CommitmentParty>;

/** `null`: the investor has not said anything yet. */
type From = CommitmentState | null;

/**
 * The moves from each state. A confirmed commitment is signed: it moves only when the terms change (to reconfirm)
 * and when the founder marks its money received (funded, decision 0059). A declined one is the founder's last word. Confirming again after a terms
 * change returns to where the commitment stood: confirmed when the founder had decided an amount, else committed.
 */
const moves: Record<CommitmentState | 'none', Partial<Record<CommitmentAction, CommitmentState>>> = {
  none: { 'soft-circle': 'soft-circled', commit: 'committed', pass: 'passed' },
  'soft-circled': { 'soft-circle': 'soft-circled', commit: 'committed', pass: 'passed', withdraw: 'withdrawn' },
  committed: { commit: 'committed', withdraw: 'withdrawn', accept: 'accepted', 'scale-back': 'scaled-back', decline: 'declined' },
  accepted: { confirm: 'confirmed', withdraw: 'withdrawn' },
  'scaled-back': { confirm: 'confirmed', withdraw: 'withdrawn' },
  reconfirm: { confirm: 'confirmed', withdraw: 'withdrawn' },
  confirmed: {},
  declined: {},
  passed: { 'soft-circle': 'soft-circled', commit: 'committed' },
  withdrawn: { 'soft-circle': 'soft-circled', commit: 'committed', pass: 'passed' },
  // Money received (decision 0059): the founder's close, not an action of the judge; nothing moves it again.
  funded: {},
};

export type CommitmentMove = { ok: true; to: CommitmentState } | { ok: false; refusal: 'party' | 'state' };

/**
 * The one judge of a commitment's moves (the server applies it under the entry's lock; the screens show its buttons):
 * the wrong party is refused first (403), then a move the state does not allow (409). `hasFinal`: the founder has
 * decided an amount (accepted or scaled back), which decides where a re-confirmation lands.
 */
export function nextCommitment(from: From, action: CommitmentAction, party: CommitmentParty, hasFinal: boolean): CommitmentMove {
  if (commitmentActionParty[action] !== party) return { ok: false, refusal: 'party' };
  const to = moves[from ?? 'none'][action];
  if (to === undefined) return { ok: false, refusal: 'state' };
  if (from === 'reconfirm' && to === 'confirmed' && !hasFinal) return { ok: true, to: 'committed' };
  return { ok: true, to };
}

/** The actions one party may take now, in the order of `commitmentActions`. */
export const commitmentActionsFor = (from: From, party: CommitmentParty, hasFinal: boolean): CommitmentAction[] =>
  commitmentActions.filter((action) => nextCommitment(from, action, party, hasFinal).ok);

/** States that were a commitment (money promised) and so must be confirmed again when the terms change. */
export const committedStates = ['committed', 'accepted', 'scaled-back', 'confirmed'] as const satisfies readonly CommitmentState[];
export const afterTermsChange = (state: CommitmentState): CommitmentState => ((committedStates as readonly CommitmentState[]).includes(state) ? 'reconfirm' : state);

/** Waiting on the founder (a commitment to decide) or on the investor (an amount to confirm). */
export const awaitingFounder = (state: CommitmentState | null): boolean => state === 'committed';
export const awaitingInvestor = (state: CommitmentState | null): boolean => state === 'accepted' || state === 'scaled-back' || state === 'reconfirm';

/** Where the founder's board shows the investor for each state (decision 0057's stages); passes, declines and withdrawals are "passed". */
export const boardStageOf = {
  'soft-circled': 'soft-circled',
  committed: 'committed',
  accepted: 'committed',
  'scaled-back': 'committed',
  reconfirm: 'committed',
  confirmed: 'signed',
  declined: 'passed',
  passed: 'passed',
  withdrawn: 'passed',
  funded: 'funded',
} as const satisfies Record<CommitmentState, PipelineStage>;

export const roundRoomLimits = { questionMax: 2000, answerMax: 5000, questionsPerInvestor: 30, reasonMax: 500 } as const;

export const commitmentStateLabels = {
  'soft-circled': 'Soft-circled',
  committed: 'Committed, waiting for the founder',
  accepted: 'Accepted, waiting for confirmation',
  'scaled-back': 'Scaled back, waiting for confirmation',
  confirmed: 'Confirmed and signed',
  reconfirm: 'Terms changed, waiting for confirmation',
  declined: 'Declined by the founder',
  passed: 'Passed',
  withdrawn: 'Withdrawn',
  funded: 'Funded: money received',
} as const satisfies Record<CommitmentState, string>;

export const commitmentActionLabels = {
  'soft-circle': 'Soft-circle',
  commit: 'Commit',
  pass: 'Pass',
  withdraw: 'Withdraw',
  confirm: 'Confirm and sign',
  accept: 'Accept',
  'scale-back': 'Scale back',
  decline: 'Decline',
} as const satisfies Record<CommitmentAction, string>;

/** Every message of the room and its commitments; a refusal of a field travels with its path. French in i18n/fr/messages/fundraising.ts. */
export const roundRoomMessages = {
  action: 'Action must be one of soft-circle, commit, pass, withdraw, confirm, accept, scale-back or decline',
  amountRequired: 'Enter the amount, like 25,000',
  amount: 'Enter an amount like 25,000',
  amountPositive: 'The amount must be more than zero',
  cheque: 'Enter the cheque you are considering, like 25,000',
  chequePositive: 'The cheque must be more than zero',
  reasonRequired: 'Say why you are passing: the founder reads it',
  reasonTooLong: 'Keep the reason under 500 characters',
  termsVersion: 'Say which version of the terms you are confirming',
  termsChanged: 'The terms changed since you read them (version {{version}} now): read them again before you confirm',
  noTerms: 'The founder has not set the terms of this round yet: you can soft-circle or pass until they do',
  scaleBackBelow: 'A scale-back must be less than the {{amount}} committed',
  onlyInvestor: 'Only the investor can take the action "{{action}}"',
  onlyFounder: 'Only the founder can take the action "{{action}}"',
  noCommitment: 'No commitment yet',
  move: 'A commitment in the state "{{from}}" cannot take the action "{{action}}"',
  roundFinished: 'This round is closed or cancelled: commitments can no longer change',
  openFirst: 'Open the round before inviting investors to its room',
  alreadyInvited: 'This investor is already invited to the round room',
  notInvited: 'This investor is not invited to the round room',
  questionRequired: 'Write your question',
  questionTooLong: 'Keep the question under 2,000 characters',
  tooManyQuestions: 'You can ask at most 30 questions about one round',
  answerRequired: 'Write your answer',
  answerTooLong: 'Keep the answer under 5,000 characters',
  leadNotOnBoard: 'The lead must be an investor on this round’s board',
  dataRoomNotFound: 'No data room of this company has this id',
  proFormaUnknown: 'Ownership is known once a priced round after this one is modelled: a {{instrument}} without a valuation cap converts at a price not set yet',
  proFormaNotComputed: 'The terms cannot be computed yet: {{problem}}',
  termsCurrency: 'The terms are modelled in {{terms}} and the round is raised in {{round}}: the founder needs to align them',
} as const;

/**
 * The invitation e-mail to a board entry by e-mail address (decision 0058, amended). It reads the same whether or not
 * the address has an account (decision 0057): sign in or sign up with it, verify it, and the round is there. French in
 * i18n/fr/email.ts; the subject is the in-app notice's title (notification-texts.ts, roundInvitation).
 */
export const roundInvitationEmail = {
  greeting: 'Hello,',
  invited: '{{startup}} invites you to its round "{{round}}" on Baobab, where emerging-market startups meet investors: read the terms and materials, ask questions, and soft-circle, commit or pass.',
  signIn: 'Sign in or sign up as an investor with this address ({{email}}) and verify it; the round is then in "Rounds I’m invited to". Open it here:',
} as const;
