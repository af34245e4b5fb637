import type { RoundRoom } from '@baobab/contracts/round-room';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useAskQuestion } from '../api/round-rooms';
import { fieldErrors } from './field-errors';

/**
 * Questions and answers: the investor's own questions, and the answered ones the founder made public (their asker
 * not named). Questions and answers are people's words, shown as written in every language.
 */
export function RoomQuestions({ room }: { room: RoundRoom }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const ask = useAskQuestion(room.id);
  const { byField, general } = fieldErrors(ask.error, ['question']);
  const isOver = room.status === 'closed' || room.status === 'cancelled';

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    ask.mutate({ question: String(new FormData(form).get('question') ?? '') }, { onSuccess: () => form.reset() });
  }

  return (
    <section aria-labelledby="questions-title" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="questions-title" className="text-lg font-semibold">{t('Questions and answers')}</h2>
      {room.questions.length === 0 ? <p className="text-sm text-stone-600">{t('No questions yet. The founder answers you, and may share an answer with every invited investor.')}</p> : null}
      <ul className="flex flex-col gap-3">
        {room.questions.map((q) => (
          <li key={q.id} className="rounded-lg bg-stone-50 p-3 text-sm">
            <p className="text-xs text-stone-500">{q.isMine ? t('You asked on {{date}}', { date: formatDate(q.askedAt) }) : t('Asked by another investor')}</p>
            <p dir="auto" className="whitespace-pre-line font-medium text-stone-900">{q.question}</p>
            {q.answer ? (
              <div className="mt-2 border-s-2 border-brand-300 ps-3">
                <p className="text-xs text-stone-500">{q.isPublic ? t('Answered for every invited investor') : t('Answered for you')}</p>
                <p dir="auto" className="whitespace-pre-line text-stone-800">{q.answer}</p>
              </div>
            ) : (
              <p className="mt-1 text-xs text-stone-600">{t('Waiting for an answer')}</p>
            )}
          </li>
        ))}
      </ul>
      {isOver ? null : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
          <FormField id="question" label={t('Ask the founder')} error={byField.question}>
            <Textarea id="question" name="question" rows={3} aria-invalid={byField.question ? true : undefined} aria-describedby={byField.question ? 'question-error' : undefined} />
          </FormField>
          <Button type="submit" variant="outline" disabled={ask.isPending} className="self-start">{t('Send the question')}</Button>
        </form>
      )}
    </section>
  );
}
