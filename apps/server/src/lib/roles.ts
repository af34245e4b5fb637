import { portfolioMessages } from '@baobab/contracts/portfolio';
import type { SessionUser } from './session-user';
import { forbidden } from './errors';

/**
 * Portfolios and pipelines belong to investors only. Anyone else gets a 403 that says why
 * and what to do, rather than an empty portfolio that looks like missing data.
 */
export function requireInvestor(user: SessionUser): void {
  if (user.userType !== 'investor') throw forbidden(portfolioMessages.investorsOnly);
}
