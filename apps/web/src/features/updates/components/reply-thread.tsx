import { useId, useState, type FormEvent } from 'react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateThread } from '@baobab/contracts/updates';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { loadOnce } from '@/lib/load-once';
import { toast } from '@/lib/toast-store';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useReply } from '../api/change-update';

/** Checked when a reply is sent; loaded when the box is first focused. */
const replySchema = loadOnce(() => import('@baobab/contracts/updates').then((module) => module.createUpdateReplyInputSchema));

/**
 * One recipient's private thread with the founder, and a box to write in it. `recipientId` is given when
 * the founder writes (they answer in that recipient's thread); the reader's own replies sit on the right.
 */
export function ReplyThread({ updateId, thread, title, replyLabel, recipientId }: { updateId: number; thread: UpdateThread; title: string; replyLabel: string; recipientId?: string }) {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const readerIsFounder = recipientId !== undefined;
  const reply = useReply(updateId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const headingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let createUpdateReplyInputSchema;
    try {
      createUpdateReplyInputSchema = await replySchema.load();
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    const parsed = createUpdateReplyInputSchema.safeParse({ body, ...(recipientId ? { recipientId } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate(parsed.data, {
      onSuccess: () => {
        setBody('');
        toast({ title: m.replySent });
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {thread.replies.length ? (
        <ol aria-label={title} className="flex flex-col gap-2">
          {thread.replies.map((r) => (
            <li key={r.id} className={cn('max-w-[90%] rounded-xl px-3 py-2 text-sm', r.isFounder === readerIsFounder ? 'self-end bg-brand-50' : 'self-start bg-stone-100')}>
              <span className="flex flex-wrap items-baseline gap-x-2 text-xs text-stone-600">
                <span dir="auto" className="font-medium text-stone-800">{r.author.name}</span>
                <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
              </span>
              <p dir="auto" className="whitespace-pre-line break-words text-stone-900">{r.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">{t(m.noReplies)}</p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} onFocus={replySchema.preload} className="flex flex-col gap-2">
        <Label htmlFor={fieldId}>{replyLabel}</Label>
        <Textarea
          id={fieldId}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder={readerIsFounder ? t(m.founderReplyPlaceholder) : t(m.replyPlaceholder)}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
            {translate(error)}
          </p>
        ) : null}
        <Button type="submit" className="self-end" disabled={reply.isPending}>
          {t(m.replySend)}
        </Button>
      </form>
    </section>
  );
}
