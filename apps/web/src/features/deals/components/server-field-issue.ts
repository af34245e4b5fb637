import { ApiRequestError } from '@/lib/api';

/** The server's refusal of one of a form's fields (a 400 whose first issue names it), if that is what it was. */
export function serverFieldIssue<F extends string>(error: unknown, fields: readonly F[]): { path: F; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  try {
    const [issue] = (JSON.parse(error.body) as { issues?: { path: string; message: unknown }[] }).issues ?? [];
    const path = fields.find((field) => field === issue?.path);
    return path && typeof issue!.message === 'string' ? { path, message: issue!.message } : null;
  } catch {
    return null;
  }
}
