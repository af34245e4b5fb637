/**
 * Checked by `npm run typecheck` (tsc), never run: the portfolio hooks' data is what the contracts return, and a
 * call or a read that drifts from a contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import type { SharedAnalysisSummary } from '@baobab/contracts/insights-api';
import {
  portfolioOverviewSchema,
  type PortfolioCompany,
  type PortfolioCompanyDetail,
  type PortfolioOverview,
  type PortfolioPerformance,
} from '@baobab/contracts/portfolio';
import { portfolioEndpoints } from '@baobab/contracts/portfolio-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { usePortfolioCompanies, usePortfolioCompany, usePortfolioOverview, usePortfolioPerformance } from './get-portfolio';
import type { useSharedAnalyses } from './get-shared-analyses';

expectTypeOf<ReturnType<typeof usePortfolioOverview>['data']>().toEqualTypeOf<PortfolioOverview | undefined>();
expectTypeOf<ReturnType<typeof usePortfolioCompanies>['data']>().toEqualTypeOf<PortfolioCompany[] | undefined>();
expectTypeOf<ReturnType<typeof usePortfolioPerformance>['data']>().toEqualTypeOf<PortfolioPerformance | undefined>();
expectTypeOf<ReturnType<typeof usePortfolioCompany>['data']>().toEqualTypeOf<PortfolioCompanyDetail | undefined>();
expectTypeOf<ReturnType<typeof useSharedAnalyses>['data']>().toEqualTypeOf<SharedAnalysisSummary[] | undefined>();

/** The overview contract with one summary field renamed, as a careless edit of packages/contracts would leave it. */
const renamedOverview = endpoint({
  ...portfolioEndpoints.overview,
  responses: {
    200: portfolioOverviewSchema.extend({
      summary: portfolioOverviewSchema.shape.summary.omit({ totalInvested: true }).extend({ investedTotal: z.number() }),
    }),
  },
});

export async function readsOfADriftedContract() {
  const overview = await callEndpoint(renamedOverview);
  // @ts-expect-error the summary cards read totalInvested, which the renamed contract no longer returns
  const invested: number = overview.summary.totalInvested;
  // @ts-expect-error the portfolio screen takes PortfolioOverview, which the renamed response no longer is
  const forTheCards: PortfolioOverview = overview;
  return { invested, forTheCards };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the companies sort is one of the contract's options
  await callEndpoint(portfolioEndpoints.companies, { query: { sortBy: 'irr', sector: 'All' } });
  // @ts-expect-error the exit path's parameter is startupId, not id
  await callEndpoint(portfolioEndpoints.deleteExit, { params: { id: 1 } });
  // @ts-expect-error confirming a round names the revision the founder reviewed
  await callEndpoint(portfolioEndpoints.confirmInvestment, { params: { id: 1, investmentId: 2 }, body: {} });
  const deleted = await callEndpoint(portfolioEndpoints.deleteInvestment, { params: { id: 1 } });
  expectTypeOf(deleted).toEqualTypeOf<null>();
}
