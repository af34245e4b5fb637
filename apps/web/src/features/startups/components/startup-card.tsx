import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MapPin, Users } from 'lucide-react';
import type { StartupSummary } from '@baobab/contracts/startups';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { StartupLogo } from '@/components/ui/startup-logo';
import { formatCompact } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { RaiseAmount } from './raise-amount';
import { SharedBadge } from './shared-badge';
import { vocabularyLabel } from '@baobab/contracts/enums';

/** City and country when given, else the region (a contract value, translated where shown). */
export const placeOf = (s: Pick<StartupSummary, 'city' | 'country' | 'region'>) => [s.city, s.country].filter(Boolean).join(', ') || s.region;

/**
 * A directory card: View Details goes to /startups/{id}; the Connect action is passed in by the
 * screen, and so is whether the founder shared its financials or a data room with the reader.
 */
export function StartupCard({ startup, connect, isShared = false }: { startup: StartupSummary; connect: ReactNode; isShared?: boolean }) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <StartupLogo name={startup.name} logoUrl={startup.logoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 dir="auto" className="truncate text-lg font-semibold">{startup.name}</h2>
          <p className="flex items-center gap-1 text-sm text-stone-600">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" /> <span className="truncate">{translate(placeOf(startup))}</span>
          </p>
        </div>
        {startup.score !== null ? (
          <span className="shrink-0 rounded-lg bg-brand-50 px-2 py-1 text-center text-xs text-brand-800" title={t('Baobab score out of 100')}>
            <span className="block text-lg font-bold leading-none">{startup.score}</span>{t('score')}
          </span>
        ) : null}
      </div>
      <p dir="auto" className="line-clamp-3 text-sm text-stone-700">{startup.description}</p>
      <div className="flex flex-wrap gap-1.5">
        {isShared ? <SharedBadge /> : null}
        <Badge>{translate(vocabularyLabel(startup.sector))}</Badge>
        <Badge variant="secondary">{translate(vocabularyLabel(startup.fundingStage))}</Badge>
        <Badge variant="outline">{translate(vocabularyLabel(startup.region))}</Badge>
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-stone-500">{t('Raising')}</dt>
          <dd className="font-medium">
            <RaiseAmount startup={startup} layout="stacked" />
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('Team')}</dt>
          <dd className="flex items-center gap-1 font-medium">
            <Users className="size-3.5" aria-hidden="true" />
            <span>
              <FactLine
                facts={[
                  startup.teamSize,
                  startup.traction.users ? <span className="text-stone-500">{t('{{users}} users', { users: formatCompact(startup.traction.users) })}</span> : null,
                ]}
              />
            </span>
          </dd>
        </div>
      </dl>
      <div className="flex gap-2">
        <Button asChild size="sm" className="flex-1">
          <Link href={`/startups/${startup.id}`} aria-label={t('View details of {{name}}', { name: startup.name })}>
            {t('View Details')}
          </Link>
        </Button>
        {connect}
      </div>
    </Card>
  );
}
