/**
 * Readings of the thirty-seventh round, group B (unit economics: stated figures the text's own figures contradict): an
 * LTV/CAC ratio written as a proportion ('five to one', 'quatre pour un') or in words ('rapporte 3 fois ce qu'il coûte à
 * acquérir'); a marketplace's commission as the share it keeps of what a buyer spends in baskets ('1,5 commande / mois');
 * a label that ends in its colon with its value on the next line, however long the label, a sentence maybe before it on
 * its line; a contribution per order said with what it is left after; 'last twelve months' read as a window, no
 * customer's lifetime; a CAC payback claimed under two-thirds of what the CAC over the monthly gross profit gives once a
 * gross margin is stated; a CAC said with a verb of value ('est monté à'); a ratio asked and answered in a chat; a margin
 * per customer given as a share then as an amount ('soit 450 FCFA par mois') setting the lifetime behind an LTV against
 * high churn; new customers welcomed or counted after the spend ('pour 1 280 nouveaux clients'), the spend maybe
 * written without its currency; what a customer pays over its whole plan as a ceiling no LTV/CAC can pass; a country's
 * bare sign against a plain figure where a label gives its value ('CAC: Le 40', 'Average monthly payment   K 145'); a
 * seasonal business's acquisition said paid back within its first season against its margin per season, 'Acquisition
 * (...) :' opening its line as the CAC's label. Each a general
 * way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('an LTV/CAC ratio written as a proportion', () => {
  const interview = (ratio: string) => `HOST: Does each kiosk make money?\nFOUNDER: Yes. Our lifetime value to acquisition cost is ${ratio}. We spend about USD 80 to sign up a kiosk. Each kiosk pays USD 6 a month and stays with us about two years.`;

  it("reads 'five to one' against what the price, the lifetime and the CAC give", () => {
    expect(flags(interview('five to one'))).toContain('unit-economics');
  });

  it('does not read a proportion the same figures bear out', () => {
    expect(flags(interview('two to one'))).not.toContain('unit-economics');
  });

  it("reads 'quatre pour un' in French", () => {
    const text = "Notre ratio LTV/CAC est de quatre pour un. Coût d'acquisition : 40 000 FCFA par boutique. Abonnement moyen : 5 000 FCFA par mois. Durée de vie client : 12 mois.";
    expect(flags(text)).toContain('unit-economics');
    expect(flags(text.replace('quatre pour un', 'deux pour un'))).not.toContain('unit-economics');
  });
});

describe("a marketplace's commission on what a buyer spends, the ratio said in words", () => {
  const deck = (ratio: string) => `Économie unitaire\nCAC moyen par acheteur : 40 USD\nPanier moyen : 25 USD — 1,5 commande / mois\nCommission : 10 %\nDurée de vie client : 18 mois\n« Chaque acheteur rapporte ${ratio} fois ce qu'il coûte à acquérir »`;

  it('reads a multiple above what the commission on the baskets gives', () => {
    expect(flags(deck('4'), 'pitch_deck')).toContain('unit-economics');
  });

  it('does not read a multiple the commission on the baskets bears out', () => {
    expect(flags(deck('1,7'), 'pitch_deck')).not.toContain('unit-economics');
  });
});

describe("a label ending in its colon, its value on the next line; 'last twelve months' is a window", () => {
  const deck = (contribution: string) => `Traction\nRevenue: USD 2.4m (last twelve months of revenue)\nAverage basket USD 30\n\nUnit economics\nCAC: USD 25\nLTV: USD 180\n\nCohorts\nBuyers place 8 orders on average before lapsing. Contribution per order after courier pay and packaging:\n${contribution}.`;

  it('reads an LTV above the orders a buyer places times what each order leaves', () => {
    expect(flags(deck('USD 2.10'), 'pitch_deck')).toContain('unit-economics');
  });

  it('does not read an LTV those orders bear out', () => {
    expect(flags(deck('USD 22.50'), 'pitch_deck')).not.toContain('unit-economics');
  });
});

describe('a CAC payback claimed against a stated gross margin', () => {
  const memo = (months: string) => `Key figures\n- Gross margin: 60%\n- A typical new client pays USD 1,000 a month\n- Blended acquisition cost per new client: USD 9,000\n\nUnit economics\nManagement says a new client "pays back its acquisition cost in under ${months} months".`;

  it('reads a claim under two-thirds of the months the CAC over the monthly gross profit gives', () => {
    expect(flags(memo('8'))).toContain('unit-economics');
  });

  it('does not read a claim near those months', () => {
    expect(flags(memo('14'))).not.toContain('unit-economics');
  });
});

describe('a CAC said with a verb of value, a ratio asked and answered', () => {
  const chat = (cost: string) => `[03/02/25 10:01] Investor: Et le LTV/CAC pour le deck ?\n[03/02/25 10:03] CEO: On affiche 4x.\n[03/02/25 10:04] CEO: Abonnement moyen 20 000 FCFA/mois par clinique, marge brute 50 %, durée de vie ~24 mois\n[03/02/25 10:05] CEO: Le coût d'acquisition par clinique avec l'équipe de terrain à Lomé est monté à ${cost} FCFA`;

  it('reads the answered ratio against the CAC the verb gives', () => {
    expect(flags(chat('300 000'))).toContain('unit-economics');
  });

  it('does not read it when that CAC bears the ratio out', () => {
    expect(flags(chat('60 000'))).not.toContain('unit-economics');
  });
});

describe('a margin per customer as a share then an amount, behind an LTV, against high churn', () => {
  const plan = (ltv: string) => `Résultats du pilote\n- 3 000 assurés, prime de 2 000 FCFA par mois\n- Chaque mois, environ 10 assurés sur 100 ne renouvellent pas leur prime\n\nÉconomie unitaire\n- Coût d'acquisition d'un assuré (CAC) : 3 000 FCFA\n- Marge par assuré après sinistres et frais : 25 % de la prime, soit 500 FCFA par mois\n- Valeur vie client (LTV) estimée : ${ltv} FCFA`;

  it('reads an LTV that needs a lifetime the churn does not allow', () => {
    expect(flags(plan('30 000'))).toContain('unit-economics');
  });

  it('does not read an LTV the churn allows', () => {
    expect(flags(plan('5 000'))).not.toContain('unit-economics');
  });
});

describe('a stated CAC against the acquisition spend over the new customers', () => {
  it("reads new pupils the school says it welcomed, a sentence after the spend", () => {
    const text = "Le deck affiche un coût d'acquisition client de 3 000 FDJ par élève.\nLe grand livre fait apparaître 30 M FDJ de dépenses marketing.\nL'école a accueilli 2 000 nouveaux élèves sur l'année.";
    expect(flags(text)).toContain('unit-economics');
    expect(flags(text.replace('30 M FDJ', '7 M FDJ'))).not.toContain('unit-economics');
  });

  it('reads a spend written without its currency in a chat, the count after it', () => {
    const text = "[10/03/2025 20:01] Awa : Sur le deck on affiche CAC 1 500 FCFA.\n[10/03/2025 20:02] Ali : T4 : 6,4 M dépensés en acquisition (flyers, parrainage) pour 1 600 nouveaux clients.";
    expect(flags(text)).toContain('unit-economics');
    expect(flags(text.replace('6,4 M', '2,2 M'))).not.toContain('unit-economics');
  });
});

describe('what a customer pays over its whole plan, a ceiling on any LTV', () => {
  const deck = (ratio: string) => `Unit economics (per lamp)\nCustomer payments over the plan:   10 x USD 5 = USD 50\nCustomer acquisition (agent commission, fuel): USD 30\nLTV / CAC:   ${ratio}`;

  it('reads a ratio above what the plan pays over the CAC', () => {
    expect(flags(deck('5x'), 'pitch_deck')).toContain('unit-economics');
  });

  it('does not read a ratio within it', () => {
    expect(flags(deck('1.5x'), 'pitch_deck')).not.toContain('unit-economics');
  });
});

describe("a country's bare sign against a plain figure, as a label's value", () => {
  const deck = (margin: string, payment = '120') => `SOLAR HOMES, Ndola, Zambia\n\nUnit economics\nCAC (agent commission, installation)     K 1,600\nAverage monthly payment                 K ${payment}\nGross margin per customer per month     K ${margin}\nAverage paying life of a customer       18 months\nLTV / CAC                               4.5x`;

  it('reads the monthly figures a table sets after a run of spaces', () => {
    expect(flags(deck('45'), 'pitch_deck')).toContain('unit-economics');
  });

  it('does not read them when they bear the ratio out', () => {
    expect(flags(deck('400', '500'), 'pitch_deck')).not.toContain('unit-economics');
  });

  it("reads 'CAC: Le 40' in a Sierra Leonean deck against the spend over the learners who joined", () => {
    const text = 'STUDYPAL, Freetown, Sierra Leone\nTraction\n- 3,000 of them joined in Q2, after a radio campaign\n- Q2 marketing spend: Le 360k\nUnit economics\n- CAC: Le 40 per learner';
    expect(flags(text, 'pitch_deck')).toContain('unit-economics');
    expect(flags(text.replace('Le 360k', 'Le 130k'), 'pitch_deck')).not.toContain('unit-economics');
  });
});

describe('a seasonal business paid back within its first season', () => {
  const deck = (margin: string) => `Modèle économique\n• Économie unitaire : chaque planteur est rentabilisé dès sa première saison\n\nAnnexe\n• Acquisition (agent de terrain, formation) : 40 000 Ar par planteur\n• Marge nette par planteur et par saison : ${margin} Ar`;

  it('reads the claim against a margin per season far below the acquisition', () => {
    expect(flags(deck('5 000'), 'pitch_deck')).toContain('unit-economics');
  });

  it('does not read it when one season repays the acquisition', () => {
    expect(flags(deck('45 000'), 'pitch_deck')).not.toContain('unit-economics');
  });
});
