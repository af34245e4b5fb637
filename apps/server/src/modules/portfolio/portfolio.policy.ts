import type { SessionUser } from '../../lib/session-user';
import type { InvestmentRow } from './portfolio.repository';

/** An investment is private to the investor who recorded it. */
export const portfolioPolicy = {
  canChangeInvestment: (user: SessionUser, investment: InvestmentRow) => investment.investorId === user.id,
};
