// The startup-trust contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in startup-trust.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message, type Message } from './i18n/message';

/**
 * A founder's trust controls on a startup and the facts shown about it: who may send intro and
 * data-room requests (verified investors only, or anyone), and the verification facts (the
 * company registration the founder states, the website domain that matches the founder's
 * verified e-mail). Facts, never a score: each line says exactly what was checked and by whom.
 */
/**
 * Sentences with values, as translation keys (decision 0023): the refusals are messages (decision 0046),
 * and the startup page fills the facts through `t` (features/startups verification-facts.tsx).
 */
export const startupTrustTemplates = {
  introVerifiedOnly: '{{startup}} accepts intro requests from verified investors only. Get verified at /verification to send one.',
  dataRoomVerifiedOnly: '{{startup}} accepts data-room access requests from verified investors only. Get verified at /verification to ask for access.',
  registrationFact: 'Registered in {{country}}, number {{number}}',
  domainFact: "Website domain {{domain}} matches the founder's verified e-mail",
} as const;

export const startupTrustMessages = {
  /** The refusals are messages (decision 0046): the startup's name a value, shown as written. */
  introVerifiedOnly: (startup: string): Message => message(startupTrustTemplates.introVerifiedOnly, { startup }),
  dataRoomVerifiedOnly: (startup: string): Message => message(startupTrustTemplates.dataRoomVerifiedOnly, { startup }),
  registrationNumber: 'A registration number is 2 to 40 letters, digits, spaces, dashes, slashes or dots',
  registrationCountry: 'Choose the country of the company registry from the list',
  registrationPair: 'Give the registration number and the country of its registry together, or leave both empty',

  settingsTitle: 'Who can send requests',
  verifiedOnlyLabel: 'Accept intro and data-room requests from verified investors only',
  verifiedOnlyHint: 'When on, people who are not verified investors cannot send this startup an intro request or ask for its data rooms. Requests already sent stay in your invitations.',
  verifiedOnlyOn: 'Only verified investors can now send requests to this startup.',
  verifiedOnlyOff: 'Anyone signed in can now send requests to this startup.',
  settingsFailed: 'The setting was not saved',

  /** Shown on the startup page to a visitor before they try. */
  verifiedOnlyNotice: 'This startup accepts intro and data-room requests from verified investors only.',
  verifiedOnlyNoticeVerified: 'You are a verified investor, so you can send one.',
  getVerifiedLink: 'Get verified to send one',

  factsTitle: 'Verification',
  statedByFounder: 'As stated by the founder; Baobab has not checked the registry.',
  domainFactHow: "Checked by Baobab: the founder's e-mail address is verified and at this domain.",
  noFacts: 'No verification facts yet.',
  noFactsOwner: 'Add the company registration number in Edit. The website domain shows here when your verified e-mail address is at the same domain.',

  registrationNumberLabel: 'Company registration number (optional)',
  registrationNumberHint: 'As on the certificate of incorporation, for example PVT-ABC123',
  registrationCountryLabel: 'Country of registration (optional)',
  registrationCountryNone: 'Not given',
} as const;

/** Letters, digits and the separators registries print (space - / .), with at least one letter or digit. */
export const registrationNumberPattern = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ./-]{2,40}$/;

/** Both given or both cleared; a side left out (an older client) is not checked against the other. */
export const registrationIsPaired = (v: { registrationNumber?: string | null; registrationCountry?: string | null }) =>
  v.registrationNumber === undefined || v.registrationCountry === undefined || !v.registrationNumber === !v.registrationCountry;
