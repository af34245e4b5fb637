import { useState } from 'react';
import { adminMessages } from '@baobab/contracts/admin-texts';
import { inviteAdminInputSchema } from '@baobab/contracts/admin';
import { InviteByEmailForm } from '@/components/shared/invite-by-email-form';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';
import { useInviteAdmin } from '../api/change-admin';

/** Invites a person by e-mail; the reason goes to the audit log. */
export function InviteAdminForm() {
  const t = useT('admin');
  const [reason, setReason] = useState('');
  const invite = useInviteAdmin();
  return (
    <InviteByEmailForm
      words={{ emailLabel: t(adminMessages.emailLabel), submitLabel: t(adminMessages.inviteButton), sentTitle: t(adminMessages.invitationSent) }}
      detail={{
        name: 'reason',
        label: t(adminMessages.reasonLabel),
        hint: t(adminMessages.reasonHint),
        control: ({ id, invalid }) => <Textarea id={id} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} {...invalid} />,
      }}
      check={(email) => inviteAdminInputSchema.safeParse({ email, reason })}
      invite={invite}
      onSent={() => setReason('')}
    />
  );
}
