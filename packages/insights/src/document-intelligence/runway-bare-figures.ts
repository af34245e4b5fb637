/**
 * Cash and burn said with bare figures, as a chat says them once everyone knows the currency (folded text):
 * 'j'ai regardé le compte ce matin, on est à 38 M' or 'et on a combien en banque ?' answered '300 000, avec 60 000
 * de sorties nettes par mois'; 'we've got about 40m left in the bank', 'on sort environ 9 M par semaine en net',
 * 'net burn 40k this month'. A bare figure carries a scale word ('38 M', '40k') or groups its thousands ('300 000'),
 * so it is an amount, not a count. The burn's period is a month unless the sentence says a week.
 */
import { statedNumber } from './layout-cells';
import { isModalAt } from './assertion';
import type { SentenceFacts } from './sentence-facts';
import { cashHeldWordInChat, cashLeftAfter, cashLeftBefore, notCashHeldInChat } from './cash-held-words';
import { scaleMultiplier } from './scale-words';

const bareFigure = /(?<![\w.,$\u20AC\u00A3\u20A6\u20B5])(\d+(?:[.,]\d+)?)\s?(k|m|mn|md|millions?|milliards?)\b(?!\s?%)|(?<![\w.,])(\d{1,3}(?:[ \u00A0\u202F]\d{3})+)(?![\d%]|[.,]\d)/g;

interface Bare { value: number; at: number; end: number }
function bareFigures(lower: string): Bare[] {
  return [...lower.matchAll(bareFigure)].map((m) => ({
    value: m[3] ? Number(m[3].replace(/[ \u00A0\u202F]/g, '')) : statedNumber(m[1] ?? '') * (scaleMultiplier[m[2] ?? ''] ?? 1),
    at: m.index, end: m.index + m[0].length,
  }));
}

/** Money going out: 'sorties nettes', 'on sort', 'net burn', 'we're burning', 'on brûle', 'spending' (a rate of spending needs its period). */
const outWords = /\b(net burn|burn( net| rate)?|burning|we burn|brul(e|ons|ent)|on brule|(sorties?|decaissements?) (nettes?|de tresorerie)|on sort|spending|we spend|on depense|depensons|consommation nette|net outflows?)\b/;
const periodAfter = /^[^.;?\d]{0,30}?\b(?:(a|per|each|every|par|chaque|\/) ?(?<unit>month|mois|week|semaine)\b|(?<adj>monthly|mensuel\w*|weekly|hebdo\w*))/;
const weeksPerMonth = 52 / 12;

