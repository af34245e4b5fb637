/**
 * A marketplace's take per order set against what the order costs it, under a claim that every order pays: 'Prix moyen
 * d'une course : 4 500 FCFA', 'Commission (20 %) : 900 FCFA', 'Bonus chauffeur et promotion client par course : 700
 * FCFA', 'Frais de paiement et assurance par course : 450 FCFA', then 'Chaque course est rentable dès la première
 * course'. The commission line is the rate of the order's value it names (the platform's revenue); the lines after it
 * are what the platform pays per order. When they come to more than the commission, the claim is contradicted.
 */
import { message } from '@baobab/contracts/i18n/message';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { claimsPositive } from './unit-economics';
import { valueLabel } from './unit-waterfall';

/** A line of a label and one amount, the label maybe with a rate in brackets ('Commission (20 %)'). */
function labelled(s: SentenceFacts): { label: string; amount: number; currency: string } | null {
  const [money] = s.money;
  if (!money || s.money.length !== 1 || s.lower.slice(money.end).replace(/[.\s]/g, '') !== '') return null;
  const label = s.lower.slice(0, money.start).replace(/[:\s]+$/, '').trim();
  return /^[a-z\u00E0-\u00FF' &/()%,.\d-]{2,70}$/.test(label) ? { label, amount: money.amount, currency: money.currency } : null;
}
const commissionWord = /\b(commission|take rate|frais de service|marge plateforme|platform fee)\b/;

export function commissionBelowOrderCosts(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const claim = sentences.find((s) => claimsPositive(s));
  if (!claim) return null;
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const value = labelled(s);
    if (!value || !valueLabel.test(value.label)) continue;
    const take = labelled(written[i + 1] as SentenceFacts);
    const rate = (written[i + 1] as SentenceFacts | undefined)?.percents[0];
    if (!take || take.currency !== value.currency || !commissionWord.test(take.label) || rate === undefined || Math.abs((rate / 100) * value.amount - take.amount) > 0.02 * take.amount) continue;
    let costs = 0;
    let lines = 0;
    for (const line of written.slice(i + 2)) {
      const cost = labelled(line);
      if (!cost || cost.currency !== value.currency) break;
      costs += cost.amount;
      lines += 1;
    }
    if (lines === 0 || costs <= take.amount) continue;
    return {
      ruleId: 'unit-economics', category: 'financial-health', severity: 'medium', evidence: excerpt(claim.text), occurrences: 1,
      // The lines say each order loses money: the existing message says so.
      title: message('Unit economics are called positive, but the text says each order loses money'),
      recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
    };
  }
  return null;
}
