import type { UserType } from '@baobab/contracts/enums';
import { investorSectorsForFilter, investorStagesForFilter } from '@baobab/contracts/investors-texts';
import type { StartupSummary } from '@baobab/contracts/startups';

/**
 * Where the dashboard's quick actions go, each to the screen it names. Find Investors opens the investor
 * directory filtered for the founder's newest startup, when its sector and stage exist there.
 */
export function quickActions(role: UserType, startups: StartupSummary[]) {
  if (role === 'investor') {
    return [
      { label: 'Browse Startups', href: '/startups' },
      { label: 'Deal Pipeline', href: '/portfolio/deal-flow' },
      { label: 'Data rooms', href: '/data-rooms' },
    ] as const;
  }
  const latest = startups[0];
  const params = new URLSearchParams();
  if (latest) {
    const [sector] = investorSectorsForFilter(latest.sector);
    const [stage] = investorStagesForFilter(latest.fundingStage);
    if (sector) params.set('sectors', sector);
    if (stage) params.set('stages', stage);
  }
  const query = params.toString();
  return [
    { label: 'Upload Pitch Deck', href: '/ai-insights?tab=documents' },
    { label: 'Find Investors', href: `/investors${query ? `?${query}` : ''}` },
    { label: 'Data rooms', href: '/data-rooms' },
  ] as const;
}
