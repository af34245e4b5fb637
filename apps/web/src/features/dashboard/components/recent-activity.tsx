import { Link } from 'wouter';
import { MessageSquare, Bell } from 'lucide-react';
import { pageText } from '@baobab/contracts/ui-strings';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useRecentActivity } from '../api/get-recent-activity';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** The spec's dashboard: up to 5 messages (content and date) and events, or 'No recent activity'. */
export function RecentActivity() {
  const t = useT('dashboard');
  // Events carry notification titles: their French is in the notifications catalog, loaded here.
  useT('notifications');
  const translate = useTranslateMessage();
  const activity = useRecentActivity(true);
  const items = activity.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Recent Activity')}</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isLoading ? (
          <Spinner label={t('Loading recent activity')} />
        ) : activity.isError ? (
          <p role="alert" className="text-sm text-red-800">{translate(errorMessage(activity.error))}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-stone-600">{translate(pageText.noRecentActivity)}</p>
        ) : (
          <ul aria-label={t('Recent activity')} className="flex flex-col divide-y divide-stone-100">
            {items.map((item) => {
              const Icon = item.kind === 'message' ? MessageSquare : Bell;
              // Both arrive as messages: a line around the sender's own words (a value, never translated), or a notification's title.
              const content = translate(item.content);
              return (
                <li key={item.id}>
                  <Link href={item.href} className="flex items-start gap-3 rounded-md py-2.5 hover:bg-stone-50">
                    <Icon className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
                    <span dir="auto" className="line-clamp-2 min-w-0 flex-1 break-words text-sm text-stone-800">{content}</span>
                    <time dateTime={item.createdAt} className="shrink-0 text-xs text-stone-500">{formatDate(item.createdAt)}</time>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
