/**
 * Each sentence of a document read once: its text, a lower-case form, money and percentages.
 * The lower-case form is also folded for the rules: accents dropped and typographic apostrophes
 * made straight ('a quitté' and 'a quitte', 'd’affaires' and "d'affaires" read alike), keeping every
 * character's position so that money offsets still point into it. Lists and tables split across
 * lines are read a second time as the sentences they stand for (layout.ts).
 */
import { splitSentences } from '../text/sentences';
import { layoutSentences, projectedLines } from './layout';
import { signCountryOf } from './document-country';
import { parseMoney, parsePercents, type MoneyMatch } from './money';
import { fractionPercents } from './number-words';
import { answeredQuestions } from './question-answers';
import { applicationsNamedBefore } from './permit-application';
import { countsAgainstTotal, countsAsStakes, statedShareTotal } from './share-count-stakes';
import { spelledCountsAsStakes } from './spelled-share-counts';
import { ocrCapitalIRepaired, ocrWordsRepaired } from './ocr-words';
import { ocrSpacedWordsJoined, sentenceSpacingUndoubled } from './ocr-spaced-words';
import { strayFigureSpace } from './ocr-digits';
import { ocrLabelsRepairedInPlace } from './ocr-labels';

export interface SentenceFacts {
  text: string;
  lower: string;
  money: MoneyMatch[];
  percents: number[];
  /** Read from the layout (a list joined, a table row with its header, a wrapped line), not written as such. */
  derived?: boolean;
  /** A line or list under a heading of projections: what the company expects, not its revenue or costs. */
  projected?: boolean;
  /** The document's country that settles its bare currency signs ('K 20,000'; document-country.ts), when it names one. */
  signCountry?: string;
}

/** Each accented Latin letter (U+00C0 to U+017F) and typographic apostrophe, to its plain letter; built once. */
const plainLetter = new Map<string, string>([['\u2018', "'"], ['\u2019', "'"], ['\u02BC', "'"]]);
for (let code = 0xc0; code <= 0x17f; code += 1) {
  const letter = String.fromCharCode(code);
  const plain = letter.normalize('NFD').replace(/\p{M}/gu, '');
  if (plain.length === 1 && plain !== letter) plainLetter.set(letter, plain);
}
const foldable = /[\u00C0-\u017F\u2018\u2019\u02BC]/g;

/** Lower case without accents, one character for one, so positions in the text still hold. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(foldable, (letter) => plainLetter.get(letter) ?? letter);
}

/**
 * The month May, written with its capital inside a sentence ('between March and May'), is not the modal
 * 'may': the rules read it as the French 'mai', three letters for three, so every scope that reads 'may' as
 * a hedge (assertion.ts, clause-scope.ts) leaves it alone and positions still hold.
 */
const monthMay = /\bMay\b(?!\s+(?:be|have|not|need|also|still|well|face|lose|fall|take|require|apply|cause|result|affect|continue|become|seek|decide|never|only|raise|delay|want|choose|reduce|increase)\b)/g;

const monthOpening = /^May\s+(?:\d|net|gross|revenues?|sales|burn|cash|costs?|expenses|mrr|arr|close|payroll)\b/;

function foldMonths(sentence: string, lower: string): string {
  let out = lower;
  monthMay.lastIndex = 0;
  for (let m = monthMay.exec(sentence); m; m = monthMay.exec(sentence)) {
    // Only inside a sentence: 'May we add' opens one, and a bullet or a line start does too; a sentence opened by the
    // month before the measure or figure it dates ('May net burn 4.6m again', 'May revenue was 3.1m') is the month's.
    if (/\S/.test(sentence.slice(0, m.index).replace(/^\W+/, '')) || monthOpening.test(sentence.slice(m.index))) out = `${out.slice(0, m.index)}mai${out.slice(m.index + 3)}`;
  }
  return out;
}

/**
 * A title's full stop inside a sentence ('Our CFO, Mr. Okello, stepped down', 'M. Diallo', 'Cap table vs. share
 * certificates') ends nothing: the rules read it as a space, one character for one, so a pattern's gap that stops at
 * a full stop ('[^.;]') spans the name.
 */
// A name's initial after a title ('Ms P. Dlamini') is read the same way.
const titleStop = /(\b(M|Mr|Mrs|Ms|Dr|Mme|Mlle|Prof|vs)|(?<=\b(Mr|Mrs|Ms|Miss|Dr|Mme|Mlle|M)\.?\s)[A-Z])\.(?=\s)/g;
function withoutTitleStops(sentence: string, lower: string): string {
  if (!sentence.includes('.')) return lower;
  let out = lower;
  titleStop.lastIndex = 0;
  for (let m = titleStop.exec(sentence); m; m = titleStop.exec(sentence)) {
    const stop = m.index + m[0].length - 1;
    out = `${out.slice(0, stop)} ${out.slice(stop + 1)}`;
  }
  return out;
}

/**
 * A word cut by a hyphen at a line's end and joined back with a space, as scans and PDF extracts give it ('le pre-
 * sident', 'cabi- net'): read whole. A hyphen before 'and', 'or', 'et', 'ou', 'to' is a shared ending ('pre- and
 * post-money', 'court- et moyen terme') and stays.
 */
const cutWord = /([a-z\u00E0-\u00FF])- (?!(and|or|to|et|ou|a)\b)([a-z\u00E0-\u00FF])/g;
/**
 * The same cut left at the line's end, the word going on at the next line's start ('18,000 paying learn-' then 'ers
 * (Sept 2025)'): the two lines are one, the word read whole. A line opening with a capital, a figure or a bullet starts
 * anew.
 */
