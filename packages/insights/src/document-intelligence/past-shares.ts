/**
 * A share said to be where the figure came from ('27% of revenue, down from 41% in 2024', '22 %, en baisse par rapport
 * à 45 % en 2023'): the figure after 'from' / 'par rapport à' is the past one, not today's share.
 * 'Contre' and 'versus' name no direction ('60 % en 2022, contre 20 % aujourd'hui'): left to the time words, unless
 * the figure after them is the sentence's only dated one (comparedPast).
 * The figures of a sentence without those words are kept as they are; so are they when every figure is a past one.
 */
import type { PercentAt } from './metric-values';

const pastLeadIn = /(\b(down|up|fell|falling|dropped|declined|declining|reduced|cut|lower|higher|shrunk|shrank|decreased) from|\b((en baisse|en recul|en hausse) (par rapport a|depuis)|(passe|passant|tombe|tombant|descendu|redescendu) de))\s(a peak of |about |around |nearly |some |environ |pres de )?[(-]?$/;

/**
 * A figure set against another and dated alone ('27 % du chiffre d'affaires, contre 33 % en 2024', '24% of revenue,
 * against 35% in 2023'): the dated one is the past figure, the undated one the share stated for now.
 */
const comparedLeadIn = /\b(contre|versus|vs\.?|compared (with|to)|against|par rapport a)\s(about |around |environ |pres de )?$/;
const datedAfter = /^[^.;\d]{0,12}?\d+(?:[.,]\d+)?\s?%\s?(\(|en |in |au |at |fin )?(fy\s?|end-|exercice )?(19|20)\d\d\b/;
const comparedPast = (lower: string, p: PercentAt) => comparedLeadIn.test(lower.slice(Math.max(0, p.at - 30), p.at)) && datedAfter.test(lower.slice(p.at)) && (lower.match(/(?<!\d)(19|20)\d\d(?!\d)/g) ?? []).length === 1;

/**
 * A share told in the past tense, then the same party's share in the present ('X, qui pesait 47 % de nos revenus en 2023,
 * en représente 16 % aujourd'hui', 'Y, which accounted for 52% of sales in 2022, now makes up 11%'): the past one is history.
 */
const pastVerb = /\b(pesait|representait|faisait|etait|generait|apportait|assurait|comptait pour|accounted for|represented|made up|was|were|used to (be|make up|account for|represent))\s(a (lui|elle) seule?s? |alone |about |around |nearly |some |environ |pres de |jusqu'a |up to )?$/;
const presentVerb = /\b(pese|represente|fait|est|genere|apporte|assure|compte pour|accounts for|represents|makes up|is|are|brings)\b[^%.;\d]{0,25}$/;
const toldInThePast = (lower: string, p: PercentAt, figures: readonly PercentAt[]) =>
  pastVerb.test(lower.slice(Math.max(0, p.at - 40), p.at)) && figures.some((q) => q.at > p.at && presentVerb.test(lower.slice(Math.max(0, q.at - 40), q.at)) && !pastVerb.test(lower.slice(Math.max(0, q.at - 40), q.at)));

export function presentShares(lower: string, figures: readonly PercentAt[]): readonly PercentAt[] {
  const kept = figures.filter((p) => !pastLeadIn.test(lower.slice(Math.max(0, p.at - 40), p.at)) && !comparedPast(lower, p) && !toldInThePast(lower, p, figures));
  return kept.length > 0 && kept.length < figures.length ? kept : figures;
}
