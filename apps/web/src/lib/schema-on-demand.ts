/**
 * A contracts schema that a form needs only when it is sent (or opened), loaded then: importing it
 * with the screen brought zod and the feature's schemas into the screen's first load, built before
 * its first paint (bench/README.md, "No zod before the first paint"). `load` downloads it once; a
 * failed download rejects, and the next call tries again. `preload` starts it when the form opens,
 * so it is there by the time the form is sent.
 */
export function schemaOnDemand<Schema>(importSchema: () => Promise<Schema>) {
  let loading: Promise<Schema> | undefined;
  const load = (): Promise<Schema> =>
    (loading ??= importSchema().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { load, preload: () => void load().catch(() => undefined) };
}
