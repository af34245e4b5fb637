/**
 * Per-account daily limits on every action that notifies other people (docs/security.md, "Abuse
 * limits"): intro and connection requests, messages, job posts, update recipients, update replies,
 * shares, data-room and fund-team invitations by e-mail, access requests, recommendation requests and recorded
 * investments. New accounts start lower; declined requests and upheld reports lower any account's
 * limits further. Counted over the last 24 hours, whatever became of each.
 */
import { message, type Message } from './i18n/message';

export const accountLimitKinds = [
  'intros',
  'messages',
  'jobPosts',
  'updateRecipients',
  'updateReplies',
  'shares',
  'invitations',
  'accessRequests',
  'recommendationRequests',
  'investmentClaims',
] as const;
export type AccountLimitKind = (typeof accountLimitKinds)[number];

/** An account is new for this many days after sign-up. */
export const NEW_ACCOUNT_DAYS = 7;

/**
 * Daily limits: an established account's, and a new account's. intros.established is INTRO_DAILY_LIMIT
 * (decision 0008). updateRecipients counts people an update goes to (every sent update spends one per
 * recipient); every other kind counts actions, one person each.
 */
export const accountLimitRules: Record<AccountLimitKind, { established: number; newAccount: number }> = {
  intros: { established: 20, newAccount: 5 },
  messages: { established: 300, newAccount: 60 },
  jobPosts: { established: 10, newAccount: 3 },
  updateRecipients: { established: 1000, newAccount: 100 },
  updateReplies: { established: 200, newAccount: 40 },
  /** Data-room grants to a connection and financials shares. */
  shares: { established: 100, newAccount: 20 },
  /** Data-room grants to an e-mail address (someone without a relationship yet). */
  invitations: { established: 30, newAccount: 5 },
  accessRequests: { established: 30, newAccount: 5 },
  recommendationRequests: { established: 20, newAccount: 5 },
  /** Investments an investor records in a startup, each asking its founders to confirm. */
  investmentClaims: { established: 20, newAccount: 5 },
};

/** Requests the account sent that were declined in this many days, and how many make each halving step. */
export const DECLINE_WINDOW_DAYS = 30;
export const DECLINES_PER_STEP = 3;
/** Reports against the account that an admin upheld (acted on) in this many days; each one halves, up to this many steps. */
export const UPHELD_REPORT_WINDOW_DAYS = 90;
export const MAX_PENALTY_STEPS = 3;

/**
 * Sentences with values, as translation keys (decision 0023; French in i18n/fr/messages); accountLimitMessages
 * fills them for English. The kind of thing limited is fixed text, one sentence for each; the reasons
 * follow in `{{reasons}}` (a sentence, or both together, each a key of its own).
 */
export const accountLimitTemplates = {
  reached: {
    intros: 'You have reached your limit of {{limit}} intro and connection requests in 24 hours. Please wait before sending more.',
    messages: 'You have reached your limit of {{limit}} messages in 24 hours. Please wait before sending more.',
    jobPosts: 'You have reached your limit of {{limit}} job posts in 24 hours. Please wait before sending more.',
    updateRecipients: 'You have reached your limit of {{limit}} update recipients in 24 hours. Please wait before sending more.',
    updateReplies: 'You have reached your limit of {{limit}} update replies in 24 hours. Please wait before sending more.',
    shares: 'You have reached your limit of {{limit}} data-room and financials shares in 24 hours. Please wait before sharing more.',
    invitations: 'You have reached your limit of {{limit}} invitations by e-mail (data rooms and fund teams) in 24 hours. Please wait before inviting more.',
    accessRequests: 'You have reached your limit of {{limit}} data-room access requests in 24 hours. Please wait before asking more.',
    recommendationRequests: 'You have reached your limit of {{limit}} recommendation requests in 24 hours. Please wait before asking more.',
    investmentClaims: 'You have reached your limit of {{limit}} recorded investments in 24 hours. Please wait before recording more.',
  },
  reachedWithReasons: {
    intros: 'You have reached your limit of {{limit}} intro and connection requests in 24 hours. Please wait before sending more. {{reasons}}',
    messages: 'You have reached your limit of {{limit}} messages in 24 hours. Please wait before sending more. {{reasons}}',
    jobPosts: 'You have reached your limit of {{limit}} job posts in 24 hours. Please wait before sending more. {{reasons}}',
    updateRecipients: 'You have reached your limit of {{limit}} update recipients in 24 hours. Please wait before sending more. {{reasons}}',
    updateReplies: 'You have reached your limit of {{limit}} update replies in 24 hours. Please wait before sending more. {{reasons}}',
    shares: 'You have reached your limit of {{limit}} data-room and financials shares in 24 hours. Please wait before sharing more. {{reasons}}',
    invitations: 'You have reached your limit of {{limit}} invitations by e-mail (data rooms and fund teams) in 24 hours. Please wait before inviting more. {{reasons}}',
    accessRequests: 'You have reached your limit of {{limit}} data-room access requests in 24 hours. Please wait before asking more. {{reasons}}',
    recommendationRequests: 'You have reached your limit of {{limit}} recommendation requests in 24 hours. Please wait before asking more. {{reasons}}',
    investmentClaims: 'You have reached your limit of {{limit}} recorded investments in 24 hours. Please wait before recording more. {{reasons}}',
  },
  isNew: 'New accounts have lower limits for their first {{days}} days.',
  isNewAndPenalised:
    'New accounts have lower limits for their first {{days}} days. Your limit is lower because several of your requests were declined or reports against your account were upheld.',
} as const;

const penalised = 'Your limit is lower because several of your requests were declined or reports against your account were upheld.';

/** Why the limit is lower than an established account's, or undefined when it is not. */
function limitReasons({ isNew, isPenalised }: { isNew: boolean; isPenalised: boolean }): Message | undefined {
  if (isNew) return message(isPenalised ? accountLimitTemplates.isNewAndPenalised : accountLimitTemplates.isNew, { days: NEW_ACCOUNT_DAYS });
  return isPenalised ? message(penalised) : undefined;
}

export const accountLimitMessages = {
  /** The 429 when a limit is reached: says the limit, why it is what it is, and when it lifts. */
  /** A message (decision 0046): the limit a figure, the reasons a sentence of their own. */
  reached: (kind: AccountLimitKind, limit: number, reasons: { isNew: boolean; isPenalised: boolean }): Message => {
    const why = limitReasons(reasons);
    return why ? message(accountLimitTemplates.reachedWithReasons[kind], { limit, reasons: why }) : message(accountLimitTemplates.reached[kind], { limit });
  },
};
