import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { investorPortfolioCompaniesSchema } from './investors';
import {
  decideInvestmentInputSchema,
  investmentSchema,
  portfolioCompaniesQuerySchema,
  portfolioCompaniesSchema,
  portfolioCompanyDetailSchema,
  portfolioOverviewSchema,
  portfolioPerformanceSchema,
  recordExitInputSchema,
  recordInvestmentInputSchema,
  startupIdParamsSchema,
  startupInvestmentParamsSchema,
  startupInvestmentsSchema,
} from './portfolio';
import { alertSettingsSchema, portfolioMonitoringSchema } from './portfolio-monitoring';
import { portfolioRoutes } from './portfolio-routes';

const noContent = { 204: z.null() };

/**
 * The portfolio API (the server's portfolio module): the server registers these routes and the web app calls
 * them (decision 0018). Besides the investor's own portfolio, the module serves the founder's review of the
 * rounds recorded in their startup (confirm or decline) and an investor's public portfolio.
 */
export const portfolioEndpoints = {
  recordInvestment: endpoint({ ...portfolioRoutes.recordInvestment, operationId: 'portfolioCreateInvestment', summary: 'Record an investment', tags: ['portfolio'], body: recordInvestmentInputSchema, responses: { 201: investmentSchema } }),
  updateInvestment: endpoint({
    ...portfolioRoutes.updateInvestment,
    operationId: 'portfolioUpdateInvestment', summary: 'Update a recorded investment', tags: ['portfolio'],
    params: idParamsSchema,
    body: recordInvestmentInputSchema,
    responses: { 200: investmentSchema },
  }),
  deleteInvestment: endpoint({ ...portfolioRoutes.deleteInvestment, operationId: 'portfolioDeleteInvestment', summary: 'Delete a recorded investment', tags: ['portfolio'], params: idParamsSchema, responses: noContent }),
  overview: endpoint({ ...portfolioRoutes.overview, operationId: 'portfolioGetOverview', summary: 'Portfolio totals', tags: ['portfolio'], preloads: [{ route: '/portfolio', for: 'signedIn' }], responses: { 200: portfolioOverviewSchema } }),
  companies: endpoint({ ...portfolioRoutes.companies, operationId: 'portfolioListCompanies', summary: 'Your portfolio companies', tags: ['portfolio'], preloads: [{ route: '/portfolio', for: 'signedIn', query: { sortBy: 'name', sector: 'All' } }], query: portfolioCompaniesQuerySchema, responses: { 200: portfolioCompaniesSchema } }),
  company: endpoint({
    ...portfolioRoutes.company,
    operationId: 'portfolioGetCompany', summary: 'One portfolio company', tags: ['portfolio'],
    params: startupIdParamsSchema,
    responses: { 200: portfolioCompanyDetailSchema },
  }),
  recordExit: endpoint({
    ...portfolioRoutes.recordExit,
    operationId: 'portfolioRecordExit', summary: 'Record an exit', tags: ['portfolio'],
    params: startupIdParamsSchema,
    body: recordExitInputSchema,
    responses: noContent,
  }),
  deleteExit: endpoint({ ...portfolioRoutes.deleteExit, operationId: 'portfolioDeleteExit', summary: 'Remove a recorded exit', tags: ['portfolio'], params: startupIdParamsSchema, responses: noContent }),
  performance: endpoint({ ...portfolioRoutes.performance, operationId: 'portfolioGetPerformance', summary: 'Portfolio performance over time', tags: ['portfolio'], responses: { 200: portfolioPerformanceSchema } }),
  /** Latest figures per company from the updates sent to the investor, and their alerts. */
  monitoring: endpoint({ ...portfolioRoutes.monitoring, operationId: 'portfolioGetMonitoring', summary: "Each held company's latest figures from its updates, and alerts", tags: ['portfolio'], responses: { 200: portfolioMonitoringSchema } }),
  updateAlertSettings: endpoint({ ...portfolioRoutes.updateAlertSettings, operationId: 'portfolioUpdateAlertSettings', summary: "Set the investor's runway and no-update alert thresholds", tags: ['portfolio'], body: alertSettingsSchema, responses: { 200: alertSettingsSchema } }),
  /** The founder's side: the rounds investors recorded in their startup, to review. */
  startupInvestments: endpoint({ ...portfolioRoutes.startupInvestments, operationId: 'portfolioListStartupInvestments', summary: 'Investments recorded in your startup', tags: ['portfolio'], params: idParamsSchema, responses: { 200: startupInvestmentsSchema } }),
  confirmInvestment: endpoint({
    ...portfolioRoutes.confirmInvestment,
    operationId: 'portfolioConfirmInvestment', summary: 'Confirm a recorded investment in your startup', tags: ['portfolio'],
    params: startupInvestmentParamsSchema,
    body: decideInvestmentInputSchema,
    responses: noContent,
  }),
  declineInvestment: endpoint({
    ...portfolioRoutes.declineInvestment,
    operationId: 'portfolioDeclineInvestment', summary: 'Decline a recorded investment in your startup', tags: ['portfolio'],
    params: startupInvestmentParamsSchema,
    body: decideInvestmentInputSchema,
    responses: noContent,
  }),
  /** Public, like the investor's profile: only rounds the founders confirmed count (decision 0005). */
  investorCompanies: endpoint({
    ...portfolioRoutes.investorCompanies,
    operationId: 'investorsListPortfolioCompanies', summary: "An investor's confirmed portfolio companies", tags: ['investors'], public: true, preloads: [{ route: '/investors/:id', for: 'public' }],
    params: idParamsSchema,
    responses: { 200: investorPortfolioCompaniesSchema },
  }),
};
