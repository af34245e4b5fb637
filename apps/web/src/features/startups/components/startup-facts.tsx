import type { ReactNode } from 'react';
import type { StartupDetail } from '@baobab/contracts/startups';
import { tractionTierLabels } from '@baobab/contracts/startup-directory';
import { formatCount, formatUsd } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { RaiseAmount } from './raise-amount';
import { vocabularyLabel } from '@baobab/contracts/enums';

/** The facts investors scan first, as a definition list. */
export function StartupFacts({ startup }: { startup: StartupDetail }) {
  const t = useT('startups');
  // Sector, stage, region, business model and traction tier are contract values; their French is in `messages`.
  const translate = useTranslateMessage();
  const notShared = t('Not shared');
  const facts: [string, ReactNode][] = [
    [t('Sector'), translate(vocabularyLabel(startup.sector))],
    [t('Region'), [startup.city, startup.country, translate(vocabularyLabel(startup.region))].filter(Boolean).join(', ')],
    [t('Stage'), translate(vocabularyLabel(startup.fundingStage))],
    // In its own currency and, converted by the server, in the reader's display currency with the rate's date.
    [t('Raising'), <RaiseAmount key="raise" startup={startup} />],
    [t('Business model'), translate(startup.businessModel)],
    [t('Team size'), String(startup.teamSize)],
    [t('Users'), startup.traction.users !== null ? formatCount(startup.traction.users) : notShared],
    [t('Monthly revenue'), startup.monthlyRevenueUsd !== null ? formatUsd(startup.monthlyRevenueUsd) : notShared],
    [t('Traction'), startup.tractionTier ? translate(tractionTierLabels[startup.tractionTier]) : notShared],
  ];
  if (startup.foundedYear) facts.push([t('Founded'), String(startup.foundedYear)]);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="border-b border-stone-100 pb-2">
          <dt className="text-xs uppercase tracking-wide text-stone-500">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
