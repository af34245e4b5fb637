/**
 * One order's or delivery's economics laid out line by line, as decks draw a waterfall: its value ('Average order
 * value ........ 2,400', 'Prix moyen facturé : 1 500'), then what it costs, line after line ('Food cost ........
 * 1,500', 'Rémunération du livreur : 1 100'), then a stated contribution margin ('Contribution margin per order:
 * 35%', 'Marge de contribution : 40 %'). The lines imply the margin themselves (the value less the costs, over the
 * value); a stated margin ten points or more above it contradicts the text's own figures. Reads folded text, the
 * lines as sentences (text/sentences.ts turns dot leaders into ': '). An amount may carry its currency ('₦1,800'), and
 * the margin may be claimed in the heading over the lines ('Unit economics: a 35% contribution margin on every drop').
 */
import { message } from '@baobab/contracts/i18n/message';
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// 'Average delivery fee', 'Average basket value', 'Panier moyen': what one order brings in; 'Revenue per subscriber', a subscription's month.
// A unit's selling price ('prix de vente moyen des paillettes').
export const valueWords = String.raw`(average (order|basket|ticket)( value| size)?|prix de vente( moyen)?|aov|average ([a-z]+ )?(price|fee|fare|ticket)|(price|fee|fare) per (order|delivery|ride|trip|meal|unit)|revenue per (order|delivery|ride|trip|unit|subscriber|customer|member|user|box)|(revenu|chiffre d'affaires) par (abonne|client|membre)|prix moyen( facture| paye| de vente)?|panier moyen|ticket moyen|revenu par (commande|livraison|course))`;
const valueLine = new RegExp(String.raw`^${valueWords}\b[^:]{0,30}:\s*([\d][\d ,.\u00A0\u202F]*)$`);
/** A cost line: a label and a bare amount, nothing else ('Delivery cost: 450', 'Carburant et entretien : 250'). */
const costLine = /^([a-z\u00E0-\u00FF' &/-]{2,40}?)\s*:\s*([\d][\d ,.\u00A0\u202F]*)$/;
const statedContribution = /^(contribution margin|marge de contribution|contribution)\b[^:]{0,20}:\s*(\d+(?:[.,]\d+)?)\s?%/;
/** Ten points: rounding and a cost left out of the lines cannot explain more. */
const tolerance = 10;

const amountOf = (written: string) => statedNumber(written.trim());

/** The value line's label alone, for a line whose amount carries its currency ('Average delivery fee   ₦1,800'). */
export const valueLabel = new RegExp(String.raw`^${valueWords}\b[^:\d]{0,30}$`);
/** A label and one amount with its currency, nothing after it ('Rider payout per drop   ₦1,050'). */
// A cost line may carry its sign before the amount ('Rider cost   \u2212RWF 1,100') and its rate in brackets ('Commission (18%)').
const labelledMoney = (s: SentenceFacts, label: RegExp): number => {
  const [money] = s.money;
  if (!money || s.money.length !== 1 || s.lower.slice(money.end).trim() !== '') return NaN;
  return label.test(s.lower.slice(0, money.start).trim().replace(/\s?[-\u2212]$/, '').replace(/\s?\(\d+(?:[.,]\d+)?\s?%\)/, '').trim().replace(/:$/, '')) ? money.amount : NaN;
};
/** A minus written against an amount ('-GHS 2.10', '\u2212\u20A6380'), which the money reader leaves out; spaced on both sides a hyphen only separates. */
const minusBefore = /(\u2212\s?|(?<!\S)-)$/;
export const signedBefore = (text: string, at: number): boolean => minusBefore.test(text.slice(Math.max(0, at - 3), at));
// A cost's label may name its kind in brackets ('Medicines and delivery (COGS)').
const costLabel = /^[a-z\u00E0-\u00FF' &/()-]{2,40}$/;
/** A margin claimed in the heading over the lines: 'Unit economics: a 35% contribution margin on every drop'. */
const headingContribution = /\b(\d+(?:[.,]\d+)?)\s?% contribution margin\b|\bcontribution margin of (\d+(?:[.,]\d+)?)\s?%|\bmarge de contribution de (\d+(?:[.,]\d+)?)\s?%/;

export function contributionAboveLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const value = valueLine.exec(s.lower.trim());
    const price = value ? amountOf(value[value.length - 1] ?? '') : labelledMoney(s, valueLabel);
    if (!(price > 0)) continue;
    let costs = 0;
    let j = i + 1;
    for (; j < written.length; j += 1) {
      const line = written[j] as SentenceFacts;
      const cost = costLine.exec(line.lower.trim());
      const amount = cost ? amountOf(cost[2] ?? '') : labelledMoney(line, costLabel);
      if (!(amount >= 0)) break;
      costs += amount;
    }
    // The margin stated after the lines, or claimed in the heading just over them.
    const stated = statedContribution.exec(written[j]?.lower.trim() ?? '');
    const heading = stated ? null : headingContribution.exec(written[i - 1]?.lower ?? '');
    if (j === i + 1 || (!stated && !heading)) continue;
    const claimed = statedNumber((stated ? stated[2] : heading?.slice(1).find(Boolean)) ?? '');
    const implied = Math.round((1000 * (price - costs)) / price) / 10;
    if (claimed - implied < tolerance) continue;
    return {
      ruleId: 'unit-economics', category: 'financial-health', severity: 'medium', evidence: excerpt((stated ? written[j]?.text : written[i - 1]?.text) ?? s.text), occurrences: 1,
      title: message('Stated contribution margin of {{stated}}%, but the order value and costs listed imply {{implied}}%', { stated: claimed, implied }),
      recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
    };
  }
  return null;
}

/**
 * An order's lines: its value, the sum of the lines under it, and of those the ones marked with a minus (`deducted`)
 * and the ones not (`added`); `share` when an unmarked line is a rate of the value ('Commission (18%)  RWF 1,440' on a
 * RWF 8,000 basket: the value is the basket's, the platform earns the commission); `closing`, the line after them.
 */
export interface OrderLines { price: number; costs: number; added: number; deducted: number; share: boolean; currency: string; closing: SentenceFacts | undefined }

/**
 * The order value and the sum of the cost lines under it, each amount with its currency ('Average order value
 * GHS 62.00' then 'Ingredients GHS 44.00', ...), for a contribution stated as an amount (unit-contradictions.ts).
 */
export function orderCostLines(written: readonly SentenceFacts[]): OrderLines | null {
  for (const [i, s] of written.entries()) {
    const price = labelledMoney(s, valueLabel);
    const currency = s.money[0]?.currency;
    if (!(price > 0) || !currency) continue;
    const lines: OrderLines = { price, costs: 0, added: 0, deducted: 0, share: false, currency, closing: undefined };
    let j = i + 1;
    for (; j < written.length; j += 1) {
      const line = written[j] as SentenceFacts;
      const money = line.money[0];
      // The stated contribution closes the lines ('Contribution margin per subscriber: GHS 32'): it is no cost.
      const amount = money?.currency === currency && !/^\W*(contribution|marge|margin)\b/.test(line.lower) ? labelledMoney(line, costLabel) : NaN;
      if (!money || !(amount >= 0)) break;
      lines.costs += amount;
      if (signedBefore(line.text, money.start)) lines.deducted += amount;
      else {
        lines.added += amount;
        lines.share ||= line.percents.some((p) => Math.abs((p / 100) * price - amount) <= 0.02 * amount);
      }
    }
    lines.closing = written[j];
    if (j >= i + 3) return lines;
  }
  return null;
}
