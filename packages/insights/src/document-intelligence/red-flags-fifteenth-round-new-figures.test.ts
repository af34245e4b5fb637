/**
 * The figure readers added in the fifteenth round, from the mistakes of the fifteenth-round development texts
 * (eval/cases-dev-generalise-fifteenth-*.ts): revenue set against an earlier figure mid-sentence, churn read from
 * count tables, each with worked examples in words other than those texts' and the near-misses that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('revenue set against an earlier figure in the middle of a sentence', () => {
  it('reads a lower revenue against the earlier period, in English and French', () => {
    expect(flags('For the record, H2 sales landed at EUR 1.2m against EUR 1.5m in H1.')).toContain('declining-revenue');
    expect(flags("Le rapport fait apparaître des ventes de 820 millions FCFA, contre 900 millions FCFA en 2024.", 'financial_statements')).toContain('declining-revenue');
  });

  it('lets a higher revenue, a budget or a later year pass', () => {
    expect(flags('For the record, H2 sales landed at EUR 1.6m against EUR 1.5m in H1.')).not.toContain('declining-revenue');
    expect(flags('For the record, H2 sales landed at EUR 1.2m against EUR 1.5m budgeted.')).not.toContain('declining-revenue');
    expect(flags('The model shows revenue of EUR 1.2m in 2025, against EUR 1.5m in 2026.')).not.toContain('declining-revenue');
  });
});

describe('churn from a table of customer counts', () => {
  it('reads a cohort keeping under 55% of its customers after twelve months', () => {
    const text = ['Cohort | Start | M6 | M12', 'Feb 2025 | 500 | 330 | 240', 'May 2025 | 520 | 350 | —'].join('\n');
    expect(flags(text)).toContain('high-churn');
  });

  it('reads a month losing 5% or more of its opening base', () => {
    const text = ['| Mois | Abonnés en début de mois | Résiliations | Nouveaux |', '| Mars | 2 000 | 90 | 150 |', '| Avril | 2 060 | 118 | 160 |'].join('\n');
    expect(flags(text)).toContain('high-churn');
  });

  it('lets a table of low churn pass', () => {
    expect(flags(['Cohort | Start | M6 | M12', 'Feb 2025 | 500 | 450 | 420'].join('\n'))).not.toContain('high-churn');
    expect(flags(['| Month | Customers at start | Cancellations | New |', '| June | 2,000 | 40 | 150 |'].join('\n'))).not.toContain('high-churn');
  });
});
