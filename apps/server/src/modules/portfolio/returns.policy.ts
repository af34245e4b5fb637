import { requireInvestor } from '../../lib/roles';
import type { SessionUser } from '../../lib/session-user';

/**
 * Who owns a set of returns. Today an investor's own user; a fund (organisation) owner later becomes
 * another kind here, and every returns read and write already goes through it (decision 0041).
 */
export type ReturnsOwner = { kind: 'investor'; userId: string };

/** Only investors have returns; a founder (or anyone else) is refused before any row is read. */
export function returnsOwner(user: SessionUser): ReturnsOwner {
  requireInvestor(user);
  return { kind: 'investor', userId: user.id };
}
