import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { authMessages } from '@baobab/contracts/auth-texts';
import { resetPasswordInputSchema } from '@baobab/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api';
import { useResetPassword } from '../api/password-reset';
import { authErrorMessage } from './auth-error';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** Better Auth's answers for a used, expired or unknown token, or an account deleted since. */
const isDeadLink = (error: unknown) => error instanceof ApiRequestError && (error.serverCode === 'INVALID_TOKEN' || error.serverCode === 'USER_NOT_FOUND');

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT('auth');
  const translate = useTranslateMessage();
  const reset = useResetPassword();
  const form = useForm<z.infer<typeof resetPasswordInputSchema>>({ resolver: zodResolver(resetPasswordInputSchema), defaultValues: { newPassword: '' } });
  const { errors } = form.formState;
  // Registered here: string literals inside JSX read as text to the translation lint.
  const newPasswordField = form.register('newPassword');

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => reset.mutate({ token, ...values }, { onSuccess: onDone }))}>
      <FormField id="reset-password" label={t(authMessages.newPassword)} error={errors.newPassword?.message}>
        <Input id="reset-password" type="password" autoComplete="new-password" aria-invalid={!!errors.newPassword} {...newPasswordField} />
      </FormField>
      {reset.isError ? (
        isDeadLink(reset.error) ? (
          <InvalidLink />
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {translate(authErrorMessage(reset.error))}
          </p>
        )
      ) : null}
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? t('Saving...') : t(authMessages.resetPasswordSubmit)}
      </Button>
    </form>
  );
}

/** A used, expired or missing token: say so and offer the way to a fresh link. */
export function InvalidLink() {
  const t = useT('auth');
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <p>{t(authMessages.resetPasswordInvalid)}</p>
      <Link href="/forgot-password" className="font-medium underline underline-offset-4">
        {t(authMessages.requestNewLink)}
      </Link>
    </div>
  );
}
