import { MESSAGES_HEADER, rememberMessagesHeader, rememberMessagesOf } from './i18n/glossary';

/**
 * The request helper the spec's calls and error catalogue assume: JSON in and out, cookies included, and for any
 * non-success response an error whose message is 'status: body' (or the status text).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    try {
      rememberMessagesOf(JSON.parse(body));
    } catch {
      // Not JSON: no messages to remember.
    }
  }

  /** The server's own message from its JSON error body, for toasts and form errors. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return this.body || this.message;
  }

  /** The field issues of a refused input ({ path, message }), so a form can show each beside its field. */
  get serverIssues(): { path: string; message: string }[] {
    try {
      const parsed = JSON.parse(this.body) as { issues?: unknown };
      if (!Array.isArray(parsed.issues)) return [];
      return parsed.issues.filter((i): i is { path: string; message: string } => typeof i?.path === 'string' && typeof i?.message === 'string');
    } catch {
      return [];
    }
  }

  get serverCode(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { code?: unknown };
      return typeof parsed.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; on the server, a call into the server's own API while it renders a public page (server-render/). */
let transport: Transport = (path, init) => fetch(path, init);

/** Only server-render/render-page.tsx calls this, once, before its first render. */
export function sendRequestsThrough(serverTransport: Transport): void {
  transport = serverTransport;
}

/** One JSON request; only lib/call-endpoint.ts calls it, with a URL it built from an endpoint's route. */
export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<{ body: T; headers: Headers }> {
  const response = await transport(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiRequestError(response.status, await response.text(), response.statusText);
  }
  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  rememberMessagesOf(parsed);
  rememberMessagesHeader(response.headers.get(MESSAGES_HEADER));
  return { body: parsed as T, headers: response.headers };
}

/** The message to show a person for any failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage;
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}
