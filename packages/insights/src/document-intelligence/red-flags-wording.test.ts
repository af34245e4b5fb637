import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@baobab/contracts/enums';
import { analyzeDocument } from './analyze-document';

const ruleIds = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

// Wording read since the earlier test set joined the development set, and the same words denied or supposed.
describe('red flags in wording the development set added', () => {
  it.each<[string, string, DocumentType?]>([
    ['Roughly three quarters of revenue is billed to one telecom operator.', 'customer-concentration'],
    ['We sold GHS 8 million of beans in 2024 to two chocolate makers; Barry Callebaut alone took 70% of that.', 'customer-concentration'],
    ['We have applied to the Bank of Ghana for a payment service provider licence.', 'pending-licence'],
    ['Our cap table is still being reconciled.', 'cap-table-complexity'],
    ['Sales in 2024 were roughly half of what we sold in 2023.', 'declining-revenue'],
    ['About one in ten subscribers cancels every month.', 'high-churn'],
    ['Only half of the farmers who joined in 2023 were still buying from us a year later.', 'high-churn'],
    ['The Central Bank of Kenya suspended our mobile-lending operations in May.', 'regulatory'],
    ['We do not express an opinion on the financial statements.', 'audit-opinion', 'financial_statements'],
    ['The company is three months behind on PAYE remittances.', 'debt-distress'],
    ["Situation au 30 juin\n- Trésorerie : 1,2 M€\n- Consommation mensuelle de trésorerie : 150 k€", 'short-runway'],
    ["Nous prévoyons un chiffre d'affaires de 200 000 € en 2025 et de 5 M€ en 2027.", 'unrealistic-growth'],
    ["Exercice | Chiffre d'affaires\n2023 | 1 210 000 000 FCFA\n2024 | 980 000 000 FCFA", 'declining-revenue'],
    ['Poste | Montant\nMarge brute | -12 000 000 FCFA', 'gross-margin', 'financial_statements'],
  ])('%s raises %s', (text, flag, type) => {
    expect(ruleIds(text, type)).toContain(flag);
  });

  it.each<[string, string, DocumentType?]>([
    ['No licence application is pending.', 'pending-licence'],
    ['No former founder holds shares.', 'dead-equity'],
    ['Any contract with a company owned by the CEO needs board approval.', 'related-party'],
    ['If one in ten subscribers cancelled every month, we would lose most of them in a year.', 'high-churn'],
    ['The company is not behind on any loan repayments.', 'debt-distress'],
    ['Sales in 2024 were twice what we sold in 2023.', 'declining-revenue'],
  ])('%s does not raise %s', (text, flag, type) => {
    expect(ruleIds(text, type)).not.toContain(flag);
  });
});

// Decision 0036, fifth round: minutes are not a trial; a departure noted by its year in a table cell.
describe('minutes and table notes', () => {
  it('does not read a procès-verbal (minutes) as a trial', () => {
    expect(ruleIds('Procès-verbal de l\'assemblée générale du 12 mars 2024.', 'legal_docs')).not.toContain('litigation');
    expect(ruleIds('Un procès est en cours contre la société devant le tribunal de commerce.', 'legal_docs')).toContain('litigation');
  });

  it('reads "left before his cliff" as a departure', () => {
    expect(ruleIds('Our COO left before her one-year cliff.', 'legal_docs')).toContain('founder-departure');
  });

  it('reads "former CFO (left 2022)" as a departure', () => {
    expect(ruleIds('Holder: Jane Mutua, former CFO (left 2022), 4% of the shares.', 'legal_docs')).toContain('founder-departure');
  });
});
