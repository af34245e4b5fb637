import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages, resetPasswordInputSchema } from '@baobab/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useResetPassword } from '../api/password-reset';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const form = useForm<z.infer<typeof resetPasswordInputSchema>>({ resolver: zodResolver(resetPasswordInputSchema), defaultValues: { newPassword: '' } });
  const { errors } = form.formState;

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => reset.mutate({ token, ...values }, { onSuccess: onDone }))}>
      <FormField id="reset-password" label={authMessages.newPassword} error={errors.newPassword?.message}>
        <Input id="reset-password" type="password" autoComplete="new-password" aria-invalid={!!errors.newPassword} {...form.register('newPassword')} />
      </FormField>
      {reset.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {authMessages.resetPasswordInvalid}
        </p>
      ) : null}
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : authMessages.resetPasswordSubmit}
      </Button>
    </form>
  );
}
