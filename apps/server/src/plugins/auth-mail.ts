import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import type { Email, Mailer } from '../integrations/email';
import { mailUnavailable } from '../lib/errors';
import { describeFailure } from '../lib/redact';

/**
 * Account e-mail (verification links, password resets, the notice to the owner of a taken address) is
 * sent by Better Auth inside the request, and Better Auth swallows a failed send: the person would be
 * told "check your e-mail" for a message that never left. So the mailer Better Auth gets records what
 * each request's sends came to, and the Fastify bridge (plugins/auth.ts) turns a failure into a 503 with
 * the catalog message, its cause logged by the error handler (decision 0034).
 */
type MailOutcome = {
  attempted: boolean;
  failure?: unknown;
  /** The account a sign-up's verification e-mail was for: the account this request created. */
  verificationFor?: string;
};

const outcomes = new AsyncLocalStorage<MailOutcome>();

/**
 * Endpoints that answer the same whether or not the address has an account, and send an e-mail only
 * when it has one: what the mail server does must not tell the two apart.
 */
const ADDRESS_BLIND_PATHS = new Set(['/request-password-reset', '/send-verification-email']);

type Settle = { path: string; db: Db; log: { error(details: object, message: string): void } };

/**
 * `mailer` is what Better Auth sends through: inside `run`, a failure is recorded, not thrown. `run`
 * handles one auth request, then throws `mailUnavailable` if an account e-mail it sent (or would have
 * sent) failed.
 */
export type AccountMail = {
  mailer: Mailer & { sendVerification(userId: string, email: Email): Promise<void> };
  run<T extends Response>(settle: Settle, handle: () => Promise<T>): Promise<T>;
};

export function createAccountMail(transport: Mailer): AccountMail {
  async function send(email: Email, verificationFor?: string) {
    const outcome = outcomes.getStore();
    if (!outcome) return transport.send(email);
    outcome.attempted = true;
    if (verificationFor) outcome.verificationFor = verificationFor;
    try {
      await transport.send(email);
    } catch (error) {
      // Kept for the bridge; thrown, Better Auth would log the raw error (the SMTP dialogue) and go on.
      outcome.failure ??= error;
    }
  }

  /** Why the mail service would not take mail now (it connects, greets and logs in, sending nothing); undefined if it would. */
  const serviceFailure = async (): Promise<unknown> => transport.check?.().then(() => undefined, (error: unknown) => error);

  async function settle(outcome: MailOutcome, status: number, { path, db, log }: Settle): Promise<void> {
    let failure = outcome.failure;
    if (ADDRESS_BLIND_PATHS.has(path)) {
      if (status < 200 || status >= 300 || (outcome.attempted && failure === undefined)) return;
      // Only an address with an account sent anything, so what its send came to must not be the answer:
      // whether the mail service takes mail now decides, for every address alike.
      const serviceDown = await serviceFailure();
      if (serviceDown === undefined) {
        // The service works but refused this e-mail (its recipient, say): refusing would say the address has an account.
        if (failure !== undefined) log.error({ path, cause: describeFailure(failure) }, 'account e-mail failed while the mail service answers');
        return;
      }
      failure ??= serviceDown;
    }
    if (failure === undefined) return;
    // A sign-up whose verification e-mail failed leaves no account behind, so trying again is a new
    // sign-up (with its link) rather than a taken address. The account has no session and no link yet.
    if (path === '/sign-up/email' && outcome.verificationFor) {
      await db.delete(users).where(and(eq(users.id, outcome.verificationFor), eq(users.emailVerified, false)));
    }
    throw mailUnavailable(failure);
  }

  return {
    mailer: { send: (email) => send(email), sendVerification: (userId, email) => send(email, userId) },
    async run(options, handle) {
      const outcome: MailOutcome = { attempted: false };
      const response = await outcomes.run(outcome, handle);
      await settle(outcome, response.status, options);
      return response;
    },
  };
}
