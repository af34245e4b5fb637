import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  portfolioReturnsSchema,
  recordReturnsFlowInputSchema,
  recordReturnsMarkInputSchema,
  returnsEntryParamsSchema,
  returnsExportQuerySchema,
  returnsFlowSchema,
  returnsMarkSchema,
  returnsQuerySchema,
} from './portfolio-returns';
import { portfolioReturnsRoutes } from './portfolio-returns-routes';

const noContent = { 204: z.null() };

/**
 * Portfolio returns (the server's portfolio module, returns.routes.ts): the owner's dated flows and marks,
 * and the multiples and IRR worked out from them (decision 0041). Only the owner reads or writes them.
 */
export const portfolioReturnsEndpoints = {
  returns: endpoint({ ...portfolioReturnsRoutes.returns, operationId: 'portfolioGetReturns', summary: 'Your returns: TVPI, DPI, RVPI, IRR and each company\'s MOIC, in a reporting currency', tags: ['portfolio'], query: returnsQuerySchema, responses: { 200: portfolioReturnsSchema } }),
  /** CSV or Excel of the same figures; the body is the file. */
  exportReturns: endpoint({ ...portfolioReturnsRoutes.exportReturns, operationId: 'portfolioExportReturns', summary: 'Your returns as CSV or Excel', tags: ['portfolio'], query: returnsExportQuerySchema, responses: {} }),
  recordFlow: endpoint({ ...portfolioReturnsRoutes.recordFlow, operationId: 'portfolioRecordReturnsFlow', summary: 'Record a follow-on, distribution, write-off or off-platform first cheque', tags: ['portfolio'], body: recordReturnsFlowInputSchema, responses: { 201: returnsFlowSchema } }),
  deleteFlow: endpoint({ ...portfolioReturnsRoutes.deleteFlow, operationId: 'portfolioDeleteReturnsFlow', summary: 'Delete a flow you recorded', tags: ['portfolio'], params: returnsEntryParamsSchema, responses: noContent }),
  recordMark: endpoint({ ...portfolioReturnsRoutes.recordMark, operationId: 'portfolioRecordReturnsMark', summary: 'Record what a holding is worth on a date, and where that comes from', tags: ['portfolio'], body: recordReturnsMarkInputSchema, responses: { 201: returnsMarkSchema } }),
  deleteMark: endpoint({ ...portfolioReturnsRoutes.deleteMark, operationId: 'portfolioDeleteReturnsMark', summary: 'Delete a mark you recorded', tags: ['portfolio'], params: returnsEntryParamsSchema, responses: noContent }),
};
