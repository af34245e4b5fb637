/**
 * robots.txt: crawl the public pages, not the API or the signed-in areas (which show a crawler
 * nothing but a sign-in screen, and whose addresses are nobody's business).
 */
export const privatePaths = [
  '/api/',
  '/dashboard',
  '/data-rooms',
  '/messages',
  '/financial',
  '/financial-tools',
  '/portfolio',
  '/company-metrics',
  '/profile',
  '/network',
  '/notifications',
  '/onboarding',
  '/analytics',
  '/advanced-analytics',
  '/ai-insights',
  // Investor updates, their public links included: a public link is for the people it is given to, not for search engines.
  '/updates',
];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
