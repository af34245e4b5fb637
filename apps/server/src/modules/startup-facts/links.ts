/** Where each fact of a startup can be opened in the app, so a finding links to its source. */
import type { DueDiligenceFact } from '@baobab/contracts/insights';

export function factLinks(startupId: number, isOwner: boolean): Partial<Record<DueDiligenceFact, string>> {
  const tools = (tab: string) => `/financial-tools?startup=${startupId}&tab=${tab}`;
  return {
    profile: `/startups/${startupId}`,
    // The founder reads the full analyses in AI Insights; a reader they were shared with, in brief on the company's page.
    documents: isOwner ? '/ai-insights?tab=documents' : `/portfolio/company/${startupId}`,
    capTable: tools('cap-table'),
    financialModel: tools('financial-model'),
    valuation: tools('valuation'),
    fundingTracker: tools('funding-tracker'),
    dataRoom: '/data-rooms',
    market: '/ai-insights?tab=market',
  };
}
