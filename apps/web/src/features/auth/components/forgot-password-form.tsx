import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages } from '@baobab/contracts/auth-texts';
import { forgotPasswordInputSchema } from '@baobab/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/password-reset';
import { authErrorMessage } from './auth-error';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

export function ForgotPasswordForm() {
  const t = useT('auth');
  const translate = useTranslateMessage();
  const request = useRequestPasswordReset();
  const form = useForm<z.infer<typeof forgotPasswordInputSchema>>({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  // Registered here: string literals inside JSX read as text to the translation lint.
  const emailField = form.register('email');

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {t(authMessages.forgotPasswordSent)}
      </p>
    );
  }
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => request.mutate(values))}>
      <FormField id="forgot-email" label={t('Email')} error={errors.email?.message}>
        <Input id="forgot-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...emailField} />
      </FormField>
      {request.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {translate(authErrorMessage(request.error))}
        </p>
      ) : null}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('Sending...') : t(authMessages.forgotPasswordSubmit)}
      </Button>
    </form>
  );
}
