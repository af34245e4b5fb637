import { useId, useState, type FormEvent } from 'react';
import { inviteMemberInputSchema } from '@baobab/contracts/organisations';
import { organisationRoleLabels, organisationRoles, organisationScreen as s, type OrganisationRole } from '@baobab/contracts/organisations-texts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useInviteMember } from '../api/change-organisations';

/** An administrator invites an address with a role; whoever signs in with it verified may accept. */
export function InviteMemberForm({ organisationId }: { organisationId: number }) {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganisationRole>('member');
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const invite = useInviteMember(organisationId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inviteMemberInputSchema.safeParse({ email: email.trim(), role });
    if (!checked.success) {
      setErrors({ email: checked.error.issues.find((i) => i.path[0] === 'email')?.message });
      return;
    }
    invite.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: t(s.invitationSent) });
        setEmail('');
        setErrors({});
      },
      onError: (error) => setErrors({ form: errorMessage(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id={`${id}-email`} label={t(s.inviteEmailLabel)} error={errors.email}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...(errors.email ? { 'aria-invalid': true, 'aria-describedby': `${id}-email-error` } : {})}
        />
      </FormField>
      <FormField id={`${id}-role`} label={t(s.inviteRoleLabel)} hint={t(s.roleHelp)}>
        <NativeSelect id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as OrganisationRole)}>
          {organisationRoles.map((r) => (
            <option key={r} value={r}>
              {t(organisationRoleLabels[r])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(errors.form)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {t(s.inviteButton)}
        </Button>
      </div>
    </form>
  );
}
