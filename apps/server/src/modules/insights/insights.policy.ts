import type { SessionUser } from '../../lib/session-user';

/**
 * Who may analyse what (docs/decisions/0007-insights-permissions.md).
 * - Published startup profiles are public, so any signed-in user may run matching, due
 *   diligence, benchmarks and competitive analysis on any startup that exists (404 otherwise).
 * - Which private inputs feed a report (document analyses, their summary) is decided by the
 *   startup-access module, the one place that says who sees a startup's confidential data.
 * - Market analysis, intelligence and ecosystems aggregate public profiles: open to visitors.
 */
export const insightsPolicy = {
  canAnalyse: (user: SessionUser | null): user is SessionUser => user !== null,
};
