import { Link } from 'wouter';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { investorMessages, investorTypeLabels } from '@baobab/contracts/investors-texts';
import { pageText } from '@baobab/contracts/ui-strings';
import { ConnectButton } from '@/features/network/components/connect-button';
import { useConnectionStatuses } from '@/features/network/api/intro-request';
import { VerifiedBadge } from '@/components/shared/verified-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { useInvestor, useInvestorPortfolio } from '@/features/investors/api/investors';
import { InvestorAvatar, stagesText } from '@/features/investors/components/investor-card';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { formatDate, formatUsd } from '@/lib/format';
import type { ScreenProps } from '../screen-props';
import NotFound from './not-found';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useGeographyNames } from '@/lib/vocabulary';
import { vocabularyLabel } from '@baobab/contracts/enums';
import { UserText } from '@/components/ui/user-text';

/** A brand name, shown as is in every language. */
const linkedIn = 'LinkedIn';

function BadgeList({ items, fallback }: { items: readonly string[]; fallback: string }) {
  // Sectors and geographies are contract values; the fallbacks are page texts (their French in `messages`).
  const translate = useTranslateMessage();
  return <div className="flex flex-wrap gap-1.5">{items.length ? items.map((i) => <Badge key={i}>{translate(vocabularyLabel(i))}</Badge>) : <Badge variant="secondary">{translate(fallback)}</Badge>}</div>;
}

/** The public portfolio: companies whose founders confirmed the round of this investor. */
function InvestorPortfolio({ id }: { id: number }) {
  const t = useT('investors');
  const translate = useTranslateMessage();
  const companies = useInvestorPortfolio(id);
  if (companies.isPending) return <Spinner />;
  if (companies.isError) return <p role="alert" className="text-sm text-red-700">{translate(errorMessage(companies.error))}</p>;
  if (companies.data.length === 0) return <p className="text-sm text-stone-600">{t(investorMessages.portfolioUnknown)}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-600">{t(investorMessages.portfolioConfirmedOnly)}</p>
      <ul className="flex flex-col divide-y divide-stone-200">
        {companies.data.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link href={`/startups/${c.id}`} className="font-medium text-brand-700 hover:underline">
              <UserText>{c.name}</UserText>
            </Link>
            <span className="text-sm text-stone-600">
              <FactLine facts={[translate(vocabularyLabel(c.sector)), translate(vocabularyLabel(c.fundingStage)), t('since {{date}}', { date: formatDate(c.firstDealDate) })]} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /investors/{id}: thesis, ticket sizes, preferences, portfolio when known, Connect. */
export default function InvestorDetail({ user, params }: ScreenProps) {
  const t = useT('investors');
  const translate = useTranslateMessage();
  const geographyNames = useGeographyNames();
  const id = Number(params.id);
  const investor = useInvestor(id);
  const statuses = useConnectionStatuses({ investorIds: investor.data && !investor.data.isSelf ? [investor.data.id] : [] }, user !== null);
  if (!Number.isInteger(id) || id < 1 || (investor.error instanceof ApiRequestError && investor.error.status === 404)) return <NotFound />;
  if (!investor.data) {
    return <div className="flex justify-center py-24">{investor.isError ? <p role="alert">{translate(errorMessage(investor.error))}</p> : <Spinner />}</div>;
  }
  const i = investor.data;
  const name = `${i.user.firstName} ${i.user.lastName}`;
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link href="/investors" className="flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t('All investors')}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <InvestorAvatar investor={i} large />
        <div className="flex-1">
          <h1 dir="auto" className="text-3xl font-bold tracking-tight">{name}</h1>
          <p className="text-stone-600">
            <FactLine facts={[translate(investorTypeLabels[i.type]), t('on Baobab since {{date}}', { date: formatDate(i.memberSince) })]} />
          </p>
          {i.verifiedAt ? <VerifiedBadge className="mt-2" /> : null}
        </div>
        <div className="flex gap-2">
          {i.linkedinUrl ? (
            <Button asChild variant="outline" size="sm">
              <a href={i.linkedinUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink /> {linkedIn}
              </a>
            </Button>
          ) : null}
          {i.isSelf ? (
            <Button asChild size="sm">
              <Link href="/onboarding">{t('Edit profile')}</Link>
            </Button>
          ) : (
            <ConnectButton name={name} target={{ toInvestorId: i.id }} isSignedIn={user !== null} status={statuses.data?.investors[i.id]} size="default" />
          )}
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('Investment thesis')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p dir="auto" className="whitespace-pre-line">{i.investmentThesis}</p>
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-3">
        {([[t('Minimum ticket'), i.minTicketSize], [t('Average ticket'), i.averageTicketSize], [t('Maximum ticket'), i.maxTicketSize]] as const).map(([label, value]) => (
          <Card key={label} className="p-4">
            <p className="text-sm text-stone-600">{label}</p>
            <p className="text-2xl font-bold">{formatUsd(value)}</p>
          </Card>
        ))}
      </div>
      <Card>
        <CardContent className="grid gap-5 pt-5 sm:grid-cols-3">
          <div className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">{t('Preferred sectors')}</h2>
            <BadgeList items={i.preferredSectors} fallback={pageText.fallbackSectors} />
          </div>
          <div className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">{t('Geographies')}</h2>
            <BadgeList items={geographyNames(i.preferredGeographies, i.preferredCountries)} fallback={pageText.fallbackGeography} />
          </div>
          <div className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">{t('Stages')}</h2>
            <p className="text-sm">{translate(stagesText(i.preferredStages.map((text) => translate(text))))}</p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Portfolio')}</CardTitle>
        </CardHeader>
        <CardContent>
          <InvestorPortfolio id={id} />
        </CardContent>
      </Card>
    </section>
  );
}
