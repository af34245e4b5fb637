import { Suspense, useMemo, useState } from 'react';
import { ledgerMessages } from '@baobab/contracts/financial-tools-ledger';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InStages } from '@/components/ui/in-stages';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { preloadable } from '@/lib/preloadable';
import { toast } from '@/lib/toast-store';
import { useAddLedgerEntry, useDeleteLedgerEntry, useLedgerHoldings, useShareLedger } from '../api/share-ledger';
import { LedgerDownloads } from './ledger-downloads';
import { LedgerEntriesTable } from './ledger-entries-table';
import { grantOptions, planOptions } from './ledger-grants';
import { LedgerOptionsTables } from './ledger-options-tables';
import { LedgerHoldingsTable } from './ledger-holdings-table';

// The form (react-hook-form and the ledger's zod schemas) loads after the rest of the card and is
// drawn in slices: it sits at the foot of the cap table tab, and building it was a long task of the
// tab's first paint (bench/README.md).
const LedgerEntryForm = preloadable(() => import('./ledger-entry-form').then((m) => ({ default: m.LedgerEntryForm })));

type Props = {
  startupId: number;
  canEdit: boolean;
  /** Given on the founder's workspace: fills the cap-table editor's shareholders from these holdings. */
};

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The share ledger: dated entries, holdings on any date (vested today by default), and the founder's add and delete. */
export function ShareLedgerCard({ startupId, canEdit }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const today = useMemo(todayUtc, []);
  const [asOf, setAsOf] = useState(today);
  const ledger = useShareLedger(startupId);
  const holdings = useLedgerHoldings(startupId, asOf);
  const add = useAddLedgerEntry(startupId);
  const remove = useDeleteLedgerEntry(startupId);
  const [refusal, setRefusal] = useState<{ message: string; path?: string | undefined } | null>(null);
  const entries = useMemo(() => (Array.isArray(ledger.data) ? ledger.data : []), [ledger.data]);
  const grants = useMemo(() => grantOptions(entries), [entries]);
  const plans = useMemo(() => planOptions(entries), [entries]);
  // One object per refusal: the form places it beside its field once, not again on every render of the card.
  const shownRefusal = useMemo(() => (refusal === null ? null : { ...refusal, message: translate(refusal.message) }), [refusal, translate]);
  // The company's currency as the ledger last recorded a price in it (the opening position is in the raise's currency).
  const currency = useMemo(() => entries.flatMap(({ entry }) => ('currency' in entry ? [entry.currency] : [])).at(-1) ?? 'USD', [entries]);

  const onDelete = (id: number) =>
    remove.mutate(id, { onError: (error) => toast({ title: ledgerMessages.entryNotDeleted, description: errorMessage(error), variant: 'destructive' }) });

  return (
    <Card role="region" aria-labelledby="share-ledger-title">
      <CardHeader>
        <CardTitle id="share-ledger-title">{t('Share ledger')}</CardTitle>
        <p className="mt-1 text-sm text-stone-600">{t('Issuances, equity incentive plans and increases of their pools, option grants, transfers, cancellations, exercises and repurchases, each dated. The holdings and option pools below are computed from them on the date you choose.')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {canEdit ? (
          <section aria-labelledby="ledger-add-heading" className="flex flex-col gap-2">
            <h3 id="ledger-add-heading" className="font-semibold">{t('Add an entry')}</h3>
            <Suspense fallback={<Spinner />}>
              <InStages fallback={<Spinner />}>
                <LedgerEntryForm
                  key={currency}
                  currency={currency}
                  grants={grants}
                  plans={plans}
                  today={today}
                  isPending={add.isPending}
                  refusal={shownRefusal}
                  onSubmit={(entry, reset) => {
                    setRefusal(null);
                    add.mutate(entry, {
                      onSuccess: reset,
                      // A refusal about one field of the entry (the server names it) is shown beside that field.
                      onError: (error) => setRefusal({ message: errorMessage(error), path: error instanceof ApiRequestError ? error.serverIssues[0]?.path : undefined }),
                    });
                  }}
                />
              </InStages>
            </Suspense>
          </section>
        ) : null}
        <section aria-labelledby="ledger-entries-heading" className="flex flex-col gap-2">
          <h3 id="ledger-entries-heading" className="font-semibold">{t('Entries')}</h3>
          {ledger.isPending ? <Spinner /> : ledger.isError ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(ledger.error))}</p> : <LedgerEntriesTable entries={entries} canEdit={canEdit} deleting={remove.isPending ? (remove.variables ?? null) : null} onDelete={onDelete} />}
          {entries.length > 0 ? <LedgerDownloads startupId={startupId} asOf={asOf} /> : null}
        </section>
        <section aria-labelledby="ledger-holdings-heading" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 id="ledger-holdings-heading" className="font-semibold">{asOf === today ? t('Holdings today (vested today)') : t('Holdings on {{date}}', { date: asOf })}</h3>
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1">
                <Label htmlFor="ledger-as-of" className="text-xs">{t('As of')}</Label>
                <Input id="ledger-as-of" type="date" min="1900-01-01" className="w-44" value={asOf} onChange={(e) => setAsOf(e.target.value)} />
              </div>
              {asOf !== today ? <Button type="button" variant="outline" size="sm" onClick={() => setAsOf(today)}>{t('Today')}</Button> : null}
            </div>
          </div>
          {holdings.isError ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(holdings.error))}</p> : holdings.data?.rows ? (
            <>
              <LedgerHoldingsTable holdings={holdings.data} />
              <LedgerOptionsTables holdings={holdings.data} />
            </>
          ) : holdings.isFetching ? <Spinner /> : null}
        </section>
      </CardContent>
    </Card>
  );
}
