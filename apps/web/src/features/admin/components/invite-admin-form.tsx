import { useId, useState, type FormEvent } from 'react';
import { adminMessages } from '@baobab/contracts/admin-texts';
import { inviteAdminInputSchema } from '@baobab/contracts/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useInviteAdmin } from '../api/change-admin';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

type Errors = { email?: string; reason?: string; form?: string };

/** Invites a person by e-mail; the reason goes to the audit log. */
export function InviteAdminForm() {
  const t = useT('admin');
  const translate = useTranslateMessage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const invite = useInviteAdmin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inviteAdminInputSchema.safeParse({ email: email.trim(), reason });
    if (!checked.success) {
      const issues = checked.error.issues;
      setErrors({ email: issues.find((i) => i.path[0] === 'email')?.message, reason: issues.find((i) => i.path[0] === 'reason')?.message });
      return;
    }
    invite.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: t(adminMessages.invitationSent) });
        setEmail('');
        setReason('');
        setErrors({});
      },
      onError: (error) => setErrors({ form: errorMessage(error) }),
    });
  };

  const invalid = (name: keyof Errors) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  const emailInvalid = invalid('email');
  const reasonInvalid = invalid('reason');
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id={`${id}-email`} label={t(adminMessages.emailLabel)} error={errors.email}>
        <Input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} {...emailInvalid} />
      </FormField>
      <FormField id={`${id}-reason`} label={t(adminMessages.reasonLabel)} hint={t(adminMessages.reasonHint)} error={errors.reason}>
        <Textarea id={`${id}-reason`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} {...reasonInvalid} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(errors.form)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {t(adminMessages.inviteButton)}
        </Button>
      </div>
    </form>
  );
}
