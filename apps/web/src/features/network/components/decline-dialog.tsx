import { useState, type FormEvent } from 'react';
import { DECLINE_NOTE_MAX, INTRO_COOLDOWN_DAYS } from '@baobab/contracts/network-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';

/** Decline with an optional note that the requester sees in their notification. */
export function DeclineDialog({ name, isPending, onDecline }: { name: string; isPending: boolean; onDecline: (note: string) => void }) {
  const t = useT('network');
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDecline(note.trim());
    setOpen(false);
  };
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={isPending} aria-label={t('Decline {{name}}', { name })}>
          {t('Decline')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("Decline {{name}}'s request", { name })} description={t('They will not be able to ask again for {{count}} days', { count: INTRO_COOLDOWN_DAYS })}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormField id="decline-note" label={t('Note to them (optional)')}>
            <Textarea id="decline-note" value={note} maxLength={DECLINE_NOTE_MAX} onChange={(e) => setNote(e.target.value)} placeholder={t('For example: not raising until next year.')} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" variant="destructive">
              {t('Decline request')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
