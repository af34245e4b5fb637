/**
 * Whether a request carries credentials: a cookie (a session's, or any other: the routes' own visitor check
 * counts any) or an Authorization header. The one rule for who is a visitor, read by the security plugin's
 * caching policy and by the answers sent to visitors before routing (plugins/visitor-answers.ts).
 */
export const carriesCredentials = (headers: { cookie?: string; authorization?: string }) => headers.cookie !== undefined || headers.authorization !== undefined;
