import type { Message } from './i18n/message';
import { englishOf } from './i18n/message-english';

/**
 * zod's `error` for a field whose refusal is `text`, a key with values (decision 0046): the issue's message is
 * its English, and the message rides in the issue's `params.i18n`, as `refusal` gives a refinement. zod's type,
 * enum and size errors take a string only, but zod hands the error map the issue before copying its fields into
 * the issue it reports, so the message set on it here travels on (refusal-schema.test.ts holds zod to that).
 * Schemas keep their type, their JSON Schema and their encoding (a transform could not answer a response).
 */
export function refusalError(text: Message): { error: (issue: object) => string } {
  const english = englishOf(text);
  return {
    error: (issue) => {
      (issue as { params?: unknown }).params = { i18n: text };
      return english;
    },
  };
}
