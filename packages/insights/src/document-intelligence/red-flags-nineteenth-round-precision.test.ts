/**
 * The false flags mended in the nineteenth round: a section heading lettered or followed by the warranty it answers, a
 * governing-law clause, a case settled or withdrawn, another company's trouble (a competitor's, or a list's items under
 * a lead saying so), a related-party dealing ended in the same sentence, arrears cured in the next one, the company's
 * claim quoted back to it, a change in revenue read as a customer's share, a churn's clause ending at a list's next
 * label, a subtotal's parts counted beside it, figures supposed, a market's spending or an average per customer taken
 * for burn or revenue, and a sheet separated by semicolons. Short texts of their own, each with a flag that must stay.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('a heading names a topic, it states nothing', () => {
  it('passes over a lettered heading and one followed by the warranty it answers', () => {
    expect(flags('B. Litiges\nB1. La société est-elle partie à un procès ? Non.')).not.toContain('litigation');
    expect(flags('4.2 Litigation (Warranty 8.3).\nThere is no claim pending against the Company.')).not.toContain('litigation');
    expect(flags('4.3 Related parties (Warranty 9.1).\nThe Company has no contract with any director.')).not.toContain('related-party');
  });

  it('still reads a dispute stated under such a heading', () => {
    expect(flags('4.2 Litigation (Warranty 8.3).\nA former distributor sued the Company in the High Court in May for USD 80,000.')).toContain('litigation');
  });
});

describe('a dispute that is no live case of the company', () => {
  it('passes over a governing-law clause that names arbitration', () => {
    expect(flags('Governing law: Kenyan law; arbitration at the Nairobi Centre for International Arbitration.')).not.toContain('litigation');
    expect(flags('Droit applicable : droit ivoirien ; arbitrage devant la CCJA.')).not.toContain('litigation');
  });

  it('passes over a claim paid in full and final settlement and withdrawn', () => {
    expect(flags('We paid KES 2 million in full and final settlement, and the landlord withdrew its case at the High Court in May.', 'business_plan')).not.toContain('litigation');
  });

  it('passes over a competitor in arbitration or suspended, in both languages', () => {
    expect(flags("It's our competitor that is in arbitration with the growers, not us.", 'pitch_deck')).not.toContain('litigation');
    expect(flags('En mars 2025, une minoterie concurrente a vu son agrément suspendu par le ministère pour des défauts d\'étiquetage.', 'business_plan')).not.toContain('regulatory');
  });

  it('passes over the items of a list its lead gives as others\u2019 news', () => {
    const text = 'Ce qui arrive chez nos concurrents :\n- Le leader du secteur a été placé en redressement judiciaire par le tribunal de commerce en mai.\n- Son fondateur a quitté l\'entreprise en juin.\nNous n\'avons aucune dette échue.';
    expect(flags(text, 'pitch_deck')).not.toContain('litigation');
    expect(flags(text, 'pitch_deck')).not.toContain('founder-departure');
  });

  it('still reads a slide that names no competitor beside a pending licence', () => {
    expect(flags('diapo 4 : aucun concurrent sur la livraison de médicaments ; diapo 5 : demande d\'autorisation déposée auprès du ministère en mai, réponse attendue', 'pitch_deck')).toContain('pending-licence');
  });

  it('still reads a competitor that sues the company', () => {
    expect(flags('Our main competitor sued us in the High Court in March over a trademark.', 'pitch_deck')).toContain('litigation');
  });
});

describe('a dealing or arrears said to be over', () => {
  it('passes over a related-party contract ended in the same sentence', () => {
    const text = "Jusqu'en 2022, la société louait son entrepôt à une SCI appartenant à l'épouse du gérant. À la demande des investisseurs, ce contrat a été résilié le 30 juin 2022.";
    expect(flags(text, 'business_plan')).not.toContain('related-party');
  });

  it('still reads a related-party contract in force', () => {
    expect(flags("La société loue son entrepôt à une SCI appartenant à l'épouse du gérant.", 'business_plan')).toContain('related-party');
  });

  it('passes over arrears the next sentence says were paid off', () => {
    const text = 'En 2022, la société avait accumulé un retard de paiement de la TVA de 30 millions de FCFA. Le solde a été entièrement réglé en mars 2023.';
    expect(flags(text)).not.toContain('debt-distress');
    expect(flags('En 2022, la société avait accumulé un retard de paiement de la TVA de 30 millions de FCFA. Un échéancier est en discussion.')).toContain('debt-distress');
  });
});

describe('a claim of no competition quoted back to the company', () => {
  it('passes over the addressee\u2019s claim, in both languages', () => {
    expect(flags('Sur votre diapo 3, vous écrivez « pas de concurrent sur le transport frigorifique ».', 'pitch_deck')).not.toContain('no-competition');
    expect(flags('On slide 3 you write "no competitors in cold-chain trucking".', 'pitch_deck')).not.toContain('no-competition');
  });

  it('still reads the claim made', () => {
    expect(flags('We have no competitors in cold-chain trucking.', 'pitch_deck')).toContain('no-competition');
  });
});

describe('figures read for what they are', () => {
  it('does not take a growth in revenue for a customer\u2019s share', () => {
    expect(flags('Revenue comes from sales of cashew to exporters and supermarkets in Accra. Revenue grew by 45% on the prior year as we added two buying centres.', 'financial_statements')).not.toContain('customer-concentration');
    expect(flags('Our largest customer, a supermarket chain, accounts for 45% of revenue.', 'pitch_deck')).toContain('customer-concentration');
  });

  it('ends a churn figure\u2019s clause at a list\u2019s next labelled item', () => {
    const text = 'Traction\n- Logo churn: 1% a month\n- Largest account: 9% of subscription revenue\n- Customers: 240';
    expect(flags(text, 'pitch_deck')).not.toContain('high-churn');
    expect(flags('Traction\n- Logo churn: 9% a month\n- Customers: 240', 'pitch_deck')).toContain('high-churn');
  });

  it('does not count a subtotal\u2019s parts beside it', () => {
    const text = [
      'Compte de résultat (en millions de FCFA)',
      'Libellé                        2024      2023',
      "Chiffre d'affaires              900       800",
      'Achats consommés               (500)     (420)',
      'Transport                      (100)      (80)',
      'Coût des ventes                (600)     (500)',
      'Charges administratives        (200)     (190)',
      "Résultat d'exploitation         100       110",
      'Trésorerie au 31 décembre 2024 : 400 millions de FCFA.',
    ].join('\n');
    expect(flags(text, 'financial_statements')).not.toContain('burn-above-revenue');
    expect(flags(text, 'financial_statements')).not.toContain('short-runway');
  });

  it('does not read a revenue line above its total as a cost', () => {
    const text = 'Revenue (USD 000)        Q1     Q2     Q3\n  Subscriptions           500    540    560\n  Payroll module          100    120    140\n  Total revenue           600    660    700\n  Operating costs         550    600    650';
    expect(flags(text, 'pitch_deck')).not.toContain('burn-above-revenue');
  });

  it('leaves a supposed burn, a market\u2019s spending and an average per customer out of burn against revenue', () => {
    const plan = 'Monthly revenue (October): USD 150,000.\nMonthly net burn: USD 90,000.\nIf we hired the whole team now, net burn would climb to around USD 300,000 a month.';
    expect(flags(plan, 'business_plan')).not.toContain('burn-above-revenue');
    expect(flags('Monthly revenue: USD 150,000.\nMonthly net burn: USD 300,000.', 'business_plan')).toContain('burn-above-revenue');
    expect(flags('Households drive USD 2bn of mobile data spend a year.\nMonthly revenue: USD 150,000.\nMonthly costs: USD 120,000.', 'pitch_deck')).not.toContain('burn-above-revenue');
    expect(flags('Monthly costs: USD 90,000.\nMonthly revenue: USD 150,000.\nAverage revenue per customer rose to USD 40 a month.', 'pitch_deck')).not.toContain('burn-above-revenue');
  });
});

describe('a sheet separated by semicolons carries figures', () => {
  it('reads its header and rows, in both languages', () => {
    expect(flags('mois;chiffre_affaires;charges;tresorerie\n2025-01;12 400 000;9 800 000;40 100 000\n2025-02;12 900 000;9 900 000;43 100 000', 'business_plan')).not.toContain('missing-financials');
    expect(flags('month;revenue;opex;cash_end\n2025-01;81200;60100;410300\n2025-02;83400;61000;432700', 'financial_statements')).not.toContain('missing-financials');
  });

  it('still flags a plan with no figure at all', () => {
    expect(flags('We sell solar kits to farmers in the north. Our team has ten people.', 'business_plan')).toContain('missing-financials');
  });
});