const lineCutWord = /([a-z\u00E0-\u00FF])-[ \t]*\r?\n[ \t]*(?!(and|or|to|et|ou|a)\b)([a-z\u00E0-\u00FF])/g;

function factsIn(signCountry: string | undefined, written: string): SentenceFacts {
  const sentence = sentenceSpacingUndoubled(written.replace(cutWord, '$1$3').replace(strayFigureSpace, ''));
  // A scan's words spelled with digits for letters are read with their letters (ocr-words.ts).
  // And its revenue and cost labels split by stray spaces, one character for one ('chif fre d'af faires', ocr-labels.ts).
  // A capital I a scan read as l inside a word in capitals ('DlRECTS') is read as I first (ocr-words.ts).
  const lower = ocrLabelsRepairedInPlace(ocrWordsRepaired(withoutTitleStops(sentence, foldMonths(sentence, foldText(ocrCapitalIRepaired(sentence))))));
  const read = { text: sentence, lower, money: parseMoney(sentence, signCountry), percents: [...parsePercents(sentence), ...fractionPercents(lower)] };
  return signCountry === undefined ? read : { ...read, signCountry };
}

const bulletMark = /^\s*[-*\u2022]\s*/;

/** A sentence whose subject is the figure just before it: 'That figure includes...', 'Il inclut...', 'Ce montant comprend...'. */
// A count of 'them' counts the people of the sentence before ('Au 31 décembre, seuls 560 d'entre eux étaient encore abonnés').
const refersBack = /^[^.;]{0,60}\b\d[\d,\u00A0\u202F ]* (of them|of those|d'entre eux|d'entre elles)\b|^\W*(that|this|the) (figure|number|amount|total|sum)\b|^\W*(it|il|elle) (includes?|inclut|comprend|contains?|counts?|compte|integre)\b|^\W*(ce|cet|cette) (chiffre|montant|total|somme)\b/;

/**
 * A figure whose subject is a pronoun for the sentence before ('At the seed we had 20 months of runway. After the
 * hiring plan, that is down to 6 months.', 'Notre autonomie était de 20 mois. Elle est désormais de 6 mois.'):
 * the pronoun opens the sentence or follows one opening clause, and the sentence holds a figure.
 */
const pronounFigure = /^(?:[^.;,]{0,80},\s)?(that|this|it|elle|cela|celle-ci|celui-ci)\s(is|was|has|had|now|fell|dropped|stands|est|etait|n'est|a|tombe)\b[^.;]{0,40}\d/;

/** Each sentence that refers back to the one before, read with it as one sentence ('We crossed $1.9M ARR. That figure includes a one-time fee.'). */
function referredBack(written: readonly SentenceFacts[], facts: (sentence: string) => SentenceFacts): SentenceFacts[] {
  const out: SentenceFacts[] = [];
  for (let i = 1; i < written.length; i += 1) {
    const current = written[i];
    const before = written[i - 1];
    if (current && before && (refersBack.test(current.lower) || pronounFigure.test(current.lower))) out.push({ ...facts(`${before.text} ${current.text}`), derived: true });
  }
  return out;
}

export function sentenceFacts(raw: string): SentenceFacts[] {
  // A scan that sets words two spaces apart and cuts them with one is read with its cuts closed (ocr-spaced-words.ts).
  const text = ocrSpacedWordsJoined(raw).replace(lineCutWord, '$1$3');
  const signCountry = signCountryOf(text);
  const facts = (sentence: string) => factsIn(signCountry, sentence);
  const projected = projectedLines(text);
  // The French plural titles 'MM.' and 'Mmes' before names end no sentence ('Les fondateurs, MM. Benali et Tazi, détiennent 31 %').
  const written = splitSentences(text.replace(/\b(MM|Mmes)\.(?=\s+\p{Lu})/gu, '$1')).map((sentence) => (projected.has(sentence.replace(bulletMark, '').trim()) ? { ...facts(sentence), projected: true } : facts(sentence)));
  const derived = layoutSentences(text).map((sentence) => ({ ...facts(sentence), derived: true, ...(sentence.endsWith('(forecast)') ? { projected: true } : {}) }));
  // Holdings given as share counts against a stated total, read again as stakes in percent (share-count-stakes.ts).
  const stakes = written.flatMap((s) => { const restated = countsAsStakes(s.text); return restated ? [{ ...facts(restated), derived: true }] : []; });
  // A holder's count in a sentence of its own, against the total the document states apart ('Total issued share capital: 11,400,000 shares').
  const whole = statedShareTotal(written.map((s) => s.text));
  if (whole !== null) for (const s of written) { const restated = countsAgainstTotal(s.text, whole); if (restated) stakes.push({ ...facts(restated), derived: true }); }
  // The same for counts written in words against a capital divided in words (spelled-share-counts.ts).
  const spelled = spelledCountsAsStakes(written.map((s) => s.lower)).map((restated) => ({ ...facts(restated), derived: true }));
  return [...written, ...derived, ...stakes, ...spelled, ...referredBack(written, facts), ...answeredQuestions(written, facts), ...applicationsNamedBefore(written, facts)];
}

/** Longest evidence quoted back to the user. */
export const maxExcerptLength = 280;

/** The sentence, or for a long one the part around position `at`, marked with ellipses. */
export function excerpt(sentence: string, at = 0): string {
  if (sentence.length <= maxExcerptLength) return sentence;
  const start = Math.max(0, Math.min(at - 120, sentence.length - maxExcerptLength));
  const end = start + maxExcerptLength;
  return `${start > 0 ? '…' : ''}${sentence.slice(start, end).trim()}${end < sentence.length ? '…' : ''}`;
}
