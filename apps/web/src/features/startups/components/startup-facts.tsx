import type { ReactNode } from 'react';
import type { StartupDetail } from '@baobab/contracts/startups';
import { tractionTierLabels } from '@baobab/contracts/startup-directory';
import { formatUsd } from '@/lib/format';
import { RaiseAmount } from './raise-amount';

/** The facts investors scan first, as a definition list. */
export function StartupFacts({ startup }: { startup: StartupDetail }) {
  const facts: [string, ReactNode][] = [
    ['Sector', startup.sector],
    ['Region', [startup.city, startup.country, startup.region].filter(Boolean).join(', ')],
    ['Stage', startup.fundingStage],
    // In its own currency and, converted by the server, in the reader's display currency with the rate's date.
    ['Raising', <RaiseAmount key="raise" startup={startup} />],
    ['Business model', startup.businessModel],
    ['Team size', String(startup.teamSize)],
    ['Users', startup.traction.users !== null ? startup.traction.users.toLocaleString('en-US') : 'Not shared'],
    ['Monthly revenue', startup.monthlyRevenueUsd !== null ? formatUsd(startup.monthlyRevenueUsd) : 'Not shared'],
    ['Traction', startup.tractionTier ? tractionTierLabels[startup.tractionTier] : 'Not shared'],
  ];
  if (startup.foundedYear) facts.push(['Founded', String(startup.foundedYear)]);
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
