import { useId, useState, type FormEvent } from 'react';
import { adminReasonSchema } from '@baobab/contracts/admin';
import { moderationMessages } from '@baobab/contracts/moderation-texts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

export type ActionChoice = { value: string; label: string };

/**
 * One admin decision: pick an action, give the reason (kept in the audit log; a warning's reason is
 * what the account is told), optionally resolve the other open reports of the same content, apply.
 */
export function ActionForm({
  choices,
  relatedReports = 0,
  onApply,
  isPending,
}: {
  choices: ActionChoice[];
  relatedReports?: number;
  onApply: (choice: string, reason: string, resolveRelated: boolean) => Promise<unknown>;
  isPending: boolean;
}) {
  const t = useT('moderation');
  const translate = useTranslateMessage();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [resolveRelated, setResolveRelated] = useState(false);
  const [errors, setErrors] = useState<{ choice?: string; reason?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = adminReasonSchema.safeParse(reason);
    const next = { choice: choice ? undefined : t(moderationMessages.chooseAction), reason: checked.success ? undefined : checked.error.issues[0]?.message };
    setErrors(next);
    if (next.choice || next.reason) return;
    try {
      await onApply(choice, checked.data!, resolveRelated);
      toast({ title: choice === 'dismiss' ? t(moderationMessages.dismissed) : t(moderationMessages.actionDone) });
      setChoice('');
      setReason('');
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
        <FormField id={`${id}-action`} label={t(moderationMessages.actionLabel)} error={errors.choice}>
          <NativeSelect id={`${id}-action`} value={choice} onChange={(event) => setChoice(event.target.value)} aria-invalid={errors.choice ? true : undefined}>
            <option value="">{t(moderationMessages.chooseAction)}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {translate(c.label)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-reason`} label={choice === 'warn' ? t(moderationMessages.warnReasonLabel) : t(moderationMessages.actionReasonLabel)} error={errors.reason}>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="min-h-16"
            {...(errors.reason ? { 'aria-invalid': true, 'aria-describedby': `${id}-reason-error` } : {})}
          />
        </FormField>
      </div>
      {relatedReports > 0 ? (
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input type="checkbox" checked={resolveRelated} onChange={(event) => setResolveRelated(event.target.checked)} className="accent-brand-700" />
          {t(moderationMessages.alsoResolveOthers)} ({relatedReports})
        </label>
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isPending}>
          {t(moderationMessages.apply)}
        </Button>
      </div>
    </form>
  );
}
