import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@baobab/contracts/enums';
import { analyzeDocument } from './analyze-document';

const ruleIds = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

// Every reading ability in English and in French: a flag stated indirectly, a flag implied by figures,
// and the same words under a negation, a hypothesis or an earlier date, which raise nothing.
describe('red flags stated indirectly, in English and French', () => {
  it.each([
    ['Two-thirds of our turnover comes from a single buyer.', 'customer-concentration'],
    ['Our largest customer accounted for 20% of revenue in 2022 and 55% in 2024.', 'customer-concentration'],
    ['Acme Foods is currently our only customer.', 'customer-concentration'],
    ['Notre unique client est la SONATEL.', 'customer-concentration'],
    ['Tunde, our co-founder, has stepped away from the business.', 'founder-departure'],
    ['Loan covenants were breached at year-end.', 'debt-distress'],
    ["Avec notre trésorerie actuelle, nous pouvons tenir jusqu'à 4 mois.", 'short-runway'],
    ['La société dispose de 250 000 € en banque et brûle 60 000 € par mois.', 'short-runway'],
    ['Le fonds détiendra la majorité du capital (55 %).', 'investor-control'],
    ["Notre DG, cofondatrice, quitte l'entreprise à la fin du mois.", 'founder-departure'],
    ['Le cofondateur en charge de la technique est parti rejoindre Google.', 'founder-departure'],
    ["La licence d'exploitation a été suspendue par l'autorité de régulation.", 'regulatory'],
    ['Nos ventes reculent depuis deux trimestres.', 'declining-revenue'],
    ['Chaque mois, 8 % de nos abonnés résilient.', 'high-churn'],
    ['Nos coûts mensuels dépassent nos revenus.', 'burn-above-revenue'],
    ['Our monthly costs exceed our revenue.', 'burn-above-revenue'],
    ['The founding team will be diluted to 36% on a fully diluted basis.', 'low-founder-ownership'],
    ['The company is in breach of its debt service coverage ratio.', 'debt-distress'],
    ['Interest on the venture debt has not been paid since June.', 'debt-distress'],
    ['The bank has issued a notice of default.', 'debt-distress'],
    ['Direct costs exceeded revenue in Q4.', 'gross-margin'],
    ['At current burn, the money in the bank funds operations until April, four months away.', 'short-runway'],
    ["Les deux tiers de notre chiffre d'affaires proviennent d'un seul client.", 'customer-concentration'],
    ['Our CTO plans to step down after the round.', 'founder-departure'],
    ['One of the three co-founders is no longer with the company.', 'founder-departure'],
    ['Notre directeur technique a annoncé son départ.', 'founder-departure'],
    ['Notre CFO nous a quittés en mars.', 'founder-departure'],
    ['We parted ways with our CTO in April.', 'founder-departure'],
    ['Nous nous sommes séparés de notre directeur commercial en mai.', 'founder-departure'],
    ['A supplier has brought a claim against us for unpaid invoices.', 'litigation'],
    ['Un différend nous oppose à notre ancien distributeur.', 'litigation'],
    ['Savannah Capital will hold 51% after the round.', 'investor-control'],
    ["Les actions de l'ancien CTO n'ont pas été rachetées.", 'dead-equity'],
    ['We have not reconciled the cap table with the SAFE notes.', 'cap-table-complexity'],
    ['Le cadre juridique des cryptomonnaies reste flou au Sénégal.', 'regulatory'],
    ['We saw a 20% drop in revenue in 2024.', 'declining-revenue'],
    ["Nous n'avons pas versé les cotisations sociales depuis mars.", 'debt-distress'],
    ['We have not paid PAYE for three months.', 'debt-distress'],
    ['Cost of sales exceeds revenue.', 'gross-margin'],
    ["Nous ne disposons pas encore de l'agrément de la BCEAO.", 'pending-licence'],
    ['We missed two repayments on the working-capital loan.', 'debt-distress'],
    ["La société n'a pas honoré deux échéances de son prêt bancaire.", 'debt-distress'],
    ['La société a manqué deux échéances de remboursement.', 'debt-distress'],
    ['We have 14 weeks of cash left.', 'short-runway'],
    ['Cash runs out in five months.', 'short-runway'],
    ['Nous avons 5 mois de trésorerie devant nous.', 'short-runway'],
    ['The regulator fined us $200,000 for KYC failures.', 'regulatory'],
    ["La BCEAO nous a infligé une amende de 20 millions FCFA.", 'regulatory'],
    ['Un concurrent nous a assignés en justice pour contrefaçon.', 'litigation'],
    ['Le local est loué à une SCI détenue par l\'épouse du président.', 'related-party'],
    ['Il n\'existe aucun concurrent direct.', 'no-competition'],
    ['Répartition du capital : fondateurs 35 %, investisseurs 55 %, BSPCE 10 %.', 'low-founder-ownership'],
    ['Le fonds Partech détient 58 % des actions.', 'investor-control'],
    ['Un cofondateur parti en 2022 détient encore 20 % des parts.', 'dead-equity'],
    ["La table de capitalisation n'est pas à jour.", 'cap-table-complexity'],
    ["Il existe une incertitude significative sur la continuité d'exploitation.", 'going-concern'],
    ["Le chiffre d'affaires a reculé de 18 % par rapport à 2023.", 'declining-revenue'],
    ['La marge brute est passée de 38 % à 29 %.', 'gross-margin'],
    ['Le taux de résiliation mensuel est de 7 %.', 'high-churn'],
    ['Notre ARR de 900 k€ inclut 250 k€ de frais d\'installation ponctuels.', 'non-recurring-revenue'],
    ["Notre demande d'agrément auprès de l'ACPR est en cours d'instruction.", 'pending-licence'],
    ["Nous prévoyons de multiplier notre chiffre d'affaires par 6 l'an prochain.", 'unrealistic-growth'],
  ])('flags "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).toContain(ruleId);
  });

  it.each([
    ['Nous certifions les comptes avec réserve.', 'audit-opinion'],
    ['Comptes non audités.', 'audit-opinion'],
    ["Les comptes 2024 n'ont pas encore été audités.", 'audit-opinion'],
    ['These accounts have not been audited.', 'audit-opinion'],
    ['Le commissaire aux comptes a refusé de certifier les comptes.', 'audit-opinion'],
  ])('flags the statement "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text, 'financial_statements')).toContain(ruleId);
  });
});

