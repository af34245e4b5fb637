import { message, type Message } from './i18n/message';

/**
 * The sentences of notifications, as message keys (decision 0046): each notification is stored as a
 * message with its values (its English beside it for older readers), so the bell, the dashboard and the
 * e-mail render it in the reader's language without tracing English back to a template. Their French
 * is in i18n/fr/email.ts (the e-mails) and i18n/fr/notifications.ts.
 */
export const notificationTexts = {
  adminInvitation: '{{name}} invited you to be a Baobab admin',
  adminInvitationBody: 'Accept within {{days}} days.',
  introRequest: '{{name}} sent you an intro request',
  connectionRequest: '{{name}} wants to connect',
  introRequestForFund: '{{name}} sent you an intro request for {{organisation}}',
  connectionRequestForFund: '{{name}} wants to connect for {{organisation}}',
  attachedStartup: 'Attached startup: {{name}}',
  requestAccepted: '{{name}} accepted your request',
  canMessage: 'You can now message each other.',
  requestDeclined: '{{name}} declined your request',
  newMessage: 'New message from {{name}}',
  accessRequested: '{{name}} asked for access to {{room}}',
  accessGranted: '{{name}} gave you access to {{room}}',
  accessGrantedDownload: 'You can view and download its documents.',
  accessGrantedView: 'You can view its documents.',
  accessDeclined: '{{name}} declined your request for {{room}}',
  roomSharedWithFund: '{{name}} shared {{room}} with {{organisation}}',
  documentAdded: '{{startup}} added "{{document}}" to {{room}}',
  documentVersion: '{{startup}} uploaded a new version of "{{document}}" to {{room}}',
  recommendationRequested: '{{name}} asked you for a recommendation',
  financialsShared: "{{name}} shared {{startup}}'s financials with you",
  financialsSharedWithFund: "{{name}} shared {{startup}}'s financials with {{organisation}}",
  updateReplyFromStartup: '{{startup}} replied to you about "{{title}}"',
  updateReplyToFounder: '{{name}} replied to your update "{{title}}"',
  investorUpdate: '{{startup}}: {{title}}',
  investmentRecorded: '{{name}} recorded a {{amount}} {{round}} investment in {{startup}}: please confirm or decline',
  investmentChanged: '{{name}} changed their {{amount}} {{round}} investment in {{startup}}: please confirm or decline',
  investmentDealDate: 'Deal date {{date}}. Only rounds you confirm count in your funding tracker.',
  investmentConfirmed: "{{startup}}'s founder confirmed your {{amount}} {{round}} investment",
  investmentDeclined: "{{startup}}'s founder declined your {{amount}} {{round}} investment",
  // The round room (decision 0058): round and startup names as written, amounts in the round's currency.
  roundInvitation: '{{startup}} invited you to the room of its round "{{round}}"',
  roundInvitationBody: 'Read the terms, ask questions, and soft-circle, commit or pass there.',
  roundQuestion: '{{name}} asked a question about "{{round}}"',
  roundAnswer: '{{startup}} answered your question about "{{round}}"',
  roundSoftCircled: '{{name}} soft-circled {{amount}} in "{{round}}"',
  roundCommitted: '{{name}} committed {{amount}} to "{{round}}": accept, scale back or decline',
  roundPassed: '{{name}} passed on "{{round}}"',
  roundWithdrawn: '{{name}} withdrew from "{{round}}"',
  roundConfirmed: '{{name}} confirmed {{amount}} in "{{round}}" and signed',
  roundAccepted: '{{startup}} accepted your {{amount}} commitment to "{{round}}": confirm it to sign',
  roundScaledBack: '{{startup}} scaled your commitment to "{{round}}" back to {{amount}}: confirm it to sign, or withdraw',
  roundDeclined: '{{startup}} declined your commitment to "{{round}}"',
  // Closing (decision 0059): the investor hears their money was received and what was written; the founder, the total.
  roundFunded: '{{startup}} received your {{amount}} for "{{round}}": your {{instrument}} is on its cap table and in your portfolio',
  // A priced round's investor holds shares of its series, which the instrument's label ('Priced equity') does not say.
  roundFundedShares: '{{startup}} received your {{amount}} for "{{round}}": your {{series}} shares are on its cap table and in your portfolio',
  roundTrancheClosed: 'Money received for "{{round}}": {{amount}} written to the cap table (investors: {{count}})',
  roundTermsChanged: 'The terms of "{{round}}" changed: read them and confirm your commitment again',
  // New materials and deadlines (decision 0064), to invited investors only.
  roundMaterialAdded: '{{startup}} added "{{document}}" to the materials of "{{round}}"',
  roundMaterialVersion: '{{startup}} uploaded a new version of "{{document}}" to the materials of "{{round}}"',
  roundCloseSoon: '{{startup}} plans to close "{{round}}" on {{date}} (days left: {{days}})',
  roundConfirmAwaited: '{{startup}} is waiting for you to confirm your {{amount}} commitment to "{{round}}"',
  /** What a person wrote (a note, a reason, a reply), alone: shown exactly as written in every language. */
  personsWords: '{{text}}',
  /** Two labels of a list (what was shared), as English and French both write a list. */
  listOfTwo: '{{first}}, {{second}}',
  /** Two parts of a body on their own lines (a note, then the startup attached to it). */
  twoLines: '{{first}}\n{{second}}',
} as const;

/**
 * What a person wrote as a notification's text: a message whose only value is their words, so no reader
 * translates or traces it (a note read through a sentence's template came out half French).
 */
export const personsWords = (text: string): Message => message(notificationTexts.personsWords, { text });

/** Labels as one list ("Financial model, Cap table"), each translated on its own. */
export function notificationList(items: readonly Message[]): Message | undefined {
  const [first, ...rest] = items;
  return first && rest.reduce((list, next) => message(notificationTexts.listOfTwo, { first: list, second: next }), first);
}

/** A body of several parts, one a line, the empty ones left out; a string part is a person's words. */
export function notificationBody(...parts: (Message | string | null | undefined)[]): Message | undefined {
  const present = parts.filter((part): part is Message | string => part !== null && part !== undefined && part !== '');
  const [first, ...rest] = present.map((part) => (typeof part === 'string' ? personsWords(part) : part));
  if (!first) return undefined;
  return rest.reduce((body, next) => message(notificationTexts.twoLines, { first: body, second: next }), first);
}
