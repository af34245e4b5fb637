/**
 * The ownership and customer readers changed in the seventeenth round: a founders' stake dated before the round
 * giving way to the one after it, a fraction with its definite article ('le tiers restant'), a majority said as two
 * thirds of the capital, the founders named by a pronoun in the next sentence, an initial opening a bracket, a register
 * of members listed holder by holder, a leaver's shares 'registered' in her name, and one customer's amount set against
 * the revenue it is part of. Short texts in words other than the development set's, each with a near-miss that must
 * stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const low = 'low-founder-ownership';
const control = 'investor-control';
const dead = 'dead-equity';
const anchor = 'customer-concentration';

describe('the founders stake after the round, said in words', () => {
  it('reads the stake after the round over the one held before it', () => {
    expect(flags('The two founders, who owned 70% before the raise, will together hold a little under a third afterwards.')).toContain(low);
  });

  it('keeps the stake after the round when it is still high', () => {
    expect(flags('The two founders, who owned 90% before the raise, will together hold two thirds afterwards.')).not.toContain(low);
  });

  it('reads a fraction with its definite article and a majority said as two thirds of the capital', () => {
    const text = 'Après la souscription, le fonds Sahel Croissance détiendra les deux tiers du capital ; les deux fondatrices conserveront ensemble le tiers restant.';
    expect(flags(text)).toContain(low);
    expect(flags(text)).toContain(control);
  });

  it('does not read two thirds held by the founders as an investor in control', () => {
    const text = 'Après la souscription, les deux fondatrices détiendront les deux tiers du capital ; le fonds Sahel Croissance aura le tiers restant.';
    expect(flags(text)).not.toContain(control);
    expect(flags(text)).not.toContain(low);
  });

  it('reads the founders named by a pronoun in the next sentence', () => {
    const text = 'Today the three founders hold 75% of the shares. The round issues new shares for 45% of the enlarged capital. After the closing they will keep a little over a quarter of the company.';
    expect(flags(text, 'pitch_deck')).toContain(low);
  });

  it('does not read a pronoun for the investors as the founders', () => {
    const text = 'Today the three founders hold 75% of the shares. The new investors subscribe for a third of the capital; after the closing they will keep a little over a quarter of the company.';
    expect(flags(text, 'pitch_deck')).not.toContain(low);
  });
});

describe('a cap table listed holder by holder', () => {
  it('reads an initial that opens a bracket as part of the founders list', () => {
    expect(flags('Post-money ownership: Baobab Seed Fund 48%; Founders (K. Mensah, A. Boateng) 31%; angels 12%; option pool 9%.')).toContain(low);
    expect(flags('Post-money ownership: Baobab Seed Fund 18%; Founders (K. Mensah, A. Boateng) 61%; angels 12%; option pool 9%.')).not.toContain(low);
  });

  it('reads a register of members as a list of holdings', () => {
    const text = ['Register of members at 30 June 2026', 'Lakeside Growth Partners LP ........ 6,000,000 ordinary shares', 'Grace Tembo (founder, CEO) ........ 2,500,000 ordinary shares', 'Option pool ........ 1,500,000 ordinary shares'].join('\n');
    expect(flags(text)).toContain(low);
    expect(flags(text)).toContain(control);
    const founderLed = ['Register of members at 30 June 2026', 'Lakeside Growth Partners LP ........ 2,000,000 ordinary shares', 'Grace Tembo (founder, CEO) ........ 6,500,000 ordinary shares', 'Option pool ........ 1,500,000 ordinary shares'].join('\n');
    expect(flags(founderLed)).not.toContain(control);
    expect(flags(founderLed)).not.toContain(low);
  });
});

describe('a leaver whose shares stay registered in her name', () => {
  it('reads the stake registered in the leaver name after the departure', () => {
    expect(flags('Our head of sales, Nomsa Khumalo, resigned in May. The team wished her well. Her 9% shareholding remains registered in her name.')).toContain(dead);
  });

  it('does not read a register entry of someone who never left', () => {
    expect(flags('Our head of sales, Nomsa Khumalo, joined in May. The team welcomed her. Her 9% shareholding remains registered in her name.')).not.toContain(dead);
  });
});

describe('one customer amount against the revenue it is part of', () => {
  it('reads an amount inside the whole: of which, dont', () => {
    expect(flags('Revenue 2025: KES 90m, of which KES 41m came from Mombasa Cement Ltd.', 'business_plan')).toContain(anchor);
    expect(flags("Chiffre d'affaires 2025 : 500 M FCFA, dont 210 M FCFA réalisés avec la SOTRACOM.", 'business_plan')).toContain(anchor);
  });

  it('does not read money raised, or a small part, as a customer share', () => {
    expect(flags('We raised USD 3m in 2025, of which USD 2m came from Acacia Ventures.', 'business_plan')).not.toContain(anchor);
    expect(flags('Revenue 2025: KES 90m, of which KES 11m came from Mombasa Cement Ltd.', 'business_plan')).not.toContain(anchor);
  });

  it('reads sales to a named party out of total revenue, scans writing 1 for l', () => {
    expect(flags('Note 4. Sa1es to Rift Millers Ltd amounted to UGX 2.2bn of tota1 revenue of UGX 5.0bn.', 'financial_statements')).toContain(anchor);
    expect(flags('Note 4. Sales to Rift Millers Ltd amounted to UGX 0.4bn of total revenue of UGX 5.0bn.', 'financial_statements')).not.toContain(anchor);
  });

  it('reads a named party contribution to the revenue the sentence before states', () => {
    expect(flags("Le chiffre d'affaires 2025 s'établit à 300 M FCFA. La CNPS y a contribué pour 120 M FCFA.", 'business_plan')).toContain(anchor);
    expect(flags("Le chiffre d'affaires 2025 s'établit à 300 M FCFA. La CNPS y a contribué pour 30 M FCFA.", 'business_plan')).not.toContain(anchor);
  });

  it('reads a single customer that carries the revenue by a pronoun', () => {
    expect(flags("Les ventes 2025 atteignent 95 M MAD. Un seul client, un distributeur de Fès, en représente 46 %.", 'business_plan')).toContain(anchor);
    expect(flags("Les ventes 2025 atteignent 95 M MAD. Un seul client, un distributeur de Fès, en représente 12 %.", 'business_plan')).not.toContain(anchor);
  });

  it('reads half of the revenue made with one shipper', () => {
    expect(flags('CA 2025 : 600 M FCFA, dont près de la moitié réalisée avec un seul chargeur.', 'pitch_deck')).toContain(anchor);
    expect(flags('CA 2025 : 600 M FCFA, réalisé avec plus de quarante chargeurs.', 'pitch_deck')).not.toContain(anchor);
  });
});

describe('share records that do not settle who holds what', () => {
  const messy = 'cap-table-complexity';
  it('reads a share difference no one can explain, and transfers of a year never entered', () => {
    expect(flags('The finance team has been unable to explain the difference of 40,000 shares between the register and the option ledger.')).toContain(messy);
    expect(flags("Les transferts de 2022 n'ont jamais été inscrits au registre des titres.")).toContain(messy);
  });

  it('does not read a revenue difference, or transfers of property, as the cap table', () => {
    expect(flags('The finance team has been unable to explain the difference between budgeted and actual revenue.')).not.toContain(messy);
    expect(flags("Les cessions de 2022 d'immeubles n'ont jamais été inscrites au cadastre.")).not.toContain(messy);
  });

  it('reads who holds what that cannot be said with confidence, and records not reconciled in French', () => {
    expect(flags('Until the notes convert, we cannot say with any confidence who owns what.')).toContain(messy);
    expect(flags("Nous ne parvenons pas à rapprocher le registre des actionnaires avec la table de capitalisation.")).toContain(messy);
    expect(flags('We can say with confidence that the register is complete.')).not.toContain(messy);
  });
});

describe('a supplier controlled by an executive relative', () => {
  it('reads a relative of a title in two words', () => {
    expect(flags('Catering is bought from Mama Pili Foods, a company owned by the Managing Director\'s sister.')).toContain('related-party');
    expect(flags('Catering is bought from Mama Pili Foods, a company owned by a listed food group.')).not.toContain('related-party');
  });
});

describe('an investor stake after its loan converts', () => {
  it('works out the stake from the shares held, the amount and the price per share', () => {
    const text = "Capital actuel : 10 000 actions, dont 9 000 détenues par les fondateurs et 1 000 par Sahel Ventures. Sahel Ventures convertira son prêt de 150 M FCFA au prix de 15 000 FCFA par action.";
    expect(flags(text, 'business_plan')).toContain(control);
  });

  it('does not flag a conversion that leaves the investor a minority', () => {
    const text = "Capital actuel : 10 000 actions, dont 9 000 détenues par les fondateurs et 1 000 par Sahel Ventures. Sahel Ventures convertira son prêt de 15 M FCFA au prix de 15 000 FCFA par action.";
    expect(flags(text, 'business_plan')).not.toContain(control);
  });
});
