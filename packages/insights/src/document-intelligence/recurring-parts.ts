/**
 * A recurring figure and the parts it is made of, one part paid once: 'ARR (reported): 1,020,000' under three lines
 * whose figures add up to it, one of them 'Onboarding fee (one-off, invoiced in August): 90,000'; 'notre ARR s'établit
 * à 9,6 M MAD' then 'Il se décompose comme suit :' and two lines of 7,5 and 2,1 M MAD, the second 'facturés une seule
 * fois'; 'MRR affiché : 14 200 000' under 'Frais d'installation (payés une seule fois) : 2 600 000'. No line says the
 * one-off is inside the recurring figure: the arithmetic does. The parts are read on either side of the figure (a
 * build above its total, a breakdown below its headline), the run of lines next to it whose figures add up to it
 * within half a percent. A part taken out (a negative figure) or said excluded ('hors', 'not in ARR') raises nothing,
 * and neither does a total that says it leaves the one-offs out. Unlike recurring-total.ts, the total need not be
 * called 'Total'.
 */
import { cellSplit, cellsOf, statedNumber } from './layout-cells';
import { exclusionWords, oneOffWords, recurringWords } from './red-flag-rules-metrics';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

interface Figure { value: number; unit: string }

/** A bare figure at the start of a text: '852,600', '2 600 000', '(90,000)', '-400', '0.40'. */
const leadingFigure = /^\s*(-?\(?\d{1,3}(?:[, \u00A0\u202F]\d{3})+(?:\.\d+)?\)?|-?\(?\d+(?:[.,]\d+)?\)?)(?![\d%])/;

