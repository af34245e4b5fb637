import type { RecordedPeers } from '@baobab/contracts/comparables';
import { comparablesMessages, comparablesTemplates } from '@baobab/contracts/comparables-texts';
import type { ValuationBenchmark } from '@baobab/contracts/insights';
import { Badge } from '@/components/ui/badge';
import { FactLine } from '@/components/ui/fact-line';
import { formatDate, formatUsd } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/**
 * The recorded peer valuations a benchmark stood on, each with its source and date (peers are
 * never named), or, with fewer than the minimum, a plain "too few recorded peers" instead of a
 * number. Only recorded figures ever reach this list: Baobab estimates none (docs/decisions/0006).
 * `writeValue` writes a peer's value (US dollars, as benchmarks compare them) in the reader's terms: the
 * valuation tab passes the company's currency at the valuation's rate.
 */
export function PeerValuations({ recorded, writeValue = formatUsd }: { recorded: RecordedPeers; writeValue?: (usd: number, index: number) => string }) {
  const t = useT('common');
  // Source labels are typed string in contracts; their French is in `common`, found by lookup.
  const translate = useTranslateMessage();
  if (recorded.peers.length === 0) return <TooFewRecordedPeers recorded={recorded} />;
  return (
    <ul className="flex flex-col divide-y divide-stone-200 text-sm" aria-label={t(comparablesMessages.recordedPeersTitle)}>
      {recorded.peers.map((p, i) => (
        <li key={`${p.date}-${p.value}-${i}`} className="flex items-center justify-between gap-3 py-1.5">
          <span className="font-medium tabular-nums">{writeValue(p.value, i)}</span>
          {/* Source above date on phones, side by side from 640 px: every row keeps one shape. */}
          <span className="flex flex-col items-end gap-1 text-stone-600 sm:flex-row sm:items-center sm:gap-2">
            <Badge variant={p.source === 'confirmed round' ? 'default' : 'secondary'}>{translate(comparablesMessages.sourceLabels[p.source])}</Badge>
            <span className="tabular-nums">{formatDate(p.date)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a valuation benchmark stands on: how many confirmed rounds, which peers (the matching level),
 * the rounds' dates, the spread and, for rounds in other currencies, the exchange rates' date.
 */
export function ValuationSpread({ valuation }: { valuation: NonNullable<ValuationBenchmark['valuation']> }) {
  const t = useT('common');
  const translate = useTranslateMessage();
  const dates = valuation.dateRange;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-stone-600 sm:grid-cols-2">
      <div>
        <dt className="inline">{t('Peers')}: </dt>
        <dd className="inline text-stone-900">{t('{{count}} confirmed rounds among {{peers}}', { count: valuation.sampleSize, peers: translate(valuation.peerGroupLabel) })}</dd>
      </div>
      {dates ? (
        <div>
          <dt className="inline">{t('Rounds dated')}: </dt>
          <dd className="inline tabular-nums text-stone-900">{dates.from === dates.to ? formatDate(dates.from) : `${formatDate(dates.from)} – ${formatDate(dates.to)}`}</dd>
        </div>
      ) : null}
      <div>
        <dt className="inline">{t('Quartiles')}: </dt>
        <dd className="inline tabular-nums text-stone-900"><FactLine facts={[valuation.q1, valuation.median, valuation.q3].map(formatUsd)} /></dd>
      </div>
      <div>
        <dt className="inline">{t('Range')}: </dt>
        <dd className="inline tabular-nums text-stone-900">{`${formatUsd(valuation.min)} – ${formatUsd(valuation.max)}`}</dd>
      </div>
      {valuation.ratesAsOf ? (
        <div className="sm:col-span-2">
          <dt className="inline">{t('Other currencies')}: </dt>
          <dd className="inline text-stone-900">{t('converted to US dollars at the rates of {{date}}', { date: formatDate(valuation.ratesAsOf) })}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Said in place of a number when there are fewer recorded peers than the minimum. */
export function TooFewRecordedPeers({ recorded }: { recorded: RecordedPeers }) {
  const t = useT('common');
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-stone-800">{t(comparablesMessages.tooFewRecordedPeers)}</p>
      <p className="text-sm text-stone-600">{t(comparablesTemplates.peersRecorded, { count: recorded.count, minimum: recorded.minimumPeers })}</p>
    </div>
  );
}
