import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Connection } from '@baobab/contracts/network';
import { VerifiedBadge } from '@/components/shared/verified-badge';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';
import { UserText } from '@/components/ui/user-text';

/** People the user is linked with; the status is shown raw, as the spec's connection entity says. */
export function ConnectionList({ connections, label, actions }: { connections: Connection[]; label: string; actions?: (connection: Connection) => ReactNode }) {
  const t = useT('network');
  return (
    <ul aria-label={label} className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {connections.map((connection) => {
        const person = connection.connectedUser;
        return (
          <li key={connection.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <Avatar firstName={person.firstName} lastName={person.lastName} src={person.profileImageUrl} size="sm" />
              <div className="min-w-0">
                <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <p className="truncate font-medium">{person.firstName + ' ' + person.lastName}</p>
                  {person.isVerifiedInvestor ? <VerifiedBadge /> : null}
                </div>
                {person.headline ? <p dir="auto" className="truncate text-sm text-stone-600">{person.headline}</p> : null}
                {connection.organisation ? <ForFund organisation={connection.organisation} /> : null}
                {connection.message ? <p dir="auto" className="mt-1 whitespace-pre-line break-words text-sm text-stone-800">{connection.message}</p> : null}
                {connection.attachedStartup ? (
                  <p className="mt-1 text-sm">
                    {t('Attached:')}{' '}
                    <Link href={'/startups/' + connection.attachedStartup.id} className="font-medium text-brand-700 underline underline-offset-2">
                      <UserText>{connection.attachedStartup.name}</UserText>
                    </Link>
                  </p>
                ) : null}
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{t(connection.status)}</Badge>
              {actions?.(connection)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The fund the requester wrote for (decision 0069): its public page when listed, else its name only. */
function ForFund({ organisation }: { organisation: NonNullable<Connection['organisation']> }) {
  const t = useT('network');
  const name = organisation.slug ? (
    <Link href={'/funds/' + organisation.slug} className="font-medium text-brand-700 underline underline-offset-2">
      <UserText>{organisation.name}</UserText>
    </Link>
  ) : (
    <span className="font-medium">
      <UserText>{organisation.name}</UserText>
    </span>
  );
  return (
    <p className="mt-1 text-sm text-stone-700">
      {t('Writing for')} {name}
    </p>
  );
}
