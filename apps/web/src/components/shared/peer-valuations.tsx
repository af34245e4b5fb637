import { comparablesMessages, comparablesTemplates, type RecordedPeers } from '@baobab/contracts/comparables';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatUsd } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/**
 * The recorded peer valuations a benchmark stood on, each with its source and date (peers are
 * never named), or, with fewer than the minimum, a plain "too few recorded peers" instead of a
 * number. Only recorded figures ever reach this list: Baobab estimates none (docs/decisions/0006).
 */
export function PeerValuations({ recorded }: { recorded: RecordedPeers }) {
  const t = useT('common');
  // Source labels are typed string in contracts; their French is in `common`, found by lookup.
  const translate = useTranslateMessage();
  if (recorded.peers.length === 0) return <TooFewRecordedPeers recorded={recorded} />;
  return (
    <ul className="flex flex-col divide-y divide-stone-200 text-sm" aria-label={t(comparablesMessages.recordedPeersTitle)}>
      {recorded.peers.map((p, i) => (
        <li key={`${p.date}-${p.value}-${i}`} className="flex items-center justify-between gap-3 py-1.5">
          <span className="font-medium tabular-nums">{formatUsd(p.value)}</span>
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
