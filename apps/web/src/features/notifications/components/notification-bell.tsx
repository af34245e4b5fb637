import { Link, useLocation } from 'wouter';
import { Bell } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useLiveNotifications, useUnreadNotifications } from '../api/notifications';

const bellStyles = { active: 'bg-brand-100 text-brand-800', idle: 'text-stone-700 hover:bg-stone-100' } as const;

/** The top navigation's bell: unread count, kept live by the event stream, linking to /notifications. */
export function NotificationBell() {
  const t = useT('notifications');
  useLiveNotifications();
  const [location] = useLocation();
  const unread = useUnreadNotifications().data?.count ?? 0;
  const label = unread ? t('Notifications, {{count}} unread', { count: unread }) : t('Notifications');
  return (
    <Link href="/notifications" aria-label={label} title={label} className={cn('relative flex size-10 items-center justify-center rounded-lg', bellStyles[location === '/notifications' ? 'active' : 'idle'])}>
      <Bell className="size-5" aria-hidden="true" />
      {unread ? (
        <span aria-hidden="true" className="absolute inset-e-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-5 text-white">
          {unread > 99 ? '99+' : formatCount(unread)}
        </span>
      ) : null}
    </Link>
  );
}
