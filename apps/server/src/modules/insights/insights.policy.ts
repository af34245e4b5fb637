import type { SessionUser } from '../../plugins/auth';

/**
 * Who may analyse what (docs/decisions/0007-insights-permissions.md).
 * - Published startup profiles are public, so any signed-in user may run matching, due
 *   diligence, benchmarks and competitive analysis on any startup that exists (404 otherwise).
 * - Document analyses are private: only the startup's owner may create or list them, and only
 *   the owner's own reports read them. Everyone else gets results from the public profile,
 *   with a note saying so. The one exception is `canSeeAnalysisSummary` below.
 * - Market analysis, intelligence and ecosystems aggregate public profiles: open to visitors.
 */
export const insightsPolicy = {
  canAnalyse: (user: SessionUser | null): user is SessionUser => user !== null,
  canUsePrivateInputs: (user: SessionUser, startup: { ownerId: string }) => user.id === startup.ownerId,
  /**
   * A summary of the latest document analysis (confidence, deck score, red-flag titles; never
   * the document's text, evidence or findings) may go to the owner, and to an investor who may
   * read the startup's financial tools (pipeline or recorded round, financial-tools.policy.ts):
   * the same conversation that shares the cap table and valuation shares this much.
   */
  canSeeAnalysisSummary: (user: SessionUser, startup: { ownerId: string }, relation: { mayReadFinancialTools: boolean }) =>
    user.id === startup.ownerId || (user.userType === 'investor' && relation.mayReadFinancialTools),
};
