import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import { matchTypeLabels, profileMessages } from '@baobab/contracts/profiles-texts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useGenerateMatches, useMatches } from '../api/matches';

/** AI matches with their percent score and the reasons behind it, and the button that regenerates them. */
export function MatchesList() {
  const t = useT('profiles');
  // Investor matches give the matching engine's reasons, whose French is in the insights catalog.
  useT('insights');
  const translate = useTranslateMessage();
  const matches = useMatches(true);
  const generate = useGenerateMatches();
  const hasMatches = (matches.data?.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-4">
      <Button
        className="self-start"
        disabled={generate.isPending}
        onClick={() =>
          generate.mutate(undefined, {
            onSuccess: () => toast({ title: toastMessages.recommendationsGenerated }),
            onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
          })
        }
      >
        <Sparkles /> {generate.isPending ? t(pendingLabels.generating) : hasMatches ? t('Refresh Matches') : t('Generate AI Recommendations')}
      </Button>
      {matches.isLoading ? (
        <Spinner className="mx-auto my-10 block" label={t('Loading matches')} />
      ) : !hasMatches ? (
        <EmptyState title={t(profileMessages.noMatchesGenerated)} />
      ) : (
        <ul aria-label={t('AI suggestions')} className="flex flex-col gap-3">
          {matches.data!.map((m) => (
            <li key={m.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex items-center gap-2">
                  <Badge variant={m.status === 'active' ? 'default' : 'secondary'}>{t(matchTypeLabels[m.matchType])}</Badge>
                  <Link href={m.targetHref} className="font-semibold hover:underline">
                    {m.targetName}
                  </Link>
                </div>
                <span className="text-lg font-bold text-brand-800">{t('{{score}}% match', { score: m.score })}</span>
              </div>
              <p className="mt-2 text-sm text-stone-700">{translate(m.aiAnalysis.summary)}</p>
              {m.reasons.length ? (
                <ul className="mt-2 list-disc ps-5 text-sm text-stone-600">
                  {m.reasons.map((reason) => (
                    <li key={reason}>{translate(reason)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

