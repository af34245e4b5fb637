import { Link } from 'wouter';
import type { Thread } from '@baobab/contracts/messaging';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { formatCount, formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

const rowStyles = {
  active: 'bg-brand-50',
  idle: 'hover:bg-stone-50',
} as const;

/**
 * The inbox: one row per accepted connection, latest activity first, with unread counts. A row's
 * accessible name is its visible text (name, date, latest message, "N unread"): a shorter
 * aria-label would leave out text people see (axe's label-content-name-mismatch).
 */
export function ThreadList({ threads, activeId }: { threads: Thread[]; activeId: number | null }) {
  const t = useT('messaging');
  return (
    <ul aria-label={t('Conversations')} className="divide-y divide-stone-200">
      {threads.map((thread) => {
        const person = thread.otherUser;
        const name = person.firstName + ' ' + person.lastName;
        return (
          <li key={thread.id}>
            <Link
              href={'/messages?thread=' + thread.id}
              aria-current={thread.id === activeId ? 'page' : undefined}
              className={cn('flex items-center gap-3 px-4 py-3', rowStyles[thread.id === activeId ? 'active' : 'idle'])}
            >
              <Avatar firstName={person.firstName} lastName={person.lastName} src={person.profileImageUrl} size="sm" />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <p dir="auto" className={cn('truncate', thread.unreadCount ? 'font-semibold' : 'font-medium')}>{name}</p>
                  {thread.lastMessage ? <time className="shrink-0 text-xs text-stone-500" dateTime={thread.lastMessage.createdAt}>{formatDate(thread.lastMessage.createdAt)}</time> : null}
                </div>
                <p dir="auto" className="truncate text-sm text-stone-600">{thread.lastMessage ? thread.lastMessage.content : t('Connected. Say hello.')}</p>
              </div>
              {thread.unreadCount ? (
                <span className="flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
                  <span aria-hidden="true">{formatCount(thread.unreadCount)}</span>
                  <span className="sr-only">{t('{{count}} unread', { count: thread.unreadCount })}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
