/**
 * Whether a website belongs to the same organisation as an e-mail address, by domain: the rule
 * behind "Website domain ledgerline.africa matches the founder's verified e-mail" on a startup page
 * and behind automatic investor verification (a fund's website and its partner's e-mail). Pure, so
 * the server decides with it and tests read it as a table.
 *
 * Only a fact about names: the caller decides whether the e-mail address itself is verified.
 */

/**
 * Mailbox providers anyone can sign up with: an address there says nothing about an organisation.
 * Exact domains; the big multi-country providers are also matched by brand below (yahoo.co.ke,
 * hotmail.fr...).
 */
export const freeMailDomains: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'email.com',
  'zoho.com',
  'zohomail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'inbox.com',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  '126.com',
  'rediffmail.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'mweb.co.za',
  'webmail.co.za',
  'telkomsa.net',
  'safaricom.co.ke',
]);

/** Providers with a domain per country (yahoo.co.uk, outlook.fr, hotmail.com.ng): matched by their first label. */
const freeMailBrands = new Set(['gmail', 'googlemail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'aol', 'gmx', 'yandex']);
/** A country or generic ending after a brand: 'com', 'fr', 'co.uk', 'com.ng'. */
const countryEnding = /^[a-z]{2,3}(\.[a-z]{2,3})?$/;

const stripWww = (host: string) => (host.startsWith('www.') ? host.slice(4) : host);
const isDomainName = (name: string) => /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(name);

/** A mailbox provider anyone can use, so its domain never vouches for an organisation. */
export function isFreeMailDomain(domain: string): boolean {
  const name = stripWww(domain.trim().toLowerCase().replace(/\.$/, ''));
  if (freeMailDomains.has(name)) return true;
  const dot = name.indexOf('.');
  return dot > 0 && freeMailBrands.has(name.slice(0, dot)) && countryEnding.test(name.slice(dot + 1));
}

/** The domain of an e-mail address, lower-cased ('Ama@LedgerLine.africa' → 'ledgerline.africa'), or null. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = stripWww(email.trim().slice(at + 1).toLowerCase().replace(/\.$/, ''));
  return isDomainName(domain) ? domain : null;
}

/** A website's host without `www.` ('https://www.ledgerline.africa/about' → 'ledgerline.africa'), or null. */
export function websiteHost(website: string): string | null {
  const text = website.trim();
  if (text === '') return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = stripWww(url.hostname.toLowerCase().replace(/\.$/, ''));
    return isDomainName(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * True when the e-mail's domain is the website's host or its parent, ignoring `www.`:
 * ama@ledgerline.africa matches https://www.ledgerline.africa and https://app.ledgerline.africa,
 * but not https://ledgerline.africa.example.com nor https://notledgerline.africa. A free-mail
 * domain (gmail.com, yahoo.co.ke...) never matches, not even the provider's own website.
 */
export function websiteMatchesEmailDomain(website: string | null | undefined, email: string | null | undefined): boolean {
  if (!website || !email) return false;
  const host = websiteHost(website);
  const domain = emailDomain(email);
  if (!host || !domain || isFreeMailDomain(domain)) return false;
  return host === domain || host.endsWith(`.${domain}`);
}
