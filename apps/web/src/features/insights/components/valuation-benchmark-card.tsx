import { comparablesMessages } from '@baobab/contracts/comparables';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { PeerValuations } from '@/components/shared/peer-valuations';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { useValuationBenchmark } from '../api/get-valuation-benchmark';

/** Where the chosen startup's raise, and its recorded valuation, sit among comparable startups on Baobab. */
export function ValuationBenchmarkCard({ startupId }: { startupId: number | null }) {
  const benchmark = useValuationBenchmark(startupId);
  const data = benchmark.data;
  if (!data) return null;
  const { raise, valuation } = data;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Raise benchmark</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <p>{raise ? `${raise.summary}.` : 'No comparable raise is stated on Baobab yet.'}</p>
          <p className="text-xs text-stone-600">{comparablesMessages.raiseIsNotValuation}</p>
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
      <Card>
        <CardHeader>
          <CardTitle>{comparablesMessages.valuationBenchmarkTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          {valuation ? <p>{valuation.summary}.</p> : null}
          <PeerValuations recorded={data.recordedPeers} />
          <p className="text-xs text-stone-600">{comparablesMessages.recordedPeersExplained}</p>
        </CardContent>
      </Card>
    </>
  );
}
