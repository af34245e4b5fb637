import type { ReactNode } from 'react';
import { MapPin, UserPlus } from 'lucide-react';
import { ConnectButton } from './connect-button';
import { VerifiedBadge } from '@/components/shared/verified-badge';
import type { PersonCard as Person } from '@baobab/contracts/network';
import { roleLabels } from '@baobab/contracts/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { UserText } from '@/components/ui/user-text';

/** The people search's relation as the Connect button's states. */
const connectStates = { none: 'none', outgoing: 'pending_sent', connected: 'connected' } as const;

/**
 * A people-search result: name, headline, location, the first 3 skills and Connect, which opens
 * the same intro request form as startup and investor cards, and reads Pending or Message once a
 * request is sent or accepted. Someone who already asked the viewer is accepted directly.
 */
export function PersonCard({ person, onAccept, isPending, personActions }: { person: Person; onAccept: (person: Person) => void; isPending: boolean; personActions?: (person: Person) => ReactNode }) {
  const t = useT('network');
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col gap-3 pt-5">
        <div className="flex items-start gap-3">
          <Avatar firstName={person.firstName} lastName={person.lastName} src={person.profileImageUrl} />
          <div className="min-w-0">
            <h2 dir="auto" className="truncate font-semibold">{name}</h2>
            {person.headline ? <p dir="auto" className="line-clamp-2 text-sm text-stone-600">{person.headline}</p> : null}
            {person.location ? (
              <p className="mt-1 flex items-center gap-1 text-xs text-stone-500">
                <MapPin className="size-3" aria-hidden="true" /> <UserText>{person.location}</UserText>
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-1">
          {person.userType ? <Badge variant="secondary">{t(roleLabels[person.userType])}</Badge> : null}
          {person.isVerifiedInvestor ? <VerifiedBadge /> : null}
          {person.isOpenToWork ? <Badge variant="accent">{t('Open to Work')}</Badge> : null}
          {person.skills.slice(0, 3).map((skill) => (
            <Badge key={skill} variant="outline">
              {skill}
            </Badge>
          ))}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          {person.relation === 'incoming' ? (
            <Button size="sm" variant="outline" disabled={isPending} onClick={() => onAccept(person)} aria-label={t('Accept {{name}}', { name })}>
              <UserPlus /> {t('Accept')}
            </Button>
          ) : (
            <ConnectButton
              name={name}
              target={{ addresseeId: person.id }}
              isSignedIn
              status={{ state: connectStates[person.relation], connectionId: person.connectionId }}
            />
          )}
          {personActions?.(person)}
        </div>
      </CardContent>
    </Card>
  );
}
