import { useState } from 'react';
import type { Raise } from '@baobab/contracts/fundraising';
import { Button } from '@/components/ui/button';
import { FactLine } from '@/components/ui/fact-line';
import { useMyConnections } from '@/lib/my-connections';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useAddRaiseInvestor, useStartupMatches } from '../api/raises';
import { fieldErrors } from './field-errors';

type Known = { investorId: number; name: string; matchScore: number | null; isConnection: boolean };

/**
 * The investors a founder already knows of, to add to the board in one click: the startup's Smart Matching results
 * (best first) and the founder's connections who are investors. Each is listed once, by investor profile; one on
 * the board already says so. Read only when the founder opens the list: matching scores the whole directory.
 */
export function AddFromNetwork({ startupId, raise }: { startupId: number; raise: Raise }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const [isOpen, setOpen] = useState(false);
  const matches = useStartupMatches(startupId, isOpen);
  const connections = useMyConnections(isOpen);
  const add = useAddRaiseInvestor(startupId, raise.id);
  const { general, byField } = fieldErrors(add.error, ['investorId'] as const);
  const onBoard = new Set(raise.investors.map((entry) => entry.investorId).filter((id) => id !== null));

  const known = new Map<number, Known>();
  for (const match of matches.data ?? []) known.set(match.investor.id, { investorId: match.investor.id, name: match.investor.name, matchScore: match.score, isConnection: false });
  for (const { connectedUser: person } of connections.data ?? []) {
    if (person.investorId === null) continue;
    const name = `${person.firstName} ${person.lastName}`.trim();
    const seen = known.get(person.investorId);
    known.set(person.investorId, seen ? { ...seen, isConnection: true } : { investorId: person.investorId, name, matchScore: null, isConnection: true });
  }
  const isLoading = matches.isLoading || connections.isLoading;
  const error = general ?? byField.investorId;

  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-lg border border-stone-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t('From your matches and connections')}</summary>
      <div className="flex flex-col gap-2 border-t border-stone-100 px-3 py-2">
        {error ? <p role="alert" className="text-sm text-red-700">{translate(error)}</p> : null}
        {matches.isError ? <p className="text-sm text-stone-600">{t('Smart Matching could not score investors for this startup just now.')}</p> : null}
        {isLoading ? <p className="text-sm text-stone-600">{t('Reading your matches and connections…')}</p> : null}
        {!isLoading && known.size === 0 ? <p className="text-sm text-stone-600">{t('No investor among your matches and connections yet.')}</p> : null}
        {known.size > 0 ? (
          <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('Your matches and connections')}>
            {[...known.values()].map((investor) => (
              <li key={investor.investorId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 break-words">
                  <span dir="auto" className="font-medium">{investor.name}</span>
                  <span className="block text-xs text-stone-600">
                    <FactLine facts={[investor.matchScore !== null ? t('Match {{score}}%', { score: investor.matchScore }) : null, investor.isConnection ? t('Connection') : null]} />
                  </span>
                </span>
                {onBoard.has(investor.investorId) ? (
                  <span className="text-xs font-medium text-emerald-800">{t('On the board')}</span>
                ) : (
                  <Button size="sm" variant="outline" disabled={add.isPending} onClick={() => add.mutate({ investorId: investor.investorId })} aria-label={t('Add {{name}} to the round', { name: investor.name })}>
                    {t('Add to round')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
