/**
 * The route patterns a signed-out visitor and a search engine read (routes.tsx's patterns). The server
 * renders them to HTML for a visitor who is not signed in (server-render/render-page.tsx), as it does a
 * path that matches no route (the app's own 'Page Not Found').
 */
export const publicPaths = ['/', '/startups', '/startups/:id', '/investors', '/investors/:id', '/jobs', '/login'] as const;
