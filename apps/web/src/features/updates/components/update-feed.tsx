import { Link } from 'wouter';
import { Inbox, MessageCircleQuestion } from 'lucide-react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StartupLogo } from '@/components/ui/startup-logo';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useUpdateFeed } from '../api/get-updates';
import { useFigureFormat } from './figure-format';

/** Updates sent to the signed-in user, newest first; an unread one is marked New. */
export function UpdateFeed() {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const { period: formatPeriod } = useFigureFormat();
  const feed = useUpdateFeed();
  if (feed.isLoading) return <Spinner className="mx-auto my-10 block" label={t('Loading updates')} />;
  if (feed.isError || !feed.data) return <p role="alert" className="text-sm text-red-800">{translate(errorMessage(feed.error))}</p>;
  const items = feed.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState icon={Inbox} title={t(m.feedEmpty)} />;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t(m.feedTitle)} className="flex flex-col gap-3">
        {items.map((update) => (
          <li key={update.id}>
            <Link href={`/updates/${update.id}`} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-stone-50 sm:gap-4">
              <StartupLogo name={update.startup.name} logoUrl={update.startup.logoUrl} size="md" />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
                  <span dir="auto" className="font-medium text-stone-800">{update.startup.name}</span>
                  {/* eslint-disable-next-line words/fact-line -- flex items, each its own box: the row lays them out in the page's direction, and the dot is hidden from screen readers */}
                  <span aria-hidden="true">·</span>
                  <span>{formatPeriod(update.period)}</span>
                  {update.openedAt ? null : <Badge>{t(m.unread)}</Badge>}
                </span>
                <span dir="auto" className="break-words text-base font-semibold text-stone-900">{update.title}</span>
                {update.excerpt ? <span className="line-clamp-2 text-sm text-stone-600">{update.excerpt}</span> : null}
                <span className="flex flex-wrap items-center gap-3 text-xs text-stone-500">
                  <time dateTime={update.sentAt}>{formatDate(update.sentAt)}</time>
                  {update.hasAsks ? (
                    <span className="inline-flex items-center gap-1 text-ochre-700">
                      <MessageCircleQuestion className="size-3.5" aria-hidden="true" /> {t(m.asksLabel)}
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {feed.hasNextPage ? (
        <Button variant="outline" className="self-center" disabled={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          {t('Show more')}
        </Button>
      ) : null}
    </div>
  );
}
