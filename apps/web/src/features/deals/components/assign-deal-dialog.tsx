import { useState } from 'react';
import type { Deal } from '@baobab/contracts/deals';
import { fundPipelineTexts as texts } from '@baobab/contracts/deals-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAssignDeal } from '../api/change-deal';
import { useOrganisationMembers } from '../api/get-organisation-pipelines';

/** A fund deal's owner and assignees, chosen among the organisation's current members. */
export function AssignDealDialog({ deal, onClose }: { deal: Deal & { organisationId: number }; onClose: () => void }) {
  const t = useT('deals');
  const organisation = useOrganisationMembers(deal.organisationId);
  const assign = useAssignDeal(deal.id);
  const [owner, setOwner] = useState(deal.owner?.id ?? '');
  const [assignees, setAssignees] = useState(() => new Set(deal.assignees.map((a) => a.id)));
  const toggle = (id: string) => setAssignees((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const members = organisation.data ?? [];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t(texts.assignTitle)} description={deal.startup.name}>
        {organisation.isLoading ? (
          <Spinner />
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              assign.mutate(
                { ownerUserId: owner || null, assigneeIds: [...assignees] },
                {
                  onSuccess: () => {
                    toast({ title: t(texts.assigned) });
                    onClose();
                  },
                  onError: (error) => toast({ title: t(texts.assignFailed), description: errorMessage(error), variant: 'destructive' }),
                },
              );
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="deal-owner">{t(texts.owner)}</Label>
              <NativeSelect id="deal-owner" value={owner} onChange={(e) => setOwner(e.target.value)}>
                <option value="">{t(texts.noOwner)}</option>
                {members.map((m) => (
                  <option key={m.userId} value={m.userId}>{`${m.firstName} ${m.lastName}`.trim()}</option>
                ))}
              </NativeSelect>
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t(texts.assignees)}</legend>
              {members.map((m) => (
                <label key={m.userId} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4" checked={assignees.has(m.userId)} onChange={() => toggle(m.userId)} />
                  {`${m.firstName} ${m.lastName}`.trim()}
                </label>
              ))}
            </fieldset>
            <Button type="submit" className="self-end" disabled={assign.isPending}>
              {t(texts.assignSave)}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
