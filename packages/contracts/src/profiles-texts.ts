// The profiles contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in profiles.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message } from './i18n/message';

/** Sentences with values, as translation keys (decision 0023; French in i18n/fr/messages); profileMessages gives them as messages (decision 0046). */
export const profileTemplates = {
  tooLong: 'Must be at most {{max}} characters',
  tooManyItems: 'At most {{max}} items',
} as const;

/** Messages of the profile feature that the spec leaves to us. */
export const profileMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  tooLong: (max: number) => message(profileTemplates.tooLong, { max }),
  tooManyItems: (max: number) => message(profileTemplates.tooManyItems, { max }),
  experienceTitle: 'Title is required',
  experienceOrganisation: 'Company or school is required',
  startDate: 'Start date is required',
  endDateRequired: 'Add an end date or mark this as current',
  endDateAfterStart: 'End date must be after the start date',
  endDateWithCurrent: 'A current position has no end date',
  tooManyExperiences: 'You can list at most 50 experience items',
  recommendationContent: 'Write at least 20 characters',
  relationship: 'Describe how you know each other',
  notConnected: 'You can only ask your connections for a recommendation',
  recommendationAlreadyRequested: 'You have already asked this person for a recommendation',
  emptyProfile: 'Complete your profile (skills, interests, location) to get better matches',
  noMatchesGenerated: 'No matches yet. Generate AI recommendations to see them here.',
} as const;

export const MAX_LIST_ITEMS = 30;

export const MAX_EXPERIENCES = 50;

export const remotePreferences = ['remote', 'hybrid', 'onsite'] as const;

export const remotePreferenceLabels = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
} as const satisfies Record<(typeof remotePreferences)[number], string>;

export const matchTypes = ['cofounder', 'investor', 'startup', 'job'] as const;
export const matchTypeLabels = { cofounder: 'Co-founder', investor: 'Investor', startup: 'Startup', job: 'Job' } as const satisfies Record<(typeof matchTypes)[number], string>;

export type MatchType = (typeof matchTypes)[number];
