import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string) => analyzeDocument(text, 'business_plan').riskFlags.map((f) => f.ruleId);

describe('a revenue label naming its period, its figure on the next line (missing-financials.ts)', () => {
  it('reads the figure as the revenue the label names', () => {
    expect(flags("Nos partenaires\n\nNous travaillons avec douze grossistes. Chiffre d'affaires 2025 :\n2,3 Md FCFA")).not.toContain('missing-financials');
    expect(flags('Our partners\n\nWe work with twelve wholesalers. Revenue FY2025:\nUSD 3.4m')).not.toContain('missing-financials');
    expect(flags('Our partners\n\nWe work with twelve wholesalers across four regions.')).toContain('missing-financials');
  });
});
