import type { SessionUser } from '../../lib/session-user';

/**
 * Who may analyse what (docs/decisions/0007-insights-permissions.md).
 * - Published startup profiles are public, so any signed-in user may run matching and due
 *   diligence on any startup that exists (404 otherwise).
 * - Which private inputs feed a report (document analyses, their summary) is decided by the
 *   startup-access module, the one place that says who sees a startup's confidential data.
 * - Market figures, the valuation benchmark, competitive and portfolio analytics are the
 *   analytics module's (analytics.policy.ts).
 */
export const insightsPolicy = {
  canAnalyse: (user: SessionUser | null): user is SessionUser => user !== null,
};
