import { useState, type FormEvent } from 'react';
import { Eye, Save, Send, Trash2 } from 'lucide-react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import { updateDraftInputSchema, type UpdateAudience, type UpdateDetail, type UpdateDraftInput } from '@baobab/contracts/updates';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useCreateDraft, useDeleteDraft, useSaveDraft, useSendUpdate } from '../api/change-update';
import { AudiencePicker } from './audience-picker';
import { MetricPicker } from './metric-picker';
import { SendDialog } from './send-dialog';

type Errors = Partial<Record<'title' | 'period' | 'body' | 'highlights' | 'lowlights' | 'asks' | 'metricIds' | 'audience' | 'form', string>>;

/** The month before this one, 'YYYY-MM': what a monthly update usually reports on. */
export function lastMonth(now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const emptyAudience: UpdateAudience = { confirmedInvestors: true, shareHolders: false, connections: false, userIds: [] };

function initialValues(update: UpdateDetail | undefined): UpdateDraftInput {
  if (!update?.founder) return { title: '', period: lastMonth(), body: '', highlights: '', lowlights: '', asks: '', metricIds: [], audience: emptyAudience };
  const { founder } = update;
  return { title: update.title, period: update.period, body: founder.body, highlights: founder.highlights, lowlights: founder.lowlights, asks: founder.asks, metricIds: founder.metricIds, audience: founder.audience };
}

const fields = ['title', 'period', 'body', 'highlights', 'lowlights', 'asks', 'metricIds', 'audience'] as const;

/** Issues ({ path, message }, from zod here or from the server) as the form's field errors; the first per field. */
export function errorsFrom(issues: { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const first = issue.path.split('.')[0] ?? '';
    const key = (fields as readonly string[]).includes(first) ? (first as (typeof fields)[number]) : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

export type SavedIntent = 'save' | 'preview' | 'sent' | 'deleted';

/**
 * Writes or edits a draft: Markdown body, highlights, lowlights and asks, the month it reports on, the
 * metrics to embed and the audience. Save draft keeps editing; Preview saves and shows the update as
 * recipients will read it; Send saves, confirms the resolved audience count, then sends.
 */
export function UpdateForm({ startupId, update, onDone }: { startupId: number; update?: UpdateDetail; onDone: (id: number, intent: SavedIntent) => void }) {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const [values, setValues] = useState<UpdateDraftInput>(() => initialValues(update));
  const [errors, setErrors] = useState<Errors>({});
  const [sendingId, setSendingId] = useState<number | null>(null);
  const [sendError, setSendError] = useState<string>();
  const create = useCreateDraft(startupId);
  const save = useSaveDraft(update?.id ?? 0);
  const send = useSendUpdate(sendingId ?? update?.id ?? 0);
  const remove = useDeleteDraft();
  const isBusy = create.isPending || save.isPending || send.isPending || remove.isPending;
  const set = <K extends keyof UpdateDraftInput>(key: K, value: UpdateDraftInput[K]) => setValues((previous) => ({ ...previous, [key]: value }));

  async function persist(): Promise<UpdateDetail | null> {
    const parsed = updateDraftInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsFrom(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))));
      return null;
    }
    setErrors({});
    try {
      return update ? await save.mutateAsync(values) : await create.mutateAsync(values);
    } catch (error) {
      const issues = error instanceof ApiRequestError ? error.serverIssues : [];
      setErrors(issues.length ? errorsFrom(issues) : { form: errorMessage(error) });
      return null;
    }
  }

  async function act(intent: 'save' | 'preview' | 'send') {
    if (intent === 'send') {
      const hasAudience = values.audience?.confirmedInvestors || values.audience?.shareHolders || values.audience?.connections || (values.audience?.userIds.length ?? 0) > 0;
      if (!hasAudience) {
        setErrors({ audience: m.audienceRequired });
        return;
      }
    }
    const saved = await persist();
    if (!saved) return;
    if (intent === 'send') {
      setSendError(undefined);
      setSendingId(saved.id);
      return;
    }
    if (intent === 'save') toast({ title: m.saved });
    onDone(saved.id, intent);
  }

  function confirmSend() {
    if (sendingId === null) return;
    const id = sendingId;
    send.mutateAsync().then(
      () => {
        toast({ title: m.sentToast });
        onDone(id, 'sent');
      },
      (error: unknown) => setSendError(errorMessage(error)),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void act('save');
  }

  const field = (key: keyof Errors) => ({ 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': errors[key] ? `update-${key}-error` : undefined });
  const aria = { title: field('title'), period: field('period'), body: field('body'), highlights: field('highlights'), lowlights: field('lowlights'), asks: field('asks') };

  return (
    <form noValidate onSubmit={submit} aria-label={update ? t(m.editUpdate) : t(m.newUpdate)} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id="update-title" label={t(m.titleLabel)} error={errors.title}>
          <Input id="update-title" value={values.title} maxLength={200} onChange={(e) => set('title', e.target.value)} {...aria.title} />
        </FormField>
        <FormField id="update-period" label={t(m.periodLabel)} error={errors.period}>
          <Input id="update-period" type="month" value={values.period} onChange={(e) => set('period', e.target.value)} {...aria.period} />
        </FormField>
      </div>
      <FormField id="update-body" label={t(m.bodyLabel)} hint={t(m.bodyHint)} error={errors.body}>
        <Textarea id="update-body" rows={12} value={values.body} onChange={(e) => set('body', e.target.value)} className="font-mono text-sm sm:text-sm" {...aria.body} />
      </FormField>
      <div className="grid gap-4 lg:grid-cols-3">
        <FormField id="update-highlights" label={t(m.highlightsLabel)} error={errors.highlights}>
          <Textarea id="update-highlights" rows={5} value={values.highlights} onChange={(e) => set('highlights', e.target.value)} {...aria.highlights} />
        </FormField>
        <FormField id="update-lowlights" label={t(m.lowlightsLabel)} error={errors.lowlights}>
          <Textarea id="update-lowlights" rows={5} value={values.lowlights} onChange={(e) => set('lowlights', e.target.value)} {...aria.lowlights} />
        </FormField>
        <FormField id="update-asks" label={t(m.asksLabel)} hint={t(m.asksHint)} error={errors.asks}>
          <Textarea id="update-asks" rows={5} value={values.asks} onChange={(e) => set('asks', e.target.value)} {...aria.asks} />
        </FormField>
      </div>
      <MetricPicker startupId={startupId} value={values.metricIds ?? []} onChange={(ids) => set('metricIds', ids)} error={errors.metricIds} />
      <AudiencePicker startupId={startupId} value={values.audience ?? emptyAudience} onChange={(audience) => set('audience', audience)} error={errors.audience} />
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(errors.form)}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" variant="outline" disabled={isBusy}>
          <Save aria-hidden="true" /> {t(m.saveDraft)}
        </Button>
        <Button type="button" variant="outline" disabled={isBusy} onClick={() => void act('preview')}>
          <Eye aria-hidden="true" /> {t(m.preview)}
        </Button>
        <Button type="button" disabled={isBusy} onClick={() => void act('send')}>
          <Send aria-hidden="true" /> {t(m.send)}
        </Button>
        {update ? (
          <Button
            type="button"
            variant="ghost"
            className="text-red-700 sm:ms-auto"
            disabled={isBusy}
            onClick={() =>
              remove.mutate(update.id, {
                onSuccess: () => {
                  toast({ title: m.deleted });
                  onDone(update.id, 'deleted');
                },
                onError: (error) => setErrors({ form: errorMessage(error) }),
              })
            }
          >
            <Trash2 aria-hidden="true" /> {t(m.deleteDraft)}
          </Button>
        ) : null}
      </div>
      <SendDialog
        updateId={sendingId ?? 0}
        open={sendingId !== null}
        onOpenChange={(open) => (open ? undefined : setSendingId(null))}
        onConfirm={confirmSend}
        isSending={send.isPending}
        error={sendError}
      />
    </form>
  );
}
