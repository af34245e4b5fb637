import { Link } from 'wouter';
import { organisationKindLabels, organisationRoleLabels, organisationScreen as s } from '@baobab/contracts/organisations-texts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useMyOrganisations } from '../api/get-organisations';
import { UserText } from '@/components/ui/user-text';

/** The organisations the person belongs to, each a link to its members. */
export function OrganisationList() {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const mine = useMyOrganisations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(s.mineTitle)}</CardTitle>
      </CardHeader>
      <CardContent>
        {mine.isPending ? <Spinner /> : null}
        {mine.isError ? <p role="alert" className="text-red-700">{translate(errorMessage(mine.error))}</p> : null}
        {mine.data && mine.data.length === 0 ? <p className="text-stone-600">{t(s.noneYet)}</p> : null}
        <ul className="divide-y divide-stone-100">
          {mine.data?.map((organisation) => (
            <li key={organisation.id} className="py-3">
              <Link href={`/organisations/${organisation.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                <UserText>{organisation.name}</UserText>
              </Link>
              <p className="text-sm text-stone-600">
                <FactLine facts={[t(organisationKindLabels[organisation.kind]), t(s.yourRole, { role: t(organisationRoleLabels[organisation.role]) })]} />
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
