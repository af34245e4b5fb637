import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { verificationMessages, verificationTemplates } from '@baobab/contracts/verification-texts';
import { verificationDecisionInputSchema, type VerificationDecisionInput } from '@baobab/contracts/verification';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useDecideVerification, type VerificationDecision } from '../api/decide-verification';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

const copy = {
  approve: { title: verificationTemplates.approveTitle, button: verificationMessages.approve, done: verificationMessages.approved, variant: 'default' },
  decline: { title: verificationTemplates.declineTitle, button: verificationMessages.decline, done: verificationMessages.declined, variant: 'destructive' },
  withdraw: { title: verificationTemplates.withdrawTitle, button: verificationMessages.withdraw, done: verificationMessages.withdrawn, variant: 'destructive' },
} as const;

/** An admin's decision on one application, with the reason the investor is told (and the audit log keeps). */
export function DecisionDialog({ id, name, decision, onClose }: { id: number; name: string; decision: VerificationDecision; onClose: () => void }) {
  const t = useT('verification');
  const translate = useTranslateMessage();
  const decide = useDecideVerification();
  const form = useForm<VerificationDecisionInput>({ resolver: zodResolver(verificationDecisionInputSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  const text = copy[decision];
  const reasonField = form.register('reason');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t(text.title, { name })} description={t(verificationMessages.reasonToInvestor)}>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={form.handleSubmit(({ reason }) =>
            decide.mutate(
              { id, decision, reason },
              {
                onSuccess: () => {
                  toast({ title: t(text.done), description: name });
                  onClose();
                },
                onError: (error) => {
                  toast({ title: translate(errorMessage(error)), variant: 'destructive' });
                  onClose();
                },
              },
            ),
          )}
        >
          <FormField id="verification-reason" label={t(verificationMessages.reasonLabel)} error={errors.reason?.message}>
            <Textarea id="verification-reason" rows={3} aria-invalid={!!errors.reason} {...reasonField} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" variant={text.variant} disabled={decide.isPending}>
              {t(text.button)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
