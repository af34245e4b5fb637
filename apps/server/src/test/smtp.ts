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

/** An app on a fresh test database whose e-mail goes to the SMTP server on `port`. */
export async function startAppWithSmtp(port: number): Promise<{ app: FastifyInstance; database: TestDatabase }> {
  const database = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { dataDir: ':memory:', databaseUrl: database.databaseUrl, rateLimitPerMinute: 100_000, smtpUrl: `smtp://127.0.0.1:${port}` },
  );
  const smtp = createSmtpMailer(config.smtpUrl!, config.emailFrom);
  const sent: Email[] = [];
  const mailer = { sent, send: async (email: Email) => { await smtp.send(email); sent.push(email); } };
  const app = await buildApp({ config, database: database.database, mailer });
  rememberMailer(app, mailer);
  await app.ready();
  return { app, database };
}
