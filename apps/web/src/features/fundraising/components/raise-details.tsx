import { Link } from 'wouter';
import type { Raise } from '@baobab/contracts/fundraising';
import { raiseInstrumentLabels } from '@baobab/contracts/fundraising-texts';
import { formatPrice } from '@baobab/contracts/money-display';
import { FactLine } from '@/components/ui/fact-line';
import { UserText } from '@/components/ui/user-text';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { AddInvestorForm } from './add-investor-form';
import { CommitmentsPanel } from './commitments-panel';
import { formatRaiseAmount } from './money';
import { RaiseBoard } from './raise-board';
import { RaiseProgressBar } from './raise-progress-bar';
import { RaiseQuestions } from './raise-questions';
import { RaiseStatusActions } from './raise-status';
import { RoomSettings } from './room-settings';
import { termsLabel } from './terms-label';

/** One round: what is sold and on which terms (the cap table's round), its status, progress and the founder's board. */
export function RaiseDetails({ startupId, raise }: { startupId: number; raise: Raise }) {
  const t = useT('fundraising');
  const locale = useLocale();
  // A closed or cancelled round takes no new investors, and its modelled terms are gone: a closed one's are the
  // instruments each investor signed, written to the cap table by its closes (decision 0059).
  const isFinished = raise.status === 'closed' || raise.status === 'cancelled';
  const capTableHref = `/financial-tools?startup=${startupId}&tab=cap-table`;
  const dates = [
    raise.openedOn ? t('Opened {{date}}', { date: formatDate(raise.openedOn) }) : null,
    raise.targetCloseOn ? t('Target close {{date}}', { date: formatDate(raise.targetCloseOn) }) : null,
    raise.closedOn ? t('Closed {{date}}', { date: formatDate(raise.closedOn) }) : null,
  ].filter(Boolean);
  return (
    // min-w-0: the board scrolls sideways inside the page rather than widening it.
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 md:flex-row md:justify-between">
        <div className="flex flex-col gap-1">
          <h2 dir="auto" className="text-xl font-semibold">{raise.name}</h2>
          <p className="text-sm text-stone-700">
            <FactLine
              facts={[
                t(raiseInstrumentLabels[raise.instrument]),
                `${t('Target amount')} ${formatRaiseAmount(raise.target.amount, raise.currency)}`,
                raise.minimum ? `${t('Minimum to close')} ${formatRaiseAmount(raise.minimum.amount, raise.currency)}` : null,
              ]}
            />
          </p>
          {dates.length > 0 ? <p className="text-sm text-stone-600"><FactLine facts={dates} /></p> : null}
          {raise.terms || !isFinished ? (
            <p className="text-sm text-stone-700">
              {t('Terms')}: {raise.terms ? termsLabel(raise.terms.round, t) : t('No terms yet')}{' '}
              <Link href={capTableHref} className="text-brand-700 underline underline-offset-2">
                {raise.terms ? t('See the pro-forma on the Cap Table tab') : t('Model the terms on the Cap Table tab')}
              </Link>
            </p>
          ) : raise.status === 'closed' ? (
            <p className="text-sm text-stone-700">
              {t('Terms')}: {t('as each investor signed them')}{' '}
              <Link href={capTableHref} className="text-brand-700 underline underline-offset-2">
                {t('See what closed on the Cap Table tab')}
              </Link>
            </p>
          ) : null}
          {raise.series ? (
            // The series and price the first priced close set: every later tranche issues these (decision 0059).
            <p className="text-sm text-stone-700">
              <FactLine
                facts={[
                  <>
                    {t('Series name')}: <UserText>{raise.series.name}</UserText>
                  </>,
                  `${t('Price per share')}: ${formatPrice(raise.series.pricePerShare, raise.currency, { locale })}`,
                ]}
              />
            </p>
          ) : null}
          {raise.terms?.problem ? <p className="text-sm text-red-700">{raise.terms.problem}</p> : null}
        </div>
        <RaiseStatusActions startupId={startupId} raise={raise} />
      </div>
      <RaiseProgressBar raise={raise} />
      <CommitmentsPanel startupId={startupId} raise={raise} />
      <RaiseQuestions startupId={startupId} raise={raise} />
      {isFinished ? null : <AddInvestorForm startupId={startupId} raise={raise} />}
      <section aria-labelledby="board-title" className="flex flex-col gap-3">
        <h3 id="board-title" className="text-base font-semibold">{t('Investor board')}</h3>
        <RaiseBoard startupId={startupId} raise={raise} />
      </section>
      <RoomSettings key={`${raise.id}-${raise.leadEntryId}-${raise.dataRoomId}`} startupId={startupId} raise={raise} isFinished={isFinished} />
    </div>
  );
}
