import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { requestRecommendationInputSchema, type RequestRecommendationInput } from '@baobab/contracts/profiles';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useRequestRecommendation } from '../api/recommendations';

export type ConnectionChoice = { id: string; name: string };

/** Asks one of the user's connections to write a recommendation. */
export function RequestRecommendationDialog({ connections }: { connections: ConnectionChoice[] }) {
  const t = useT('profiles');
  const [open, setOpen] = useState(false);
  const request = useRequestRecommendation();
  const form = useForm<RequestRecommendationInput>({ resolver: zodResolver(requestRecommendationInputSchema), defaultValues: { authorId: '', relationship: '', message: '' } });
  const { errors } = form.formState;
  const registered = {
    authorId: form.register('authorId'),
    relationship: form.register('relationship'),
    message: form.register('message'),
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="self-start">
          <MessageSquarePlus /> {t('Request Recommendation')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('Request Recommendation')} description={t('Ask a connection to write a few words about working with you. It shows on your profile once they write it.')}>
        {connections.length === 0 ? (
          <p className="text-sm text-stone-700">{t('You can ask your connections for a recommendation. Connect with people on the Network page first.')}</p>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={form.handleSubmit((values) =>
              request.mutate(values, {
                onSuccess: () => {
                  toast({ title: t('Recommendation requested') });
                  form.reset();
                  setOpen(false);
                },
                onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
              }),
            )}
          >
            <FormField id="rec-author" label={t('Connection')} error={errors.authorId ? t('Choose a connection') : undefined}>
              <NativeSelect id="rec-author" {...registered.authorId}>
                <option value="" disabled>
                  {t('Choose a connection')}
                </option>
                {connections.map((c) => (
                  <option dir="auto" key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="rec-relationship" label={t('How you know each other')} error={errors.relationship?.message}>
              <Input id="rec-relationship" placeholder={t('We worked together at…')} {...registered.relationship} />
            </FormField>
            <FormField id="rec-message" label={t('Message (optional)')} error={errors.message?.message}>
              <Textarea id="rec-message" rows={3} {...registered.message} />
            </FormField>
            <Button type="submit" disabled={request.isPending} className="self-end">
              {request.isPending ? t('Sending...') : t('Send request')}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
