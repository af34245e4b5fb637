// The startups contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in startups.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message, type Message } from './i18n/message';
import { canonicalSector } from './taxonomy';

/** Sentences with values, as translation keys (decision 0023; French in i18n/fr/messages); startupMessages fills them for English. */
export const startupTemplates = {
  raiseCurrencyNoRate: 'There is no exchange rate for {{currency}} yet, so raises cannot be compared in it: filter in USD',
} as const;

export const startupMessages = {
  founderRequired: 'Only founders can create startup profiles. Complete founder onboarding first (an investor can add a founder profile from the onboarding page).',
  unknownSector: 'Unknown sector filter',
  unknownRegion: 'Unknown region filter',
  unknownStage: 'Unknown stage filter',
  scoreRange: 'The minimum score must not exceed the maximum score',
  raiseRange: 'The minimum raise must not exceed the maximum raise',
  raiseCurrency: 'Choose a currency Baobab knows for the raise filter',
  /** Asked to compare raises in a currency that has no exchange rate yet: never guessed. */
  raiseCurrencyNoRate: (currency: string): Message => message(startupTemplates.raiseCurrencyNoRate, { currency }),
  tractionUsers: 'Users must be a whole number of 0 or more',
  monthlyRevenue: 'Monthly revenue must be a whole number of US dollars, 0 or more',
  connectSignedOut: 'Sign in to request an introduction.',
} as const;

/** The sector a directory filter names, given as a slug ('fintech') or any spelling ('Fintech'); none when unknown. */
export const sectorsForFilter = (value: string) => {
  const sector = canonicalSector(value);
  return sector ? [sector] : [];
};

export const scoreOrder = (v: { scoreMin?: number; scoreMax?: number }) => v.scoreMin === undefined || v.scoreMax === undefined || v.scoreMin <= v.scoreMax;

