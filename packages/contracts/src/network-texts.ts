// The network's strings and limits, without zod: the screens import them from here, so the schemas in network.ts
// (and zod) load only with what validates (decision 0083).
import { accountLimitRules } from './account-limits';

export const networkMessages = {
  title: 'Professional Network',
  requestSent: 'Connection request sent',
  requestExists: 'A connection request between you already exists',
  /** Accept, decline or withdraw of a request that is no longer pending (someone answered first). */
  requestAnswered: 'This request has already been answered or withdrawn',
  requestSentTitle: 'Intro request sent',
  /** A key with the day as its value (decision 0046). */
  cooldown: 'They declined your last request. You can ask again after {{date}}.',
  startupNotYours: 'Attach one of your own startups',
  withdrawn: 'Request withdrawn',
  cannotConnectToSelf: 'You cannot connect to yourself',
  accepted: 'Connection accepted',
  declined: 'Invitation declined',
  noPendingInvitations: 'No Pending Invitations',
  noConnections: 'No connections yet',
  noResults: 'No people match your search',
  /** Writing "for a fund" (decision 0069) by someone who is not, or no longer, one of its admins or members. */
  notFundMember: 'You can write for a fund only while you are one of its admins or members',
  /** A fund's viewers read with it but do not speak for it (decision 0069). */
  viewersCannotWriteForFund: 'Viewers of a fund cannot write for it',
} as const;

/** Page size of people search (the spec's business constants). */
export const PEOPLE_PAGE_SIZE = 20;

/** A declined requester may ask the same person again only after this many days. */
export const INTRO_COOLDOWN_DAYS = 30;
/** At most this many requests per sender in any 24 hours (anti-spam). */
/** An established account's intro requests per 24 hours (new and often-declined accounts have fewer: account-limits.ts). */
export const INTRO_DAILY_LIMIT = accountLimitRules.intros.established;
export const INTRO_MESSAGE_MAX = 1000;
export const DECLINE_NOTE_MAX = 500;
