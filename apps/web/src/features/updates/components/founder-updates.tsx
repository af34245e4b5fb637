import { Link } from 'wouter';
import { FilePen } from 'lucide-react';
import { updateMessages as m, updateStatusLabels } from '@baobab/contracts/updates-texts';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useStartupUpdates } from '../api/get-updates';
import { useFigureFormat } from './figure-format';

/** The founder's drafts and sent updates of one startup: a draft opens the editor, a sent one its reading view with opens. */
export function FounderUpdates({ startupId }: { startupId: number }) {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const { period: formatPeriod } = useFigureFormat();
  const updates = useStartupUpdates(startupId);
  if (updates.isLoading) return <Spinner className="mx-auto my-6 block" label={t('Loading your updates')} />;
  if (updates.isError || !updates.data) return <p role="alert" className="text-sm text-red-800">{translate(errorMessage(updates.error))}</p>;
  if (updates.data.length === 0) return <EmptyState icon={FilePen} title={t(m.yourUpdatesEmpty)} />;
  return (
    <ul aria-label={t(m.yourUpdatesTitle)} className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
      {updates.data.map((update) => {
        const isDraft = update.status === 'draft';
        return (
          <li key={update.id}>
            <Link href={isDraft ? `/updates/${update.id}/edit` : `/updates/${update.id}`} className="flex flex-col gap-1 px-4 py-3 hover:bg-stone-50 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span dir="auto" className="break-words font-medium text-stone-900">{update.title}</span>
                  <Badge variant={isDraft ? 'accent' : 'default'}>{t(updateStatusLabels[update.status])}</Badge>
                  {update.isPublic ? <Badge variant="outline">{t(m.publicBadge)}</Badge> : null}
                </span>
                <span className="text-xs text-stone-500">
                  <FactLine
                    facts={[formatPeriod(update.period), isDraft ? t('Saved {{date}}', { date: formatDate(update.updatedAt) }) : t('Sent {{date}}', { date: formatDate(update.sentAt!) })]}
                  />
                </span>
              </span>
              {isDraft ? null : (
                <span className="shrink-0 text-sm text-stone-600">
                  <FactLine
                    facts={[
                      t('Opened by {{opened}} of {{total}}', { opened: update.openCount, total: update.recipientCount }),
                      update.replyCount ? t('{{count}} replies', { count: update.replyCount }) : null,
                    ]}
                  />
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
