/**
 * Giving to a fund (decision 0055), one rule for every kind of consent (financials shares, data-room
 * grants): which funds a founder may pick, and who a fund is at the moment a notice goes out.
 */
import type { ShareableOrganisation } from '@baobab/contracts/startup-access';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './startup-access.repository';

/** The funds the founder may pick: those one of their accepted connections belongs to. */
export async function listShareableOrganisations(db: Db, user: SessionUser): Promise<ShareableOrganisation[]> {
  return repo.listShareableOrganisations(db, user.id);
}

/**
 * The fund when the founder may pick it; undefined both for a fund nobody they know belongs to and
 * for one that does not exist, so the caller answers both alike and says nothing of other funds.
 */
export async function findShareableOrganisation(db: Db, founderId: string, organisationId: number): Promise<ShareableOrganisation | undefined> {
  const [organisation] = await repo.listShareableOrganisations(db, founderId, organisationId);
  return organisation;
}

/** The fund's members right now: who its notice goes to (a later joiner reads, but is not told). */
export async function listOrganisationMemberIds(db: Db, organisationId: number): Promise<string[]> {
  return repo.listMemberIds(db, organisationId);
}
