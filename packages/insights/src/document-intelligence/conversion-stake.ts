/**
 * An investor's stake after its note or loan converts, left for the reader to work out: 'Capital: 14,000 shares, of
 * which 2,000 held by Acacia Fund' then 'Acacia Fund will convert its USD 400k note at USD 40 per share'. The new shares
 * are the amount over the price per share; the investor's shares after conversion over the enlarged total is its
 * stake, and 50% or more is control. The holder is matched by its name's first word in both sentences; founders,
 * employees and pools are not an investor. A conversion said as a possibility ('may convert', 'pourrait convertir') is
 * read as stated by assertion, so the verb must be plain or future.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// A count starts where a run of digits starts, so a long run of digits is tried once, not once per digit.
const count = String.raw`(?<!\d)(\d{1,3}(?:[ \u00A0\u202F.,]\d{3})+(?!\d)|\d{1,9}(?!\d))`;
const parseCount = (text: string) => Number(text.replace(/[ \u00A0\u202F.,]/g, ''));
/** The shares in issue: 'Capital actuel : 14 000 actions', '14,000 shares in issue'. */
const totalShares = new RegExp(String.raw`\b(?:capital|share capital|issued|en circulation|in issue)\b[^.;\d]{0,30}${count}\s(?:actions|shares|titres)\b|${count}\s(?:ordinary )?(?:actions|shares|titres)\s(?:in issue|issued|outstanding|en circulation)\b`);
/** A holder's count: '2 000 par Kora Invest', '2,000 shares held by Acacia Fund'. */
const holderCount = new RegExp(String.raw`${count}\s(?:(?:actions|shares|titres)\s)?(?:(?:detenues?|held)\s)?(?:par|by)\s(?:les |the |l')?([a-z][a-z'-]+(?:\s[a-z][a-z'-]+){0,3})`, 'g');
const notInvestor = /^(fondat\w+|cofondat\w+|founders?|co-?founders?|employees?|salaries|esop|pool|management|dirigeants?)\b/;
const converts = /\b(will convert|converts|is converting|convertira|convertit|convertiront|conversion de)\b/;
const perShare = /^\s*(par action|per share|l'action|a share|each)\b/;

export function stakeAfterConversion(sentences: readonly SentenceFacts[]): RiskFlag | null {
  // Only a document that converts something is read, and each sentence once.
  const written = sentences.filter((s) => !s.derived);
  if (!written.some((s) => converts.test(s.lower))) return null;
  let total = 0;
  const held = new Map<string, number>();
  for (const s of written) {
    const shares = totalShares.exec(s.lower);
    if (shares && total === 0) total = parseCount(shares[1] ?? shares[2] ?? '0');
    for (const m of s.lower.matchAll(holderCount)) {
      const holder = (m[2] ?? '').trim();
      if (!notInvestor.test(holder)) held.set(holder.split(/\s/)[0] ?? holder, parseCount(m[1] ?? '0'));
    }
    const verb = converts.exec(s.lower);
    if (!verb || total === 0 || held.size === 0 || isNegatedAt(s.lower, verb.index) || isHedgedAt(s.lower, verb.index)) continue;
    const price = s.money.find((m) => perShare.test(s.lower.slice(m.end)));
    const amount = s.money.find((m) => m !== price && price && m.currency === price.currency && m.amount > price.amount);
    const holder = [...held.keys()].find((h) => new RegExp(String.raw`\b${h}\b`).test(s.lower.slice(0, verb.index)));
    if (!price || !amount || !holder || price.amount <= 0) continue;
    const added = amount.amount / price.amount;
    const stake = ((held.get(holder) ?? 0) + added) / (total + added);
    if (stake < 0.5 || stake > 1) continue;
    return {
      ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(s.text), occurrences: 1,
      recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
    };
  }
  return null;
}
