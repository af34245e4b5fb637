/**
 * Checked by `npm run typecheck` (tsc), never run: the financial-tools hooks' data is what the contracts return,
 * their keys keep the values other screens invalidate, and a call or a read that drifts from a contract is a type
 * error (decision 0018). Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import type { CapTableScenario, LedgerEntry, LedgerHoldings } from '@baobab/contracts/financial-tools';
import { fundingTrackerViewSchema, type FinancialToolsStartup, type FundingTrackerView, type SavedCapTable } from '@baobab/contracts/financial-tools-api';
import { financialToolsEndpoints } from '@baobab/contracts/financial-tools-endpoints';
import { portfolioEndpoints } from '@baobab/contracts/portfolio-endpoints';
import type { StartupInvestment } from '@baobab/contracts/portfolio';
import type { FinancialsShare } from '@baobab/contracts/startup-access';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useCapTableScenarios } from './cap-table-scenarios';
import type { useFinancialsShares } from './financials-shares';
import type { useFundingTracker } from './funding-tracker';
import type { useSavedCapTable } from './generate-cap-table';
import type { useFinancialStartups } from './get-financial-startups';
import type { useStartupInvestments } from './investment-confirmations';
import type { useLedgerHoldings, useShareLedger } from './share-ledger';
import type { financialToolsKeys } from './financial-tools-keys';

expectTypeOf<ReturnType<typeof useFinancialStartups>['data']>().toEqualTypeOf<FinancialToolsStartup[] | undefined>();
expectTypeOf<ReturnType<typeof useSavedCapTable>['data']>().toEqualTypeOf<SavedCapTable | null | undefined>();
expectTypeOf<ReturnType<typeof useFundingTracker>['data']>().toEqualTypeOf<FundingTrackerView | undefined>();
expectTypeOf<ReturnType<typeof useCapTableScenarios>['data']>().toEqualTypeOf<CapTableScenario[] | undefined>();
expectTypeOf<ReturnType<typeof useShareLedger>['data']>().toEqualTypeOf<LedgerEntry[] | undefined>();
expectTypeOf<ReturnType<typeof useLedgerHoldings>['data']>().toEqualTypeOf<LedgerHoldings | undefined>();
expectTypeOf<ReturnType<typeof useFinancialsShares>['data']>().toEqualTypeOf<FinancialsShare[] | undefined>();
expectTypeOf<ReturnType<typeof useStartupInvestments>['data']>().toEqualTypeOf<StartupInvestment[] | undefined>();
// The keys keep their old shape (the resource's URL first), which other screens invalidate by value.
expectTypeOf<ReturnType<typeof financialToolsKeys.ledgerHoldings>>().toEqualTypeOf<readonly ['financial-tools', number, 'share-ledger', 'holdings', string]>();

/** The tracker contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedTracker = endpoint({
  ...financialToolsEndpoints.fundingTracker,
  responses: { 200: fundingTrackerViewSchema.omit({ raisedAmount: true }).extend({ raised: z.number() }) },
});

export async function readsOfADriftedContract() {
  const view = await callEndpoint(renamedTracker, { params: { id: 1 } });
  // @ts-expect-error the tracker tab reads raisedAmount, which the renamed contract no longer returns
  const raised = view.raisedAmount;
  // @ts-expect-error the tracker tab takes a FundingTrackerView, which the renamed response no longer is
  const forTheTab: FundingTrackerView = view;
  return { raised, forTheTab };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the target body is { targetAmount }, not { target }
  await callEndpoint(financialToolsEndpoints.setFundingTarget, { params: { id: 1 }, body: { target: 100 } });
  // @ts-expect-error the milestone path needs its :milestoneId too
  await callEndpoint(financialToolsEndpoints.deleteMilestone, { params: { id: 1 } });
  // @ts-expect-error the ledger path needs its :id
  await callEndpoint(financialToolsEndpoints.ledger);
  // @ts-expect-error a decision carries the revision the founder reviewed
  await callEndpoint(portfolioEndpoints.confirmInvestment, { params: { id: 1, investmentId: 2 }, body: {} });
  // @ts-expect-error the export formats are csv and xlsx
  await callEndpoint(financialToolsEndpoints.capTableExport, { params: { id: 1 }, query: { format: 'pdf' } });
}
