import { ApiRequestError, errorMessage } from '@/lib/api';

/**
 * A refused request's messages by field (the server's issues, decision 0046 keys rendered by FormField), and the
 * message that belongs to no field of this form, shown above it.
 */
export function fieldErrors(error: unknown, fields: readonly string[]): { byField: Record<string, string>; general: string | null } {
  if (!error) return { byField: {}, general: null };
  const issues = error instanceof ApiRequestError ? error.serverIssues : [];
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = fields.find((f) => issue.path === f || issue.path.startsWith(`${f}.`));
    if (field && !byField[field]) byField[field] = issue.message;
  }
  return { byField, general: Object.keys(byField).length > 0 ? null : errorMessage(error) };
}
