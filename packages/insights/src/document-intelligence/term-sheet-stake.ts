/**
 * A term sheet's key terms set as labels and values, the investor named under its own label and its stake under a
 * bare stake label ('Lead investor' / 'Helios Investment Partners' / 'Stake post-money' / '50.0%', or 'Investisseur :
 * Fonds Sahel' then 'Participation après l'opération : 55 %'): in a form that names one investor, a stake label with no
 * holder is that investor's. A label that names a holder ('Founders post-money', 'ESOP') is someone else's. Reads
 * folded text; the figure through the one number reader (statedNumber).
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** The form's investor label, alone on its line or before its value: 'Lead investor', 'Investisseur principal : ...'. */
const investorLabel = /^\W*(lead investor|investor|the investor|subscriber|investisseur( principal| chef de file)?|l'investisseur|souscripteur)\s*(:.*)?$/;
/** A stake label with no holder: 'Stake post-money', 'Fully diluted ownership', 'Participation après l'opération'. */
const bareStake = String.raw`(stake|holding|shareholding|ownership|equity stake|participation|detention)( (post-money|fully diluted|after (the )?(round|closing|completion)|apres (l'operation|le tour|la levee|la cloture)))?`;
const stakeLabel = new RegExp(String.raw`^\W*(post-money |fully diluted )?${bareStake}\s*$`);
const stakeLine = new RegExp(String.raw`^\W*(post-money |fully diluted )?${bareStake}\s*:\s*(\d+(?:[.,]\d+)?)\s?%\s*$`);
const loneStake = /^\s*(\d+(?:[.,]\d+)?)\s?%\s*$/;

/** The investor's stake a term sheet's labels give, when it is 50% or more; null otherwise. */
export function termSheetInvestorStake(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const lines = sentences.filter((s) => !s.derived);
  if (!lines.some((s) => investorLabel.test(s.lower))) return null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line) continue;
    const sameLine = stakeLine.exec(line.lower);
    const nextLine = stakeLabel.test(line.lower) ? loneStake.exec(lines[i + 1]?.lower ?? '') : null;
    const figure = sameLine ? sameLine[sameLine.length - 1] : nextLine?.[1];
    if (figure === undefined || statedNumber(figure) < 50) continue;
    return {
      ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(nextLine ? `${line.text} ${lines[i + 1]?.text ?? ''}` : line.text), occurrences: 1,
      recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
    };
  }
  return null;
}
