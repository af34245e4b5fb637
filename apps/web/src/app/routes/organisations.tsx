import { organisationScreen as s } from '@baobab/contracts/organisations-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { InvitationsForYou } from '@/features/organisations/components/invitations-for-you';
import { OrganisationDetail } from '@/features/organisations/components/organisation-detail';
import { OrganisationList } from '@/features/organisations/components/organisation-list';
import { OrganisationProfileForm } from '@/features/organisations/components/organisation-profile-form';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** /organisations (the list, invitations and, for investors, the create form) and /organisations/:id (one organisation). */
export default function OrganisationsScreen({ user, params }: ScreenProps) {
  const t = useT('organisations');
  if (!user) return <SignInPrompt title={t(s.title)} text={t(s.intro)} />;
  const id = Number(params.id);
  if (params.id && Number.isInteger(id) && id > 0) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <OrganisationDetail organisationId={id} userId={user.id} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t(s.title)}</h1>
        <p className="mt-1 max-w-prose text-stone-600">{t(s.intro)}</p>
      </div>
      <InvitationsForYou />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <OrganisationList />
        {user.userType === 'investor' ? <OrganisationProfileForm /> : null}
      </div>
    </div>
  );
}
