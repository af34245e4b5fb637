import { z } from 'zod';
import { capTableExportQuerySchema, ledgerExportQuerySchema, ocfImportWarningSchema, waterfallExportQuerySchema } from './cap-table-exports';
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
import { financialToolsRoutes } from './financial-tools-routes';

/**
 * The financial tools' API: the server's financial-tools module registers these routes and the web app calls
 * them (decision 0018). A GET of a result not generated yet answers null.
 */
export const financialToolsEndpoints = {
  /** The startups the user may open here: their own first, then those shared with them. */
  startups: endpoint({ ...financialToolsRoutes.startups, operationId: 'financialToolsListStartups', summary: 'Startups whose financial tools you can open', tags: ['financial-tools'], preloads: [{ route: '/financial-tools', for: 'signedIn' }, { route: '/financial', for: 'signedIn' }], responses: { 200: financialToolsStartupsSchema } }),

  generateCapTable: endpoint({
    ...financialToolsRoutes.generateCapTable,
    operationId: 'financialToolsSaveCapTable', summary: 'Save the cap table', tags: ['financial-tools'],
    params: idParamsSchema,
    body: createCapTableInputSchema,
    responses: { 200: capTableResultSchema },
  }),
  savedCapTable: endpoint({ ...financialToolsRoutes.savedCapTable, operationId: 'financialToolsGetCapTable', summary: 'The cap table with vesting', tags: ['financial-tools'], params: idParamsSchema, responses: { 200: savedCapTableSchema.nullable() } }),

  generateFinancialModel: endpoint({
    ...financialToolsRoutes.generateFinancialModel,
    operationId: 'financialToolsSaveFinancialModel', summary: 'Save the financial model', tags: ['financial-tools'],
    params: idParamsSchema,
    body: createFinancialModelInputSchema,
    responses: { 200: financialModelResultSchema },
  }),
  savedFinancialModel: endpoint({
    ...financialToolsRoutes.savedFinancialModel,
    operationId: 'financialToolsGetFinancialModel', summary: 'The financial model', tags: ['financial-tools'],
    params: idParamsSchema,
    responses: { 200: savedFinancialModelSchema.nullable() },
  }),

  calculateValuation: endpoint({ ...financialToolsRoutes.calculateValuation, operationId: 'financialToolsComputeValuation', summary: 'Compute and save a valuation', tags: ['financial-tools'], params: idParamsSchema, responses: { 200: valuationResultSchema } }),
  savedValuation: endpoint({ ...financialToolsRoutes.savedValuation, operationId: 'financialToolsGetValuation', summary: 'The latest valuation', tags: ['financial-tools'], params: idParamsSchema, responses: { 200: savedValuationSchema.nullable() } }),

  fundingTracker: endpoint({ ...financialToolsRoutes.fundingTracker, operationId: 'financialToolsGetFundingTracker', summary: 'The funding tracker', tags: ['financial-tools'], params: idParamsSchema, responses: { 200: fundingTrackerViewSchema } }),
  setFundingTarget: endpoint({
    ...financialToolsRoutes.setFundingTarget,
    operationId: 'financialToolsUpdateFundingTracker', summary: 'Update the funding tracker', tags: ['financial-tools'],
    params: idParamsSchema,
    body: setFundingTargetInputSchema,
    responses: { 200: fundingTrackerViewSchema },
  }),
  addMilestone: endpoint({
    ...financialToolsRoutes.addMilestone,
    operationId: 'financialToolsCreateMilestone', summary: 'Add a funding milestone', tags: ['financial-tools'],
    params: idParamsSchema,
    body: createMilestoneInputSchema,
    responses: { 201: fundingMilestoneSchema },
  }),
  updateMilestone: endpoint({
    ...financialToolsRoutes.updateMilestone,
    operationId: 'financialToolsUpdateMilestone', summary: 'Update a funding milestone', tags: ['financial-tools'],
    params: milestoneParamsSchema,
    body: updateMilestoneInputSchema,
    responses: { 200: fundingMilestoneSchema },
  }),
  deleteMilestone: endpoint({
    ...financialToolsRoutes.deleteMilestone,
    operationId: 'financialToolsDeleteMilestone', summary: 'Delete a funding milestone', tags: ['financial-tools'],
    params: milestoneParamsSchema,
    responses: { 204: z.null() },
  }),

  /** Saved cap-table scenarios: listed by readers of the cap table, created and deleted by the founder. */
  scenarios: endpoint({ ...financialToolsRoutes.scenarios, operationId: 'financialToolsListCapTableScenarios', summary: "The startup's saved cap-table scenarios", tags: ['financial-tools'], params: idParamsSchema, responses: { 200: capTableScenariosSchema } }),
  saveScenario: endpoint({
    ...financialToolsRoutes.saveScenario,
    operationId: 'financialToolsCreateCapTableScenario', summary: 'Save the cap table as a named scenario', tags: ['financial-tools'],
    params: idParamsSchema,
    body: createCapTableScenarioInputSchema,
    responses: { 201: capTableScenarioSchema },
  }),
  deleteScenario: endpoint({
    ...financialToolsRoutes.deleteScenario,
    operationId: 'financialToolsDeleteCapTableScenario', summary: 'Delete a saved cap-table scenario', tags: ['financial-tools'],
    params: scenarioParamsSchema,
    responses: { 204: z.null() },
  }),

  /** The share ledger: entries and holdings on a date (readers of the cap table), add and delete (the founder). */
  ledger: endpoint({ ...financialToolsRoutes.ledger, operationId: 'financialToolsListShareLedger', summary: "The startup's share ledger, oldest entry first", tags: ['financial-tools'], params: idParamsSchema, responses: { 200: ledgerEntriesSchema } }),
  ledgerHoldings: endpoint({
    ...financialToolsRoutes.ledgerHoldings,
    operationId: 'financialToolsShareLedgerHoldings', summary: 'Holdings computed from the share ledger on a date', tags: ['financial-tools'],
    params: idParamsSchema,
    query: ledgerHoldingsQuerySchema,
    responses: { 200: ledgerHoldingsSchema },
  }),
  addLedgerEntry: endpoint({
    ...financialToolsRoutes.addLedgerEntry,
    operationId: 'financialToolsAddShareLedgerEntry', summary: 'Record a share ledger entry', tags: ['financial-tools'],
    params: idParamsSchema,
    body: ledgerEntryInputSchema,
    responses: { 201: ledgerEntrySchema },
  }),
  deleteLedgerEntry: endpoint({
    ...financialToolsRoutes.deleteLedgerEntry,
    operationId: 'financialToolsDeleteShareLedgerEntry', summary: 'Delete a share ledger entry', tags: ['financial-tools'],
    params: ledgerEntryParamsSchema,
    responses: { 204: z.null() },
  }),

  /** Downloads (CSV, Excel, an OCF .zip), fetched as files rather than JSON. */
  capTableExport: endpoint({ ...financialToolsRoutes.capTableExport, operationId: 'financialToolsExportCapTable', summary: 'Download the cap table as CSV or Excel', tags: ['financial-tools'], params: idParamsSchema, query: capTableExportQuerySchema, responses: {} }),
  waterfallExport: endpoint({
    ...financialToolsRoutes.waterfallExport,
    operationId: 'financialToolsExportWaterfall', summary: 'Download the exit waterfall at an exit value as CSV or Excel', tags: ['financial-tools'],
    params: idParamsSchema,
    query: waterfallExportQuerySchema,
    responses: {},
  }),
  ledgerExport: endpoint({ ...financialToolsRoutes.ledgerExport, operationId: 'financialToolsExportLedger', summary: "The share ledger's entries as CSV, or with the holdings on a date as Excel", tags: ['financial-tools'], params: idParamsSchema, query: ledgerExportQuerySchema, responses: {} }),
  ocfExport: endpoint({ ...financialToolsRoutes.ocfExport, operationId: 'financialToolsExportOcf', summary: 'Download the cap table as an Open Cap Format package (.zip)', tags: ['financial-tools'], params: idParamsSchema, responses: {} }),
  /** An OCF package sent as the .zip itself (application/zip), not JSON; the answer is the saved table's result and what the import left out. */
  ocfImport: endpoint({
    ...financialToolsRoutes.ocfImport,
    operationId: 'financialToolsImportOcf',
    summary: 'Replace the cap table with an Open Cap Format package (.zip)',
    tags: ['financial-tools'],
    params: idParamsSchema,
    responses: { 200: capTableResultSchema.extend({ importWarnings: z.array(ocfImportWarningSchema) }) },
  }),
};
