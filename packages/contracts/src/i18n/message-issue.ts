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

/**
 * The message a zod issue carries in `params.i18n`: a refinement's `refusal`, or a check's `refusalError`
 * (refusal-schema.ts), the one way a check of zod's own (`.max`, an enum's `error`) carries a key with values.
 */
export function issueMessage(params: unknown): Message | undefined {
  const i18n = (params as { i18n?: unknown } | undefined)?.i18n;
  if (typeof i18n === 'object' && i18n !== null && typeof (i18n as { i18nKey?: unknown }).i18nKey === 'string') return i18n as Message;
  return undefined;
}