describe('red flags implied by figures, in English and French', () => {
  it.each([
    ['Cash at bank: $310k.\nNet burn is $85k a month.', 'short-runway'],
    ['Trésorerie disponible : 310 k€.\nNous consommons 85 000 € par mois.', 'short-runway'],
    ['In 2024 revenue was $600,000 and cost of goods sold was $720,000.', 'gross-margin'],
    ["En 2024, le chiffre d'affaires s'élève à 600 000 € et le coût des marchandises vendues à 720 000 €.", 'gross-margin'],
    ['We spend $120,000 a month.\nRevenue last quarter was $150,000.', 'burn-above-revenue'],
    ["Dépenses mensuelles de 150 000 € pour un chiffre d'affaires mensuel de 60 000 €.", 'burn-above-revenue'],
    ['Revenue in 2024 was $400k; operating expenses were $900k.', 'burn-above-revenue'],
    ["Chiffre d'affaires 2024 : 2,4 M€, contre 3,1 M€ en 2023.", 'declining-revenue'],
  ])('flags "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).toContain(ruleId);
  });

  it('reads a table row with its header: revenue falling year on year, costs above revenue', () => {
    const table = 'Income statement (USD thousands)\n| | 2022 | 2023 | 2024 |\n| Revenue | 2,400 | 2,150 | 1,780 |\n| Operating expenses | 1,500 | 1,450 | 1,900 |';
    expect(ruleIds(table, 'financial_statements')).toEqual(expect.arrayContaining(['declining-revenue', 'burn-above-revenue']));
    const french = "Compte de résultat (en milliers d'euros)\n| | 2023 | 2024 |\n| Chiffre d'affaires | 950 | 1 150 |\n| Achats consommés | 1 020 | 1 240 |";
    expect(ruleIds(french, 'financial_statements')).toEqual(expect.arrayContaining(['gross-margin', 'burn-above-revenue']));
    expect(ruleIds(french, 'financial_statements')).not.toContain('declining-revenue');
  });

  it('reads a sentence wrapped across lines, and a label whose value is on the next line', () => {
    expect(ruleIds('Our largest customer, Shoprite, accounts\nfor 55% of revenue.')).toContain('customer-concentration');
    expect(ruleIds("Le chiffre d'affaires a reculé de 20 %\npar rapport à 2023.")).toContain('declining-revenue');
    expect(ruleIds('Monthly burn\n$85,000\nMonthly revenue\n$20,000')).toContain('burn-above-revenue');
  });

  it('lists each amount once when a line is read again with its neighbour', () => {
    expect(analyzeDocument('Monthly burn:\n$85,000', 'pitch_deck').extractedData.expenses).toHaveLength(1);
    expect(analyzeDocument('Monthly burn of $85,000 and\nmonthly revenue of $20,000.', 'pitch_deck').sentenceCount).toBe(2);
  });

  it('reads a markdown table and a table with the years down its first column', () => {
    expect(ruleIds('| | 2023 | 2024 |\n|---|---|---|\n| Revenue | $2.4M | $1.9M |\n| Gross margin | 32% | 24% |')).toEqual(expect.arrayContaining(['declining-revenue', 'gross-margin']));
    expect(ruleIds('Année\tCA\tCharges\n2023\t1,2 M€\t0,8 M€\n2024\t0,9 M€\t1,1 M€')).toContain('declining-revenue');
  });

  it('reads a list split across lines as one statement', () => {
    expect(ruleIds('Our revenue by customer in 2024:\n- Shoprite: 48%\n- others: 52%')).toContain('customer-concentration');
    expect(ruleIds("Répartition du chiffre d'affaires par client :\n- Carrefour : 52 %\n- autres : 48 %")).toContain('customer-concentration');
  });
});

