import { getLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage, type Translate } from '@/lib/i18n/use-t';

/** A figure the server wrote with a decimal point, in the current language (2.5 → 2,5 in French). */
const figure = (text: string) => (getLocale() === 'fr' ? text.replace('.', ',') : text);

type Rule = [RegExp, (t: Translate<'portfolio'>, m: RegExpMatchArray, translate: (text: string) => string) => string];

/**
 * The server composes a position's explanation, its factors and its monitoring alerts in
 * English with figures inside (portfolio-metrics.ts, portfolio-monitoring.ts). Each shape is
 * recognised here and said again through `t`, so the French keeps the server's figures; a text of
 * no known shape is looked up as it came.
 */
const rules: Rule[] = [
  [/^Carried at cost \(1x\): no valuation has been recorded for this company$/, (t) => t('Carried at cost (1x): no valuation has been recorded for this company')],
  [/^Exited: the result is realised$/, (t) => t('Exited: the result is realised')],
  [/^No valuation recorded: value is carried at cost$/, (t) => t('No valuation recorded: value is carried at cost')],

  [/^Exited on (\S+) at ([\d.]+)x the amount invested$/, (t, m) => t('Exited on {{date}} at {{multiple}}x the amount invested', { date: m[1]!, multiple: figure(m[2]!) })],
  [
    /^Worth ([\d.]+)x the amount invested: ([\d.]+)% of the fair value from the valuation tool \(generated (\S+)\), newer than your latest recorded round valuation$/,
    (t, m) =>
      t('Worth {{multiple}}x the amount invested: {{percent}}% of the fair value from the valuation tool (generated {{date}}), newer than your latest recorded round valuation', {
        multiple: figure(m[1]!),
        percent: figure(m[2]!),
        date: m[3]!,
      }),
  ],
  [
    /^Worth ([\d.]+)x the amount invested: ([\d.]+)% of the latest post-money valuation \(round of (\S+)\)$/,
    (t, m) => t('Worth {{multiple}}x the amount invested: {{percent}}% of the latest post-money valuation (round of {{date}})', { multiple: figure(m[1]!), percent: figure(m[2]!), date: m[3]! }),
  ],
  [/^Marked down: worth ([\d.]+)x of what was invested$/, (t, m) => t('Marked down: worth {{multiple}}x of what was invested', { multiple: figure(m[1]!) })],
  [/^Early stage \((.+)\)$/, (t, m, translate) => t('Early stage ({{stage}})', { stage: translate(m[1]!) })],
  [/^No new valuation in (\d+) months$/, (t, m) => t('No new valuation in {{months}} months', { months: m[1]! })],
  [/^Concentration: (\d+)% of your invested capital$/, (t, m) => t('Concentration: {{percent}}% of your invested capital', { percent: m[1]! })],
  [
    /^Runway of ([\d.]+) months is under your (\d+)-month threshold$/,
    (t, m) => t('Runway of {{months}} months is under your {{threshold}}-month threshold', { months: figure(m[1]!), threshold: m[2]! }),
  ],
  [/^No update for (\d+) months or more$/, (t, m) => t('No update for {{months}} months or more', { months: m[1]! })],
  [/^No update received in the (\d+) months since your first investment$/, (t, m) => t('No update received in the {{months}} months since your first investment', { months: m[1]! })],
];

const scoreRule = '. Score: 1x scores 50, each doubling adds 25, each halving takes 25 away.';

/** Translates the server's portfolio texts (explanations, risk reasons, alerts) into the current language. */
export function usePortfolioServerText(): (text: string) => string {
  const t = useT('portfolio');
  const translate = useTranslateMessage();
  const one = (text: string): string => {
    for (const [pattern, say] of rules) {
      const m = text.match(pattern);
      if (m) return say(t, m, translate);
    }
    return translate(text);
  };
  return (text) =>
    text.endsWith(scoreRule) ? t('{{basis}}. Score: 1x scores 50, each doubling adds 25, each halving takes 25 away.', { basis: one(text.slice(0, -scoreRule.length)) }) : one(text);
}
