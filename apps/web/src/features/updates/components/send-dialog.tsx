import { recipientReasonLabels, recipientReasons, updateMessages as m } from '@baobab/contracts/updates-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useAudiencePreview } from '../api/get-updates';

/**
 * Confirms a send with the audience resolved now: how many people, by rule. Sending itself fixes the
 * recipients again on the server (the count may differ if consent changed in between).
 */
export function SendDialog({ updateId, open, onOpenChange, onConfirm, isSending, error }: { updateId: number; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void; isSending: boolean; error?: string }) {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const audience = useAudiencePreview(updateId, open);
  const count = audience.data?.count ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(m.sendConfirmTitle)}>
        {audience.isLoading ? <Spinner label={t('Counting recipients')} /> : null}
        {audience.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {translate(errorMessage(audience.error))}
          </p>
        ) : null}
        {audience.data ? (
          count === 0 ? (
            <p role="alert" className="text-sm text-red-700">
              {t(m.noRecipients)}
            </p>
          ) : (
            <>
              <p className="text-sm text-stone-700">{t('It will go to {{count}} people, by e-mail and in Baobab. Sent updates cannot be changed.', { count })}</p>
              <ul aria-label={t('Recipients by group')} className="flex flex-col gap-1 text-sm">
                {recipientReasons
                  .filter((reason) => audience.data.byReason[reason] > 0)
                  .map((reason) => (
                    <li key={reason} className="flex justify-between gap-3 rounded-lg bg-stone-50 px-3 py-1.5">
                      <span>{t(recipientReasonLabels[reason])}</span>
                      <span className="font-medium">{audience.data.byReason[reason]}</span>
                    </li>
                  ))}
              </ul>
            </>
          )
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {translate(error)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('Cancel')}
            </Button>
          </DialogClose>
          <Button type="button" disabled={!audience.data || count === 0 || isSending} onClick={onConfirm}>
            {t('Send to {{count}} people', { count })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
