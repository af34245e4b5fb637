/**
 * A target for a date set against the figure the text gives for now, in notes and memos rather than plans: 'ARR
 * actuel : 2 M MAD' then 'Objectif présenté pour fin juin 2026 : 11 M MAD d'ARR' in call notes dated 17/06/2025;
 * 'KPIs (Mar-25): ARR $1.8m' then 'Mgmt plan: ARR $9.0m by Mar-26'. The text's first date is when it speaks; a
 * target due within twelve months of it at 4 times the present figure of the same measure or more is the guide's
 * 4x in a year.
 */
import { growthFlag } from './projected-jump';
import { monthIndex, monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const numericDate = /(?<!\d)([0-3]?\d)[/.]([01]?\d)[/.](20\d\d)(?!\d)/;
const namedDate = new RegExp(String.raw`\b(${monthNamesPattern})\.?[\s-]?(20\d\d|'?\d\d)(?![\d.,%])`);
const targetLead = new RegExp(String.raw`\b(by|d'ici( a)?( la)?( fin)?|pour (la )?fin|(at the )?end of|fin|a fin)\s(de |d')?(?<month>${monthNamesPattern})\.?[\s-]?(?<year>20\d\d|'?\d\d)(?![\d.,%])`);
const targetWords = /\b(objectifs?|targets?|goals?|plan|ambition|vise\w*|aim\w*|projections?|forecast\w*|prevo\w+|budget\w*)\b/;
const measures = ['arr', 'mrr', 'gmv', 'revenue', 'sales', "chiffre d'affaires", 'ca', 'ventes'];
const measureAt = new RegExp(String.raw`\b(${measures.join('|')})\b`, 'g');

/** A date as a count of months, the year's two digits read as this century's. */
const monthsOf = (month: number, year: string) => (year.replace(/^'/, '').length === 2 ? 2000 + Number(year.replace(/^'/, '')) : Number(year)) * 12 + month;

function firstDate(sentences: readonly SentenceFacts[]): number | null {
  for (const s of sentences) {
    const n = numericDate.exec(s.lower);
    if (n && Number(n[2]) >= 1 && Number(n[2]) <= 12) return monthsOf(Number(n[2]) - 1, n[3] ?? '');
    const m = namedDate.exec(s.lower);
    if (m) return monthsOf(monthIndex.get(m[1] ?? '') ?? 0, m[2] ?? '');
  }
  return null;
}

/** The amount written right after a measure's name (or right before it: '11 M MAD d'ARR'), and which measure. */
function measured(s: SentenceFacts): { measure: string; amount: number; currency: string } | null {
  for (const m of s.lower.matchAll(measureAt)) {
    const end = m.index + m[0].length;
    const money = s.money.find((x) => x.start >= end && x.start - end <= 20) ?? s.money.find((x) => x.end <= m.index && m.index - x.end <= 6);
    if (money) return { measure: m[1] ?? '', amount: money.amount, currency: money.currency };
  }
  return null;
}

export function targetDateJump(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const now = firstDate(written);
  if (now === null) return null;
  for (const [i, s] of written.entries()) {
    const due = targetLead.exec(s.lower);
    if (!due || !targetWords.test(s.lower)) continue;
    const months = monthsOf(monthIndex.get(due.groups?.month ?? '') ?? 0, due.groups?.year ?? '') - now;
    const target = measured(s);
    if (!target || !Number.isFinite(months) || months <= 0 || months > 12) continue;
    const base = written.slice(0, i).map((x) => (targetWords.test(x.lower) ? null : measured(x))).find((b) => b && b.measure === target.measure && b.currency === target.currency);
    if (base && base.amount > 0 && target.amount / base.amount >= 4) return growthFlag(s.text);
  }
  return null;
}
