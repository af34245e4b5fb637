import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH, messagingMessages } from '@baobab/contracts/messaging-texts';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useSendMessage } from '../api/messages';

/** Writes into a thread: Enter sends, Shift+Enter adds a line; the same limits as the server. */
export function MessageComposer({ threadId, recipientName }: { threadId: number; recipientName: string }) {
  const t = useT('messaging');
  const translate = useTranslateMessage();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendMessage(threadId);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = content.trim();
    if (!text) return setError(messagingMessages.empty);
    if (text.length > MESSAGE_MAX_LENGTH) return setError(t('Messages are limited to {{max}} characters', { max: formatCount(MESSAGE_MAX_LENGTH) }));
    setError(undefined);
    send.mutate(text, { onSuccess: () => setContent(''), onError: (failure) => setError(errorMessage(failure)) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t border-stone-200 p-3" noValidate>
      <Label htmlFor="message-input" className="sr-only">
        {t('Message {{name}}', { name: recipientName })}
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          id="message-input"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          className="min-h-12 resize-none"
          placeholder={t('Message {{name}}', { name: recipientName })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'message-error' : undefined}
        />
        <Button type="submit" disabled={send.isPending} aria-label={t('Send message')}>
          <Send /> <span className="hidden sm:inline">{t('Send')}</span>
        </Button>
      </div>
      {error ? (
        <p id="message-error" role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </form>
  );
}
