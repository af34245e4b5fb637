/** Markdown tables for the red-flag bench: one set's scores overall, per language and per class. */
import type { RedFlagCase } from '@baobab/insights/document-intelligence/eval/case';
import { evaluateRedFlags, type Evaluation } from '@baobab/insights/document-intelligence/eval/evaluate';

export const f = (x: number) => x.toFixed(2);

const overallRow = (label: string, e: Evaluation, count: number) =>
  `| ${label} | ${count} | ${e.overall.truePositives + e.overall.falseNegatives} | ${e.overall.truePositives} | ${e.overall.falsePositives} | ${e.overall.falseNegatives} | ${f(e.overall.precision)} | ${f(e.overall.recall)} |`;

export interface SetScores { all: Evaluation; en: Evaluation; fr: Evaluation; lines: string[] }

/** Scores a set and writes its tables: overall and per language, then every class it labels or raises. */
export function setTables(cases: readonly RedFlagCase[]): SetScores {
  const inLanguage = (language: 'en' | 'fr') => cases.filter((c) => (c.language ?? 'en') === language);
  const all = evaluateRedFlags(cases);
  const en = evaluateRedFlags(inLanguage('en'));
  const fr = evaluateRedFlags(inLanguage('fr'));
  const classRow = (name: string) => {
    const cells = [all, en, fr].map((e) => e.classes.find((c) => c.flagClass === name));
    const [a] = cells;
    const pr = (c: (typeof cells)[number]) => (c && c.support + c.falsePositives > 0 ? `${f(c.precision)} / ${f(c.recall)}` : 'n/a');
    return `| ${name} | ${a?.support ?? 0} | ${a?.truePositives ?? 0} | ${a?.falsePositives ?? 0} | ${a?.falseNegatives ?? 0} | ${pr(a)} | ${pr(cells[1])} | ${pr(cells[2])} |`;
  };
  const lines = [
    '| set | texts | support | TP | FP | FN | precision | recall |',
    '|---|---|---|---|---|---|---|---|',
    overallRow('all', all, cases.length),
    overallRow('en', en, inLanguage('en').length),
    overallRow('fr', fr, inLanguage('fr').length),
    '',
    '| class | support | TP | FP | FN | P / R all | P / R en | P / R fr |',
    '|---|---|---|---|---|---|---|---|',
    ...all.classes.filter((c) => c.support + c.falsePositives > 0).map((c) => classRow(c.flagClass)),
  ];
  return { all, en, fr, lines };
}
