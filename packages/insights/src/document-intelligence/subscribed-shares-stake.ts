/**
 * An investor's stake after it subscribes new shares, given as share counts and never as a percentage: 'le capital
 * social est divisé en 9 000 actions' then 'Lomé Impact Capital (« l'Investisseur ») souscrit ce jour 9 500 actions de
 * préférence'; 'les 100 000 actions composant le capital' ... 'réserve la souscription des 120 000 actions nouvelles à
 * Kalao Impact Fund'; 'The share capital consists of 10,000 shares' then 'Ubuntu Ventures subscribes for 12,000 new
 * shares'. Its stake after is what it held before ('Kalao Impact Fund, 30 000 actions') plus the new shares, over the
 * shares before plus the new ones; 50% or more is control. The subscriber must be an investor by its name or defined term
 * (a fund, 'Capital', 'Ventures', 'l'Investisseur'), the only one subscribing; a subscription denied ('déclarent ne pas
 * souscrire'), supposed ('si le fonds souscrit') or several subscribers' is none. Reads folded text.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const count = String.raw`(\d{1,3}(?:[\s\u00a0\u202f,.]\d{3})+|\d+)`;
/** The shares before the issue: 'divisé en 9 000 actions', '100 000 actions composant le capital', 'consists of 10,000 shares'. */
const sharesBefore = new RegExp(String.raw`\b(?:divise|compose|divided into|consists? of|comprising)\s(?:en |de )?${count}\s(?:actions|shares)\b|\b${count}\s(?:actions|shares)\s(?:composant|constituant|making up|comprising) (?:le|the) (?:capital|share capital)\b`);
/** The capital after the issue, said as such: 'sera ainsi porté à ... divisé en 220 000 actions', 'will then be divided into'. */
const afterIssue = /\b(porte a|sera|will (then )?be|increased to|apres (l'|cette )?(augmentation|emission|operation))\b/;
// Each name opens at a word's start, so a long run of digits is read once, not from every digit.
const investorName = String.raw`((?<![a-z0-9'-])(?:[a-z0-9'-]+\s){0,4}(?:capital|ventures|partners|fund|fonds|investments|invest|holdings)(?:\s[a-z0-9'-]+){0,3}?)`;
/** 'X Capital (« l'Investisseur ») souscrit ce jour 9 500 actions', 'Y Ventures subscribes for 12,000 new shares'. */
const subscribes = new RegExp(String.raw`${investorName}\s?(?:\([^)]{0,40}\)\s?)?(?:souscrit|souscrira|subscribes?(?: for)?|will subscribe(?: for)?|subscribed(?: for)?)\s(?:ce jour |today |a |to )?${count}\s(?:actions|shares|nouvelles|new)\b`);
/** 'réserve la souscription des 120 000 actions nouvelles à Kalao Impact Fund', 'reserves the 12,000 new shares for Y Ventures'. */
const reservedFor = new RegExp(String.raw`\b(?:reserve|reserves|reserved)\s(?:la souscription (?:des|de) |the |for )?${count}\s(?:actions|shares|new shares)(?: nouvelles| new)?\s(?:a|au profit de|for|to)\s${investorName}`);

/** The subscriber's holding before, in a list of holders: 'Kalao Impact Fund, 30 000 actions', 'Y Ventures (2,000 shares)'. */
const heldBefore = (name: string, lower: string): number => {
  const m = new RegExp(String.raw`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s?[,(:]\s?${count}\s(?:actions|shares)`).exec(lower);
  return m ? statedNumber(m[1] ?? '') : 0;
};

export function subscribedSharesStake(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const whole = written.map((s) => s.lower).join('\n').replace(/\s+/g, ' ');
  let before: number | null = null;
  let issue: { name: string; shares: number; s: SentenceFacts } | null = null;
  let subscriptions = 0;
  for (const [i, s] of written.entries()) {
    const shares = sharesBefore.exec(s.lower);
    if (shares && before === null && !afterIssue.test(s.lower.slice(0, shares.index))) before = statedNumber(shares[1] ?? shares[2] ?? '');
    // A minutes' line cut mid-name ('... à Kalao' / 'Impact Fund, ...') runs on into the next sentence.
    const next = written[i + 1];
    const said = next && !/[.!?;:]\W*$/.test(s.lower) ? `${s.lower} ${next.lower}` : s.lower;
    const m = subscribes.exec(said);
    const r = m ? null : reservedFor.exec(said);
    const found = m ? { name: m[1] ?? '', shares: m[2] ?? '', at: m.index + m[0].length } : r ? { name: r[2] ?? '', shares: r[1] ?? '', at: r.index } : null;
    if (!found || (r && r.index >= s.lower.length) || (m && m.index >= s.lower.length)) continue;
    if (isNegatedAt(said, found.at) || isHedgedAt(said, found.at) || /\b(si|if)\b/.test(said.slice(0, found.at))) continue;
    subscriptions += 1;
    issue = { name: found.name.replace(/\s+/g, ' ').trim().replace(/^[\d\s.]+/, '').replace(/^(le |la |les |l'|the |a |au |aux )/, ''), shares: statedNumber(found.shares), s };
  }
  if (!issue || before === null || subscriptions !== 1 || !(before > 0) || !(issue.shares > 0)) return null;
  const stake = ((heldBefore(issue.name, whole) + issue.shares) / (before + issue.shares)) * 100;
  if (stake < 50) return null;
  return {
    ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(issue.s.text), occurrences: 1,
    recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
  };
}
