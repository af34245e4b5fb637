// The financial-tools-scenarios contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in financial-tools-scenarios.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
/** How many scenarios a startup keeps, and how many the screen compares at once. */
export const scenarioLimits = { perStartup: 50, compareMin: 2, compareMax: 3, nameLength: 80 } as const;
