import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { dataRoomMessages } from '@baobab/contracts/data-rooms-texts';
import { createDataRoomInputSchema } from '@baobab/contracts/data-rooms';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useOwnStartups } from '@/lib/my-startups';
import { useT } from '@/lib/i18n/use-t';
import { useCreateDataRoom } from '../api/data-rooms';

/** A founder opens a room for one of their startups, optionally behind an NDA. */
export function CreateRoomDialog({ onCreated, defaultStartupId }: { onCreated: (id: number) => void; defaultStartupId?: number }) {
  const t = useT('data-rooms');
  const [open, setOpen] = useState(false);
  const startups = useOwnStartups(open);
  const create = useCreateDataRoom();
  const [startupId, setStartupId] = useState(defaultStartupId ? String(defaultStartupId) : '');
  const [name, setName] = useState('');
  const [ndaText, setNdaText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createDataRoomInputSchema.safeParse({ startupId: Number(startupId) || 0, name, ndaText: ndaText.trim() || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (room) => {
        toast({ title: dataRoomMessages.roomCreated });
        setOpen(false);
        onCreated(room.id);
      },
      onError: (error) => toast({ title: t('Could not create the data room'), description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> {t('New data room')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('New data room')} description={t('A private space for the documents investors ask for during diligence.')}>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <FormField id="room-startup" label={t('Startup')} error={errors.startupId}>
            <NativeSelect id="room-startup" value={startupId} onChange={(e) => setStartupId(e.target.value)} aria-invalid={!!errors.startupId}>
              <option value="">{t('Choose a startup')}</option>
              {(startups.data ?? []).map((s) => (
                <option dir="auto" key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="room-name" label={t('Room name')} error={errors.name}>
            <Input id="room-name" value={name} onChange={(e) => setName(e.target.value)} placeholder={t('Seed round diligence')} aria-invalid={!!errors.name} />
          </FormField>
          <FormField id="room-nda" label={t('NDA text (optional)')} hint={t('Investors must accept it before they see any document.')} error={errors.ndaText}>
            <Textarea id="room-nda" rows={4} value={ndaText} onChange={(e) => setNdaText(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            {t('Create room')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
