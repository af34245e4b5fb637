import { Link, useSearch } from 'wouter';
import { MessageSquare } from 'lucide-react';
import { messagingMessages } from '@baobab/contracts/messaging-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLiveMessages, useThreads } from '@/features/messaging/api/messages';
import { ThreadList } from '@/features/messaging/components/thread-list';
import { ThreadView } from '@/features/messaging/components/thread-view';
import { ReportButton } from '@/features/moderation/components/report-button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** Which pane a phone shows: the list, or the open conversation (desktop shows both). */
const paneStyles = { shown: 'flex', hidden: 'hidden md:flex' } as const;

function Inbox({ viewerId }: { viewerId: string }) {
  const t = useT('messaging');
  const translate = useTranslateMessage();
  useLiveMessages();
  const search = new URLSearchParams(useSearch());
  const threadParam = Number(search.get('thread'));
  const activeId = Number.isInteger(threadParam) && threadParam > 0 ? threadParam : null;
  const threads = useThreads();

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col px-0 sm:px-6 sm:py-6">
      <h1 className="sr-only">{t(messagingMessages.title)}</h1>
      <div className="flex min-h-0 flex-1 overflow-hidden border-stone-200 bg-white sm:rounded-xl sm:border">
        <aside aria-label={t('Inbox')} className={cn('w-full flex-col border-stone-200 md:w-80 md:border-e', paneStyles[activeId ? 'hidden' : 'shown'])}>
          <h2 className="border-b border-stone-200 px-4 py-3 text-lg font-semibold">{t(messagingMessages.title)}</h2>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {threads.isLoading ? (
              <Spinner className="mx-auto my-10 block" label={t('Loading conversations')} />
            ) : threads.isError ? (
              <p role="alert" className="p-4 text-sm text-red-800">{translate(errorMessage(threads.error))}</p>
            ) : threads.data?.length ? (
              <ThreadList threads={threads.data} activeId={activeId} />
            ) : (
              <div className="flex flex-col items-center gap-3 p-6 text-center">
                <p className="text-sm text-stone-600">{t(messagingMessages.noThreads)}</p>
                <Button asChild variant="outline" size="sm">
                  <Link href="/network">{t('Find people')}</Link>
                </Button>
              </div>
            )}
          </div>
        </aside>
        <div className={cn('min-w-0 flex-1 flex-col', paneStyles[activeId ? 'shown' : 'hidden'])}>
          {activeId ? (
            <ThreadView
              key={activeId}
              threadId={activeId}
              viewerId={viewerId}
              otherMessageActions={(message) => <ReportButton targetType="message" targetId={message.id} label={t('Report this message')} compact className="-me-2 text-stone-500" />}
            />
          ) : (
            <div className="m-auto">
              <EmptyState icon={MessageSquare} title={t(messagingMessages.pickThread)} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** /messages: the inbox the dashboard's Messages button opens; threads update live. */
export default function MessagesScreen({ user }: ScreenProps) {
  const t = useT('messaging');
  if (!user) return <SignInPrompt title={t(messagingMessages.title)} text={t('Sign in to read and send messages.')} />;
  return <Inbox viewerId={user.id} />;
}
