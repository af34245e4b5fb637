/**
 * Customers named rather than called customers, for the concentration rule (red-flag-rules.ts): a named
 * few counted together ('MTN and Airtel together'), a named subject or object of a share of revenue
 * ('Safaricom accounts for 38% of revenue', 'réalisées avec Total Energies'), a revenue split listed by
 * name under its heading, and a share spread across many parties (not a few). Places are not customers.
 * Reads the sentence's own text (capitals mark a name) with accents dropped, and its folded form.
 */
import { statedNumber } from './layout-cells';
import { parsePercents } from './money';
import { answerLabelWords } from './question-answers';
import type { SentenceFacts } from './sentence-facts';
import { blank } from '../text/blank';

/** A named few counted together: 'MTN and Airtel together brought in 41% of revenue', 'Orange et Moov pèsent ensemble 45 %', 'Between them, A and B account for two-fifths of our revenue'. */
const properName = String.raw`[A-Z][\w&'\u2019.-]*(?:\s(?:[A-Z][\w&'\u2019.-]*|n|de|of|du))*`;
/** An article a French or English name may carry in a list: 'La Sonatel, la Senelec et la SDE'. */
const article = String.raw`(?:(?:[Ll]a|[Ll]e|[Ll]es|[Tt]he)\s|[Ll]['\u2019])?`;
export const namedFewTogether = new RegExp(String.raw`^\W*(?:(?:[Bb]etween them|[Tt]ogether|[Cc]ombined|[Ee]nsemble|[AaÀ] eux deux|[AaÀ] elles deux),?\s)?${article}${properName}(?:,\s${article}${properName})*\s(?:and|et|&)\s${article}${properName},?\s(?:(?:[^\s,;.]+\s)?(?:together|combined|between them|ensemble|a eux deux|\u00E0 eux deux|\u00E0 elles deux)\b|(?:account(?:ed)? for|represent(?:ed)?|make up|made up|brought in|bring in|generated?|representent|pesent|apportent|generent)\s)|^\W*(?:[A-Za-z]+\s?){0,2}:\s?${properName}(?:,\s${properName})*\s(?:and|et|&)\s${properName},?\s(?:[^\s,;.]+\s)?(?:together|combined|between them|ensemble)\b`);
/**
 * A customer named as the subject: 'Safaricom accounts for 38% of revenue', 'Le groupe Carrefour représente
 * 41 % de nos ventes', 'Orange Côte d'Ivoire représente 45 %' (a name may hold 'de', 'of', 'd''). A place or a product line is no customer: places are told by name, and the
 * figure must be a share of revenue or sales.
 */
