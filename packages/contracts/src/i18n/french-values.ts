import { frenchFigure } from './french-figures';
import type { TemplateMatch } from './template-match';

/**
 * The values read back from a sentence filled in English, in French: a figure as French writes it
 * (unless the sentence quotes it: then it is what a person typed), else the value's own French
 * (`translate`, which may trace it to a template in turn), else, for a list ("market, team, traction"),
 * each item's French. The web and the server (e-mails, PDFs) share this. `translate` is told whether the
 * value is quoted: an unquoted one may be traced to a short template ('{{country}} ({{region}})'), typed
 * text never is.
 */
export function frenchValues(match: TemplateMatch, translate: (text: string, quoted: boolean) => string): Record<string, string | number> {
  const one = (text: string, quoted: boolean) => (quoted ? undefined : frenchFigure(text)) ?? translate(text, quoted);
  return Object.fromEntries(
    Object.entries(match.values).map(([name, value]) => {
      if (typeof value !== 'string') return [name, value];
      const quoted = match.quoted.includes(name);
      const whole = one(value, quoted);
      if (whole !== value || !value.includes(', ')) return [name, whole];
      return [name, value.split(', ').map((item) => one(item, quoted)).join(', ')];
    }),
  );
}
