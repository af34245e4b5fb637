import { useState } from 'react';
import { COMMITTEE_MEMO_MAX, committeeMessages as m, committeeTexts as texts, type Committee } from '@baobab/contracts/deal-committee';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useSaveCommitteeMemo } from '../api/deal-committee';

/**
 * The committee memo, shown as its last editor wrote it. Editing saves over the version it started from: when
 * someone saved meanwhile the server answers 409, the newer memo shows above, and the editor keeps the
 * reader's words to merge and save again (decision 0060).
 */
export function CommitteeMemo({ committee, readOnly }: { committee: Committee; readOnly: boolean }) {
  const t = useT('deals');
  const save = useSaveCommitteeMemo(committee.dealId);
  const { memo } = committee;
  // The words being edited and the version they go over; 'shown' after a 409: whatever version has since reloaded above.
  const [draft, setDraft] = useState<{ body: string; over: number | 'shown' } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const id = `deal-${committee.dealId}-memo`;
  const close = () => {
    setDraft(null);
    setError(undefined);
  };
  const submit = (body: string, version: number) =>
    save.mutate(
      { body, version },
      {
        onSuccess: () => {
          toast({ title: m.memoSaved });
          close();
        },
        onError: (failure) => {
          if (!(failure instanceof ApiRequestError && failure.status === 409)) {
            toast({ title: m.memoFailed, description: errorMessage(failure), variant: 'destructive' });
            return;
          }
          // Their words stay in the editor; the newer memo reloads above, and the next save goes over it.
          setError(m.memoChanged);
          setDraft({ body, over: 'shown' });
        },
      },
    );
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">{t(texts.memo)}</h4>
      {memo.body ? <p dir="auto" className="whitespace-pre-wrap rounded-md border border-stone-200 bg-white px-3 py-2 text-sm text-stone-800">{memo.body}</p> : <p className="text-sm text-stone-600">{t(texts.memoEmpty)}</p>}
      {memo.updatedAt ? (
        <p className="text-xs text-stone-500">{t(texts.memoEditedBy, { version: memo.version, name: memo.updatedBy ?? t(texts.someone), date: formatDateTime(memo.updatedAt) })}</p>
      ) : null}
      {readOnly ? null : draft ? (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit(draft.body, draft.over === 'shown' ? memo.version : draft.over);
          }}
        >
          <FormField id={id} label={t(texts.editMemo)} hint={t(texts.memoHint)} error={error}>
            <Textarea id={id} className="min-h-40" maxLength={COMMITTEE_MEMO_MAX} aria-invalid={!!error} value={draft.body} onChange={(event) => setDraft({ ...draft, body: event.target.value })} />
          </FormField>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={close}>
              {t(texts.cancel)}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t(texts.saveMemo)}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={() => setDraft({ body: memo.body, over: memo.version })}>
            {t(texts.editMemo)}
          </Button>
        </div>
      )}
    </div>
  );
}
