import { toastMessages } from '@baobab/contracts/ui-strings';
import type { DealStage } from '@baobab/contracts/enums';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useUpdateDeal } from '../api/change-deal';

/** One way to move a deal, shared by the stage selector and drag and drop, with the spec's toasts. */
export function useMoveDeal() {
  const update = useUpdateDeal();
  return (dealId: number, stage: DealStage) =>
    update.mutate(
      { id: dealId, input: { stage } },
      {
        onSuccess: () => toast({ title: toastMessages.dealUpdated }),
        onError: (error) => toast({ title: toastMessages.dealUpdateFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );
}
