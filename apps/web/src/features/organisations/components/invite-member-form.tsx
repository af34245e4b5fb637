import { useState } from 'react';
import { inviteMemberInputSchema } from '@baobab/contracts/organisations';
import { organisationRoleLabels, organisationRoles, organisationScreen as s, type OrganisationRole } from '@baobab/contracts/organisations-texts';
import { InviteByEmailForm } from '@/components/shared/invite-by-email-form';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import { useInviteMember } from '../api/change-organisations';

/** An administrator invites an address with a role; whoever signs in with it verified may accept. The role stays for the next one. */
export function InviteMemberForm({ organisationId }: { organisationId: number }) {
  const t = useT('organisations');
  const [role, setRole] = useState<OrganisationRole>('member');
  const invite = useInviteMember(organisationId);
  return (
    <InviteByEmailForm
      words={{ emailLabel: t(s.inviteEmailLabel), submitLabel: t(s.inviteButton), sentTitle: t(s.invitationSent) }}
      detail={{
        name: 'role',
        label: t(s.inviteRoleLabel),
        hint: t(s.roleHelp),
        control: ({ id, invalid }) => (
          <NativeSelect id={id} value={role} onChange={(e) => setRole(e.target.value as OrganisationRole)} {...invalid}>
            {organisationRoles.map((r) => (
              <option key={r} value={r}>
                {t(organisationRoleLabels[r])}
              </option>
            ))}
          </NativeSelect>
        ),
      }}
      check={(email) => inviteMemberInputSchema.safeParse({ email, role })}
      invite={invite}
    />
  );
}
