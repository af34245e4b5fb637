/**
 * Cost of sales above revenue stated per unit: 'Average revenue per delivery: GHS 38' then 'Rider pay, fuel and
 * packaging per delivery: GHS 44'; 'Prix moyen par commande : 9 000 FCFA' then 'Coût direct par commande : 10 500 FCFA'.
 * What each unit sold costs to deliver is above what it brings in, so the gross margin is negative and the costs are
 * above the revenue (the guide's two readings of a cost of sales above revenue). Both lines name the same unit and
 * the same currency; a line about acquiring customers (CAC) is no cost of sales.
 */
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const unit = String.raw`(delivery|order|ride|trip|meal|box|bag|unit|sale|livraison|commande|course|repas|colis|sac|unite|vente)`;
const revenuePerUnit = new RegExp(String.raw`^\W*(average )?(revenue|price|fee|fare|revenu|prix( moyen)?|chiffre d'affaires)( moyen)? (per|par) ${unit}\b[^\d]{0,20}$`);
const costPerUnit = new RegExp(String.raw`^\W*(?!.*\b(acqui\w*|cac|marketing)\b)[a-z,' &/-]{0,60}\b(cost|costs|pay|fuel|packaging|cout|couts|carburant|emballage|remuneration)\b[a-z,' &/-]{0,40}\b(per|par) ${unit}\b[^\d]{0,20}$`);

/** The amount a line gives for one unit, with the unit it names; null when the line is no such label and amount. */
function perUnit(s: SentenceFacts, label: RegExp): { unit: string; amount: number; currency: string } | null {
  const [money, more] = s.money;
  if (!money || more || s.projected || s.lower.slice(money.end).trim() !== '') return null;
  const m = label.exec(s.lower.slice(0, money.start).trim().replace(/:$/, ' '));
  const named = m ? m[m.length - 1] : undefined;
  return named ? { unit: named, amount: money.amount, currency: money.currency } : null;
}

export function unitCostAboveRevenue(sentences: readonly SentenceFacts[]): { cost: SentenceFacts } | null {
  const written = sentences.filter((s) => !s.derived);
  const revenues = written.map((s) => perUnit(s, revenuePerUnit)).filter((r) => r !== null);
  if (revenues.length === 0) return null;
  for (const s of written) {
    const cost = perUnit(s, costPerUnit);
    if (cost && revenues.some((r) => r.unit === cost.unit && r.currency === cost.currency && cost.amount > r.amount)) return { cost: s };
  }
  return null;
}

export function unitGrossLossFlags(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  const found = unitCostAboveRevenue(sentences);
  if (!found) return [];
  const evidence = excerpt(found.cost.text);
  const flags: RiskFlag[] = [];
  if (!raised.has('gross-margin')) {
    flags.push({
      ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: 'high', evidence, occurrences: 1,
      recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
    });
  }
  if (!raised.has('burn-above-revenue')) {
    flags.push({
      ruleId: 'burn-above-revenue', category: 'burn', title: 'Monthly burn exceeds monthly revenue', severity: 'medium', evidence, occurrences: 1,
      recommendation: 'Show the path to break-even: monthly burn, revenue growth and the month they cross.',
    });
  }
  return flags;
}
