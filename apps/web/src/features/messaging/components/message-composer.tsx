import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH, messagingMessages } from '@baobab/contracts/messaging';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useSendMessage } from '../api/messages';

/** Writes into a thread: Enter sends, Shift+Enter adds a line; the same limits as the server. */
export function MessageComposer({ threadId, recipientName }: { threadId: number; recipientName: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendMessage(threadId);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = content.trim();
    if (!text) return setError(messagingMessages.empty);
    if (text.length > MESSAGE_MAX_LENGTH) return setError(messagingMessages.tooLong);
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
        {`Message ${recipientName}`}
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          id="message-input"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          className="min-h-12 resize-none"
          placeholder={`Message ${recipientName}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'message-error' : undefined}
        />
        <Button type="submit" disabled={send.isPending} aria-label="Send message">
          <Send /> <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      {error ? (
        <p id="message-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
