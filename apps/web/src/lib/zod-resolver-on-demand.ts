import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { issueRemembered } from './i18n/english-remembered';
import { loadOnce } from './load-once';

/**
 * A react-hook-form resolver whose zod schema, and zod with the zod resolver, load when the form is
 * first checked (on its first submit, by default), not with the screen: for a screen that is a form
 * (sign-in), zod was a third of what loaded before its first paint (bench/README.md). Call `preload`
 * when the form is focused so the first check does not wait. A failed download fails the check with
 * the error, and the next check tries again.
 */
export function zodResolverOnDemand<Values extends FieldValues>(importSchema: () => Promise<ZodType<Values, FieldValues>>) {
  const resolver = loadOnce(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), importSchema()]);
    const resolve = zodResolver(schema) as unknown as Resolver<Values>;
    // A refusal raised with its key and values, or a check's message kept by its English
    // (contracts/i18n/message-issue.ts), is remembered, so the field's error is rendered in the
    // reader's language from it (decision 0046).
    const withMessages: Resolver<Values> = async (values, context, options) => {
      const result = await resolve(values, context, options);
      if (Object.keys(result.errors).length > 0) {
        for (const issue of (await schema.safeParseAsync(values)).error?.issues ?? []) issueRemembered(issue);
      }
      return result;
    };
    return withMessages;
  });
  const check: Resolver<Values> = async (values, context, options) => (await resolver.load())(values, context, options);
  return { resolver: check, preload: resolver.preload };
}
