import { documentTypeLabels } from '@baobab/contracts/insights-texts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSharedAnalyses } from '../api/get-shared-analyses';

/**
 * "Shared with you": the founder's latest document analyses in brief (type, file, date,
 * scores and red-flag titles; never the document itself), as far as the founder shares them
 * with this reader (startup-access). The server answers an empty list both when there are none
 * and when none are shared, so the empty state claims neither.
 */
export function SharedAnalyses({ startupId }: { startupId: number }) {
  const t = useT('portfolio');
  const analyses = useSharedAnalyses(startupId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Shared with you')}</CardTitle>
      </CardHeader>
      <CardContent>
        {analyses.isLoading ? (
          <Spinner className="size-6" />
        ) : analyses.isError ? (
          <p className="text-sm text-stone-600">{t('The shared documents could not be loaded. Try again later.')}</p>
        ) : !analyses.data?.length ? (
          <p className="text-sm text-stone-600">{t('No document analyses are shared with you. They appear here once the founder analyses documents and shares them with you.')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-200" aria-label={t('Shared document analyses')}>
            {analyses.data.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{a.fileName ?? t(documentTypeLabels[a.documentType])}</p>
                  <p className="text-sm text-stone-600">
                    {t('{{type}} · analysed {{date}}', { type: t(documentTypeLabels[a.documentType]), date: formatDate(a.createdAt) })}
                  </p>
                </div>
                {a.deckScore !== null && <Badge variant="secondary">{t('Deck score {{score}}/100', { score: a.deckScore })}</Badge>}
                <Badge variant="secondary">{t('Confidence {{percent}}', { percent: formatPercent(a.confidence) })}</Badge>
                <Badge variant={a.redFlags.length ? 'destructive' : 'secondary'}>
                  {a.redFlags.length === 0 ? t('No red flags') : t('{{count}} red flags', { count: a.redFlags.length })}
                </Badge>

              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
