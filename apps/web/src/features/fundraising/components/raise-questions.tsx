import type { Raise, RaiseQuestion } from '@baobab/contracts/fundraising';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useAnswerQuestion } from '../api/raises';
import { fieldErrors } from './field-errors';

/** One question and the founder's answer: for the asker alone, or for every invited investor (the asker never named to them). */
function QuestionItem({ startupId, raiseId, question }: { startupId: number; raiseId: number; question: RaiseQuestion }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const answer = useAnswerQuestion(startupId, raiseId);
  const { byField, general } = fieldErrors(answer.error, ['answer']);
  const id = `answer-${question.id}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    answer.mutate({ questionId: question.id, body: { answer: String(form.get('answer') ?? ''), isPublic: form.get('isPublic') === 'on' } });
  }

  return (
    <li className="flex flex-col gap-2 border-b border-stone-100 py-3 last:border-0">
      <p className="text-xs text-stone-500">{t('{{name}} asked on {{date}}', { name: question.askedBy, date: formatDate(question.askedAt) })}</p>
      <p dir="auto" className="whitespace-pre-line text-sm font-medium text-stone-900">{question.question}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
        <FormField id={id} label={question.answer ? t('Your answer') : t('Answer')} error={byField.answer}>
          <Textarea id={id} name="answer" rows={2} defaultValue={question.answer ?? ''} aria-invalid={byField.answer ? true : undefined} aria-describedby={byField.answer ? `${id}-error` : undefined} />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="isPublic" defaultChecked={question.isPublic} className="size-4 accent-brand-700" />
            {t('Show to every invited investor')}
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={answer.isPending}>{question.answer ? t('Update the answer') : t('Send the answer')}</Button>
        </div>
      </form>
    </li>
  );
}

/** Invited investors' questions about the round, newest last, each answered here. */
export function RaiseQuestions({ startupId, raise }: { startupId: number; raise: Raise }) {
  const t = useT('fundraising');
  if (raise.questions.length === 0) return null;
  return (
    <section aria-labelledby="raise-questions-title" className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4">
      <h3 id="raise-questions-title" className="text-base font-semibold">{t('Questions from invited investors')}</h3>
      <ul className="flex flex-col">
        {raise.questions.map((q) => (
          <QuestionItem key={q.id} startupId={startupId} raiseId={raise.id} question={q} />
        ))}
      </ul>
    </section>
  );
}
