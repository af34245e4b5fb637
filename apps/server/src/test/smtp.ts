/**
 * A real SMTP server on loopback (smtp-server, each message parsed with mailparser) and an app that
 * e-mails through it with its production SMTP mailer, as SMTP_URL builds it. The mailer also
 * remembers what the server accepted, so that sign-up can follow its verification link.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createSmtpMailer, type Email } from '../integrations/email';
import { createTestDatabase, type TestDatabase } from './test-database';
import { rememberMailer } from './test-app';

export function startSmtpSink(port: number, onMail: (mail: ParsedMail) => void): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          onMail(mail);
          done();
        })
        .catch(done);
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export const stopSmtpSink = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A real SMTP server on loopback that takes any login and then refuses: every session at its greeting
 * (421, the service is not available), or each recipient (550, the mailbox is unknown).
 */
export function startRefusingSmtp(port: number, refuses: 'connection' | 'recipient'): Promise<SMTPServer> {
  const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, done) => done(null, { user: 'baobab' }),
    onConnect: (_session, done) => (refuses === 'connection' ? done(refusal('Mail service is closed for maintenance', 421)) : done()),
    onRcptTo: (_address, _session, done) => (refuses === 'recipient' ? done(refusal('No such mailbox here', 550)) : done()),
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * An app on a fresh test database whose e-mail goes to the SMTP server on `port`; `smtpUrl` replaces the
 * plain URL (to log in, say) and `logStream` receives its log at `info` and above.
 */
export async function startAppWithSmtp(
  port: number,
  options: { smtpUrl?: string; logStream?: NodeJS.WritableStream } = {},
): Promise<{ app: FastifyInstance; database: TestDatabase }> {
  const database = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: options.logStream ? 'info' : 'silent' },
    { dataDir: ':memory:', databaseUrl: database.databaseUrl, rateLimitPerMinute: 100_000, smtpUrl: options.smtpUrl ?? `smtp://127.0.0.1:${port}` },
  );
  const smtp = createSmtpMailer(config.smtpUrl!, config.emailFrom);
  const sent: Email[] = [];
  const mailer = { sent, send: async (email: Email) => { await smtp.send(email); sent.push(email); }, check: smtp.check };
  const app = await buildApp({ config, database: database.database, mailer, ...(options.logStream ? { logStream: options.logStream } : {}) });
  rememberMailer(app, mailer);
  await app.ready();
  return { app, database };
}
