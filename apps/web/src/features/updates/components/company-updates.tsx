import { Link } from 'wouter';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useReceivedUpdates } from '../api/get-updates';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { FiguresPanel } from './figures-panel';
import { useFigureFormat } from './figure-format';
import { UserText } from '@/components/ui/user-text';

/**
 * The portfolio company page's section: that company's updates sent to the signed-in user, newest
 * first; the latest shows its figures and charts, each links to its reading view.
 */
export function CompanyUpdates({ startupId }: { startupId: number }) {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const { period: formatPeriod } = useFigureFormat();
  const updates = useReceivedUpdates(startupId);
  const [latest, ...earlier] = updates.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(m.companyUpdatesTitle)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {updates.isLoading ? <Spinner label={t('Loading updates')} /> : null}
        {updates.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {translate(errorMessage(updates.error))}
          </p>
        ) : null}
        {updates.isSuccess && !latest ? <p className="text-sm text-stone-600">{t(m.companyUpdatesEmpty)}</p> : null}
        {latest ? (
          <article aria-labelledby={`company-update-${latest.id}`} className="flex flex-col gap-3">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
              <h4 id={`company-update-${latest.id}`} className="break-words font-semibold">
                <Link href={`/updates/${latest.id}`} className="text-brand-800 hover:underline">
                  <UserText>{latest.title}</UserText>
                </Link>{' '}
                {latest.openedAt ? null : <Badge>{t(m.unread)}</Badge>}
              </h4>
              <span className="text-sm text-stone-600">
                <FactLine facts={[formatPeriod(latest.period), formatDate(latest.sentAt)]} />
              </span>
            </div>
            {latest.excerpt ? <p className="text-sm text-stone-700">{latest.excerpt}</p> : null}
            <FiguresPanel figures={latest.figures} title={`${t(m.figuresTitle)}, ${formatPeriod(latest.period)}`} heading="h5" />
          </article>
        ) : null}
        {earlier.length ? (
          <ul aria-label={t('Earlier updates')} className="divide-y divide-stone-200 border-t border-stone-200">
            {earlier.map((update) => (
              <li key={update.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between">
                <Link href={`/updates/${update.id}`} className="break-words font-medium text-brand-800 hover:underline">
                  <UserText>{update.title}</UserText>
                </Link>
                <span className="text-xs text-stone-500">
                  <FactLine facts={[formatPeriod(update.period), t('{{count}} figures', { count: update.figures.length })]} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
