/**
 * Stakes a cap table states without the words the founder and investor patterns of red-flag-rules.ts
 * read: a list or table row that names each holder ('Founders 30%, Partech Africa 52%, ESOP 10%';
 * 'holder Verod Capital, shares 5,600,000, % 56%'), a majority in words ('TLcom holds a majority of the
 * shares', 'plus de la moitié des actions appartiennent à un seul investisseur'), a founders' stake as a
 * fraction ('diluted to a little over a third', 'less than a fifth of the shares remain with the
 * founders'), stakes given one by one ('own 19% and 12% respectively'; 'the three founders each hold
 * 15%'). Reads folded text (lower case, no accents).
 */
import { statedNumber } from './layout-cells';

const holderListWords = /\b(shareholding|shareholders|cap table|capitali[sz]ation table|ownership|actionnariat|actionnaires|table de capitalisation|repartition du capital|share capital|capital social|capital (de la societe )?est detenu|(capital|shares) (of the company )?(is|are) held (by|as follows))\b/;
/**
 * 'détenu par : Groupe X SA, à hauteur de 61 % ; M. Y, fondateur, à hauteur de 17 %': the stake said as a level, read
 * as the list item's figure ('Groupe X SA 61 %', 'M. Y, fondateur 17 %') by the list readers.
 */
/**
 * The sentence without its asides naming the holders ('The founding team (Brian Otieno and Grace Wambui, both full-time)
 * holds 25%'), which stand between the holder and the verb; an aside that says someone left is kept, since it says
 * whose stake it is not.
 */
