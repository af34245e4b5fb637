/**
 * The missing-financials rule: a deck, plan or statement with no revenue or cost figure. Figures are
 * recognised however they are written (any currency, in words, under a caption, across lines), so that
 * a document is never called empty of figures because the money reader did not read its format.
 */
import type { DocumentType } from '@baobab/contracts/enums';
import type { SentenceFacts } from './sentence-facts';
import type { ExtractedData, RiskFlag } from './types';
import { captionUnit } from './layout-cells';
import { currencyNames } from './money-words';
import { hasCaptionedYearSeries } from './year-series';
import { informalFigures } from './informal-figures';
import { ocrDigitsRepaired } from './ocr-digits';
import { ocrLabelsRepaired } from './ocr-labels';
import { neitherDeckPlanNorStatement } from './document-genre';

/**
 * Amounts in currencies the money parser does not read (CFA francs, birr, Ugandan, Tanzanian and
 * Rwandan shillings and francs, kwacha, the Pacific franc ('MF CFP', 'XPF'), the Cape Verde
 * escudo...) beside a revenue or cost word: figures all the same.
 */
const otherCurrencyFigure = /\b(revenues?|sales|turnover|mrr|arr|burn|costs?|expenses?)\b[^.;]{0,40}\b((xof|xaf|cfa|etb|ugx|tzs|rwf|zmw|mwk|mad|mzn|bwp|xpf|cve)\s?\d|\d[\d,.]*\s?(k|m|million|bn|billion)?\s?(xof|xaf|cfa francs?|etb|birr|ugx|tzs|rwf|zmw|kwacha|mwk|mad|dirhams?|mzn|bwp|pula|xpf|m?f ?cfp|cve|escudos?)\b)/;