describe('negation, modality and time raise nothing, in English and French', () => {
  it.each([
    ['The company is not in default on any loan and has never missed a repayment.', 'debt-distress'],
    ["La société n'est pas en défaut de paiement.", 'debt-distress'],
    ['There is no related-party contract.', 'related-party'],
    ["Il n'existe aucune convention avec une partie liée.", 'related-party'],
    ['We could face litigation if the rules change.', 'litigation'],
    ["Nous pourrions faire face à un litige, mais aucun litige n'est en cours.", 'litigation'],
    ['No regulator has ever sanctioned the company.', 'regulatory'],
    ["La société n'a fait l'objet d'aucune sanction de la part du régulateur.", 'regulatory'],
    ['Aucun des fondateurs n\'a quitté la société.', 'founder-departure'],
    ['Our runway was 4 months in January; it is now 16 months.', 'short-runway'],
    ['Notre autonomie était de 4 mois en janvier ; elle est désormais de 16 mois.', 'short-runway'],
    ['Revenue fell in 2021 during Covid but has grown every year since.', 'declining-revenue'],
    ["Le chiffre d'affaires n'a pas baissé.", 'declining-revenue'],
    ['Le churn était de 10 % par mois en 2022, il est aujourd\'hui de 2 %.', 'high-churn'],
    ['Aucun client ne dépasse 12 % du chiffre d\'affaires.', 'customer-concentration'],
    ['Notre licence a été délivrée par la BCEAO en 2023.', 'pending-licence'],
    ['Working capital holds steady at 60% of sales.', 'investor-control'],
    ['Our main product accounts for 70% of revenue.', 'customer-concentration'],
    ['Lagos accounts for 60% of our revenue.', 'customer-concentration'],
    ['Revenue per customer fell 5% as we moved to smaller shops, but total revenue rose 40%.', 'declining-revenue'],
    ['Le fondateur a quitté Orange en 2019 pour créer la société.', 'founder-departure'],
    ['Our supplier dispute was settled amicably in 2022.', 'litigation'],
    ['Our largest customer was 60% of revenue in 2022; today it is 25%.', 'customer-concentration'],
    ["Notre premier client pesait 60 % du chiffre d'affaires en 2022, contre 20 % aujourd'hui.", 'customer-concentration'],
    ['We were in default on a supplier loan in 2021; it was repaid in full in 2022.', 'debt-distress'],
    ['La société était en défaut sur un prêt en 2021 ; il a été intégralement remboursé en 2022.', 'debt-distress'],
    ['If churn rose above 5% a month, we would revisit pricing.', 'high-churn'],
    ['Si le churn dépassait 5 % par mois, nous reverrions nos prix.', 'high-churn'],
    ['A former employee holds options that have been cancelled.', 'dead-equity'],
  ])('does not flag "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).not.toContain(ruleId);
  });

  it('does not read a going-concern doubt that is denied', () => {
    expect(ruleIds('There is no going concern uncertainty.', 'financial_statements')).not.toContain('going-concern');
    expect(ruleIds("Il n'existe pas d'incertitude significative sur la continuité d'exploitation.", 'financial_statements')).not.toContain('going-concern');
  });
});

describe('French texts with financials are not missing them', () => {
  it.each([
    ["Nous avons réalisé 1,2 million d'euros de chiffre d'affaires en 2024."],
    ["Le chiffre d'affaires atteint 850 KEUR."],
    ['CA 2024 : 2,3 M€.'],
    ['Revenus annuels de 45 millions de FCFA.'],
    ['Nous facturons 1 200 000 EUR par an à nos clients.'],
    ['Charges de personnel : 85 000 € par mois.'],
  ])('"%s" has figures', (text) => {
    expect(ruleIds(text)).not.toContain('missing-financials');
  });

  it('still finds a French deck without any figure', () => {
    expect(ruleIds("ÉcoleNet numérise la gestion des écoles privées.\nNous visons 500 écoles d'ici deux ans.")).toContain('missing-financials');
  });
});
