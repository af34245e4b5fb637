/** The method and path of each endpoint of portfolio-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const portfolioRoutes = {
  recordInvestment: { method: 'POST', path: '/api/portfolio/investments' },
  updateInvestment: { method: 'PUT', path: '/api/portfolio/investments/:id' },
  deleteInvestment: { method: 'DELETE', path: '/api/portfolio/investments/:id' },
  overview: { method: 'GET', path: '/api/portfolio/overview' },
  companies: { method: 'GET', path: '/api/portfolio/companies' },
  company: { method: 'GET', path: '/api/portfolio/companies/:startupId' },
  recordExit: { method: 'PUT', path: '/api/portfolio/companies/:startupId/exit' },
  deleteExit: { method: 'DELETE', path: '/api/portfolio/companies/:startupId/exit' },
  performance: { method: 'GET', path: '/api/portfolio/performance' },
  monitoring: { method: 'GET', path: '/api/portfolio/monitoring' },
  updateAlertSettings: { method: 'PUT', path: '/api/portfolio/alert-settings' },
  startupInvestments: { method: 'GET', path: '/api/startups/:id/investments' },
  confirmInvestment: { method: 'POST', path: '/api/startups/:id/investments/:investmentId/confirm' },
  declineInvestment: { method: 'POST', path: '/api/startups/:id/investments/:investmentId/decline' },
  investorCompanies: { method: 'GET', path: '/api/investors/:id/portfolio-companies' },
} as const;
