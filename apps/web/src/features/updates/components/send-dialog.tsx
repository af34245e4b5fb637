import { recipientReasonLabels, recipientReasons, updateMessages as m } from '@baobab/contracts/updates';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useAudiencePreview } from '../api/get-updates';

/**
 * Confirms a send with the audience resolved now: how many people, by rule. Sending itself fixes the
 * recipients again on the server (the count may differ if consent changed in between).
 */
export function SendDialog({ updateId, open, onOpenChange, onConfirm, isSending, error }: { updateId: number; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void; isSending: boolean; error?: string }) {
  const audience = useAudiencePreview(updateId, open);
  const count = audience.data?.count ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.sendConfirmTitle}>
        {audience.isLoading ? <Spinner label="Counting recipients" /> : null}
        {audience.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(audience.error)}
          </p>
        ) : null}
        {audience.data ? (
          count === 0 ? (
            <p role="alert" className="text-sm text-red-700">
              {m.noRecipients}
            </p>
          ) : (
            <>
              <p className="text-sm text-stone-700">{m.sendConfirm(count)}</p>
              <ul aria-label="Recipients by group" className="flex flex-col gap-1 text-sm">
                {recipientReasons
                  .filter((reason) => audience.data.byReason[reason] > 0)
                  .map((reason) => (
                    <li key={reason} className="flex justify-between gap-3 rounded-lg bg-stone-50 px-3 py-1.5">
                      <span>{recipientReasonLabels[reason]}</span>
                      <span className="font-medium">{audience.data.byReason[reason]}</span>
                    </li>
                  ))}
              </ul>
            </>
          )
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" disabled={!audience.data || count === 0 || isSending} onClick={onConfirm}>
            {m.sendConfirmButton(count)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
