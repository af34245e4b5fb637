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

const noContent = { 204: z.null() };

/**
 * The portfolio API (the server's portfolio module): the server registers these routes and the web app calls
 * them (decision 0018). Besides the investor's own portfolio, the module serves the founder's review of the
 * rounds recorded in their startup (confirm or decline) and an investor's public portfolio.
 */
export const portfolioEndpoints = {
  recordInvestment: endpoint({ method: 'POST', path: '/api/portfolio/investments', body: recordInvestmentInputSchema, responses: { 201: investmentSchema } }),
  updateInvestment: endpoint({
    method: 'PUT',
    path: '/api/portfolio/investments/:id',
    params: idParamsSchema,
    body: recordInvestmentInputSchema,
    responses: { 200: investmentSchema },
  }),
  deleteInvestment: endpoint({ method: 'DELETE', path: '/api/portfolio/investments/:id', params: idParamsSchema, responses: noContent }),
  overview: endpoint({ method: 'GET', path: '/api/portfolio/overview', responses: { 200: portfolioOverviewSchema } }),
  companies: endpoint({ method: 'GET', path: '/api/portfolio/companies', query: portfolioCompaniesQuerySchema, responses: { 200: portfolioCompaniesSchema } }),
  company: endpoint({
    method: 'GET',
    path: '/api/portfolio/companies/:startupId',
    params: startupIdParamsSchema,
    responses: { 200: portfolioCompanyDetailSchema },
  }),
  recordExit: endpoint({
    method: 'PUT',
    path: '/api/portfolio/companies/:startupId/exit',
    params: startupIdParamsSchema,
    body: recordExitInputSchema,
    responses: noContent,
  }),
  deleteExit: endpoint({ method: 'DELETE', path: '/api/portfolio/companies/:startupId/exit', params: startupIdParamsSchema, responses: noContent }),
  performance: endpoint({ method: 'GET', path: '/api/portfolio/performance', responses: { 200: portfolioPerformanceSchema } }),
  /** Latest figures per company from the updates sent to the investor, and their alerts. */
  monitoring: endpoint({ method: 'GET', path: '/api/portfolio/monitoring', responses: { 200: portfolioMonitoringSchema } }),
  updateAlertSettings: endpoint({ method: 'PUT', path: '/api/portfolio/alert-settings', body: alertSettingsSchema, responses: { 200: alertSettingsSchema } }),
  /** The founder's side: the rounds investors recorded in their startup, to review. */
  startupInvestments: endpoint({ method: 'GET', path: '/api/startups/:id/investments', params: idParamsSchema, responses: { 200: startupInvestmentsSchema } }),
  confirmInvestment: endpoint({
    method: 'POST',
    path: '/api/startups/:id/investments/:investmentId/confirm',
    params: startupInvestmentParamsSchema,
    body: decideInvestmentInputSchema,
    responses: noContent,
  }),
  declineInvestment: endpoint({
    method: 'POST',
    path: '/api/startups/:id/investments/:investmentId/decline',
    params: startupInvestmentParamsSchema,
    body: decideInvestmentInputSchema,
    responses: noContent,
  }),
  /** Public, like the investor's profile: only rounds the founders confirmed count (decision 0005). */
  investorCompanies: endpoint({
    method: 'GET',
    path: '/api/investors/:id/portfolio-companies',
    params: idParamsSchema,
    responses: { 200: investorPortfolioCompaniesSchema },
  }),
};
