import { messageFor } from './i18n/glossary';

/**
 * Whether a line of a valuation's reasoning came as a message (decision 0046), which every language renders.
 * A valuation saved before messages has its reasoning in English only; its lines are shown as they were
 * saved (English is never read back into templates) with a note that running it again writes them afresh.
 */
export const isSavedInEnglishOnly = (line: string): boolean => !messageFor(line);