export const withoutNameAsides = (lower: string): string => lower.replace(/\s?\((?![^()]*\b(left|former|departed|resigned|quit|parti\w*|ancien\w*|sorti\w*|ex-)\b)[^()\d%]{1,80}\)/g, '');
const levelWords = (lower: string): string => (/\b(a hauteur de|a raison de|to the extent of)\s\d/.test(lower) ? lower.replace(/,?\s(a hauteur de|a raison de|to the extent of)\s(?=\d+(?:[.,]\d+)?\s?%)/g, ' ') : lower);
/** A stake that moved ('Umthombo's stake goes from 38% to 51.5%', 'passe de 38 % à 51,5 %') is held at its later level. */
const movedStake = /\b(from|de) \d+(?:[.,]\d+)?\s?% (to|a) (?=\d+(?:[.,]\d+)?\s?%)/g;
export const stakeLevels = (lower: string): string => levelWords(lower).replace(movedStake, '');
const founderHolder = /\b(co-?founders?|founders?|founding team|fondat\w+|cofondat\w+|co-fondat\w+|equipe fondatrice)\b/;
/** Holders that are many people or a reserve, never one controlling investor. */
// Holders in the plural ('signed by shareholders holding 100% of the voting rights') are many, however many they hold.
const collectiveHolder = /\b(esop|pool|options?|bspce|employees?|staff|team|angels|investors|investisseurs|others?|autres|salaries|public|minorit\w+|management|float|reserve|unallocated|total|shareholders|holders|actionnaires|associes|detenteurs)\b/;
const notAHolder = /\b(of|consent|approval|votes?|vote of|majority|needs?|requires?|required|more than|at least|than|threshold|quorum|accord|majorite|seuil|plus de)\b/;
const listedStake = /(?:^|[:;,|]|\band\b|\bet\b)\s*([a-z][a-z0-9' .&-]{1,40}?)\s*(?:\([^)]{1,40}\))?\s*[:\u2013\u2014]?\s*(\d+(?:[.,]\d+)?)\s?%/g;
const rowStake = /(?:\b(?:holder|actionnaire|detenteur)|(?:^|[:;]\s?)(?:associee?|shareholder|investor|investisseur|name|nom|entity|entite))\s+([a-z][a-z0-9' .&-]{1,40}?),[^;]*?(\d+(?:[.,]\d+)?)\s?%/;

interface Holding { holder: string; percent: number }
// 'les fondateurs, A et B, détiennent ensemble 78 %': a verb and its adverb after the comma are still no holder.
const onlyAVerb = /^(now |still |today |desormais )?(holds?|owns?|controls?|has|have|hold|own|detient|detiennent|possede\w*|controle\w*)( together| jointly| collectively| between them| ensemble| conjointement| toujours| encore| still| now| desormais)?( about| around| some| environ)?$/;

function listedHoldings(lower: string): Holding[] {
  if (!holderListWords.test(lower)) return [];
  const row = rowStake.exec(lower);
  if (row) return [{ holder: row[1] ?? '', percent: statedNumber(row[2] ?? '') }];
  // 'Our founder and CEO, Ama Owusu, holds 61%': an item that is only a holding verb is prose whose holder came before the comma, no list item.
  return [...lower.matchAll(listedStake)].map((m) => ({ holder: groupedHolder(lower, m), percent: statedNumber(m[2] ?? '') })).filter((h) => !onlyAVerb.test(h.holder));
}

/**
 * An item begun at 'and' may be the last name of a group the item before it labels ('Founders \u2014 A. Diallo and
 * B. Sow: 52%'): its holder is then the whole item, founders' label included, so the group's stake is not read as one
 * person's.
 */
function groupedHolder(lower: string, m: RegExpMatchArray): string {
  const holder = (m[1] ?? '').trim();
  if (!/^\s*(and|et)\b/.test(m[0])) return holder;
  const before = lower.slice(0, m.index).split(/[:;,|]/).pop() ?? '';
  return founderHolder.test(before) && !/\d/.test(before) ? `${before.trim()} ${holder}` : holder;
}

/** The largest stake a cap-table list gives one holder who is neither a founder nor a group: an investor's. */
export function largestListedInvestor(lower: string): number | null {
  // 'the consent of 75% of the preferred shareholders' is a vote threshold, not a holder: a holder is a short name.
  const single = listedHoldings(lower).filter((h) => !founderHolder.test(h.holder) && !collectiveHolder.test(h.holder) && h.holder.split(/\s+/).length <= 5 && !notAHolder.test(h.holder));
  return single.length > 0 ? Math.max(...single.map((h) => h.percent)) : null;
}

/**
 * The founders' stake a cap-table row gives ('holder founders, shares 3,100,000, % 31%'). A row of one founder
 * ('actionnaire fondatrice, % 36 %') is that founder's stake, not the founders': the table's rows together say it
 * (founder-rows.ts).
 */
const oneFounder = /^(co-?founder|founder|fondat(eur|rice)|cofondat(eur|rice)|co-fondat(eur|rice))$/;
export function listedFounderStake(lower: string): number | null {
  const row = rowStake.exec(lower);
  const holder = (row?.[1] ?? '').trim();
  return row && founderHolder.test(holder) && !oneFounder.test(holder) ? statedNumber(row[2] ?? '') : null;
}

const majorityOfShares = String.raw`(a|the) majority (stake )?(of|in) (the )?(company'?s? )?((ordinary|issued|voting|common|preferred) )?(shares|equity|capital|voting rights|votes|company)|majority (stake|shareholding|control)|la majorite (du capital|des actions|des parts|des droits de vote|des voix)|(more than|over) half (of )?(the )?(company'?s? )?((ordinary|issued|voting|common|preferred) )?(shares|equity|capital|votes|voting rights|company)|plus de la moitie (du capital|des actions|des parts|des droits de vote)|une participation majoritaire|majoritaire au capital|(the |les )?(two[- ]thirds|three[- ]quarters|deux tiers|trois quarts|(three|four)[- ]fifths|(trois|quatre) cinquiemes) (of the (company'?s? )?(shares|equity|capital)|du capital|des actions|des parts)`;
/** 'X holds a majority of the shares', 'le fonds détient la majorité du capital': the holder named before the verb. */
const holdsMajority = new RegExp(String.raw`(^|[,;:]\s*)([^,;:]{0,60}?)\b(holds?|holding|owns?|owning|controls?|has|now has|acquired|took|detient|detiennent|detenant|detiendra|detiendront|possede|possedent|possedant|possedera|controle|controlera|a pris|a acquis)\b[^.;]{0,25}?\b(${majorityOfShares})`);
/** 'Le fonds Janngo est désormais l'actionnaire majoritaire', 'Norfund became the majority shareholder'. */
const investorIsMajority = /\b(fund|fonds|investors?|investisseurs?|capital|ventures|partners)\b[^.;]{0,40}\b(is|est|became|becomes|devient|est devenue?) (now |desormais |the |l')*(majority shareholder|actionnaire majoritaire)\b/;
/** 'more than half of the equity sits with one investor', 'plus de la moitié des actions appartiennent à un seul investisseur'. */
const majorityWithOne = new RegExp(String.raw`\b(${majorityOfShares})\b[^.;]{0,40}\b(sits? with|belongs? to|(is|are) held by|(is|are) owned by|appartien\w+ a|(est|sont) detenue?s? par)\b[^.;]{0,20}\b(one|a single|un seul|une seule|un|le fonds|the fund|fund|fonds)\b`);

/** An investor holds more than half, said in words; the founders holding it is no investor's control. */
export function investorMajorityInWords(lower: string): boolean {
  if (majorityWithOne.test(lower) || investorIsMajority.test(lower)) return true;
  const m = holdsMajority.exec(lower);
  // 'No investor will hold a majority', 'aucun investisseur ne détiendra la majorité': a cap on control, not control.
  return Boolean(m && !founderHolder.test(m[2] ?? '') && !/\b(we|nous|ceo|cto|management|no|none|neither|aucun|aucune|nul)\b/.test(m[2] ?? ''));
}

const fractionWords: readonly [RegExp, number][] = [
  [/\b(a|one)[- ]fifth|un cinquieme\b/, 20],
  [/\b(a|one)[- ]quarter|un quart\b/, 25],
  // 'les fondateurs conserveront le tiers restant', 'the remaining third': the definite article names the same fraction.
  [/\b(a|one|the remaining)[- ]third|\b(un|le) tiers\b/, 100 / 3],
  [/\bhalf|la moitie\b/, 50],
  [/\btwo[- ]thirds|deux tiers\b/, 200 / 3],
];
/** 'a little over a third' is still under 40%; 'less than', 'à peine' lower the figure a little. */
const below = /\b(less than|under|below|barely|just under|moins d'|moins de|a peine|tout juste)\s*$/;
const over = /\b(a little over|just over|slightly over|more than|over|un peu plus d'|un peu plus de|plus d'|plus de)\s*$/;
// 'the two founders share a third', 'se partagent un tiers': a fraction shared is the founders' stake together.
// 'il nous reste un tiers', 'on garde un quart': what the founders, speaking, have left.
const founderVerb = /\b(share|split|(se )?partagent|hold|holds|own|owns|retain|retains|keep|keeps|kept|control|controls|left with|end up with|(are|is) down to|diluted to|reduced to|dilue\w* a|detien\w+|possede\w*|conserve\w*|(il )?nous reste|on garde|gardons)\b/;
const remainWithFounders = /\b(remain|remains|stay|stays|is|are|sits?|rests?) (with|held by|in the hands of|owned by)( the| our)? (co-?founders?|founders?|founding team)\b|\b(reste\w*|est|sont) (aux|entre les mains des|detenue?s? par les) (fondat\w+|cofondat\w+)\b/;

const fractionAtClauseEnd = /\b(fifth|quarter|third|half|cinquieme|quart|tiers|moitie)\s*(restante?\s*)?(afterwards|thereafter|after (the|this) (round|raise|closing)|post[- ](money|round|closing)|apres (l'operation|la levee|le tour)|[,.;]|$)/;

function fractionValue(text: string): number | null {
  for (const [pattern, value] of fractionWords) {
    const m = pattern.exec(text);
    if (!m) continue;
    const before = text.slice(0, m.index);
    return below.test(before) ? value - 1 : over.test(before) ? value + 1 : value;
  }
  return null;
}

/** The founders' stake said as a fraction: 'founders ... diluted to a third', 'a fifth of the shares remain with the founders'. */
export function founderStakeInWords(lower: string): number | null {
  const founders = founderHolder.exec(lower);
  if (!founders) return null;
  const after = lower.slice(founders.index);
  // 'a co-founder who stepped away still owns a fifth': a leaver's stake, not the founders' (dead equity).
  if (/^[^.;%]{0,30}\b(who|that|qui) (has |have |had )?(since )?(left|stepped|departed|resigned|quit|moved on|est parti|a quitte)/.test(after) || /\b(former|ex-?|ancien\w*)\s?$/.test(lower.slice(0, founders.index))) return null;
  const verb = founderVerb.exec(after);
  if (verb && verb.index < 60) {
    const rest = after.slice(verb.index + verb[0].length, verb.index + verb[0].length + 50);
    // A shared fraction is read in its own clause: the next clause's fraction is another holder's.
    if (/^(share|split|se partagent|partagent)$/.test(verb[0])) return fractionValue(rest.split(/[;.]/)[0] ?? '');
    // 'il nous reste... un peu plus d'un tiers': what is left is a share of the whole, said without 'of the company'.
    if (/reste|garde/.test(verb[0])) return fractionValue(rest);
    if (/\b(of|du|des|de la|de l')\b/.test(rest) || /company|societe|capital/.test(rest)) return fractionValue(rest);
    // 'will together hold a little over a third afterwards': the fraction closes the clause or is dated after the round.
    if (fractionAtClauseEnd.test(rest)) return fractionValue(rest);
  }
  const remain = remainWithFounders.exec(lower);
  return remain ? fractionValue(lower.slice(Math.max(0, remain.index - 60), remain.index)) : null;
}

const counts: Record<string, number> = { two: 2, both: 2, three: 3, four: 4, deux: 2, trois: 3, quatre: 4 };
/** 'The three founders each hold 15%': their stake together; null when their number is not said. */
export function foundersEachStake(lower: string): number | null | undefined {
  // The stake is named, not numbered: it is the last group of the first form and the fourth of the second
  // ('two founders at 18% each'), where the fifth is the word 'each'.
  const m = /\b(two|both|three|four|deux|trois|quatre)( \w+)? (co-?founders?|founders?|fondat\w+|cofondat\w+)\b[^.;%]{0,30}\b(each|chacun|chacune)\b[^.;%\d]{0,20}(?<stake>\d+(?:[.,]\d+)?)\s?%/.exec(lower)
    ?? /\b(two|both|three|four|deux|trois|quatre)( \w+)? (co-?founders?|founders?|fondat\w+|cofondat\w+)\b[^.;%\d]{0,30}(?<stake>\d+(?:[.,]\d+)?)\s?% (each|chacun|chacune)\b/.exec(lower);
  if (m) return (counts[m[1] ?? ''] ?? 1) * statedNumber(m.groups?.stake ?? '');
  // 'founders Koffi, Mariam and Serge, 12% each': as many founders as names listed.
  const named = /\b(co-?founders?|founders?|fondat\w+|cofondat\w+)\b:? ((?:[a-z][\w'-]*, )*[a-z][\w'-]* (?:and|et) [a-z][\w'-]*),? (?:at |a )?(\d+(?:[.,]\d+)?)\s?% (each|chacun|chacune)\b/.exec(lower);
  if (named) return (named[2] ?? '').split(/, | and | et /).length * statedNumber(named[3] ?? '');
  return /\b(co-?founders?|founders?|fondat\w+)\b[^.;%]{0,30}\b(each|chacun)\b/.test(lower) ? null : undefined;
}

/** 'Our CEO and CTO, who founded the company, own 19% and 12% respectively': the stakes added. */
export function foundersRespectively(lower: string): number | null {
  if (!/\b(who|qui) (co-?founded|founded|ont (co-?)?fonde)\b|\b(co-?founders?|founders?|fondat\w+)\b/.test(lower)) return null;
  // A plural verb says it without 'respectively' ('the two founders hold 31% and 27% on both documents'), unless the
  // second figure is of another moment or measure ('31% and 27% after the round').
  const m = /\b(own|owns|hold|holds|detiennent|possedent)\b[^.;%\d]{0,10}(\d+(?:[.,]\d+)?)\s?%((?:,\s?\d+(?:[.,]\d+)?\s?%)*) (and|et) (\d+(?:[.,]\d+)?)\s?%,? (respectively|respectivement)\b/.exec(lower)
    ?? /\b(own|hold|detiennent|possedent)\b[^.;%\d]{0,10}(\d+(?:[.,]\d+)?)\s?%((?:,\s?\d+(?:[.,]\d+)?\s?%)*) (and|et) (\d+(?:[.,]\d+)?)\s?%(?!\s?(after|post|before|pre|apres|avant|of|du|de|des|d'|in|en|on a|sur une|fully|once|une fois|then|puis)\b)/.exec(lower);
  if (!m) return null;
  const middle = [...(m[3] ?? '').matchAll(/(\d+(?:[.,]\d+)?)/g)].map((x) => statedNumber(x[1] ?? ''));
  return [statedNumber(m[2] ?? ''), ...middle, statedNumber(m[5] ?? '')].reduce((a, b) => a + b, 0);
}

/** 'Founders: Chidi Okafor (CEO) 16%, Bola Adeyemi (COO) 13%': a list the founders lead, each named with a stake; the stakes added. */
export function foundersListStake(lower: string): number | null {
  const list = /^\W*(the |our |les |nos )?(co-?founders?|founders?|founding team|fondat\w+|cofondat\w+|equipe fondatrice)\s?:([^;]*)/.exec(lower);
  const stakes = [...(list?.[3] ?? '').matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map((m) => statedNumber(m[1] ?? ''));
  // One figure is the founders' stake as such, which the founder patterns of red-flag-rules.ts read.
  return stakes.length > 1 ? stakes.reduce((a, b) => a + b, 0) : null;
}

const stakeWord = String.raw`(\d+(?:[.,]\d+)?\s?%|shares|stake|equity|actions|parts)`;
const leftVerb = String.raw`(left|departed|resigned|quit|stepped away|stepped down|a quitte|ont quitte|a demissionne|est partie?|sont partie?s)`;
const leaver = String.raw`\b(former|ex-?|ancien(ne)?s?|departed)\s?[a-z-]+\b[^.;]{0,60}`;
/**
 * Leavers still holding, said as never having sold ('our former CTO never sold his 10%', 'n'a jamais cédé ses
 * 10 %'), with the stake first ('11% of the shares are registered to Daniel Osei, a
 * co-founder who resigned in March 2023') or as shareholders still ('trois salariés partis en 2023 ...
 * restent actionnaires à hauteur de 6 %', 'employees who left remain shareholders').
 */
export const leaverStillHolds = new RegExp(
  [
    String.raw`${leaver}\b(never|has not|have not|did not) (sold|transferred|returned|given back|given up)\b[^.;]{0,20}\d+(?:[.,]\d+)?\s?%`,
    String.raw`${leaver}\bn'(a|ont) (jamais|pas) (cede|vendu|revendu|rendu|restitue)\b[^.;]{0,20}\d+(?:[.,]\d+)?\s?%`,
    String.raw`\b${stakeWord}[^.;]{0,60}\b(registered to|registered in the name of|held by|owned by|belongs? to|in the name of|au nom d[e'u]|detenue?s? par|appartien\w+ a)\b[^.;]{0,60}\b(who|that|qui) (has |have |had )?(since )?${leftVerb}\b`,
    String.raw`\b(employees?|staff|co-?founders?|founders?|executives?|salarie\w*|employe\w*|collaborat\w+|fondat\w+|cofondat\w+|associe\w*)\b[^.;]{0,40}\b((who|that) (have |has |had )?(since )?${leftVerb}|partie?s|sortie?s|qui ont quitte \w+)\b[^.;]{0,80}\b((remain|remains|are still|is still) (shareholders?|on the cap table)|(restent|reste|sont toujours|est toujours|sont encore|est encore) actionnaires?)\b`,
  ].join('|'),
);

/**
 * An investor's stake given after 'with': 'Kuramo Capital ended the round with 57% of the fully diluted
 * shares', 'le fonds ... avec 60 % des actions'. The share of what must follow, so a partner 'with 57% of
 * sales' is no holder.
 */
const investorWith = /\b(lead investor|investors?|fund|fonds|capital|ventures|partners|holdings|investments|investisseurs?)\b[^.;%]{0,50}?\b(with|avec) (\d+(?:[.,]\d+)?)\s?% (of the |of its |des |du )(fully diluted |voting |ordinary )?(shares|equity|capital|company|votes|actions|droits de vote|parts)\b/;

export function investorStakeWith(lower: string): number | null {
  const m = investorWith.exec(lower);
  // 'Investors ... with 61% of the shares' are investors together, no one of them.
  return m && !/^(investors|investisseurs)$/.test(m[1] ?? '') ? statedNumber(m[3] ?? '') : null;
}

/**
 * A holder called the main or majority shareholder, named or not: 'Our largest shareholder, Norrsken22, holds 52%',
 * 'Notre actionnaire majoritaire, Bpifrance, possède 62 % des titres'; the stake written after it. A holder the
 * sentence calls a founder or an executive ('our largest shareholder, our founder and CEO, holds 55%', 'Managing
 * Director and majority shareholder: Mr. Omar (62%)') is none.
 */
const principalHolder = /\b(largest|main|principal|majority|biggest|controlling|lead) (shareholder|holder|owner)\b|\bactionnaire (principal|majoritaire|de reference|de controle)\b|\b(premier|principal|plus gros) actionnaire\b/;
const founderOrExecutive = /\b(co-?founders?|founders?|ceo|cto|coo|cfo|chief executive|managing director|management|fondat\w+|cofondat\w+|pdg|dg|directeur|directrice|gerant\w*|dirigeant\w*)\b/;
/** The holder's executive title joined before it: 'Managing Director and majority shareholder: Mr. Omar (62%)', 'Gérant et associé majoritaire'. */
const titledBefore = new RegExp(String.raw`${founderOrExecutive.source}\s*(and|&|et|,)\s*(the |our |le |notre |son |his |her )?$`);
export function principalHolderStake(lower: string): number | null {
  const m = principalHolder.exec(lower);
  // An owner-manager's majority ('the CEO and majority shareholder') is the manager's, not an investor's.
  if (!m || titledBefore.test(lower.slice(Math.max(0, m.index - 40), m.index))) return null;
  const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 80);
  const stake = /(\d+(?:[.,]\d+)?)\s?%/.exec(after);
  if (!stake || founderOrExecutive.test(after.slice(0, stake.index))) return null;
  return statedNumber(stake[1] ?? '');
}

/**
 * A holder named without the word 'investor' beside the founders' own stake: 'Norfund holds 61% of the ordinary shares;
 * the founders together hold 26%', 'Sinergi Burkina détient 55 % des actions ; les fondateurs en conservent 30 %'. The
 * founders' stake said apart tells the named holder is not one of them ('the other founders' would say it is). A
 * holding the round will give reads the same ('Après l'opération, Atlas Croissance détiendra 55 % du capital ; les
 * fondateurs conserveront 40 %'): control agreed in the terms is control the investor takes.
 */
const namedHolder = /\b([A-Z][\w&'.-]*(?:\s[A-Z0-9][\w&'.-]*){0,3})\s(?:now\s|today\s|desormais\s)?(?:holds|owns|controls|will (?:hold|own|control)|detient|possede|controle|detiendra|possedera|controlera)\s(?:about\s|around\s|nearly\s|some\s|environ\s|pres de\s)?(\d+(?:[.,]\d+)?)\s?%/g;
const notAHolderName = /^(the|our|we|he|she|they|it|this|investors?|management|employees|esop|founders?|co-?founders?|ceo|cto|coo|cfo|le|la|les|notre|nos|il|elle|fondat\w+|cofondat\w+|investisseurs?|depuis|since|after|following|apres)$/i;
export function namedHolderBesideFounders(text: string, lower: string): number | null {
  if (!founderHolder.test(lower) || /\b(other|remaining|autres|restants)\s(co-?founders?|founders?|fondateurs|cofondateurs)\b/.test(lower)) return null;
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  let largest: number | null = null;
  for (const m of plain.matchAll(namedHolder)) {
    const name = (m[1] ?? '').split(/\s+/).filter((word) => !notAHolderName.test(word));
    if (name.length === 0 || founderOrExecutive.test((m[1] ?? '').toLowerCase())) continue;
    const stake = statedNumber(m[2] ?? '');
    largest = Math.max(largest ?? 0, stake);
  }
  return largest;
}

/**
 * A term sheet's line for the investor's holding: 'Post-money holding of the Investor: 52%', 'Détention de
 * l'investisseur après l'opération : 58 % du capital dilué', 'Droits de vote d'Atlas Ventures après l'opération : 51 %'.
 */
const investorHoldingLine = /\b(holding|stake|shareholding|ownership|voting rights|votes|detention|participation|droits de vote)\b (of |de |d')(the |l')?(lead )?(investor|investisseur|souscripteur|subscriber|[a-z]+ (ventures|capital|partners|fund|fonds|growth))\b[^:;%]{0,40}:\s?(\d+(?:[.,]\d+)?)\s?%/;
/** The stake first, the investor after: '55% souscrites par l'Investisseur', '56% held by the Investor', '58 % détenus par le fonds'. */
const stakeHeldByInvestor = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s?% (of the (shares|capital) )?(souscrite?s?|detenue?s?|held|subscribed|owned) (par|by) (l'|le |the )(lead )?(investisseur|investor|fonds|fund)\b/;
export function investorHoldingStated(lower: string): number | null {
  const m = investorHoldingLine.exec(lower);
  if (m) return statedNumber(m[7] ?? '');
  const held = stakeHeldByInvestor.exec(lower);
  return held ? statedNumber(held[1] ?? '') : null;
}

