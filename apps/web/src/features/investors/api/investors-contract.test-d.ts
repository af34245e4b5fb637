/**
 * Checked by `npm run typecheck` (tsc), never run: the investor hooks' data is what the contract returns, and a
 * call or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { investorSchema, type Investor, type InvestorDetail, type InvestorPortfolioCompany, type InvestorStats } from '@baobab/contracts/investors';
import { investorsEndpoints } from '@baobab/contracts/investors-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useInvestor, useInvestorPortfolio, useInvestors, useInvestorStats } from './investors';

expectTypeOf<ReturnType<typeof useInvestors>['data']>().toEqualTypeOf<Investor[] | undefined>();
expectTypeOf<ReturnType<typeof useInvestorStats>['data']>().toEqualTypeOf<InvestorStats | undefined>();
expectTypeOf<ReturnType<typeof useInvestor>['data']>().toEqualTypeOf<InvestorDetail | undefined>();
expectTypeOf<ReturnType<typeof useInvestorPortfolio>['data']>().toEqualTypeOf<InvestorPortfolioCompany[] | undefined>();

/** The list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedList = endpoint({
  ...investorsEndpoints.list,
  responses: { 200: z.array(investorSchema.omit({ investmentThesis: true }).extend({ thesis: z.string() })) },
});

export async function readsOfADriftedContract() {
  const investors = await callEndpoint(renamedList, { query: {} });
  // @ts-expect-error the investor card reads investmentThesis, which the renamed contract no longer returns
  const theses = investors.map((investor) => investor.investmentThesis);
  // @ts-expect-error the directory takes Investor[], which the renamed response no longer is
  const forTheDirectory: Investor[] = investors;
  return { theses, forTheDirectory };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the portfolio path needs its :id
  await callEndpoint(investorsEndpoints.portfolioCompanies);
  // @ts-expect-error the list filters by sectors (a comma-separated list), not sector
  await callEndpoint(investorsEndpoints.list, { query: { sector: 'fintech' } });
}
