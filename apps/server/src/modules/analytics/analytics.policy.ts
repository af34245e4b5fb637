import type { SessionUser } from '../../lib/session-user';

/**
 * Who may read analytics (docs/decisions/0007-insights-permissions.md).
 * - Market analysis, intelligence, ecosystems and country activity aggregate public profiles:
 *   open to visitors.
 * - Published startup profiles are public, so any signed-in user may run a valuation benchmark or
 *   competitive analysis on any startup that exists (404 otherwise); portfolio analytics read the
 *   signed-in user's own data.
 */
export const analyticsPolicy = {
  canAnalyse: (user: SessionUser | null): user is SessionUser => user !== null,
};
