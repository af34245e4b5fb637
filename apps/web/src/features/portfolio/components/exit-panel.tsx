import { Suspense, useState } from 'react';
import { portfolioMessages } from '@baobab/contracts/portfolio-texts';
import type { PortfolioCompanyDetail } from '@baobab/contracts/portfolio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate, formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { preloadable } from '@/lib/preloadable';
import { toast } from '@/lib/toast-store';
import { useDeleteExit } from '../api/change-investment';

// The form, its schema and zod load when the button is pointed at or focused, not with the company's page.
const RecordExitForm = preloadable(() => import('./record-exit-form').then((m) => ({ default: m.RecordExitForm })));

/** Record (or undo) the exit of the whole position, so exited counts and multiples are real. */
export function ExitPanel({ startupId, exit }: { startupId: number; exit: PortfolioCompanyDetail['exit'] }) {
  const t = useT('portfolio');
  const [open, setOpen] = useState(false);
  const deleteExit = useDeleteExit(startupId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Exit')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {exit ? (
          <>
            <p>
              {t('Exited on {{date}} for', { date: formatDate(`${exit.exitDate}T00:00:00`) })} <strong>{formatUsd(exit.exitAmount)}</strong>.
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={deleteExit.isPending}
              onClick={() => deleteExit.mutate(undefined, { onSuccess: () => toast({ title: portfolioMessages.exitRemoved }), onError: (error) => toast({ title: 'Could not remove the exit', description: errorMessage(error), variant: 'destructive' }) })}
            >
              {t('Remove exit')}
            </Button>
          </>
        ) : (
          <p className="text-stone-600">{t('Still held. Record an exit when you sell your stake or the company is acquired.')}</p>
        )}
        <Dialog open={open} onOpenChange={setOpen}>
          {exit ? null : (
            <DialogTrigger asChild>
              <Button size="sm" {...RecordExitForm.preloadOnIntent}>
                {t('Record exit')}
              </Button>
            </DialogTrigger>
          )}
          <DialogContent title={t('Record exit')} description={t('What you received for your whole position, in US dollars.')}>
            <Suspense fallback={<Spinner />}>
              <RecordExitForm startupId={startupId} onRecorded={() => setOpen(false)} />
            </Suspense>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
