import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import type { Message } from '@baobab/contracts/messaging';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { intlLocales, type Locale } from '@baobab/i18n/locales';
import { getLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { Button } from '@/components/ui/button';
import { useLoadOlderMessages, useMarkThreadRead, useThread } from '../api/messages';
import { LinkifiedText } from './linkified-text';
import { MessageComposer } from './message-composer';

const bubbleStyles = {
  mine: 'self-end bg-brand-700 text-white',
  theirs: 'self-start bg-stone-100 text-stone-900',
} as const;

/** A message's day and time in the current language, one formatter per language, made when first needed. */
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
function formatTime(value: string): string {
  const locale = getLocale();
  let format = timeFormats.get(locale);
  if (!format) timeFormats.set(locale, (format = new Intl.DateTimeFormat(intlLocales[locale], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })));
  return format.format(new Date(value));
}

/**
 * One conversation: its messages oldest to newest, kept scrolled to the latest, and the composer.
 * `otherMessageActions` renders what the screen offers on the other person's messages (Report).
 */
export function ThreadView({ threadId, viewerId, otherMessageActions }: { threadId: number; viewerId: string; otherMessageActions?: (message: Message) => ReactNode }) {
  const t = useT('messaging');
  const translate = useTranslateMessage();
  const thread = useThread(threadId);
  const markRead = useMarkThreadRead();
  const loadOlder = useLoadOlderMessages(threadId);
  const bottom = useRef<HTMLLIElement>(null);
  const messages: Message[] = thread.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;
  const unreadFromOther = messages.some((m) => m.senderId !== viewerId && m.readAt === null);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);
  // Opening a thread, or a new message arriving while it is open, reads it.
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unreadFromOther) read(threadId);
  }, [threadId, lastId, unreadFromOther, read]);

  if (thread.isLoading) return <Spinner className="m-auto" label={t('Loading conversation')} />;
  if (thread.isError || !thread.data) return <p role="alert" className="m-auto p-6 text-sm text-red-800">{translate(errorMessage(thread.error))}</p>;
  const person = thread.data.thread.otherUser;
  const name = `${person.firstName} ${person.lastName}`;

  return (
    <section aria-label={t('Conversation with {{name}}', { name })} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
        <Link href="/messages" className="rounded-md p-1 text-stone-600 hover:bg-stone-100 md:hidden" aria-label={t('Back to conversations')}>
          <ArrowLeft className="size-5 rtl:-scale-x-100" />
        </Link>
        <Avatar firstName={person.firstName} lastName={person.lastName} src={person.profileImageUrl} size="sm" />
        <div className="min-w-0">
          <h2 dir="auto" className="truncate font-semibold">{name}</h2>
          {person.headline ? <p dir="auto" className="truncate text-sm text-stone-600">{person.headline}</p> : null}
        </div>
      </header>
      <ol aria-label={t('Messages')} aria-live="polite" className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-4 py-4">
        {thread.data.hasOlder ? (
          <li className="self-center">
            <Button size="sm" variant="ghost" disabled={loadOlder.isPending} onClick={() => loadOlder.mutate(messages[0]!.id)}>
              {loadOlder.isPending ? t('Loading...') : t('Show older messages')}
            </Button>
          </li>
        ) : null}
        {messages.length === 0 ? <li className="m-auto text-sm text-stone-500">{t('No messages yet. Say hello to {{name}}.', { name: person.firstName })}</li> : null}
        {messages.map((m) => {
          const isMine = m.senderId === viewerId;
          return (
            <li key={m.id} className={cn('flex max-w-[85%] flex-col gap-1 rounded-2xl px-3 py-2 sm:max-w-[70%]', bubbleStyles[isMine ? 'mine' : 'theirs'])}>
              <span className="sr-only">{isMine ? t('You:') : t('{{name}}:', { name: person.firstName })}</span>
              {m.isRemoved ? (
                <p className="text-sm italic opacity-80">{t('This message was removed by a moderator')}</p>
              ) : (
                <p dir="auto" className="whitespace-pre-wrap break-words text-sm">
                  <LinkifiedText text={m.content} />
                </p>
              )}
              <div className="flex items-center justify-between gap-2">
                <time dateTime={m.createdAt} className={cn('text-xs', isMine ? 'text-brand-100' : 'text-stone-500')}>
                  {formatTime(m.createdAt)}
                </time>
                {!isMine && !m.isRemoved && otherMessageActions ? otherMessageActions(m) : null}
              </div>
            </li>
          );
        })}
        <li ref={bottom} aria-hidden="true" />
      </ol>
      <MessageComposer threadId={threadId} recipientName={person.firstName} />
    </section>
  );
}
