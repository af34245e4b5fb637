import { useState } from 'react';
import { Plus } from 'lucide-react';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useRecordInvestment } from '../api/change-investment';
import { InvestmentForm } from './investment-form';

/** Add Investment → 'Record New Investment' (the spec's Portfolio screen, its form and its toasts). */
export function RecordInvestmentDialog() {
  const t = useT('portfolio');
  const [open, setOpen] = useState(false);
  const record = useRecordInvestment();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> {t('Add Investment')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('Record New Investment')} description={t('Amounts are in US dollars. Follow-on rounds in the same company add up.')} width="wide">
        <InvestmentForm
          defaultValues={{}}
          isPending={record.isPending}
          submitLabel={t('Record Investment')}
          pendingLabel={t(pendingLabels.recording)}

          onSubmit={(values) =>
            record.mutate(values, {
              onSuccess: () => {
                toast({ title: toastMessages.investmentRecorded });
                setOpen(false);
              },
              onError: (error) => toast({ title: toastMessages.investmentFailed, description: errorMessage(error), variant: 'destructive' }),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
