// A server under test without SMTP_URL writes each e-mail as an .eml file under DATA_DIR/outbox
// (apps/server/src/integrations/email.ts); sign-up's verification link is read there, or among
// the messages an SMTP sink accepted (smtp-sink.mjs).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable (soft line breaks and =XX bytes), which nodemailer uses for long lines. */
function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** The message, its body decoded only when it says it is quoted-printable (a 7bit "token=dD…" is not an escape). */
function decoded(message) {
  const headerEnd = message.search(/\r?\n\r?\n/);
  const headers = headerEnd < 0 ? message : message.slice(0, headerEnd);
  return /^Content-Transfer-Encoding:\s*quoted-printable\s*$/im.test(headers) ? decodeQuotedPrintable(message) : message;
}

/** The newest sign-up verification link to `email` among raw messages (oldest first), or undefined. */
export function verificationLinkIn(messages, email) {
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi');
  let link;
  for (const message of messages) {
    if (to.test(message)) link = decoded(message).match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0] ?? link;
  }
  return link === undefined ? undefined : new URL(link);
}

/** The newest sign-up verification link e-mailed to `email` by the server whose DATA_DIR is `dataDir`. */
export async function verificationLink(dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  const link = verificationLinkIn(await Promise.all(names.map((name) => readFile(join(outbox, name), 'latin1'))), email);
  if (!link) throw new Error(`no verification e-mail to ${email} in ${outbox}`);
  return link;
}
