import type { Raise } from '@baobab/contracts/fundraising';
import { raiseStatusLabels, type RaiseStatus } from '@baobab/contracts/fundraising-texts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useMoveRaise } from '../api/raises';

/** No move leads back to draft (raiseTransitions), so it has no button. */
const actionLabels = { open: 'Open the round', closing: 'Start closing', closed: 'Mark closed', cancelled: 'Cancel the round' } as const satisfies Record<Exclude<RaiseStatus, 'draft'>, string>;

/** The moves the round's status may make now, one button each (the server refuses any other with a 409). */
export function RaiseStatusActions({ startupId, raise }: { startupId: number; raise: Raise }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const move = useMoveRaise(startupId, raise.id);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-700">
        {t('Round status')}: <span className="font-semibold">{t(raiseStatusLabels[raise.status])}</span>
      </p>
      {raise.nextStatuses.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {raise.nextStatuses.filter((status) => status !== 'draft').map((status) => (
            <Button key={status} size="sm" variant={status === 'cancelled' ? 'outline' : 'default'} disabled={move.isPending} onClick={() => move.mutate({ status })}>
              {t(actionLabels[status])}
            </Button>
          ))}
        </div>
      ) : null}
      {move.error ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(move.error))}</p> : null}
    </div>
  );
}