export const places = /^(africa|europe|asia|america|nigeria|kenya|ghana|egypt|morocco|senegal|uganda|tanzania|rwanda|ethiopia|zambia|cameroon|tunisia|algeria|south africa|cote d'ivoire|ivory coast|benin|togo|mali|burkina faso|niger|lagos|nairobi|accra|abidjan|dakar|kampala|kigali|cairo|casablanca|johannesburg|cape town|east africa|west africa|north africa|francophone africa|the us|the uk|france|usa|uk)$/;
// A note's lead-in may come first ('Q3 note to investors: ...'), and the customer's orders stand for it ('Dangote Cement's orders made up').
const subjectShare = /^\W*(?:[^:.;]{1,40}:\s*)?(?:(?:[Ll]e|[Ll]a|[Ll]es|[Ll]')\s?(?:groupe|societe|enseigne|client)?\s?|[Tt]he\s)?([A-Z][\w&'\u2019.-]*(?:\s[A-Z][\w&'\u2019.-]*|\s(?:de|du|des|of|el|al)\s(?:l['\u2019])?[A-Z][\w&'\u2019.-]*|\sd['\u2019][A-Z][\w&'\u2019.-]*){0,3})(?:(?<=['\u2019]s)\s(?:orders|purchases|contracts?|business|account|spend|volumes?))?(?:\s(?:deliveries|sales|orders|purchases|invoices|billings|livraisons|achats|commandes)(?:\s(?:of|de|d')\s?[^;:]{1,30}?)?)?\s(?:alone\s|seule?\s)?(?:accounts? for|accounted for|represents?|represented|makes? up|made up|brings?|brought( in)?|represente|pese|apporte|compte pour|generates?|generated)\s(?:about |around |nearly |almost |over |more than |pres de |environ |plus de |just (?:under|over) |a little (?:under|over) |un peu (?:moins|plus) d['\u2019e]\s?)?(?:\d|(?:a|one|two|three|half|un|une|deux|trois|la moitie)\b)/;
/**
 * A customer named after a lead-in that says it is one, with any verb, 'is' included: 'Customers: Unilever Nigeria
 * is 35% of revenue', 'Buyers: Shoprite was 36% of what we invoiced'. Without the lead-in, 'Payroll is 40% of revenue'
 * would read as a customer.
 */
const leadInSubject = /^\W*(?:(?:[Tt]op|[Ll]argest|[Mm]ain|[Kk]ey|[Bb]iggest|[Pp]rincipal|[Pp]remier)\s)?(?:[Cc]ustomers?|[Cc]lients?|[Bb]uyers?|[Aa]ccounts?|[Aa]cheteurs?)\s?:\s*(?:(?:[Ll]e|[Ll]a|[Ll]es|[Tt]he)\s|[Ll]')?([A-Z][\w&'\u2019.-]*(?:\s[A-Z][\w&'\u2019.-]*){0,3})\s(?:alone\s|seule?\s)?(?:is|was|are|were|est|etait|sont|accounts? for|represents?|makes? up|represente|pese|compte pour)\s(?:about |around |nearly |almost |over |more than |pres de |environ |plus de )?\d/;
/** A customer named after the verb: 'Deux tiers de nos ventes sont réalisées avec Total Energies', 'half of sales come from Kenya Power'. */
const objectShare = /\b(?:realisee?s? (?:avec|aupres d[eu']\s?)|provien(?:nen)?t d[eu']\s?|viennent d[eu']\s?|come from|comes from|came from|earned from|billed to|invoiced to|generated (?:with|from)|sold to)\s?(?:(?:le|la|les|l'|the)\s?)?([A-Z][\w&'\u2019.-]*(?:\s[A-Z][\w&'\u2019.-]*){0,3})/;
export function namedObject(s: SentenceFacts): boolean {
  const m = objectShare.exec(withoutAccents(s.text));
  return Boolean(m && !places.test(foldName(m[1] ?? '')));
}

const splitHeading = /\b(repartition|breakdown|split|by customer|by client|par client|revenue by|sales by|ca par|chiffre d'affaires par)\b/;
const listedItem = /(?:^|[:;]\s*)([A-Z][^:;%\d]{1,40}?)\s*:?\s*(\d+(?:[.,]\d+)?)\s?%/g;
const restItem = /^(others?|other customers|rest|autres?( clients)?|divers|reste|total)$/i;

/** The largest share a revenue split lists under a party's name; null when the sentence is no such list. */
export function listedPartyShare(s: SentenceFacts): number | null {
  const heading = s.lower.split(':')[0] ?? '';
  if (!s.derived || !splitHeading.test(heading) || !/\b(revenues?|sales|turnover|income|chiffre d'affaires|ca|ventes|recettes)\b/.test(heading)) return null;
  const text = withoutAccents(s.text);
  const named = [...text.matchAll(listedItem)].filter((m) => !restItem.test((m[1] ?? '').trim()) && !places.test(foldName((m[1] ?? '').trim())));
  return named.length > 0 ? Math.max(...named.map((m) => statedNumber(m[2] ?? ''))) : null;
}

export function namedSubject(s: SentenceFacts): boolean {
  const text = withoutAccents(s.text);
  const m = subjectShare.exec(text) ?? leadInSubject.exec(text);
  return Boolean(m && !places.test(foldName(m[1] ?? '')) && /\b(revenues?|sales|turnover|income|chiffre d'affaires|ca|ventes|recettes|invoiced|billed|factur\w*)\b/.test(s.lower));
}
/** Words with a capital that name the company's own lines, not a party: 'SaaS subscriptions', 'Product A', 'Q3'. */
const ownLine = /^(?:SaaS|Product|Products|Segment|Division|Branch|Region|Unit|Line|Platform|Subscriptions?|Services?|Hardware|Software|Q[1-4]|H[12]|FY\d*|January|February|March|April|May|June|July|August|September|October|November|December|Janvier|Fevrier|Mars|Avril|Mai|Juin|Juillet|Aout|Septembre|Octobre|Novembre|Decembre|We|Our|Notre|Nous|The|It|Il|Elle|This|Ce|Cette)\b/;
export const isParty = (party: string) => party.length >= 3 && !ownLine.test(party);
/** The text with its accents dropped and its case kept ('Société Générale' → 'Societe Generale'): names are read by their capitals. */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
export const foldName = (name: string) => withoutAccents(name.toLowerCase());
/** 'Government contracts make up 35% of revenue, across 14 agencies': many parties, not a few. */
export const manyParties = /\b(across|among|from|spread (over|across)|between|aupres de|repartie?s? (sur|entre)) (\d{1,4}|several|many|dozens of|hundreds of|plusieurs|de nombreux|des dizaines de) ([a-z-]+ )?(agencies|clients|customers|buyers|accounts|ministries|departments|partners|distributors|retailers|schools|hospitals|counties|clients|agences|ministeres|distributeurs|acheteurs)\b/;
/** The rest said to come from many ('the rest came from 90 smaller buyers'): the many are not the named party's. */
const restFromMany = /\b(the rest|the remainder|the balance|le reste|le solde|les autres)\b[^.;]*/g;
/**
 * A share said to be spread, split or shared among a counted many of any kind ('réparti entre 23 armateurs', 'split
 * between 40 cooperatives', 'partagé entre une trentaine de grossistes'): four or more parties, whatever they are called,
 * are no named few. Months, years and instalments a sum is spread over are no parties.
 */
const spreadAmongCounted = /\b(spread (over|across|among)|split (between|among|across)|shared (between|among)|distributed (between|among|across)|repartie?s? (sur|entre)|partagee?s? entre|divisee?s? entre) (?:[4-9]|\d{2,4}|several|many|dozens of|hundreds of|plusieurs|de nombreux|de nombreuses|des dizaines de|des centaines de|une? (?:dizaine|quinzaine|vingtaine|trentaine|quarantaine|cinquantaine|soixantaine|centaine) d(?:e |'))\s?(?:[a-z-]+ )?(?!(?:months|years|weeks|days|quarters|instal?ments|payments|tranches|mois|ans|annees|semaines|jours|trimestres|exercices|echeances|versements|paiements)\b)[a-z-]+[sx]\b/;
export const spreadOverMany = (lower: string) => { const rest = lower.replace(restFromMany, ''); return manyParties.test(rest) || spreadAmongCounted.test(rest); };

/**
 * A named few counted by rank: 'our three largest shippers', 'the top two buyers', 'nos trois plus gros
 * transporteurs', whatever they are called; markets, countries, products and channels are not customers. A few is two
 * or three: 'the top five together are 48%' with no one above 17% is a spread book, not the guide's named few.
 */
export const topFew = /\b(our|the|nos|les) (two|three|[23]|deux|trois) (largest|biggest|top|main|leading|major|plus (gros|grands|importants)|premiers|principaux)\b(?! (markets?|countries|regions?|cities|products?|product lines?|segments?|categories|channels?|skus?|branches|marches|pays|villes|produits|canaux|gammes?|regions?)\b)|\btop (two|three|[23])\b(?! (markets?|countries|regions?|cities|products?|segments?|categories|channels?|skus?)\b)/;

/**
 * The share of a ranked many: 'the top five together are 48%', 'les dix premiers clients font 60 %'. Four or more
 * unnamed customers are no named few, so their share is blanked (spaces, so positions hold) and the one party's own
 * share is read ('Acme is 17% of revenue; the top five together are 48%').
 */
const manyTopShare = /\b(?:the |our )?top (?:four|five|six|seven|eight|nine|ten|twenty|[4-9]|1\d|20)\b[^.;%]{0,50}?\d+(?:[.,]\d+)?\s?%|\b(?:les |nos )?(?:quatre|cinq|six|sept|huit|neuf|dix|vingt|[4-9]|1\d|20) (?:premiers|plus gros|principaux)\b[^.;%]{0,50}?\d+(?:[.,]\d+)?\s?%/g;
export const withoutManyTopShares = (lower: string): string => (/\b(top|premiers|plus gros|principaux)\b/.test(lower) ? lower.replace(manyTopShare, blank) : lower);

/**
 * An average per customer is no customer's share: 'revenu moyen par client : 20 € par mois, marge brute de 40 %',
 * 'revenue per customer of $40 at a 60% margin'. Blanked (spaces for letters, so positions hold) before a share is read.
 */
// 'per' is always an average; 'par' is one only beside 'moyen' or 'mensuel', or after a unit's own figure ('panier',
// 'revenu', 'coût', 'marge'): 'chiffre d'affaires par client' heads a split of revenue by customer.
const perCustomerMetric = /\b(average |monthly |annual )?(revenues?|arpu|costs?|margins?|spend|gross profit) per (customer|subscriber|user|account)\b|\b(revenus?|chiffre d'affaires|ca|depenses?) (moyen(ne)?|mensuel(le)?|annuel(le)?) par (client|abonne|utilisateur|compte)\b|\b(panier|revenu|couts?|marges?|depense)( moyen(ne)?| mensuel(le)?| annuel(le)?)? par (client|abonne|utilisateur|compte)\b/g;
/** A unit-economics lead ('Unit economics (par client) :', 'Économie unitaire par client') makes every figure after it one customer's average. */
const unitEconomicsLead = /\b(unit economics|economie unitaire|economics per (customer|unit))\b[^:;.]{0,30}?\b(par|per) (client|customer|abonne|subscriber|utilisateur|user|unit|unite)\b[^;.]*?:[^.]*/;
export const withoutPerCustomerMetrics = (lower: string): string => {
  if (!/\b(par|per) (client|customer|abonne|subscriber|utilisateur|user|account|compte|unit|unite)\b/.test(lower)) return lower;
  return lower.replace(unitEconomicsLead, blank).replace(perCustomerMetric, blank);
};

/**
 * The items of a list read as one sentence ('Key metrics: Largest customer: 28% of revenue; Monthly churn: 4.5%;
 * 12-month retention: 58%'): the customer's share is the figure of its own item, not the list's largest. The items
 * (';'-separated) that name a customer and carry a figure; none when the sentence has no such item. An item labelled
 * as a rate ('Taux de marge brute : 58 % (60 % en juillet, hausse des frais des opérateurs)', 'Churn: 3%') gives a
 * rate, whoever its reason names.
 */
const rateLabel = /^\W*(taux\b|(gross |net |operating |contribution )?margins?\b|marges?\b|churn\b|attrition\b|desabonnements?\b|retention\b|croissance\b|growth\b|conversion\b)[^:]{0,30}:/;
export function customerItems(lower: string, customer: RegExp): string[] {
  if (!lower.includes(';')) return [];
  return lower.split(';').filter((item) => customer.test(item) && !rateLabel.test(item) && /\d\s?%|\b(half|moitie|tiers|third|quart|essentiel|bulk)\b/.test(item));
}

/** A line that opens on a lead-in naming customers ('Customers:', 'Top customer:', 'Clients :'): a cheap test before leadInSubject. */
export const customerLeadIn = /^\W*([a-z]+\s)?(customers?|clients?|buyers?|accounts?|acheteurs?)\s?:/;

/** The whole a part is taken of: 'of our', 'out of', 'of that' (a figure just named), 'sur', 'de nos'. */
const ofWhole = /^\s*(of|out of|sur|des|de nos|of our|of the|of its|of that|of this|de ce|de cette)\b[^\d]{0,20}$/;
/** The whole named first: 'Of total revenue of ₦860m for the year, ₦301m was billed to ...', 'Sur un chiffre d'affaires de 2 Md FCFA, ...'. */
const wholeFirst = /\b(of|out of|from|sur|on) (a |an |our |the |total |un |notre |nos )*(total )?(revenues?|sales|turnover|billings|chiffre d'affaires( total)?|ventes|recettes) (of|de) $/;

const inBrackets = (between: string) => (between.match(/\(/g) ?? []).length > (between.match(/\)/g) ?? []).length;

/** 'took TZS 2.9 billion of our TZS 4.1 billion sales': a part over its whole, as a percentage; 0 when none. */
export function moneyShare(s: SentenceFacts): number {
  const [first, second] = s.money;
  if (!first || !second || first.currency !== second.currency) return 0;
  if (wholeFirst.test(s.lower.slice(Math.max(0, first.start - 50), first.start))) {
    // The part is the next figure outside brackets: '(2024: KES 176m)' is the whole's earlier period, not a part.
    const part = s.money.slice(1).find((m) => !inBrackets(s.lower.slice(first.end, m.start)));
    return part && part.currency === first.currency && part.amount < first.amount ? (100 * part.amount) / first.amount : 0;
  }
  // 'Le chiffre d'affaires s'est élevé à 1,9 M USD, dont 1,18 M USD facturés à un seul client': the part follows its whole.
  if (second.amount < first.amount && /^\s*,?\s*(dont|of which|including)\s*$/.test(s.lower.slice(first.end, second.start))) return (100 * second.amount) / first.amount;
  if (second.amount <= first.amount) return 0;
  // The whole's year may stand between ('KES 139m of FY2025 revenue of KES 241m').
  return ofWhole.test(s.lower.slice(first.end, second.start).replace(/\b(fy\s?)?(20)?\d\d\b/g, '')) ? (100 * first.amount) / second.amount : 0;
}

/** 'Together they accounted for ...', 'Ensemble, ils pèsent ...': a pronoun standing for the few parties the line before named. */
export const togetherPronoun = new RegExp(String.raw`^\W*(?:${answerLabelWords})?(together|combined|between them|ensemble|a eux (deux|trois|quatre))\b,? (they|ils|elles)\b|^\W*(they|ils|elles) (together|combined|ensemble)\b`);

/**
 * A counted few given their shares one by one: 'Trois groupes ... représentent respectivement 27 %, 18 % et 13 % du
 * chiffre d'affaires', 'our two distributors account for 22% and 14% respectively'. The few together are the guide's
 * 'named few': their shares add up. Two to five parties only; a list of many is no concentration.
 */
const countedFew = /\b(two|three|four|five|deux|trois|quatre|cinq|[2-5]) ([a-z-]+ ){0,2}(customers?|clients?|buyers?|groups?|groupes?|distributors?|distributeurs?|accounts?|comptes?|offtakers?|acheteurs?|retailers?|chains?|enseignes?|operators?|operateurs?|partners?|partenaires?)\b/;
const respectiveList = /\b(respectivement|respectively)\b/;
/**
 * Two parties named with their shares in one sentence: 'Durban Fresh Produce Agents accounted for 18% of revenue and
 * Umgeni Valley Dairies for 14%', 'Orange représentait 21 % du chiffre d'affaires et la Sonatel 12 %'. Together they
 * are the guide's named few; the same name twice (a share in two years) is one party.
 */
const partyName = String.raw`([A-Z][\w&'.-]*(?:\s(?:[A-Z][\w&'.-]*|de|du|des|of))*)`;
const namedPair = new RegExp(String.raw`${partyName}\s(?:accounted for|accounts for|represented|represents|made up|makes up|brought in|generated|representait|represente|a represente|pesait|pese)\s(?:about |around |nearly |some |environ |pres de )?(\d+(?:[.,]\d+)?)\s?%[^;.%]{0,60}?\s(?:and|et)\s(?:the |la |le |les |l')?${partyName}\s(?:for\s|pour\s|with\s|avec\s)?(?:about |around |nearly |environ )?(\d+(?:[.,]\d+)?)\s?%`);
export function namedPairShare(s: SentenceFacts): number {
  const m = namedPair.exec(withoutAccents(s.text));
  if (!m) return 0;
  const [first, second] = [(m[1] ?? '').trim(), (m[3] ?? '').trim()];
  const named = (party: string) => isParty(party) && !places.test(foldName(party));
  if (!named(first) || !named(second) || foldName(first) === foldName(second)) return 0;
  return statedNumber(m[2] ?? '') + statedNumber(m[4] ?? '');
}

export function respectiveShares(s: SentenceFacts): number {
  const few = countedFew.exec(s.lower);
  const listed = respectiveList.exec(s.lower);
  if (!few || !listed || listed.index < few.index) return 0;
  const shares = parsePercents(s.lower.slice(few.index));
  return shares.length >= 2 && shares.length <= 5 ? shares.reduce((sum, x) => sum + x, 0) : 0;
}

/**
 * A customer named, then its share said through a pronoun, as people talk in a chat or an e-mail: 'Auchan c'est presque
 * la moitié de notre CA', 'the Glovo account. they're 38% of our revenue now', 'Acme, it's a third of our sales'. The share
 * must be of 'our' revenue, so the pronoun stands for a party that pays the company; a cost named so ('Payroll, it's 40%
 * of our revenue') is no party.
 */
// A name may end in one capital ('Bank X', 'Client B').
// Or the name is the subject of a plain copula, no pronoun between: 'Acme Bank is now about two-fifths of our revenue',
// 'Banque X est désormais 40 % de notre chiffre d'affaires'. 'Retail is 40% of our sales' names a channel, no party.
const copula = String.raw`(?:is|was|remains|has become|est|reste|etait|est devenue?)`;
const channelName = /^(retail|wholesale|exports?|domestic|local|online|offline|b2b|b2c|e-?commerce|others?|autres?|divers|reste|rest|total|grande distribution|detail|gros)$/;
const pronounShare = new RegExp(String.raw`([A-Z][\w&'\u2019.-]+(?:\s[A-Z][\w&'\u2019.-]*){0,3})(?:\s(?:thing|deal|account|contract|business|dossier|affaire|compte|contrat))?(?:\s?[.,;:!\u2013\u2014-]+\s?|\s)(?:[Cc]'est|[Cc] est|[Cc]e sont|[Tt]hey're|[Tt]hey are|[Ii]t's|[Ii]t is|[Ii]ls sont|[Ee]lles sont|[Ii]ls font|[Ii]ls representent|[Ii]ls pesent|[Tt]hey make up|[Ii]t makes up|${copula})\s`, 'g');
/** What the pronoun is: a share of the company's own revenue, read on the lower-case text after it. */
const shareOfOurRevenue = /^(?:(?:about|around|roughly|nearly|almost|over|already|now|still|quasi|presque|environ|deja|desormais|toujours|pres de|plus de|a little over|just over|un peu plus de)\s)*(?:\d+(?:[.,]\d+)?\s?%|la moitie|half|a third|un tiers|the bulk|l'essentiel|les deux tiers|two thirds|(?:a|one|two|three|four|un|deux|trois|quatre)[- ](?:quarter|fifth|tenth|quart|cinquieme|dixieme)s?|three[- ]quarters|les trois quarts)\s(?:of|de|du|d')\s?(?:our|notre|nos)\s(?:total\s)?(?:revenues?|sales|turnover|ca|chiffre d'affaires|ventes|business|activite)\b/;
const costName = /^(payroll|salaries|salary|staff|rent|marketing|logistics|fuel|costs?|opex|capex|cogs|salaires?|loyers?|charges|couts?|depenses|masse salariale)$/;
/** A cheap test first: most sentences have no such pronoun. */
const talkPronoun = /\b(c'est|c est|ce sont|they're|they are|it's|it is|ils|elles|they make|it makes|is|was|remains|has become|est|reste|etait)\b/;
export function namedByPronoun(s: SentenceFacts): boolean {
  if (!talkPronoun.test(s.lower)) return false;
  const text = withoutAccents(s.text).replace(/\u2019/g, "'");
  pronounShare.lastIndex = 0;
  for (let m = pronounShare.exec(text); m; m = pronounShare.exec(text)) {
    const party = foldName(m[1] ?? '');
    if (isParty(m[1] ?? '') && !places.test(party) && !costName.test(party) && !channelName.test(party) && shareOfOurRevenue.test(text.slice(m.index + m[0].length).toLowerCase())) return true;
  }
  return false;
}
