/**
 * The version of the rules a visitor's assessment follows: what `assess` makes of a public profile, a
 * data room's existence and a market (the directory's score, decision 0042). Stored public scores carry
 * it in their basis (apps/server startup-page/public-score.service.ts), so scores computed under older
 * rules are recomputed by the next sweep instead of standing until their startup's facts change.
 *
 * `answersDigest` is a digest of the answers over a fixed sample of visitors' inputs
 * (visitor-rules.test.ts): when a change to the engine moves any of them, that test fails until the
 * version is raised and the digest set to the new one.
 */
export const visitorAssessmentRules = { version: 1, answersDigest: '66407762' } as const;
