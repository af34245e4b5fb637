import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { writeRecommendationInputSchema, type RecommendationRequest, type WriteRecommendationInput } from '@baobab/contracts/profiles';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAnswerRecommendation } from '../api/recommendations';

/** The person asked writes the recommendation; writing it accepts the request. */
export function WriteRecommendationDialog({ request, onDone }: { request: RecommendationRequest | null; onDone: () => void }) {
  const t = useT('profiles');
  const answer = useAnswerRecommendation();
  const form = useForm<WriteRecommendationInput>({ resolver: zodResolver(writeRecommendationInputSchema), defaultValues: { title: '', content: '' } });
  const { errors } = form.formState;
  const name = request ? `${request.otherUser.firstName} ${request.otherUser.lastName}` : '';
  const registered = {
    title: form.register('title'),
    content: form.register('content'),
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onDone())}>
      {request ? (
        <DialogContent title={t('Recommend {{name}}', { name })} description={t('Relationship: {{relationship}}', { relationship: request.relationship })}>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={form.handleSubmit((input) =>
              answer.mutate(
                { id: request.id, input },
                {
                  onSuccess: () => {
                    toast({ title: t('Recommendation published'), description: name });
                    form.reset();
                    onDone();
                  },
                  onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
                },
              ),
            )}
          >
            <FormField id="rec-title" label={t('Your title (optional)')} error={errors.title?.message}>
              <Input id="rec-title" placeholder={t('CTO, Kora')} {...registered.title} />
            </FormField>
            <FormField id="rec-content" label={t('Recommendation')} error={errors.content?.message}>
              <Textarea id="rec-content" rows={6} aria-invalid={!!errors.content} {...registered.content} />
            </FormField>
            <Button type="submit" disabled={answer.isPending} className="self-end">
              {answer.isPending ? t('Publishing...') : t('Publish recommendation')}
            </Button>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
