// The verification contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in verification.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message } from './i18n/message';

/**
 * Investor verification: an investor applies with evidence (a website, optionally a LinkedIn URL and
 * a PDF); a website on their verified e-mail's domain is approved at once (the one domain rule,
 * websiteMatchesEmailDomain in ./domains), anything else waits for an admin. The badge itself is the
 * investor profile's `verifiedAt`.
 */

export const verificationStatuses = ['pending', 'verified', 'declined', 'withdrawn'] as const;

export type VerificationStatus = (typeof verificationStatuses)[number];

export const verificationMethods = ['email_domain', 'admin_review'] as const;

export type VerificationMethod = (typeof verificationMethods)[number];

/** The evidence document: one PDF, at most this many megabytes. */
export const VERIFICATION_DOCUMENT_MAX_MB = 10;

export const VERIFICATION_DOCUMENT_MAX_BYTES = VERIFICATION_DOCUMENT_MAX_MB * 1024 * 1024;

/**
 * Sentences with values, as translation keys (decision 0023): the screens fill them through `t`, and
 * verificationMessages gives the refusal with its limit as a message (decision 0046).
 */
export const verificationTemplates = {
  documentTooLarge: 'The document must be at most {{max}} MB',
  statusVerified: 'You are a verified investor since {{date}}.',
  approveTitle: 'Approve {{name}}?',
  declineTitle: 'Decline {{name}}?',
  withdrawTitle: "Withdraw {{name}}'s verification?",
  verifiedSince: 'Verified {{date}}',
  appliedOn: 'Applied {{date}}',
  documentHint: 'A fund letter, registration or mandate. PDF, up to {{max}} MB.',
} as const;

export const verificationMessages = {
  title: 'Get verified',
  intro: 'Verified investors carry a badge on their card, their profile and every intro request they send, and founders can choose to hear only from them.',
  badge: 'Verified investor',
  notInvestor: 'Only investors can apply for verification. Set up an investor profile first.',
  alreadyPending: 'Your application is already waiting for review. You can apply again once it is decided.',
  alreadyVerified: 'You are already a verified investor.',
  websiteRequired: 'Enter your fund or company website',
  websiteInvalid: 'Enter a website address starting with http:// or https://',
  linkedinInvalid: 'Enter a LinkedIn address (https://www.linkedin.com/in/...)',
  documentNotPdf: 'The document must be a PDF file',
  documentTooLarge: message(verificationTemplates.documentTooLarge, { max: VERIFICATION_DOCUMENT_MAX_MB }),
  documentMalformed: 'The application could not be read. Try again.',
  websiteLabel: 'Fund or company website',
  websiteHint: 'If its domain is your verified e-mail address\'s domain, you are verified at once.',
  linkedinLabel: 'LinkedIn profile (optional)',
  documentLabel: 'Supporting document, PDF (optional)',
  submit: 'Apply for verification',
  submittedVerified: 'You are now a verified investor',
  submittedPending: 'Application sent: an admin will review it',
  statusNone: 'You have not applied yet.',
  statusPending: 'Your application is waiting for an admin\'s review.',
  statusDeclined: 'Your last application was declined.',
  statusWithdrawn: 'Your verification was withdrawn.',
  reasonLabel: 'Reason',
  applyAgain: 'You may apply again with more evidence.',
  evidenceTitle: 'Your evidence',
  viewDocument: 'View document',
  emailNotVerified: 'Your e-mail address is not verified, so it cannot vouch for your website. An admin will review your application.',
  // The admin console
  adminTab: 'Verifications',
  queueTitle: 'Pending verifications',
  queueEmpty: 'No applications waiting',
  approve: 'Approve',
  decline: 'Decline',
  withdraw: 'Withdraw verification',
  reasonToInvestor: 'The investor is told this reason.',
  approved: 'Investor verified',
  declined: 'Application declined',
  withdrawn: 'Verification withdrawn',
  alreadyDecided: 'Another admin has already decided this application. Refresh the list.',
  notVerified: 'This verification is no longer active. Refresh the list.',
  domainsMatch: 'E-mail domain matches website',
  domainsDiffer: 'E-mail domain differs from website',
  emailVerified: 'E-mail verified',
  emailUnverified: 'E-mail not verified',
  verifiedTitle: 'Verified investors',
  verifiedSearch: 'Find a verified investor',
  verifiedEmpty: 'No verified investors match',
  applied: 'Applied',
  website: 'Website',
  linkedin: 'LinkedIn',
  document: 'Document',
  profile: 'Profile',
  verifiedOnly: 'Verified only',
  // Notifications (title; the body is the admin's reason)
  noticeApproved: 'You are now a verified investor',
  noticeDeclined: 'Your investor verification was declined',
  noticeWithdrawn: 'Your investor verification was withdrawn',
} as const;

export const LINKEDIN_HOST = /^([a-z0-9-]+\.)?linkedin\.com$/;

export const VERIFIED_INVESTORS_PAGE = 50;
