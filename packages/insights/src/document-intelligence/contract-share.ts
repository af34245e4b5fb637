/**
 * A customer named through its contract, or by its amount out of the total beside it: 'Le contrat de transport avec la Compagnie des Bauxites représente 41 % du
 * chiffre d'affaires', 'Our supply agreement with Acme Mining accounts for 35% of revenue'. The subject is the
 * contract, not the customer, so the named-subject reading (customer-names.ts) passes it over; the counterparty is
 * one customer all the same, and an integration with a payment operator stands for it as a contract does ('Notre intégration
 * avec Orange Money a généré 46 % de notre chiffre d'affaires'). A share of 30% or more of revenue or sales is the guide's concentration. The contract
 * must name one counterparty with a capital letter: 'our government contracts' names no one.
 */
import { concentrationFlag } from './concentration-flag';
import { isHedgedAt, isNegatedAt } from './assertion';
import { parsePercents } from './money';
import { fractionPercents } from './number-words';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const contractShare = /\b(?:[Cc]ontracts?|(?:[Ff]ramework )?[Aa]greements?|[Pp]artnerships?|[Ii]ntegrations?|[Cc]ontrats?|[Aa]ccords?(?:-cadres?)?|[Pp]artenariats?|[Mm]arches?)\b[^.;%]{0,50}?\b(?:with|avec|aupres d[eu']?|for|pour)\s(?:(?:the|le|la|les)\s|l')?([A-Z][\w&'\u2019.-]*(?:\s(?:[A-Z][\w&'\u2019.-]*|de|du|des|of|d[u']))*)[^.;%]{0,40}?\b(?:accounts? for|accounted for|represents?|represented|makes? up|made up|brings?|brought in|generates?|generated|represente|representait|pese|apporte|compte pour|genere)\s(?:about |around |roughly |some |nearly |almost |over |just over |close to |more than |pres de |environ |plus de |quelque )?(\d+(?:[.,]\d+)?)\s?%\s(?:of|du|de|des)\s(?:our |the |total |notre |nos |le |la |l')?(?:\w+\s){0,2}?(revenues?|sales|turnover|chiffre d'affaires|ventes|revenus|recettes)\b/;

/**
 * A named customer's amount out of the total beside it: 'Orange CI pèse 17 M FCFA sur les 46 M', 'Acme brought in
 * $120k of the $300k'. The total may leave its scale unsaid ('sur les 46 M'); the share is the one amount over the other.
 */
// The text keeps its case (capitals name the customer), so the scale is matched in either case.
const amount = String.raw`(\d+(?:[.,]\d+)?)\s?([kK]|[mM][nN]?|[mM][dD]|[bB][nN]|millions?|milliards?)?(?![a-zA-Z])`;
const namedOutOf = new RegExp(String.raw`(?:^|[\s(:,-])([A-Z][\w&'\u2019.-]*(?:\s[A-Z][\w&'\u2019.-]*){0,3})\s(?:alone\s|seule?\s)?(?:pese|weighs|accounts? for|accounted for|represente|represents?|brings?|brought in|brought|apporte|generated|genere)\s(?:[$\u20AC]\s?)?${amount}\s?(?:[A-Z]{3}|F\s?CFA|\u20AC)?\s(?:sur (?:les|nos)|of (?:the|our)|out of (?:the|our)?)\s?(?:[$\u20AC]\s?)?${amount}`);
const scaleOf = (unit: string | undefined) => (/^(md|bn|milliards?)$/i.test(unit ?? '') ? 1e9 : /^(m|mn|millions?)$/i.test(unit ?? '') ? 1e6 : /^k$/i.test(unit ?? '') ? 1e3 : 1);

function namedShareOfTotal(text: string): number | null {
  const m = namedOutOf.exec(text);
  if (!m) return null;
  const part = Number((m[2] ?? '').replace(',', '.')) * scaleOf(m[3]);
  const whole = Number((m[4] ?? '').replace(',', '.')) * scaleOf(m[5] ?? m[3]);
  return whole > 0 && part < whole ? (100 * part) / whole : null;
}

/**
 * A named customer that signed, and what the signature holds: 'Cimenterie du Wouri a re-signé pour 2026, ça sécurise
 * presque la moitié de notre CA', 'Acme renewed for three years, which secures 40% of our revenue'. The pronoun stands
 * for the contract, so the share is the customer's. A share that would follow ('that could be half of revenue') is none.
 */
const signedBy = /([A-Z][\w&'\u2019.-]*(?:\s(?:[A-Z][\w&'\u2019.-]*|de|du|des|of|d'))*)\s(?:a\s|has\s|have\s|just\s|vient de\s)?(?:re-?signe|renouvele|prolonge|signe|renewed|re-?signed|signed|extended)\b/;
const signatureHolds = /^[^.;]{0,60}?\b(?:ca|cela|ce qui|ce contrat|which|that|this|it)\s(?:securise|represente|pese|couvre|garantit|secures|represents|locks in|covers|accounts for|is)\s([^.;]{0,40}?\s?(?:of|de|du|des|d')\s?(?:our |notre |nos |the |le |la |l')?(?:revenues?|sales|turnover|ca|chiffre d'affaires|ventes))\b/;
const wouldBe = /\b(could|would|may|might|will|pourrait|pourraient|pourra|potentiellement|potentially|va|vont)\b/;
function signedShare(s: SentenceFacts, text: string): number | null {
  const by = signedBy.exec(text);
  const holds = by ? signatureHolds.exec(s.lower.slice(by.index + by[0].length)) : null;
  if (!by || !holds || wouldBe.test(holds[0]) || isNegatedAt(s.lower, by.index + by[0].length)) return null;
  const tail = holds[1] ?? '';
  return parsePercents(tail)[0] ?? fractionPercents(tail)[0] ?? null;
}

export function contractShareOfRevenue(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    // Capitals name the counterparty: read the folded letters with their case kept.
    const text = s.text.normalize('NFD').replace(/\p{M}/gu, '');
    const m = contractShare.exec(text);
    const outOf = m ? null : namedShareOfTotal(text) ?? signedShare(s, text);
    // The verb after the contract may be denied or hedged ('n'a pas généré 46 %', 'could generate 41%'): read at the share.
    const at = m ? m.index + m[0].length - 1 : 0;
    if ((!m && outOf === null) || isNegatedAt(s.lower, m?.index ?? 0) || isHedgedAt(s.lower, m?.index ?? 0) || isNegatedAt(s.lower, at) || isHedgedAt(s.lower, at)) continue;
    const share = outOf ?? Number((m?.[2] ?? '').replace(',', '.'));
    if (share >= 30 && share <= 100) {
      return concentrationFlag(share, s.text);
    }
  }
  return null;
}

/**
 * A contract summary's two lines: what was invoiced under the contract in a year ('2024 sales under the agreement were
 * GHS 31.2 million', 'Contract value: R96m invoiced in FY2025', 'montant facturé au titre du contrat en 2024 : ...'),
 * then the company's revenue of that year within the next two sentences ('Total revenue for 2024 was GHS 60.0
 * million'). The contract has one counterparty, so its amount over that revenue is one customer's share. A value over
 * several years (a total contract value) is no year's sales and is passed over.
 */
const underContract = /\b(under the (agreement|contract)|contract value|value of the contract|(invoiced|billed|sales) under|au titre (du contrat|de l'accord|de la convention)|montant (facture )?du contrat|valeur du contrat)\b/;
const severalYears = /\b(over|across|sur) (the )?(\d+|two|three|four|five|deux|trois|quatre|cinq) (years|ans)\b|\btotal contract value\b|\btcv\b|\bvaleur totale\b/;
const companyRevenue = /\b(total|company|company's|group|overall|consolidated)\b[^.;]{0,40}\b(revenues?|turnover|sales)\b|\bchiffre d'affaires (total|global|consolide|de la societe)\b/;
const yearsOf = (lower: string) => new Set([...lower.matchAll(/\b(?:fy\s?)?(20\d\d)\b|\bfy(\d\d)\b/g)].map((m) => m[1] ?? `20${m[2] ?? ''}`));

export function contractAmountOfRevenue(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    const at = underContract.exec(s.lower);
    const [part] = s.money;
    if (!at || !part || s.money.length !== 1 || severalYears.test(s.lower) || isNegatedAt(s.lower, at.index) || isHedgedAt(s.lower, at.index)) continue;
    const partYears = yearsOf(s.lower);
    if (partYears.size !== 1) continue;
    for (const t of written.slice(i + 1, i + 3)) {
      const whole = t.money[0];
      if (!companyRevenue.test(t.lower) || t.money.length !== 1 || !whole || whole.currency !== part.currency || whole.amount <= part.amount) continue;
      const wholeYears = yearsOf(t.lower);
      if (wholeYears.size > 0 && ![...wholeYears].every((y) => partYears.has(y))) continue;
      const share = (100 * part.amount) / whole.amount;
      if (share < 30) continue;
      return concentrationFlag(share, `${s.text} ${t.text}`);
    }
  }
  return null;
}

/**
 * The same in one sentence, the contract's amount then the company's total: 'the accounts show $2.4m invoiced under that
 * contract, out of total sales of $5.1m', 'soit 310 M FCFA facturés au titre de ce contrat sur un chiffre d'affaires
 * total de 700 M FCFA'. The contract stands for its one counterparty, as above.
 */
const invoicedUnderOutOf = /^\s*(?:was |were )?(?:invoiced|billed|sold|earned|received|factur\w*|vendu\w*) (?:under|au titre d[eu']) (?:that|the|this|its|our|ce|cet|le|la|son|notre) (?:[a-z-]+ )?(?:contract|agreement|contrat|accord|convention)\b[^.;\d]{0,30}?,?\s(?:out of|of|sur) (?:a |the |its |our |un |le |son |notre )?(?:total )?(?:sales|revenues?|turnover|chiffre d'affaires|ventes)(?: (?:total|totale?s?|global))?\s(?:of |de |d')?$/;

export function contractAmountOutOfTotal(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    if (s.money.length < 2 || severalYears.test(s.lower)) continue;
    for (const [k, part] of s.money.entries()) {
      const whole = s.money[k + 1];
      if (!whole || whole.currency !== part.currency || whole.amount <= part.amount) continue;
      if (!invoicedUnderOutOf.test(s.lower.slice(part.end, whole.start)) || isNegatedAt(s.lower, part.end) || isHedgedAt(s.lower, part.end)) continue;
      const share = (100 * part.amount) / whole.amount;
      if (share >= 30) return concentrationFlag(share, s.text);
    }
  }
  return null;
}
