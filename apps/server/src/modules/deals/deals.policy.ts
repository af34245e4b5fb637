import type { SessionUser } from '../../lib/session-user';
import type { DealRow } from './deals.repository';

/** A deal, its notes and its history are private to the investor whose pipeline holds it. */
export const dealsPolicy = {
  canChange: (user: SessionUser, deal: DealRow) => deal.investorId === user.id,
};
