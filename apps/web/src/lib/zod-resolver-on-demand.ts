import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
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
    return zodResolver(schema) as unknown as Resolver<Values>;
  });
  const check: Resolver<Values> = async (values, context, options) => (await resolver.load())(values, context, options);
  return { resolver: check, preload: resolver.preload };
}
