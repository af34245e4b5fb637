import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { authMessages, signUpInputSchema, type SignUpInput } from '@baobab/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSignUp } from '../api/sign-in';
import { authErrorMessage } from './auth-error';

export function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  // The same panel whether the address was free or already had an account (the owner is e-mailed).
  if (signUp.isSuccess) return <CheckEmailPanel email={signUp.variables.email} />;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label="First name" error={errors.firstName?.message}>
          <Input id="signup-first-name" autoComplete="given-name" aria-invalid={!!errors.firstName} {...form.register('firstName')} />
        </FormField>
        <FormField id="signup-last-name" label="Last name" error={errors.lastName?.message}>
          <Input id="signup-last-name" autoComplete="family-name" aria-invalid={!!errors.lastName} {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input id="signup-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password?.message} hint="At least 8 characters">
        <Input id="signup-password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...form.register('password')} />
      </FormField>
      {signUp.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {authErrorMessage(signUp.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}

function CheckEmailPanel({ email }: { email: string }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg bg-emerald-50 p-4 text-emerald-900">
      <h2 className="text-lg font-semibold">{authMessages.checkEmailTitle}</h2>
      <p className="break-words text-sm">{authMessages.checkEmailText(email)}</p>
    </div>
  );
}
