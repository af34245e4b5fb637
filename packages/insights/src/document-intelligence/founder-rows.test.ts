import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const ruleIds = (text: string) => analyzeDocument(text, 'legal_docs').riskFlags.map((f) => f.ruleId);

// Decision 0036, fifth round: founders' rows of a cap table with a role column, added across the rows.
describe('founders\' stake across the rows of a cap table', () => {
  it('adds the founders\' rows of a whole table, leaving a departed founder out', () => {
    const table = `| Name | Title | Stake |
| Aisha Bello | Co-founder & CEO | 21% |
| Tunde Bakare | Co-founder & CTO | 12% |
| Ex-COO Musa Ali | former co-founder | 9% |
| Investors | | 50% |
| Pool | | 8% |`;
    expect(ruleIds(table)).toContain('low-founder-ownership');
  });

  it('does not flag two founders whose rows add to 40% or more, even when each row is under it', () => {
    const table = `| Shareholder | Role | % |
| Aisha Bello | Co-founder & CEO | 30% |
| Tunde Bakare | Co-founder & CTO | 25% |
| Seed investors | | 35% |
| ESOP | | 10% |`;
    expect(ruleIds(table)).not.toContain('low-founder-ownership');
  });

  it('says nothing about a partial table (its rows do not add to 100%)', () => {
    const table = `| Shareholder | Role | % |
| Aisha Bello | Co-founder & CEO | 21% |
| Tunde Bakare | Co-founder & CTO | 12% |`;
    expect(ruleIds(table)).not.toContain('low-founder-ownership');
  });
});
