import type { UserType } from '@baobab/contracts/enums';

/** Dashboard labels that differ by role (the spec's dashboard); its header links are in contracts/navigation. */
export function dashboardCopy(role: UserType) {
  const isFounder = role === 'founder';
  return {
    tagline: isFounder
      ? 'Track your startup progress and connect with investors.'
      : 'Discover startups and manage your deal flow.',
    viewsLabel: isFounder ? 'Profile Views' : 'Startups Viewed',
    scoreLabel: isFounder ? 'Readiness Score' : 'Deal Score',
    matchesTitle: isFounder ? 'Matched Investors' : 'Matched Startups',
    recommendationTitle: isFounder ? 'Deck Improvement' : 'Investment Opportunity',
  } as const;
}
