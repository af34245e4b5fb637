import type { Message } from './message';
import { englishOf } from './message-english';

/**
 * A zod refinement's message as a key with values (decision 0046): its English for zod and every client,
 * the message in the issue's `params.i18n`, which the server's error handler and the web's form resolver
 * pass on so a French reader gets it rendered. `.refine(check, refusal(message(...)))`.
 */
export function refusal(text: Message): { message: string; params: { i18n: Message } } {
  return { message: englishOf(text), params: { i18n: text } };
}

/** The messages of zod's own checks, by their English (checkRefusal). Filled as schemas are built, so bounded by them. */
const checkRefusals = new Map<string, Message>();

/**
 * The message of one of zod's own checks (`.max(60, …)`, an array's `.max`, an enum's `error`) as a key
 * with values: zod keeps no params on the issues those checks raise, so the message is kept here by its
 * English, which the check raises, and `issueMessage` finds it by that English. Kept as zod's checks
 * rather than rewritten as refinements, so the API's published schema still says maxLength, maxItems and
 * enum. Only for messages fixed when the schema is built (a limit, a list of choices, a field's label):
 * a message with the request's own values is a `refusal`.
 */
export function checkRefusal(text: Message): string {
  const english = englishOf(text);
  checkRefusals.set(english, text);
  return english;
}

/** The message a check of a schema built so far raises with this English (`checkRefusal`), if any. */
export const checkMessage = (english: string): Message | undefined => checkRefusals.get(english);

/** The message a zod issue carries in `params.i18n` (raised with `refusal`), or the message of its English when a check raised it (`checkRefusal`). */
export function issueMessage(params: unknown, english?: string): Message | undefined {
  const i18n = (params as { i18n?: unknown } | undefined)?.i18n;
  if (typeof i18n === 'object' && i18n !== null && typeof (i18n as { i18nKey?: unknown }).i18nKey === 'string') return i18n as Message;
  return english === undefined ? undefined : checkMessage(english);
}
