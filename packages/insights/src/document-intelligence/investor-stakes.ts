/**
 * One investor's stake said through the stake itself rather than a holding verb (folded text): the stake noun after
 * its percentage ('Verod Capital's 58% stake', 'gives TLcom Capital a 52% interest'), or a stake that reached a level
 * ('Partech's shareholding rose to 53%', 'la participation de Partech est montée à 53 % du capital'). A stake of the
 * founders, the employees or the investors together is no one investor's. Percentages through money.ts.
 */
import { parsePercents } from './money';

/** 'per cent', 'pour cent' written out after a figure: read as '%' by the cap-table readers. */
export const percentSigns = (lower: string) => lower.replace(/(\d)\s?(?:per ?cent|pour ?cent)\b/g, '$1%');

const holderWord = String.raw`(capital|ventures|partners|fund|fonds|holdings|investments|investor|investisseur|growth|equity partners)`;
const notOneInvestor = /\b(investors|investisseurs|founders?|co-?founders?|fondat\w+|cofondat\w+|employees?|staff|salaries|management|team|equipe|pool|esop|bspce)\b/;
/** 'Verod Capital's 58% stake', 'gives TLcom Capital a 52% interest': the holder within a few words before. */
const stakeNoun = new RegExp(String.raw`\b${holderWord}('s)?\b(?<between>[^.;%]{0,25}?)(?<![\d.,])(?<share>\d+(?:[.,]\d+)?\s?%) (equity |voting |fully diluted |post-money )?(stake|interest|shareholding|holding|ownership)\b`);
/** 'X's shareholding rose to 53%', 'la participation de X est montée à 53 %': the holder between the noun and the verb. */
const stakeReached = new RegExp(String.raw`\b(?<holder>[a-z0-9'-]+(?: [a-z0-9'-]+){0,3}?)('s)? (stake|shareholding|holding|interest)\b[^.;%]{0,20}?\b(rose|increased|grew|climbed|reached|went up|was raised)\b (to )?(?<share>(?<![\d.,])\d+(?:[.,]\d+)?\s?%)|\b(participation|detention) (de |du |d')(?<holderFr>[^.;%]{1,40}?) (est montee|est passee|a ete portee|a atteint|atteint|s'eleve desormais|a augmente) (a |jusqu'a )?(?<shareFr>(?<![\d.,])\d+(?:[.,]\d+)?\s?%)`);

/** The largest stake one investor is said to hold these ways, in percent; null when the sentence says none. */
export function investorStakeNoun(lower: string): number | null {
  const noun = stakeNoun.exec(lower);
  if (noun && !notOneInvestor.test(noun.groups?.between ?? '')) return parsePercents(noun.groups?.share ?? '')[0] ?? null;
  const reached = stakeReached.exec(lower);
  const holder = reached?.groups?.holder ?? reached?.groups?.holderFr ?? '';
  if (!reached || notOneInvestor.test(holder) || /^(the|our|their|its|his|her|la|sa|leur|notre)$/.test(holder.trim())) return null;
  return parsePercents(reached.groups?.share ?? reached.groups?.shareFr ?? '')[0] ?? null;
}
