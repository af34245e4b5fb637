import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { useValuationBenchmark } from '../api/get-valuation-benchmark';

/** Where the chosen startup's raise sits among comparable startups on Baobab. */
export function ValuationBenchmarkCard({ startupId }: { startupId: number | null }) {
  const benchmark = useValuationBenchmark(startupId);
  const data = benchmark.data;
  if (!data) return null;
  const raise = data.raise;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Raise benchmark</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p>{raise ? `${raise.summary}.` : 'No comparable raise is stated on Baobab yet.'}</p>
        <EvidenceDetails summary="How peers were chosen">
          {raise ? (
            <p className="text-xs">
              Peers: {raise.peerGroupLabel} ({raise.sampleSize}). Range {formatUsd(raise.min)}–{formatUsd(raise.max)}, middle half {formatUsd(raise.q1)}–{formatUsd(raise.q3)}. The narrowest group with at least {data.minimumPeers} stated raises is used:
              sector, stage and region, then sector and stage, then stage and region, then stage, then everyone. Percentile is the share of peers below plus half of those equal.
            </p>
          ) : null}
          {data.notes.map((n) => (
            <p key={n} className="text-xs">
              {n}
            </p>
          ))}
        </EvidenceDetails>
      </CardContent>
    </Card>
  );
}