/** The month's outflow a sentence states with a bare figure and its period, with that figure; null when it states none. */
function bareBurnOf(s: SentenceFacts): { monthly: number; figure: Bare } | null {
  if (s.projected) return null;
  const out = outWords.exec(s.lower);
  if (!out || isModalAt(s.lower, out.index)) return null;
  const outEnd = out.index + out[0].length;
  // A figure the money reader has read with its currency is no bare figure ('40m naira left, spending 9m a month': the 9m is).
  const figures = bareFigures(s.lower).filter((f) => !s.money.some((m) => f.at < m.end && m.start < f.end));
  // The figure after the words ('on sort environ 9 M par semaine'), else the one just before them that they qualify ('60 000 de sorties nettes par mois').
  const figure = figures.find((f) => f.at >= outEnd && f.at - outEnd <= 30) ?? figures.find((f) => f.end <= out.index && /^\s?(de |d'|of |in )$/.test(s.lower.slice(f.end, out.index)));
  if (!figure) return null;
  const period = periodAfter.exec(s.lower.slice(figure.end)) ?? periodAfter.exec(s.lower.slice(outEnd));
  const unit = period?.groups?.unit ?? period?.groups?.adj ?? '';
  if (/^(week|semaine|weekly|hebdo)/.test(unit)) return { monthly: figure.value * weeksPerMonth, figure };
  // A burn is quoted per month by convention: 'net burn 40k this month', 'burn net novembre 7 M'.
  return period || /\b(net burn|burn)\b/.test(out[0]) ? { monthly: figure.value, figure } : null;
}

/** The first monthly burn stated with a bare figure; 0 when there is none. */
export function bareBurn(sentences: readonly SentenceFacts[]): number {
  for (const s of sentences) {
    const burn = bareBurnOf(s);
    if (burn) return burn.monthly;
  }
  return 0;
}

/** A question about the cash: 'on a combien en banque ?', 'how much cash do we have?', 'et la tréso ?'. */
const cashQuestion = /\b(combien|how much|what'?s)\b[^?]{0,30}\b(banque|bank|compte|account|cash|treso\w*|caisse)\b[^?]{0,20}\?|\b(la treso(rerie)?|cash|le solde)\s?\?/;
/** A message opening on a figure, after its time and sender: '[09:16] Samia : 300 000, avec ...'. */
const answerFigure = /^\W*(\[[^\]]{0,25}\]\s*)?([a-z][a-z .'-]{0,30}\s?:\s*)?(?=\d)/;

/** Cash held said with a bare figure: after the account's name in one message, said to be what is left, or answering a question about it. */
export function bareCash(sentences: readonly SentenceFacts[]): { amount: number; sentence: SentenceFacts } | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    if (s.money.length > 0) continue;
    // The burn's own figure is no cash ('il nous reste 25 M sur le compte, on brûle 8 M par mois').
    const burn = bareBurnOf(s)?.figure;
    const figures = bareFigures(s.lower).filter((f) => f.at !== burn?.at && !isModalAt(s.lower, f.at));
    const previous = written[i - 1];
    if (previous && cashQuestion.test(previous.lower) && answerFigure.test(s.lower)) {
      const first = figures[0];
      if (first && first.at <= (answerFigure.exec(s.lower)?.[0].length ?? 0)) return { amount: first.value, sentence: s };
    }
    if (notCashHeldInChat.test(s.lower)) continue;
    const left = figures.find((f) => cashLeftAfter.test(s.lower.slice(f.end, f.end + 40)) || cashLeftBefore.test(s.lower.slice(Math.max(0, f.at - 40), f.at)));
    if (left) return { amount: left.value, sentence: s };
    // The account looked at: 'le compte', 'en banque', 'in the bank', 'la tréso', 'cash' (cash-held-words.ts).
    const place = cashHeldWordInChat.exec(s.lower);
    const placeEnd = place ? place.index + place[0].length : -1;
    const figure = place ? figures.find((f) => f.at >= placeEnd && f.at - placeEnd <= 40) : undefined;
    if (figure) return { amount: figure.value, sentence: s };
  }
  return null;
}

/**
 * A cash-flow table's closing cash row in bare cells, its currency and scale in a caption ('13-week cash view ...,
 * GHS '000' over 'Closing cash 1,596 1,551 1,504 1,460'; '(en milliers de FCFA)' over 'Trésorerie de clôture 820 610'):
 * the last column is the cash held at the end of the table's last period.
 */
const closingRow = /^\W*(closing (cash|balance)|cash (at|at the) end( of (the )?(period|week|month))?|ending cash( balance)?|tresorerie (de cloture|de fin de periode|finale|fin de (mois|semaine|periode))|solde (de cloture|final|de fin de periode))\b[^a-z]*$/;
const codes = String.raw`(usd|eur|gbp|ghs|kes|ngn|zar|mad|egp|xof|xaf|fcfa|tnd|rwf|ugx|tzs|zmw|etb)`;
const captionScale = new RegExp(String.raw`\b${codes}\s?('000|000s|k|m|thousands?|millions?)(?![\w'])|\b(?:in |en )?('000|thousands|millions|milliers|millions)\s(?:of |de |d')?${codes}\b`);
const cellFigure = /(?<![\w.,])\d{1,3}(?:,\d{3})*(?:\.\d+)?(?![\w.,])/g;

export function closingCashRow(sentences: readonly SentenceFacts[]): { amount: number; currency: string; sentence: string } | null {
  const caption = sentences.map((s) => captionScale.exec(s.lower)).find((m) => m !== null);
  if (!caption) return null;
  const code = (caption[1] ?? caption[4] ?? '').toUpperCase();
  const scale = scaleMultiplier[caption[2] ?? caption[3] ?? ''] ?? 1;
  const row = sentences.find((s) => !s.derived && !s.projected && s.money.length === 0 && closingRow.test(s.lower));
  const cells = row ? [...row.lower.matchAll(cellFigure)] : [];
  const last = cells[cells.length - 1];
  if (!row || cells.length < 2 || !last) return null;
  return { amount: Number(last[0].replace(/,/g, '')) * scale, currency: code === 'FCFA' ? 'XOF' : code, sentence: row.text };
}
