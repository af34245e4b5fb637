import { z } from 'zod';
import { capTableExportQuerySchema, ledgerExportQuerySchema, waterfallExportQuerySchema } from './cap-table-exports';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import {
  capTableResultSchema,
  capTableScenarioSchema,
  capTableScenariosSchema,
  createCapTableInputSchema,
  createCapTableScenarioInputSchema,
  createFinancialModelInputSchema,
  createMilestoneInputSchema,
  financialModelResultSchema,
  ledgerEntriesSchema,
  ledgerEntryInputSchema,
  ledgerEntryParamsSchema,
  ledgerEntrySchema,
  ledgerHoldingsQuerySchema,
  ledgerHoldingsSchema,
  scenarioParamsSchema,
  updateMilestoneInputSchema,
  valuationResultSchema,
} from './financial-tools';
import {
  financialToolsStartupsSchema,
  fundingMilestoneSchema,
  fundingTrackerViewSchema,
  milestoneParamsSchema,
  savedCapTableSchema,
  savedFinancialModelSchema,
  savedValuationSchema,
  setFundingTargetInputSchema,
} from './financial-tools-api';

/**
 * The financial tools' API: the server's financial-tools module registers these routes and the web app calls
 * them (decision 0018). A GET of a result not generated yet answers null.
 */
export const financialToolsEndpoints = {
  /** The startups the user may open here: their own first, then those shared with them. */
  startups: endpoint({ method: 'GET', path: '/api/financial-tools/startups', responses: { 200: financialToolsStartupsSchema } }),

  generateCapTable: endpoint({
    method: 'POST',
    path: '/api/startups/:id/cap-table',
    params: idParamsSchema,
    body: createCapTableInputSchema,
    responses: { 200: capTableResultSchema },
  }),
  savedCapTable: endpoint({ method: 'GET', path: '/api/startups/:id/cap-table', params: idParamsSchema, responses: { 200: savedCapTableSchema.nullable() } }),

  generateFinancialModel: endpoint({
    method: 'POST',
    path: '/api/startups/:id/financial-model',
    params: idParamsSchema,
    body: createFinancialModelInputSchema,
    responses: { 200: financialModelResultSchema },
  }),
  savedFinancialModel: endpoint({
    method: 'GET',
    path: '/api/startups/:id/financial-model',
    params: idParamsSchema,
    responses: { 200: savedFinancialModelSchema.nullable() },
  }),

  calculateValuation: endpoint({ method: 'POST', path: '/api/startups/:id/valuation', params: idParamsSchema, responses: { 200: valuationResultSchema } }),
  savedValuation: endpoint({ method: 'GET', path: '/api/startups/:id/valuation', params: idParamsSchema, responses: { 200: savedValuationSchema.nullable() } }),

  fundingTracker: endpoint({ method: 'GET', path: '/api/startups/:id/funding-tracker', params: idParamsSchema, responses: { 200: fundingTrackerViewSchema } }),
  setFundingTarget: endpoint({
    method: 'PUT',
    path: '/api/startups/:id/funding-tracker',
    params: idParamsSchema,
    body: setFundingTargetInputSchema,
    responses: { 200: fundingTrackerViewSchema },
  }),
  addMilestone: endpoint({
    method: 'POST',
    path: '/api/startups/:id/funding-tracker/milestones',
    params: idParamsSchema,
    body: createMilestoneInputSchema,
    responses: { 201: fundingMilestoneSchema },
  }),
  updateMilestone: endpoint({
    method: 'PATCH',
    path: '/api/startups/:id/funding-tracker/milestones/:milestoneId',
    params: milestoneParamsSchema,
    body: updateMilestoneInputSchema,
    responses: { 200: fundingMilestoneSchema },
  }),
  deleteMilestone: endpoint({
    method: 'DELETE',
    path: '/api/startups/:id/funding-tracker/milestones/:milestoneId',
    params: milestoneParamsSchema,
    responses: { 204: z.null() },
  }),

  /** Saved cap-table scenarios: listed by readers of the cap table, created and deleted by the founder. */
  scenarios: endpoint({ method: 'GET', path: '/api/startups/:id/cap-table/scenarios', params: idParamsSchema, responses: { 200: capTableScenariosSchema } }),
  saveScenario: endpoint({
    method: 'POST',
    path: '/api/startups/:id/cap-table/scenarios',
    params: idParamsSchema,
    body: createCapTableScenarioInputSchema,
    responses: { 201: capTableScenarioSchema },
  }),
  deleteScenario: endpoint({
    method: 'DELETE',
    path: '/api/startups/:id/cap-table/scenarios/:scenarioId',
    params: scenarioParamsSchema,
    responses: { 204: z.null() },
  }),

  /** The share ledger: entries and holdings on a date (readers of the cap table), add and delete (the founder). */
  ledger: endpoint({ method: 'GET', path: '/api/startups/:id/cap-table/ledger', params: idParamsSchema, responses: { 200: ledgerEntriesSchema } }),
  ledgerHoldings: endpoint({
    method: 'GET',
    path: '/api/startups/:id/cap-table/ledger/holdings',
    params: idParamsSchema,
    query: ledgerHoldingsQuerySchema,
    responses: { 200: ledgerHoldingsSchema },
  }),
  addLedgerEntry: endpoint({
    method: 'POST',
    path: '/api/startups/:id/cap-table/ledger',
    params: idParamsSchema,
    body: ledgerEntryInputSchema,
    responses: { 201: ledgerEntrySchema },
  }),
  deleteLedgerEntry: endpoint({
    method: 'DELETE',
    path: '/api/startups/:id/cap-table/ledger/:entryId',
    params: ledgerEntryParamsSchema,
    responses: { 204: z.null() },
  }),

  /** Downloads (CSV, Excel, an OCF .zip), fetched as files rather than JSON. */
  capTableExport: endpoint({ method: 'GET', path: '/api/startups/:id/cap-table/export', params: idParamsSchema, query: capTableExportQuerySchema, responses: {} }),
  waterfallExport: endpoint({
    method: 'GET',
    path: '/api/startups/:id/cap-table/waterfall/export',
    params: idParamsSchema,
    query: waterfallExportQuerySchema,
    responses: {},
  }),
  ledgerExport: endpoint({ method: 'GET', path: '/api/startups/:id/cap-table/ledger/export', params: idParamsSchema, query: ledgerExportQuerySchema, responses: {} }),
  ocfExport: endpoint({ method: 'GET', path: '/api/startups/:id/cap-table/ocf', params: idParamsSchema, responses: {} }),
  /** An OCF package sent as the .zip itself (application/zip), not JSON; the answer is the saved table's result. */
  ocfImport: endpoint({ method: 'POST', path: '/api/startups/:id/cap-table/ocf', params: idParamsSchema, responses: { 200: capTableResultSchema } }),
};