function bareFigure(written: string): Figure | null {
  const m = leadingFigure.exec(written);
  if (!m) return null;
  const text = m[1] ?? '';
  const value = statedNumber(text.replace(/[-()]/g, '').replace(/[ \u00A0\u202F]/g, ','));
  return Number.isFinite(value) ? { value: /[-(]/.test(text) ? -value : value, unit: '' } : null;
}

/**
 * The figure a line states for its label: a markdown row's last cell, else the first amount after its last colon ('Subscriptions - 4,900 trucks x USD
 * 14.50 x 12: 852,600' is 852,600), else its first amount, else a table row's first cell after the label ('ARR total
 * 410   2 150   9 800' is 410). A year is no figure.
 */
function lineFigure(s: SentenceFacts): Figure | null {
  // A markdown row states its figure in its last cell, the latest column ('| Total MRR | 10,9 M | 14,6 M |' is 14,6): its
  // label may hold a colon and figures of its own ('| Subscriptions: 575 × 60,000 | 34,500,000 |').
  if (s.lower.trimStart().startsWith('|')) {
    const cells = cellsOf(s.lower);
    const last = cells[cells.length - 1];
    if (cells.length >= 2 && last && !/^20\d\d$/.test(last)) return bareFigure(last);
  }
  // A line that closes on a colon announces the parts below it ('ARR au 31 décembre : 684 M Ar, soit :'): its figure is before that colon.
  const colon = s.lower.replace(/:\s*$/, '').lastIndexOf(':');
  const money = s.money.find((m) => m.start > colon);
  if (money) return { value: /[-\u2212(]\s*$/.test(s.lower.slice(Math.max(0, money.start - 2), money.start)) ? -money.amount : money.amount, unit: money.currency };
  if (colon >= 0) {
    const bare = bareFigure(s.lower.slice(colon + 1));
    return bare && !/^\s*20\d\d\b/.test(s.lower.slice(colon + 1)) ? bare : null;
  }
  const cells = s.lower.split(cellSplit);
  const second = cells[1];
  if (cells.length < 2 || !second || /^20\d\d$/.test(second.trim())) return null;
  return bareFigure(second);
}

interface Part { figure: Figure; text: string; evidence: string }

/** The lines beside the total, nearest first, each with its label cut over lines joined; stops at a third line without a figure. */
function partsBeside(written: readonly SentenceFacts[], at: number, step: 1 | -1): Part[] {
  const parts: Part[] = [];
  let label = '';
  let blanks = 0;
  for (let j = at + step; j >= 0 && j < written.length && Math.abs(j - at) <= 12; j += step) {
    const line = written[j] as SentenceFacts;
    const figure = lineFigure(line);
    if (!figure) {
      blanks += 1;
      if (blanks > 2 || line.lower.length > 80) break;
      // Above the total, a line without a figure opens the label of the part below it; below, the label of the next part.
      const last = parts[parts.length - 1];
      if (step === -1 && last) Object.assign(last, { text: `${line.lower} ${last.text}`, evidence: `${line.text} ${last.evidence}` });
      else label = `${label} ${line.lower}`;
      continue;
    }
    blanks = 0;
    parts.push({ figure, text: `${label} ${line.lower}`, evidence: line.text });
    label = '';
  }
  return parts;
}

/**
 * A part whose amount the text calls one-off elsewhere: 'mise en service du réseau : 132 M Ar' among the ARR's parts,
 * and higher up '132 M Ar de paramétrage ..., facturés à la signature'. The same sum in the same currency, said once as
 * paid once, is that part; a bare figure without its currency is too common to tie.
 */
function toldOneOffElsewhere(written: readonly SentenceFacts[], part: Part): boolean {
  const { value, unit } = part.figure;
  return unit !== '' && written.some((s) => s.text !== part.evidence && oneOffWords.test(s.lower) && !exclusionWords.test(s.lower) && !recurringWords.test(s.lower)
    && s.money.some((m) => m.currency === unit && m.amount === value));
}

/** The one-off part inside the run of parts next to the total that adds up to it; null when no run does. */
function oneOffPart(total: Figure, parts: readonly Part[], written: readonly SentenceFacts[]): Part | null {
  let sum = 0;
  for (const [k, part] of parts.entries()) {
    if (part.figure.unit !== total.unit) return null;
    sum += part.figure.value;
    if (k >= 1 && Math.abs(sum - total.value) <= total.value * 0.005) {
      const run = parts.slice(0, k + 1);
      return run.find((p) => p.figure.value > 0 && p.figure.value < total.value && ((oneOffWords.test(p.text) && !exclusionWords.test(p.text)) || toldOneOffElsewhere(written, p))) ?? null;
    }
    if (sum > total.value * 1.005) return null;
  }
  return null;
}

export function oneOffAmongRecurringParts(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  // A text with no one-off word has no part to find: most texts stop here.
  if (!written.some((s) => oneOffWords.test(s.lower))) return null;
  for (let i = 0; i < written.length; i += 1) {
    const s = written[i] as SentenceFacts;
    if (!recurringWords.test(s.lower) || exclusionWords.test(s.lower) || oneOffWords.test(s.lower)) continue;
    const total = lineFigure(s);
    if (!total || total.value <= 0) continue;
    const part = oneOffPart(total, partsBeside(written, i, -1), written) ?? oneOffPart(total, partsBeside(written, i, 1), written);
    if (!part) continue;
    return {
      ruleId: 'non-recurring-revenue', category: 'financial-health', title: 'One-off revenue is presented as recurring', severity: 'medium',
      evidence: excerpt(`${s.text} ${part.evidence}`), occurrences: 1,
      recommendation: 'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.',
    };
  }
  return null;
}

/**
 * A one-off sale told with its amount, then said to sit inside the recurring figure a line or two later, by a pronoun:
 * 'they bought 400 meters outright, about USD 35k' then 'It's all in the MRR number'; 'une vente de matériel de 4 M
 * FCFA' then 'Tout est compris dans le MRR'. The recurring figure must be stated before, in the same currency and
 * larger. 'It's not in the MRR' is the honest split and raises nothing.
 */
const saidInside = /\b(it'?s|it is|that'?s|that is|this is|they'?re|these are|all of (it|that) is|c'est|tout est|elle est|il est|ils sont|elles sont)( all| tout| bien)? (in|inside|included in|part of|counted in|booked in|compris dans|inclus dans|inclue? dans|dans|integre dans|comptabilise dans) (the|our|that|this|le|notre|ce)( reported| headline| affiche)? (mrr|arr|recurring|recurrent|revenu recurrent)\b/;
const negation = /\b(not|n't|pas|jamais|never|no longer|plus)\b/;

export function oneOffSaidInsideRecurring(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i < written.length; i += 1) {
    const said = written[i] as SentenceFacts;
    // The cheap test first: a sentence that says 'in the MRR' at all.
    if (!/\b(mrr|arr|recurr\w*)\b/.test(said.lower)) continue;
    const m = saidInside.exec(said.lower);
    if (!m || negation.test(said.lower.slice(0, m.index + m[0].length)) || exclusionWords.test(said.lower)) continue;
    const told = written.slice(Math.max(0, i - 3), i).reverse().find((s) => s.money.length > 0 && oneOffWords.test(s.lower) && !exclusionWords.test(s.lower));
    const [part] = told?.money ?? [];
    if (!told || !part) continue;
    const whole = written.slice(0, written.indexOf(told)).some((s) => recurringWords.test(s.lower) && s.money.some((x) => x.currency === part.currency && x.amount > part.amount));
    if (!whole) continue;
    return {
      ruleId: 'non-recurring-revenue', category: 'financial-health', title: 'One-off revenue is presented as recurring', severity: 'medium',
      evidence: excerpt(`${told.text} ${said.text}`), occurrences: 1,
      recommendation: 'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.',
    };
  }
  return null;
}
