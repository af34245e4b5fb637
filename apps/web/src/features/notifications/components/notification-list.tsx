import { Link } from 'wouter';
import { notificationMessages } from '@baobab/contracts/notifications-texts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { formatDate } from '@/lib/format';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

const itemStyles = { unread: 'bg-brand-50', read: 'bg-white' } as const;

/** The user's notifications, newest first; opening one marks it read. */
export function NotificationList() {
  const t = useT('notifications');
  // Titles are stored in English from notification-texts.ts templates, whose French the e-mails share (email catalog).
  useT('email');
  const translate = useTranslateMessage();
  const page = useNotifications();
  const markRead = useMarkNotificationsRead();
  if (page.isLoading) return <Spinner className="mx-auto my-10 block" label={t('Loading notifications')} />;
  if (page.isError || !page.data) return <p role="alert" className="text-sm text-red-800">{translate(errorMessage(page.error))}</p>;
  const items = page.data.pages.flatMap((p) => p.items);
  const unreadCount = page.data.pages[0]?.unreadCount ?? 0;

  return (
    <section aria-labelledby="notifications-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notifications-heading" className="text-lg font-semibold">
          {unreadCount ? t('{{count}} unread', { count: unreadCount }) : t('All caught up')}
        </h2>
        {unreadCount ? (
          <Button size="sm" variant="outline" disabled={markRead.isPending} onClick={() => markRead.mutate({})}>
            {t(notificationMessages.markAllRead)}
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <EmptyState title={t(notificationMessages.empty)} />
      ) : (
        <ul aria-label={t('Notifications')} className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200">
          {items.map((n) => (
            <li key={n.id} className={itemStyles[n.readAt ? 'read' : 'unread']}>
              <Link href={n.href} onClick={() => (n.readAt ? undefined : markRead.mutate({ ids: [n.id] }))} className="flex flex-col gap-1 px-4 py-3 hover:bg-stone-50">
                <span className="flex items-start justify-between gap-3">
                  <span className={cn('text-sm', n.readAt ? 'font-medium' : 'font-semibold')}>
                    {n.readAt ? null : <span className="sr-only">{t('Unread:')} </span>}
                    {translate(n.title)}
                  </span>
                  <time dateTime={n.createdAt} className="shrink-0 text-xs text-stone-500">{formatDate(n.createdAt)}</time>
                </span>
                {n.body ? <span className="line-clamp-2 whitespace-pre-line text-sm text-stone-600">{translate(n.body)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {page.hasNextPage ? (
        <Button variant="outline" className="self-center" disabled={page.isFetchingNextPage} onClick={() => void page.fetchNextPage()}>
          {page.isFetchingNextPage ? t('Loading...') : t('Show more')}
        </Button>
      ) : null}
    </section>
  );
}
