import { useState } from 'react';
import type { Raise, RaiseInvestor } from '@baobab/contracts/fundraising';
import { pipelineStageLabels, pipelineStages } from '@baobab/contracts/fundraising-texts';
import { awaitingFounder, commitmentStateLabels } from '@baobab/contracts/round-room-texts';
import { Badge } from '@/components/ui/badge';
import { FactLine } from '@/components/ui/fact-line';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { BoardEntryDialog } from './board-entry-dialog';
import { formatRaiseAmount } from './money';

function EntryCard({ entry, currency, onOpen }: { entry: RaiseInvestor; currency: string; onOpen: () => void }) {
  const t = useT('fundraising');
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-sm" data-testid="board-entry">
      <button dir="auto" type="button" onClick={onOpen} className="w-full break-words text-start font-semibold text-stone-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t('Edit {{name}}', { name: entry.name })}>
        {entry.name}
      </button>
      {entry.email ? <p className="truncate text-xs text-stone-500">{entry.email}</p> : null}
      {entry.amount ? <p className="mt-1 font-medium">{formatRaiseAmount(entry.amount.amount, currency)}</p> : null}
      {entry.nextStep || entry.nextStepOn ? (
        <p className="mt-1 text-stone-700">
          <FactLine facts={[entry.nextStep ?? t('Next step'), entry.nextStepOn ? formatDate(entry.nextStepOn) : null]} />
        </p>
      ) : null}
      {entry.isOverdue ? <Badge variant="destructive" className="mt-1">{t('Overdue')}</Badge> : null}
      {entry.invitedAt ? <Badge variant="secondary" className="mt-1 me-1">{t('Invited')}</Badge> : null}
      {entry.commitment ? <Badge variant={awaitingFounder(entry.commitment.state) ? 'accent' : 'outline'} className="mt-1">{t(commitmentStateLabels[entry.commitment.state])}</Badge> : null}
      {/* The founder's own words, shown as written. */}
      {entry.notes ? <p dir="auto" className="mt-1 line-clamp-2 whitespace-pre-line text-xs text-stone-600">{entry.notes}</p> : null}
    </li>
  );
}

/**
 * The founder's board: one column per stage on a wide screen (scrolling sideways), the stages stacked on a phone.
 * An investor is moved from its card's dialog (a stage select), which works from the keyboard and a screen reader.
 */
export function RaiseBoard({ startupId, raise }: { startupId: number; raise: Raise }) {
  const t = useT('fundraising');
  const [editing, setEditing] = useState<number | null>(null);
  const entry = raise.investors.find((e) => e.id === editing) ?? null;
  if (raise.investors.length === 0) return <p className="text-sm text-stone-600">{t('No investors on the board yet. Add the ones you mean to approach.')}</p>;
  return (
    <>
      <div className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2 max-lg:flex-col max-lg:overflow-visible" role="list" aria-label={t('Investor board')}>
        {pipelineStages.map((stage) => {
          const at = raise.investors.filter((e) => e.stage === stage);
          // On a phone an empty stage takes no room; on a wide screen every column shows, so the board keeps its shape.
          return (
            <section key={stage} role="listitem" aria-labelledby={`stage-${stage}`} className={`flex w-full shrink-0 flex-col gap-2 rounded-xl bg-stone-100 p-2 lg:w-52 ${at.length === 0 ? 'max-lg:hidden' : ''}`}>
              <h4 id={`stage-${stage}`} className="flex items-center justify-between px-1 text-sm font-semibold text-stone-800">
                {t(pipelineStageLabels[stage])}
                <span className="text-xs font-normal text-stone-600">{at.length}</span>
              </h4>
              <ul className="flex flex-col gap-2">
                {at.map((e) => (
                  <EntryCard key={e.id} entry={e} currency={raise.currency} onOpen={() => setEditing(e.id)} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {entry ? <BoardEntryDialog key={entry.id} startupId={startupId} raise={raise} entry={entry} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
