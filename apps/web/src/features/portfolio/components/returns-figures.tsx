import { useId } from 'react';
import type { PortfolioReturnsView } from '@baobab/contracts/portfolio-returns';
import { formatMinorAmount } from '@baobab/contracts/money-display';
import { formatPercent } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { formatMultiple } from './figures';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  return (
    // A named group per figure, so a screen reader (and a test) finds "TVPI" and its value together.
    <div role="group" aria-labelledby={id} className="flex min-w-0 flex-col gap-0.5 rounded-lg border border-stone-200 bg-white p-3">
      <dt id={id} className="text-sm text-stone-600">
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums [overflow-wrap:anywhere]">
        {value}
      </dd>
      {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
    </div>
  );
}

/** The portfolio's multiples and IRR, and the three amounts they are ratios of, in the reporting currency. */
export function ReturnsFigures({ returns }: { returns: PortfolioReturnsView }) {
  const t = useT('portfolio');
  const locale = useLocale();
  const money = (minor: string) => formatMinorAmount(minor, returns.currency, { locale, whole: true });
  const multiple = (value: number | null) => (value === null ? '–' : formatMultiple(value));
  const noIrr = {
    'one-sign': t('Nothing has come back or been valued yet'),
    'same-day': t('Every flow is on the same day'),
    'too-high': t('Above 1,000,000 % a year: too high to state'),
    'no-root': t('No rate makes these flows break even'),
  } as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
      <Figure label={t('TVPI')} value={multiple(returns.tvpi)} />
      <Figure label={t('DPI')} value={multiple(returns.dpi)} />
      <Figure label={t('RVPI')} value={multiple(returns.rvpi)} />
      <Figure label={t('IRR')} value={returns.irr === null ? '–' : formatPercent(returns.irr, 1)} hint={returns.irrMissingReason ? noIrr[returns.irrMissingReason] : undefined} />
      <Figure label={t('Paid in')} value={money(returns.paidInMinor)} />
      <Figure label={t('Distributed')} value={money(returns.distributedMinor)} />
      <Figure label={t('Value held')} value={money(returns.residualValueMinor)} />
    </dl>
  );
}