/** A table row of revenue or costs read with its header ('Chiffre d'affaires 2025: 400k; ...'), projections included. */
// Its label may open on a word or three ('Revenue forecast', 'Prévisions de chiffre d'affaires', 'Sales plan').
const figureRow = /^\W*([a-z'-]+ ){0,3}(total )?(revenues?|sales|turnover|costs?|expenses|opex|chiffre d'affaires|ventes|charges|couts?|depenses)\b[^;]*\b20\d\d: -?\d/;

/** 'Le chiffre d'affaires pourrait baisser. Il a progressé de 35 %, à 640 k€.': the pronoun stands for the revenue named just before. */
const pronounSubject = /^\W*(it|this|they|il|elle|ils|elles|celui-ci|celle-ci)\b/;
const revenueOrCostWord = /\b(revenues?|sales|turnover|costs?|expenses|chiffre d'affaires|ventes|revenus?|recettes|charges|couts?|depenses)\b/;
const pronounFigure = (s: SentenceFacts, before: SentenceFacts | undefined) =>
  s.money.length > 0 && pronounSubject.test(s.lower) && before !== undefined && !before.derived && revenueOrCostWord.test(before.lower);

/** Revenue, costs or results said in other words with a figure: 'income 412,000,000; expenditure ...', 'Top line FY2024: $1.4M', 'Produits : 85 000 €'. */
const otherFinancialWords = /\b(income|expenditure|top line|bottom line|net (profit|loss|income)|operating (profit|loss)|ebitda|payroll|produits|resultat (net|d'exploitation)|benefice|perte nette)\b[^.;]{0,20}?\d[\d,. ]*\d{3}|\b(income|expenditure|top line|net (profit|loss)|ebitda|payroll|produits|benefice)\b[^.;]{0,20}?[$\u20AC\u00A3]\s?\d/;

/**
 * A revenue or cost figure written without a currency the reader knows ('MRR 85K', 'Costs: 40k a month',
 * 'Revenue grew to 1.8M', 'GH¢ 2.4 million', 'Rs 4 lakh'): a figure all the same, for the guide's 'no
 * revenue or cost figure'. Revenue said by what it measures (shipped by value, ARPU), its growth ('we grew from
 * USD 0.2m to USD 1.0m', the subject left unsaid) and a budget (a cost planned) are revenue and cost figures too, and
 * so is revenue under its accounting names ('Produits des activités ordinaires : 61 MDT', 'Revenue from contracts with
 * customers'). A scale word or grouped thousands tells an amount from a count of months or a year, and so does a scale
 * written against a currency's code ('61 MDT' for millions of dinars, '2 MdsFCFA', '450 KDH'). Rent paid or received
 * ('Les loyers comptabilisés s'élèvent à 96 M FCFA') is a cost or a revenue figure too.
 */
const bareFigure = /\b(revenues?|sales|sold|shipped|shipments|budgets?|grew|grown|doubled|tripled|a progresse|avons progresse|a double|turnover|top line|ebitda|gross profit|takes|took|takings|earns|earned|brings in|brought in|turns over|turned over|encaiss\w*|factur\w*|mrr|arr|gmv|gross merchandise value|(total )?payment volume|tpv|billings|volume d'affaires|volume de transactions|facturation|income|commissions?|fees|takings|receipts|interest income|produits d'interets|encaissements|produits des activites ordinaires|produits d'exploitation|produit net bancaire|revenue from (ordinary activities|contracts with customers)|costs?|expenses|opex|burn|spend|payroll|rents?|rentals?|loyers?|chiffre d'affaires|ca|ventes|vendu\w*|recettes|charges|depenses|couts?)\b[^.;]{0,40}?(\d+(?:[.,]\d+)?\s?(k|m|mn|bn|million|millions|billion|lakhs?|crores?|thousand|milliards?|mille|md|mds|mrds?)\b|\d+(?:[.,]\d+)?\s?(k|m|md|mds|mrd)(dt|dh|tnd|mad|fcfa|cfa|xof|xaf|da|dzd|fg|gnf|ar|mga)\b|\d{1,3}(?:[, \u00A0\u202F]\d{3})+(?![\d]))(?!\s?(agents|people|staff|employees|users|customers|clients|farmers|units|bags|shops|stores|merchants|schools|members|subscribers|downloads|orders|transactions|agriculteurs|utilisateurs|abonnes|commandes|boutiques))/;

/**
 * A revenue or cost figure in words before a currency's name, however rare the currency ('sold a little over nine
 * hundred thousand birr', 'ont coûté deux millions d'ariary'): a scale word makes it an amount, the currency's name money.
 */
const wordFigure = new RegExp(String.raw`\b(revenues?|sales|sold|turnover|income|earned|takings|costs?|spent|expenses|payroll|wages|chiffre d'affaires|ventes|vendu\w*|recettes|charges|depenses|coute\w*|salaires)\b[^.;]{0,50}?\b(hundred|thousand|million|billion|cents?|mille|millions?|milliards?)( and a half| et demi)?\s(of |de |d')?${currencyNames}\b`);

/**
 * A figure before the word saying what it counts ('We did TSh 450m in sales', 'cinq cents millions de francs guinéens de
 * ventes'): a scaled or grouped number, or a number in words before a currency's name, then 'in' / 'of' / 'de' and a
 * revenue or cost word, not one naming people or places ('3,000 in sales staff').
 */
// Starting only where a number starts keeps long digit runs linear.
const figureThenWord = new RegExp(String.raw`((?<![\d.,])\d+(?:[.,]\d+)?\s?(k|m|mn|bn|million|millions|billion|milliards?)|(?<![\d.,])\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\b(hundred|thousand|million|billion|cents?|mille|millions?|milliards?)\s(of |de |d')?${currencyNames})( [a-z]+)?\s(in |of |worth of |de |d'|en )(annual |monthly |yearly )?(sales|revenues?|revenus|turnover|income|ventes|chiffre d'affaires|recettes|costs|expenses|opex|charges|depenses)\b(?! (staff|teams?|agents|reps|representatives|people|force|regions|offices|points|managers))`);

/**
 * A label on its own line and its figure on the next ('Revenue' then 'ZMW 14.2 million'), whatever the currency; the
 * label may name its period ("Chiffre d'affaires 2025 :" then '2,3 Md FCFA', 'Revenue FY2024:', 'Sales Q3 2025').
 */
const labelLine = /^\W*(total |net |gross )?(revenues?|sales|turnover|income|operating (costs|expenses)|costs|expenses|opex|payroll|chiffre d'affaires|ventes|recettes|charges( d'exploitation| de personnel)?|depenses)(\s(fy\s?)?(19|20)\d\d|\s(t|q|s|h)[1-4](\s(19|20)\d\d)?)?\W*$/;
const valueLine = /^\W*([a-z$\u20AC\u00A3\u20A6\u20B5]{1,4}\.?\s?)?(\d+(?:[.,]\d+)?\s?(k|m|mn|bn|million|millions|billion|milliards?|md|mds|mrds?)\b|\d{1,3}(?:[, \u00A0\u202F]\d{3})+(?!\d))/;
const labelThenValue = (s: SentenceFacts, next: SentenceFacts | undefined) => next !== undefined && labelLine.test(s.lower) && valueLine.test(next.lower);

/**
 * Figures whose unit is in a caption ('Projections financières (en milliards de FCFA)' then 'Charges
 * d'exploitation 2025 : 0,35'): a revenue or cost line with a bare number, in a text whose caption names a currency.
 */
const currencyCaption = /\((en )?((thousands|millions|billions|milliers|millions|milliards|'000|m|k|bn|md)\s(of\s|de\s|d')?)?(usd|eur|gbp|xof|xaf|fcfa|f cfa|kes|ngn|ghs|zar|mad|egp|tnd|rwf|ugx|tzs|xpf|f cfp|cve|dollars|euros|dirhams|naira|cedis|rand|escudos)\b[^)]{0,15}\)|\((usd|eur|kes|ngn|ghs|zar|mad|egp|xof|fcfa)\s?('000|m|k|mn|bn|millions?|thousands?)\)/;
const captionedLine = /\b(revenues?|sales|turnover|costs?|expenses|opex|chiffre d'affaires|ca|ventes|charges|couts?|depenses)\b[^.;]{0,40}?\d/;
/** A unit in brackets read by the table readers' caption reader ('(RWF m)', '(\u20A6 million)', '(en MAD)'), so every currency they know counts. */
const bracketUnit = /\(([^()]{1,25})\)/;
/**
 * A unit said in the caption's words rather than in brackets, or after other words inside them ('Compte de résultat —
 * extrait, en millions de FCFA', '(exercice 2025, en millions de FCFA)', 'Income statement, in thousands of USD'), the
 * 'de' or 'of' sometimes left out ('Montants en millions FCFA', 'in thousands USD').
 */
const unitWords = /\b(en|in) (milliers|millions|milliards|thousands|millions|billions) (de |d'|of )?(f ?cfa|francs cfa|f ?cfp|francs cfp|xpf|cve|escudos|xof|xaf|usd|eur|gbp|kes|ngn|ghs|zar|mad|egp|tnd|rwf|ugx|tzs|dzd|mga|gnf|dollars|euros|dirhams|dinars|naira|cedis|rand|shillings|ariary)\b/;
const namesUnit = (s: SentenceFacts) => currencyCaption.test(s.lower) || unitWords.test(s.lower) || captionUnit([bracketUnit.exec(s.lower)?.[1] ?? '']) !== null;
const withoutYears = (lower: string) => lower.replace(/(?<!\d)(fy\s?)?20\d\d(?!\d)/g, '');
const captionedFigures = (sentences: readonly SentenceFacts[]) => sentences.some(namesUnit) && sentences.some((s) => captionedLine.test(withoutYears(s.lower)));
/**
 * A caption naming revenue, costs or the customers they come from, with its unit ('Revenue by customer (RWF m)', 'Top
 * buyers FY25 (KES m)', 'Ventilation du chiffre d'affaires par client (en MAD)'), over rows of figures: the figures are
 * revenue or costs set out line by line, whatever the rows are named.
 */
// A column's head counts as a caption ('| Année | CA (M XAF) |'): 'CA' is the French plans' revenue.
// Recurring revenue under its own names heads one too ('Revenu annuel récurrent (ARR), en milliers de dinars').
const captionSubject = /\b(revenues?|revenus?|arr|mrr|recurring revenue|abonnements|subscriptions|sales|turnover|income|costs?|expenses|opex|chiffre d'affaires|ca|ventes|recettes|charges|depenses|customers?|clients?|buyers?|acheteurs?)\b/;
function captionedTable(sentences: readonly SentenceFacts[]): boolean {
  const at = sentences.findIndex((s) => !s.derived && captionSubject.test(s.lower) && namesUnit(s));
  return at >= 0 && sentences.slice(at + 1).some((s) => /\d/.test(withoutYears(s.lower)));
}

/**
 * A section headed by revenue or costs ('3.2 Revenue plan', 'Prévisions de chiffre d'affaires') whose next line gives a
 * year and an amount with its scale, whatever its currency's sign ('FY2026 (actual): R4.1m', '2025 : 320 M'): the
 * section's figures are revenue or costs, the heading having said which.
 */
const figureHeading = /^\W*(\d{1,2}(\.\d{1,2})*\.?\s+)?([a-z'-]+ ){0,3}(revenues?|sales|turnover|costs?|expenses|opex|chiffre d'affaires|ventes|charges|depenses)( [a-z'-]+){0,3}\W*$/;
const yearAmountLine = /^\W*(fy\s?)?20\d\d\b[^:\d]{0,20}:\s*[a-z$\u20AC\u00A3\u20A6\u20B5]{0,3}\s?\d+(?:[.,]\d+)?\s?(k|m|mn|bn|million|millions|billion|milliards?|md)\b/;
const headingThenYearAmount = (s: SentenceFacts, next: SentenceFacts | undefined) => next !== undefined && !s.derived && figureHeading.test(s.lower) && yearAmountLine.test(next.lower);

/** Revenue per customer or order ('ARPU: KES 650 per month', 'panier moyen : 4 500 FCFA'): a revenue figure at any size, once the money reader reads it. */
// What a customer costs to win is a cost figure too ('CAC moyen 18 000 FCFA'); a price alone ('Abonnement à 9 900 FCFA par mois') is neither.
// The basket of the customers' own buyers ('panier moyen de leurs acheteurs', 'the average basket of their shoppers') is their trade, not the company's.
const perUnitRevenue = /\b(arpu|arpa|aov|average (revenue|order value|basket)|panier moyen|revenu moyen|cac|customer acquisition cost|cout d'acquisition( client)?)\b(?! (de|des|of) (leurs|their)\b)/;
const perUnitFigure = (s: SentenceFacts) => {
  const at = perUnitRevenue.exec(s.lower)?.index;
  return at !== undefined && s.money.some((m) => m.start > at && m.start - at <= 40);
};

/**
 * A sheet pasted as comma- or semicolon-separated values: a header naming a revenue or cost column
 * ('month,revenue_ngn,net_burn_ngn', 'mois;chiffre_affaires;cout_matieres') and a row of numbers under it
 * ('2024-01,62400000,17600000', 'Q1-2025,212000,62.0,42.8,31%', '2025-03;48 200 000;21 700 000').
 */
const csvHeader = /^\W*[a-z_]+([,;][a-z_]+)+\s*$/;
const csvMoneyColumn = /(^|[,;_])(revenues?|sales|turnover|costs?|expenses|opex|burn|cogs|ca|revenus|chiffre_d?_?affaires|ventes|charges|couts?|depenses)([,;_]|$)/;
// Its first cell may name the period ('Q1-2025', 'jan-2025'), its last ones be rates ('31%'); a semicolon's cells may group thousands by spaces.
const csvRow = /^\W*[a-z\d][\w-]*(,\s*-?[\d.]+%?)+\s*$|^\W*[a-z\d][\w-]*(;\s*-?\d[\d., \u00A0\u202F]*%?)+\s*$/;
/**
 * A row's cell under the header's revenue or cost column holds a number, whatever its other cells say: a text column
 * ('top_customer' with 'Mlimani Supermarkets') leaves the money columns figures all the same.
 */
function moneyCellFilled(header: string, row: string): boolean {
  const delimiter = header.includes(';') ? ';' : ',';
  const columns = header.trim().split(delimiter);
  const cells = row.trim().split(delimiter);
  return cells.length === columns.length && columns.some((column, i) => csvMoneyColumn.test(column) && /^\s*-?\d[\d. \u00A0\u202F]*\s*$/.test(cells[i] ?? ''));
}
const csvFigures = (sentences: readonly SentenceFacts[]) => {
  const at = sentences.findIndex((s) => csvHeader.test(s.lower) && csvMoneyColumn.test(s.lower));
  const header = sentences[at]?.lower ?? '';
  return at >= 0 && sentences.slice(at + 1).some((s) => (csvRow.test(s.lower) || moneyCellFilled(header, s.lower)) && /\d{3}/.test(s.lower));
};

/**
 * A market's spending or sales, not the company's: 'Les dépenses de santé privées en Tunisie sont estimées à 4 milliards
 * TND ; le marché ... croît de 18 %', 'Consumer spending on the sector is estimated at KES 80bn'. A figure the company
 * states as its own ('our costs are estimated at') stays.
 */
const marketWords = /\b(markets?|marches?|industry|secteur|sector)\b|\b(estimee?s?|estimated) (a|at)\b/;
const ownWords = /\b(our|we|nos|notre|nous)\b/;
const marketFigure = (text: string, sentences: readonly SentenceFacts[]): boolean => {
  const said = sentences.find((s) => s.text.includes(text));
  return said !== undefined && marketWords.test(said.lower) && !ownWords.test(said.lower);
};

/** Decks, plans and statements should carry figures; legal documents need not. */
export function missingFinancials(written: readonly SentenceFacts[], data: ExtractedData, documentType: DocumentType): RiskFlag | null {
  if (documentType === 'legal_docs') return null;
  // A chat, a transcript, a press report or an auditor's report filed as a deck or a statement was never meant to set out figures.
  if (neitherDeckPlanNorStatement(written)) return null;
  // A scanned text's labels read as written before a misread one is taken for no label ('Turnovcr (R m)'), its digits too ('l 426 3OO OOO').
  const sentences = written.map((s) => { const lower = ocrDigitsRepaired(ocrLabelsRepaired(s.lower)); return lower === s.lower ? s : { ...s, lower }; });
  const hasFigures = [...data.revenue, ...data.expenses].some((f) => f.amount !== null && !marketFigure(f.text, sentences))
    || sentences.some((s, i) => otherCurrencyFigure.test(s.lower) || bareFigure.test(s.lower) || (s.derived === true && figureRow.test(s.lower)) || pronounFigure(s, sentences[i - 1]) || (s.projected === true && s.money.length > 0) || otherFinancialWords.test(s.lower) || wordFigure.test(s.lower) || figureThenWord.test(s.lower) || labelThenValue(s, sentences[i + 1]) || headingThenYearAmount(s, sentences[i + 1]) || perUnitFigure(s));
  if (hasFigures || csvFigures(sentences) || captionedFigures(sentences) || captionedTable(sentences) || hasCaptionedYearSeries(sentences) || informalFigures(sentences)) return null;
  return {
    ruleId: 'missing-financials',
    category: 'missing-financials',
    title: 'No revenue or cost figures',
    severity: documentType === 'financial_statements' ? 'high' : 'medium',
    evidence: null,
    occurrences: 0,
    recommendation: 'Add revenue, monthly burn, gross margin and runway with their currency and period.',
  };
}
