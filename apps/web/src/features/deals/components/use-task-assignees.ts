import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@baobab/contracts/auth';
import type { Deal } from '@baobab/contracts/deals';
import { authKeys } from '@/features/auth/api/auth-keys';
import { useOrganisationMembers } from '../api/get-organisation-pipelines';

export type TaskAssignee = { id: string; name: string };

/**
 * Who may hold a task on this deal (decision 0054): the fund's current members, or on a person's own deal
 * that person (the signed-in user, already loaded by the screen that shows the pipeline).
 */
export function useTaskAssignees(deal: Deal): TaskAssignee[] {
  const me = useQueryClient().getQueryData<CurrentUser | null>(authKeys.currentUser);
  const members = useOrganisationMembers(deal.organisationId ?? 0, deal.organisationId !== null);
  if (deal.organisationId === null) return me ? [{ id: me.id, name: `${me.firstName} ${me.lastName}`.trim() }] : [];
  return (members.data ?? []).map((m) => ({ id: m.userId, name: `${m.firstName} ${m.lastName}`.trim() }));
}
