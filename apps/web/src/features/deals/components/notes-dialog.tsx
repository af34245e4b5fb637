import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { dealMessages, fundPipelineTexts } from '@baobab/contracts/deals-texts';
import { createDealNoteInputSchema, type CreateDealNoteInput, type Deal } from '@baobab/contracts/deals';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FactLine } from '@/components/ui/fact-line';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAddDealNote } from '../api/change-deal';
import { useDealNotes } from '../api/get-deals';

/** The deal's notes log: newest first, with a box to add one. A fund deal's notes are the fund's, not the person's. */
export function NotesDialog({ deal, onClose }: { deal: Deal; onClose: () => void }) {
  const t = useT('deals');
  const fund = deal.organisationId !== null;
  const notes = useDealNotes(deal.id);
  const addNote = useAddDealNote(deal.id);
  const form = useForm<CreateDealNoteInput>({ resolver: zodResolver(createDealNoteInputSchema), defaultValues: { body: '' } });
  const { errors } = form.formState;
  const body = form.register('body');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('Notes: {{name}}', { name: deal.startup.name })} description={fund ? t(fundPipelineTexts.notesShared) : t("Private to you; they also appear in this startup's PDF deal summary.")}>
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={form.handleSubmit((values) =>
            addNote.mutate(values.body, {
              onSuccess: () => {
                toast({ title: dealMessages.noteAdded });
                form.reset({ body: '' });
              },
              onError: (error) => toast({ title: dealMessages.noteAddFailed, description: errorMessage(error), variant: 'destructive' }),
            }),
          )}
        >
          <FormField id="deal-note" label={t('New note')} error={errors.body?.message} hint={fund ? t(fundPipelineTexts.mentionHint) : undefined}>
            <Textarea id="deal-note" rows={3} aria-invalid={!!errors.body} {...body} />
          </FormField>
          <Button type="submit" className="self-end" disabled={addNote.isPending}>
            {addNote.isPending ? t('Adding...') : t('Add note')}
          </Button>
        </form>
        {notes.isLoading ? (
          <Spinner />
        ) : notes.data?.length ? (
          <ol className="flex flex-col gap-3" aria-label={t('Notes')}>
            {notes.data.map((note) => (
              <li key={note.id} className="rounded-lg border border-stone-200 p-3">
                <p className="text-xs text-stone-500"><FactLine facts={[fund ? note.author : null, formatDate(note.createdAt)]} /></p>
                <p dir="auto" className="whitespace-pre-wrap text-sm text-stone-800">{note.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-stone-600">{t('No notes yet.')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
