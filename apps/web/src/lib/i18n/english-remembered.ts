import { isMessage, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { issueMessage } from '@baobab/contracts/i18n/message-issue';
import { rememberMessages } from './glossary';

/**
 * Text the browser itself wrote from a key (the one money reader's refusal as a person types, a form's
 * check): its English, with its message remembered as the server's are, so a French screen renders it
 * from its key and values (decision 0046) instead of showing the English. A string comes back as it is.
 */
export function englishRemembered(text: Text): string {
  if (!isMessage(text)) return text;
  const english = englishOf(text);
  rememberMessages({ [english]: text });
  return english;
}

/**
 * A zod issue the browser raised checking a form with a contract's schema: its English, with the message it
 * carries remembered (a refinement's `refusal`, or a check's `refusalError`), so a French screen renders it
 * from its key.
 */
export function issueRemembered(issue: { message: string }): string {
  const text = issueMessage((issue as { params?: unknown }).params);
  return text ? englishRemembered(text) : issue.message;
}
