import type { Deal } from '@baobab/contracts/deals';
import { fundPipelineTexts as texts } from '@baobab/contracts/deals-texts';
import { useT } from '@/lib/i18n/use-t';

/** Who owns a fund deal and who works on it; nothing for a deal in a person's own pipeline. */
export function DealPeople({ deal }: { deal: Deal }) {
  const t = useT('deals');
  if (deal.organisationId === null) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-xs" data-testid={`deal-people-${deal.id}`}>
      <dt className="text-stone-500">{t(texts.owner)}</dt>
      <dd className="min-w-0 break-words text-end font-medium">{deal.owner?.name ?? t(texts.noOwner)}</dd>
      {deal.assignees.length ? (
        <>
          <dt className="text-stone-500">{t(texts.assignees)}</dt>
          <dd className="min-w-0 break-words text-end">{deal.assignees.map((a) => a.name).join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}
