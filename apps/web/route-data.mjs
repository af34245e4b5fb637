// The API answers each route's screen asks for on its first render, exactly as the screen's query
// fetchers spell them (path and query string). The server names them in the route's index.html as
// <link rel="preload" as="fetch"> (apps/server/src/plugins/route-preloads.ts), so the browser fetches
// them with the page's chunks instead of after those have downloaded and run: on Lighthouse's
// simulated slow 4G that wait was the largest part of a screen's LCP (bench/README.md). A fetch()
// of the same URL with the same credentials mode takes the preloaded answer; a URL listed here that
// the screen does not ask for costs one small request and a console warning, so list only what every
// visitor of the route asks for: `public` for anyone, `signedIn` only with a session cookie (and
// nothing role-specific: the server does not look the session up for this). `:name` is the route's
// parameter. Only for a page requested without a query string (filters and tabs change what a
// screen asks for).
export const routeData = {
  '/startups': { public: ['/api/startups?limit=20&offset=0', '/api/startups/stats'] },
  '/startups/:id': { public: ['/api/startups/:id'] },
  '/investors': { public: ['/api/investors?limit=20&offset=0', '/api/investors/stats'] },
  '/investors/:id': { public: ['/api/investors/:id', '/api/investors/:id/portfolio-companies'] },
  '/jobs': { public: ['/api/jobs?limit=20&offset=0'] },
  '/dashboard': { signedIn: ['/api/dashboard/stats', '/api/dashboard/matches', '/api/dashboard/activity'] },
  '/profile': {
    signedIn: ['/api/users/profile', '/api/users/experiences', '/api/users/recommendations', '/api/users/recommendations/requests', '/api/users/connections', '/api/users/matches'],
  },
  '/network': { signedIn: ['/api/users/search?limit=20&offset=0', '/api/users/network-stats'] },
  '/messages': { signedIn: ['/api/messages/threads'] },
  '/financial-tools': { signedIn: ['/api/financial-tools/startups'] },
  '/financial': { signedIn: ['/api/financial-tools/startups'] },
  '/ai-insights': { signedIn: ['/api/profile'] },
  '/data-rooms': { signedIn: ['/api/data-rooms'] },
  '/portfolio': { signedIn: ['/api/portfolio/companies?sortBy=name&sector=All', '/api/portfolio/overview'] },
  '/portfolio/deal-flow': { signedIn: ['/api/portfolio/deal-flow'] },
  '/updates': { signedIn: ['/api/updates?limit=20&offset=0', '/api/profile'] },
  '/company-metrics': { signedIn: ['/api/profile'] },
};
