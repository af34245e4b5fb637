/**
 * The readers changed in the fourteenth round for ratios (customer share, churn, margins, unit economics, revenue
 * series and growth): each a general way of writing, with examples in English and French in words other than the
 * development texts', and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('churn counted out of a base', () => {
  it('reads a base and a loss on separate label lines', () => {
    expect(flags(['October KPIs', 'Paying shops, 1 Oct: 1,600', 'Shops cancelled in Oct: 120', 'New shops: 200'].join('\n'))).toContain('high-churn');
    expect(flags(['Tableau de bord', 'Clients actifs au 1er mars : 3 000', 'Résiliations en mars : 240'].join('\n'))).toContain('high-churn');
  });

  it('lets a small loss, and new sign-ups, pass', () => {
    expect(flags(['October KPIs', 'Paying shops, 1 Oct: 1,600', 'Shops cancelled in Oct: 30'].join('\n'))).not.toContain('high-churn');
    expect(flags(['October KPIs', 'Paying shops, 1 Oct: 1,600', 'New shops in Oct: 300'].join('\n'))).not.toContain('high-churn');
  });

  it('reads those who did not renew, in any tense, out of the base a year opened with', () => {
    expect(flags('We began 2025 with 300 clinics. At the renewal date, 150 of them had not renewed.')).toContain('high-churn');
    expect(flags('We began 2025 with 300 clinics. At the renewal date, 30 of them had not renewed.')).not.toContain('high-churn');
  });

  it('reads those still using the product out of a dated base, not the date as the base', () => {
    expect(flags('Sur les 900 boutiques clientes au 1er janvier 2025, 400 commandaient encore chez nous au 31 décembre.')).toContain('high-churn');
    expect(flags('Sur les 900 boutiques clientes au 1er janvier 2025, 800 commandaient encore chez nous au 31 décembre.')).not.toContain('high-churn');
  });

  it('reads an abbreviated subscriber column in a table row', () => {
    expect(flags(['Month   Opening subs   Cancelled', 'May     5,000          400', 'June    4,700          380'].join('\n'))).toContain('high-churn');
  });
});

describe('churn and retention in words', () => {
  it('reads one in N in any given month', () => {
    expect(flags('About one in ten members cancels in any given month.')).toContain('high-churn');
    expect(flags('About one in forty members cancels in any given month.')).not.toContain('high-churn');
  });

  it('reads the share of a cohort gone a year later', () => {
    expect(flags('Près de la moitié des agriculteurs inscrits en 2024 avaient arrêté de commander douze mois plus tard.')).toContain('high-churn');
    expect(flags('Un quart des agriculteurs inscrits en 2024 avaient arrêté de commander douze mois plus tard.')).not.toContain('high-churn');
  });

  it('reads a share still buying after twelve months as a retention', () => {
    expect(flags('Still buying after 12 months: 41%')).toContain('high-churn');
    expect(flags('Still buying after 12 months: 78%')).not.toContain('high-churn');
  });
});
