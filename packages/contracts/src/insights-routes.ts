/** The method and path of each endpoint of insights-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const insightsRoutes = {
  advancedMatches: { method: 'POST', path: '/api/advanced-matching/:startupId' },
  analyzeDocument: { method: 'POST', path: '/api/documents/:id/analyze' },
  analyzeUpload: { method: 'POST', path: '/api/documents/:id/analyze-pdf' },
  documentAnalyses: { method: 'GET', path: '/api/startups/:id/document-analyses' },
  sharedDocumentAnalyses: { method: 'GET', path: '/api/startups/:id/shared-document-analyses' },
  assessment: { method: 'GET', path: '/api/startups/:id/assessment' },
  dueDiligence: { method: 'POST', path: '/api/startups/:id/due-diligence' },
  valuationBenchmark: { method: 'GET', path: '/api/startups/:id/valuation-benchmark' },
  analyzeRoomDocument: { method: 'POST', path: '/api/data-rooms/:id/documents/:documentId/analysis' },
  roomDocumentAnalysis: { method: 'GET', path: '/api/data-rooms/:id/documents/:documentId/analysis' },
} as const;
