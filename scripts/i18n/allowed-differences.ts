/**
 * English keys whose French may differ between namespaces, each with the reason the contexts need
 * different words (scripts/i18n/same-english.ts). A screen writes its own word in its catalog, which its
 * `t` reads before the shared ones. Keep it short: a new entry needs a real difference in meaning or grammar.
 */
export const allowedDifferences: Readonly<Record<string, string>> = {};
