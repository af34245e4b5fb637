// A real SMTP server on loopback (smtp-server) for a server under test started with SMTP_URL. It
// keeps every message it accepted (answered 250), and on request holds notification e-mails
// unanswered: the sender then waits in its task handler, as it would on a stalled mail server.
import { SMTPServer } from 'smtp-server';
import { verificationLinkIn } from './outbox.mjs';

const notificationId = /^Message-ID:\s*<(notification-[^>]+)>/im;

export async function startSmtpSink(port) {
  const accepted = [];
  const held = [];
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks).toString('latin1');
        // Never answered: the sender has no 250, so the message was not delivered.
        if (holding && notificationId.test(message)) return void held.push(message);
        accepted.push(message);
        done();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Raw messages answered 250, oldest first. */
    accepted,
    /** Notification messages received while holding, never answered. */
    held,
    hold(on) {
      holding = on;
    },
    /** Message-IDs (`notification-<task id>@host`) of the notification e-mails accepted. */
    notificationIds: () => accepted.map((m) => m.match(notificationId)?.[1]).filter(Boolean),
    async verificationLink(email) {
      const link = verificationLinkIn(accepted, email);
      if (!link) throw new Error(`no verification e-mail to ${email} reached the SMTP sink`);
      return link;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
