import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { investorTypeLabels } from '@baobab/contracts/investors-texts';
import type { Investor } from '@baobab/contracts/investors';
import { pageText } from '@baobab/contracts/ui-strings';
import { VerifiedBadge } from '@/components/shared/verified-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { initials } from '@/components/ui/avatar';
import { formatCompact } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useGeographyNames } from '@/lib/vocabulary';
import { vocabularyLabel } from '@baobab/contracts/enums';

/** The spec's investor directory: at most 3 sectors plus '+N', and 2 geographies; the spec's fallbacks. */
export function visibleSectors(sectors: readonly string[]): { shown: string[]; more: number } {
  return { shown: sectors.slice(0, 3), more: Math.max(0, sectors.length - 3) };
}

export function geographyText(geographies: readonly string[]): string {
  return geographies.length ? geographies.slice(0, 2).join(', ') : pageText.fallbackGeography;
}

export function stagesText(stages: readonly string[]): string {
  return stages.length ? stages.join(', ') : pageText.fallbackStages;
}

export function InvestorAvatar({ investor, large = false }: { investor: Pick<Investor, 'user'>; large?: boolean }) {
  const size = large ? 'size-20 text-2xl' : 'size-12 text-lg';
  if (investor.user.profileImageUrl) return <img src={investor.user.profileImageUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${size} flex shrink-0 items-center justify-center rounded-full bg-ochre-100 font-semibold text-ochre-700`}>
      {initials(investor.user.firstName, investor.user.lastName)}
    </span>
  );
}

export function InvestorCard({ investor, connect }: { investor: Investor; connect: ReactNode }) {
  const t = useT('investors');
  const translate = useTranslateMessage();
  const geographyNames = useGeographyNames();
  const name = `${investor.user.firstName} ${investor.user.lastName}`;
  const { shown, more } = visibleSectors(investor.preferredSectors);
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-center gap-3">
        <InvestorAvatar investor={investor} />
        <div className="min-w-0">
          <h2 dir="auto" className="truncate text-lg font-semibold">{name}</h2>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="text-sm text-stone-600">{translate(investorTypeLabels[investor.type])}</p>
            {investor.verifiedAt ? <VerifiedBadge /> : null}
          </div>
        </div>
      </div>
      <p dir="auto" className="line-clamp-3 text-sm text-stone-700">{investor.investmentThesis}</p>
      <div className="flex flex-wrap gap-1.5" aria-label={t('Sectors')}>
        {shown.length ? shown.map((s) => <Badge key={s}>{translate(vocabularyLabel(s))}</Badge>) : <Badge variant="secondary">{translate(pageText.fallbackSectors)}</Badge>}
        {more ? <Badge variant="outline">+{more}</Badge> : null}
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-stone-500">{t('Tickets')}</dt>
          <dd className="font-medium">
            {t('${{min}} – ${{max}}', { min: formatCompact(investor.minTicketSize), max: formatCompact(investor.maxTicketSize) })}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('Geographies')}</dt>
          <dd className="truncate font-medium">{translate(geographyText(geographyNames(investor.preferredGeographies, investor.preferredCountries)))}</dd>
        </div>
      </dl>
      <div className="flex gap-2">
        <Button asChild size="sm" className="flex-1">
          <Link href={`/investors/${investor.id}`} aria-label={t('View profile of {{name}}', { name })}>
            {t('View Profile')}
          </Link>
        </Button>
        {connect}
      </div>
    </Card>
  );
}
