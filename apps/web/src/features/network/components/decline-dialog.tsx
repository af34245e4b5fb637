import { useState, type FormEvent } from 'react';
import { DECLINE_NOTE_MAX, INTRO_COOLDOWN_DAYS } from '@baobab/contracts/network';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/** Decline with an optional note that the requester sees in their notification. */
export function DeclineDialog({ name, isPending, onDecline }: { name: string; isPending: boolean; onDecline: (note: string) => void }) {
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
        <Button size="sm" variant="outline" disabled={isPending} aria-label={`Decline ${name}`}>
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent title={`Decline ${name}'s request`} description={`They will not be able to ask again for ${INTRO_COOLDOWN_DAYS} days.`}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormField id="decline-note" label="Note to them (optional)">
            <Textarea id="decline-note" value={note} maxLength={DECLINE_NOTE_MAX} onChange={(e) => setNote(e.target.value)} placeholder="For example: not raising until next year." />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" variant="destructive">
              Decline request
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
