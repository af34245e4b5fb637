import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { portfolioMessages, type Investment } from '@baobab/contracts/portfolio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { formatDate, formatUsd } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useDeleteInvestment, useUpdateInvestment } from '../api/change-investment';
import { InvestmentForm } from './investment-form';
import { ConfirmationBadge } from './confirmation-badge';

function EditInvestmentDialog({ investment, onClose }: { investment: Investment; onClose: () => void }) {
  const update = useUpdateInvestment(investment.id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Edit investment" width="wide">
        <InvestmentForm
          defaultValues={{
            startupId: investment.startupId,
            dealDate: investment.dealDate,
            investmentAmount: investment.investmentAmount,
            equityPercentage: investment.equityPercentage ?? undefined,
            valuation: investment.valuation ?? undefined,
            roundType: investment.roundType,
            leadInvestor: investment.leadInvestor,
            boardSeat: investment.boardSeat,
            liquidationPreference: investment.liquidationPreference,
            antiDilutionRights: investment.antiDilutionRights ?? undefined,
            notes: investment.notes ?? undefined,
          }}
          isPending={update.isPending}
          submitLabel="Save changes"
          pendingLabel="Saving..."
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: () => {
                toast({ title: portfolioMessages.investmentUpdated });
                onClose();
              },
              onError: (error) => toast({ title: toastMessages.investmentFailed, description: errorMessage(error), variant: 'destructive' }),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

function DeleteInvestmentDialog({ investment, onClose }: { investment: Investment; onClose: () => void }) {
  const remove = useDeleteInvestment();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Delete this investment?" description={`${investment.roundType} round of ${formatUsd(investment.investmentAmount)} on ${investment.dealDate}. This cannot be undone.`}>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(investment.id, {
                onSuccess: () => {
                  toast({ title: portfolioMessages.investmentDeleted });
                  onClose();
                },
                onError: (error) => toast({ title: 'Could not delete the investment', description: errorMessage(error), variant: 'destructive' }),
              })
            }
          >
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Every round the investor recorded in this company, each editable and deletable. */
export function RoundsTable({ rounds }: { rounds: Investment[] }) {
  const [editing, setEditing] = useState<Investment | null>(null);
  const [deleting, setDeleting] = useState<Investment | null>(null);
  return (
    <>
      <ul className="flex flex-col divide-y divide-stone-100">
        {rounds.map((round) => (
          <li key={round.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {round.roundType}
                {round.leadInvestor ? <Badge variant="accent">Lead</Badge> : null}
                {round.boardSeat ? <Badge variant="secondary">Board seat</Badge> : null}
                <ConfirmationBadge status={round.confirmationStatus} />
              </p>
              <p className="text-sm text-stone-600">
                {formatDate(`${round.dealDate}T00:00:00`)} · {formatUsd(round.investmentAmount)}
                {round.equityPercentage !== null ? ` · ${round.equityPercentage.toFixed(2)}%` : ''}
                {round.valuation !== null ? ` · post-money ${formatUsd(round.valuation)}` : ''}
                {` · ${round.liquidationPreference}x preference`}
                {round.antiDilutionRights ? ` · ${round.antiDilutionRights}` : ''}
              </p>
              {round.notes ? <p className="mt-1 text-sm text-stone-700">{round.notes}</p> : null}
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(round)} aria-label={`Edit ${round.roundType} round of ${round.dealDate}`}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(round)} aria-label={`Delete ${round.roundType} round of ${round.dealDate}`}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? <EditInvestmentDialog investment={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteInvestmentDialog investment={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
