import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type nodemailerModule from 'nodemailer';

export type Email = {
  to: string;
  subject: string;
  text: string;
  /**
   * An HTML version beside `text` (multipart/alternative): mail clients show the HTML and fall back to
   * the text. Callers build it from escaped or sanitised parts only.
   */
  html?: string;
  /** One-click unsubscribe link (RFC 8058 List-Unsubscribe header); absent for account e-mail such as verification and password resets. */
  unsubscribeUrl?: string;
  /**
   * The Message-ID header, without angle brackets. A queued e-mail derives it from its task id,
   * so every retry of one task sends the same message and a receiver can tell a repeat.
   */
  messageId?: string;
};

/**
 * Sends e-mail; the adapter decides how (SMTP, a local outbox folder, or memory in tests). `check`, for an
 * adapter that can be away, asks the mail server whether it would take mail now (connects and greets it,
 * sending nothing) and fails as `send` would.
 */
export type Mailer = { send(email: Email): Promise<void>; check?(): Promise<void> };

/** RFC 8058: the https link, and List-Unsubscribe-Post so that providers POST to it in one click. */
const headersOf = (email: Email): Record<string, string> =>
  email.unsubscribeUrl ? { 'List-Unsubscribe': `<${email.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};

const messageOf = (from: string, email: Email) => ({
  from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  ...(email.html ? { html: email.html } : {}),
  headers: headersOf(email),
  ...(email.messageId ? { messageId: `<${email.messageId}>` } : {}),
});

/**
 * A mail server that accepts the connection and then hangs must fail the attempt, so the task
 * queue retries it, well before the queue counts the attempt as dead (120 s, integrations/queue.ts).
 * nodemailer's defaults wait up to 10 minutes on a silent socket.
 */
const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** nodemailer loads with the first e-mail, not at server start: the server starts faster without it. */
function lazyTransport<T>(create: (nodemailer: typeof nodemailerModule) => T): () => Promise<T> {
  let transport: Promise<T> | undefined;
  return () => (transport ??= import('nodemailer').then((m) => create(m.default)));
}

/** Real delivery through the SMTP server named by SMTP_URL (smtp:// or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts }));
  return {
    async send(email) {
      await (await transport()).sendMail(messageOf(from, email));
    },
    async check() {
      await (await transport()).verify();
    },
  };
}

/**
 * Development without SMTP: each e-mail becomes an .eml file under DATA_DIR/outbox, which any
 * mail client opens. nodemailer's stream transport builds the same MIME message SMTP would send.
 * `onWritten` hears each file's path (the server logs it, so a developer finds the sign-up link).
 */
export function createOutboxMailer(dataDir: string, from: string, onWritten: (path: string) => void = () => undefined): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  const dir = join(resolve(dataDir), 'outbox');
  let sequence = 0;
  return {
    async send(email) {
      const info = await (await transport()).sendMail(messageOf(from, email));
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`;
      const path = join(dir, name);
      await writeFile(path, info.message as Buffer);
      onWritten(path);
    },
  };
}

/** Tests: keeps what would have been sent. */
export function createMemoryMailer(): Mailer & { sent: Email[] } {
  const sent: Email[] = [];
  return {
    sent,
    async send(email) {
      sent.push(email);
    },
  };
}
