import { AssessmentRange } from '@/components/shared/assessment-range';
import { Card, CardContent } from '@/components/ui/card';
import { insightsMessages } from '@baobab/contracts/insights-texts';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useGenerateMatches } from '../api/generate-matches';
import { MatchCard } from './match-card';
import { ValuationBenchmarkCard } from './valuation-benchmark-card';

/** Smart Matching: ranks investors for the chosen startup. */
export function SmartMatchingTab({ startupId }: { startupId: number | null }) {
  const t = useT('insights');
  const matches = useGenerateMatches();
  const run = () => {
    if (startupId === null) return;
    matches.mutate(startupId, {
      onSuccess: () => toast({ title: toastMessages.matchesGenerated }),
      onError: (error) => toast({ title: toastMessages.matchesFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };
  // Results belong to the startup they were generated for; another choice hides them.
  const results = matches.variables === startupId ? matches.data : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">{t('Hard filters on stage, sector, geography and ticket size, then a weighted score with thesis similarity. Every number is explained below each match.')}</p>
        <Button onClick={run} disabled={startupId === null || matches.isPending}>
          {matches.isPending ? t(pendingLabels.generating) : t('Generate AI Matches')}
        </Button>
      </div>
      <ValuationBenchmarkCard startupId={startupId} />
      {results && results.length === 0 ? <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">{t(insightsMessages.noInvestorMatches)}</p> : null}
      {results?.[0] ? (
        <Card>
          <CardContent inset="alone" className="flex flex-col gap-2">
            <p className="font-medium">{t('Startup assessment: {{score}}/100', { score: results[0].assessment.score })}</p>
            <AssessmentRange assessment={results[0].assessment} />
          </CardContent>
        </Card>
      ) : null}
      {results?.length ? (
        <ol className="flex flex-col gap-4" aria-label={t('Investor matches')}>

          {results.map((match) => (
            <li key={match.investor.id}>
              <MatchCard match={match} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
