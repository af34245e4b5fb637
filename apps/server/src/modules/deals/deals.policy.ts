import { dealMessages } from '@baobab/contracts/deals';
import type { OrganisationRole } from '@baobab/contracts/organisations';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { requireInvestor } from '../../lib/roles';
import type { SessionUser } from '../../lib/session-user';
import { roleIn as roleOf } from './fund-membership.repository';
import type { DealRow, PipelineOwner } from './deals.repository';

/**
 * Who may read and change a pipeline. A person's own pipeline is theirs alone. An organisation's is read
 * by every member and changed by its admins and members; the role is read afresh from `organisation_member`
 * on every request (decision 0047), so a removed member loses access at the next one. Anyone else is
 * answered 404, as for a deal that does not exist.
 */
export type PipelineAccess = { owner: PipelineOwner; role: OrganisationRole | 'owner' };

const writes = (role: PipelineAccess['role']) => role !== 'viewer';

/** An investor's own pipeline: theirs alone, so no read decides it. */
export function ownPipelineAccess(user: SessionUser): PipelineAccess {
  requireInvestor(user);
  return { owner: { investorId: user.id }, role: 'owner' };
}

export async function pipelineAccess(db: Db, user: SessionUser, organisationId: number | undefined, intent: 'read' | 'write'): Promise<PipelineAccess> {
  if (organisationId === undefined) return ownPipelineAccess(user);
  requireInvestor(user);
  const role = await roleOf(db, organisationId, user.id);
  if (!role) throw notFound('Organisation');
  if (intent === 'write' && !writes(role)) throw forbidden(dealMessages.viewersReadOnly);
  return { owner: { organisationId }, role };
}

/** The deal if the caller may act on it with this intent; another pipeline's deal is a 404 exactly like a missing one. */
export async function dealAccess(db: Db, user: SessionUser, deal: DealRow | undefined, intent: 'read' | 'write'): Promise<PipelineAccess> {
  requireInvestor(user);
  if (!deal) throw notFound('Deal');
  if (deal.organisationId === null) {
    if (deal.investorId !== user.id) throw notFound('Deal');
    return { owner: { investorId: user.id }, role: 'owner' };
  }
  const role = await roleOf(db, deal.organisationId, user.id);
  if (!role) throw notFound('Deal');
  if (intent === 'write' && !writes(role)) throw forbidden(dealMessages.viewersReadOnly);
  return { owner: { organisationId: deal.organisationId }, role };
}
