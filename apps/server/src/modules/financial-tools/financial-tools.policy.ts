import type { SessionUser } from '../../plugins/auth';

/**
 * Who may see and change a startup's financial tools (docs/decisions/0005-financial-tools-access-and-storage.md).
 * Only the founder who owns the startup writes. Until data rooms bring explicit sharing,
 * an investor may read when the startup is in their deal-flow pipeline or they recorded a
 * round in it: both mean they are already in a conversation with the founder. Everyone
 * else gets 404, as for a startup that does not exist.
 */
export const financialToolsPolicy = {
  canWrite: (user: SessionUser, startup: { ownerId: string }) => user.id === startup.ownerId,
  canRead: (user: SessionUser, startup: { ownerId: string }, relation: { inPipeline: boolean; hasInvested: boolean }) =>
    user.id === startup.ownerId || (user.userType === 'investor' && (relation.inPipeline || relation.hasInvested)),
};
