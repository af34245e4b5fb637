import { comparablesMessages } from '@baobab/contracts/comparables-texts';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { PeerValuations, ValuationSpread } from '@/components/shared/peer-valuations';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useValuationBenchmark } from '../api/get-valuation-benchmark';

/** Where the chosen startup's raise, and its recorded valuation, sit among comparable startups on Baobab. */
export function ValuationBenchmarkCard({ startupId }: { startupId: number | null }) {
  const t = useT('insights');
  const translate = useTranslateMessage();
  const benchmark = useValuationBenchmark(startupId);
  const data = benchmark.data;
  if (!data) return null;
  const { raise, valuation } = data;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t('Raise benchmark')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <p>{raise ? `${translate(raise.summary)}.` : t('No comparable raise is stated on Baobab yet.')}</p>
          <p className="text-xs text-stone-600">{t(comparablesMessages.raiseIsNotValuation)}</p>
          <EvidenceDetails summary={t('How peers were chosen')}>
            {raise ? (
              <p className="text-xs">
                {t(
                  'Peers: {{group}} ({{size}}). Range {{min}}–{{max}}, middle half {{q1}}–{{q3}}. The narrowest group with at least {{minimum}} stated raises is used: sector, stage and region, then sector and stage, then stage and region, then stage, then everyone. Percentile is the share of peers below plus half of those equal.',
                  { group: raise.peerGroupLabel, size: raise.sampleSize, min: formatUsd(raise.min), max: formatUsd(raise.max), q1: formatUsd(raise.q1), q3: formatUsd(raise.q3), minimum: data.minimumPeers },
                )}
              </p>
            ) : null}
            {data.notes.map((n) => (
              <p key={n} className="text-xs">
                {translate(n)}
              </p>
            ))}
          </EvidenceDetails>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t(comparablesMessages.valuationBenchmarkTitle)}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          {valuation ? <p>{translate(valuation.summary)}.</p> : null}
          {valuation ? <ValuationSpread valuation={valuation} /> : null}
          <PeerValuations recorded={data.recordedPeers} />
          <p className="text-xs text-stone-600">{t(comparablesMessages.recordedPeersExplained)}</p>

        </CardContent>
      </Card>
    </>
  );
}
