import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

/**
 * The e2e server has no SMTP_URL, so it writes each e-mail as an .eml file under
 * DATA_DIR/outbox (apps/server/src/integrations/email.ts); playwright.config.ts starts it in
 * this folder with DATA_DIR=.tmp/e2e-data.
 */
const OUTBOX = fileURLToPath(new URL('../.tmp/e2e-data/outbox', import.meta.url));

/** Undoes quoted-printable (soft line breaks and =XX bytes), which nodemailer uses for long lines. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/**
 * The message with its body decoded when it is quoted-printable. Only then: nodemailer sends
 * short plain bodies as 7bit, and decoding those anyway turned a link's "token=dD…" into a
 * stray byte whenever the token began with two hexadecimal letters (one reset e-mail in eight).
 */
function decoded(message: string): string {
  const headerEnd = message.search(/\r?\n\r?\n/);
  if (headerEnd < 0) return message;
  const headers = message.slice(0, headerEnd);
  // The body only: headers are never quoted-printable, and decoding them turned a List-Unsubscribe link's
  // "token=E4…" into a stray byte the same way.
  return /^Content-Transfer-Encoding:\s*quoted-printable\s*$/im.test(headers) ? headers + decodeQuotedPrintable(message.slice(headerEnd)) : message;
}

/** Every e-mail in the outbox addressed to `to`, decoded, oldest first. */
export async function emailsTo(to: string): Promise<string[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const messages = await Promise.all(names.map((name) => readFile(join(OUTBOX, name), 'latin1')));
  return messages.filter((message) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(message)).map(decoded);
}

/** Waits for an e-mail to `to` holding a link that `pattern` matches and returns the newest such link. */
async function linkFor(to: string, pattern: RegExp, what: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await emailsTo(to)).map((message) => message.match(pattern)?.[0]).filter(Boolean).at(-1);
      return link;
    }, { message: `no ${what} e-mail to ${to} in ${OUTBOX}` })
    .toBeTruthy();
  return new URL(link!);
}

/** Waits for the password-reset e-mail to `to` and returns the link in it. */
export const resetLinkFor = (to: string) => linkFor(to, /https?:\/\/\S+\/reset-password\?token=\S+/, 'password-reset');

/** Waits for the sign-up verification e-mail to `to` and returns its link (opening it signs the person in). */
export const verificationLinkFor = (to: string) => linkFor(to, /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/, 'verification');

/** Waits for an e-mail to `to` with a one-click unsubscribe header (RFC 8058) and returns its link; the header may be folded. */
export const unsubscribeLinkFor = (to: string) => linkFor(to, /(?<=^List-Unsubscribe:\s+<)https?:\/\/[^>\s]+/m, 'unsubscribable');
