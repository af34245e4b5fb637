import { useId, useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { REPORT_DETAILS_MAX, moderationMessages, reportTitles, reportReasonLabels, reportReasons, type ReportReason, type ReportTargetType } from '@baobab/contracts/moderation-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { loadOnce } from '@/lib/load-once';
import { toast } from '@/lib/toast-store';
import { useReport } from '../api/moderation';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** The report's schema, and zod with it, load when a dialog opens, not with every screen that shows the button. */
const reportSchema = loadOnce(() => import('@baobab/contracts/moderation').then((module) => module.createReportInputSchema));

/**
 * "Report" and its dialog: a reason from the fixed list and optional details (required for "Something
 * else"). Screens place it beside what can be reported; `label` names the thing for screen readers
 * where several sit on one page (each message of a thread).
 */
export function ReportButton({ targetType, targetId, label, className, compact = false }: { targetType: ReportTargetType; targetId: string | number; label?: string; className?: string; compact?: boolean }) {
  const t = useT('moderation');
  const translate = useTranslateMessage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const report = useReport();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { targetType, targetId: String(targetId), reason, details };
    let createReportInputSchema;
    try {
      createReportInputSchema = await reportSchema.load();
    } catch (error) {
      setErrors({ form: errorMessage(error) });
      return;
    }
    const checked = createReportInputSchema.safeParse(input);
    if (!checked.success) {
      const byPath = (name: string) => checked.error.issues.find((i) => i.path[0] === name)?.message;
      setErrors({ reason: byPath('reason') ? t(moderationMessages.reasonRequired) : undefined, details: byPath('details') });
      return;
    }
    report.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: t(moderationMessages.reported) });
        setOpen(false);
      },
      onError: (error) => setErrors({ form: errorMessage(error) }),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          reportSchema.preload(); // ready by the time the form is sent
          setReason('');
          setDetails('');
          setErrors({});
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className={cn(compact && 'h-7 px-2 text-xs', className)} aria-label={label}>
          <Flag aria-hidden="true" />
          {t(moderationMessages.reportAction)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(reportTitles[targetType])} description={t(moderationMessages.reportIntro)}>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
            <legend className="mb-1 text-sm font-medium text-stone-900">{t(moderationMessages.reasonLabel)}</legend>
            {reportReasons.map((value) => (
              <label key={value} className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => {
                    setReason(value);
                    setErrors((e) => ({ ...e, reason: undefined }));
                  }} className="accent-brand-700" />
                {translate(reportReasonLabels[value])}
              </label>
            ))}
            {errors.reason ? (
              <p id={`${id}-reason-error`} role="alert" className="text-sm text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <FormField id={`${id}-details`} label={reason === 'other' ? t(moderationMessages.detailsLabel) : t(moderationMessages.detailsOptional)} error={errors.details}>
            <Textarea
              id={`${id}-details`}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
              {...(errors.details ? { 'aria-invalid': true, 'aria-describedby': `${id}-details-error` } : {})}
            />
          </FormField>
          {errors.form ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t(moderationMessages.cancel)}
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {t(moderationMessages.submit)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
