/**
 * What the eighteenth round reads as no flag: a text that is not a deck, plan or statement (a chat, a transcript, a press
 * report, an auditor's report alone) is not called empty of figures, nor is a statement whose unit caption drops 'de'
 * or a CSV sheet whose rows start with a quarter; a form's question answered no on the next line; a case judged in the
 * company's favour by a court of appeal; a scan's split 'procès-verbal'; churn under a stated red line or 30% over a
 * year; customers who stopped paying; arrears said to be gone; a company's own project suspended; a regulator's measure
 * lifted in the next sentence; an application that succeeded; a claim of no competition others make; a range of margins ('18-19%'); a founders' vesting term; a related-party proposal turned down; a plan's profit line; the loss an auditor's report quotes from a note with no revenue beside it. Short
 * texts of our own, each with a near-miss that must still flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('missing-financials and the genre of a text', () => {
  it('does not ask a chat export for figures', () => {
    const chat = ['[03/04 09:12] Kofi: did the bank call back?', '[03/04 09:13] Esi: not yet, maybe tomorrow', '[03/04 09:15] Kofi: ok ping me', '[03/04 09:16] Esi: will do'].join('\n');
    expect(flags(chat)).not.toContain('missing-financials');
    const slack = ['moussa.d   10:02  la réunion avec le ministère est décalée', 'awa.k      10:04  encore ?', 'moussa.d   10:05  oui, jeudi prochain', 'awa.k      10:06  ok je préviens les autres'].join('\n');
    expect(flags(slack)).not.toContain('missing-financials');
    // One speaker's notes under a name are no conversation: a deck without figures still misses them.
    expect(flags('TEAM: three engineers from Andela.\nPROBLEM: farmers cannot reach buyers.\nSOLUTION: a marketplace by SMS.', 'pitch_deck')).toContain('missing-financials');
  });

  it('does not ask an interview, a press report or an auditor alone for figures', () => {
    const interview = ['INTERVIEWER: What does the company do?', 'NADIA: We rent solar freezers to fishmongers.', 'INTERVIEWER: And next year?', 'NADIA: Two more ports, we hope.'].join('\n');
    expect(flags(interview)).not.toContain('missing-financials');
    expect(flags("La start-up a annoncé jeudi l'ouverture d'un bureau à Lomé. « Nous voulons doubler l'équipe », a déclaré sa directrice.", 'pitch_deck')).not.toContain('missing-financials');
    expect(flags('INDEPENDENT AUDITOR\'S REPORT\nIn our opinion, the financial statements give a true and fair view of the financial position of Mara Foods Ltd.', 'financial_statements')).not.toContain('missing-financials');
    // A plan that merely mentions a weekday, with nobody quoted, is still a plan.
    expect(flags('Our trucks leave Kumasi every Tuesday for the northern markets. We will add a second route next year.')).toContain('missing-financials');
  });

  it('reads a caption without "de" and CSV rows led by a period', () => {
    expect(flags('Montants en millions FCFA\nVentes de marchandises: 410 | 380\nCharges de personnel: 120 | 98', 'financial_statements')).not.toContain('missing-financials');
    expect(flags('month,customers,revenue_per_customer,costs_per_customer,margin\njan-2026,1200,340.5,210.0,38%\nfeb-2026,1310,338.0,214.5,37%', 'financial_statements')).not.toContain('missing-financials');
  });
});

describe('a form question answered no', () => {
  it('drops the question when the next line denies it', () => {
    expect(flags('Q4. Any litigation, pending or threatened?\nNone known.', 'legal_docs')).not.toContain('litigation');
    expect(flags('Transactions avec des parties liées ?\nNéant. Aucun dirigeant ne fournit la société.', 'legal_docs')).not.toContain('related-party');
    // The answer still speaks for itself.
    expect(flags('Any litigation?\nNo, but a former distributor sued us in the High Court in May.', 'legal_docs')).toContain('litigation');
  });
});

describe('litigation over or never', () => {
  it('reads a case judged in the company\'s favour, a court of appeal named', () => {
    expect(flags("Le différend avec notre ancien bailleur a été tranché en notre faveur par la Cour d'appel d'Abidjan en 2024.", 'legal_docs')).not.toContain('litigation');
    expect(flags('The claim by a former agent was decided in our favour by the Court of Appeal in 2023.', 'legal_docs')).not.toContain('litigation');
    expect(flags("Le différend avec notre ancien bailleur a été tranché en notre faveur ; le bailleur a fait appel en mars.", 'legal_docs')).toContain('litigation');
  });

  it('reads a scanned minute\'s split title', () => {
    expect(flags('PRO CÈS-VER BAL DE L\'ASSEMBLÉE GÉNÉRALE - SOCIÉTÉ KARITÉ SA', 'legal_docs')).not.toContain('litigation');
    expect(flags('Un procès nous oppose à un ancien fournisseur devant le tribunal de Bobo-Dioulasso.', 'legal_docs')).toContain('litigation');
  });
});

describe('churn under its threshold', () => {
  it('reads a bound behind a word and a share over a year', () => {
    expect(flags('Monthly churn was 3.9% in Q2, under our 5% ceiling.')).not.toContain('high-churn');
    expect(flags('Environ 25 % des abonnés résilient sur une année.')).not.toContain('high-churn');
    expect(flags('Environ 25 % des abonnés résilient chaque mois.')).toContain('high-churn');
  });
});

describe('debt distress that is not', () => {
  it('reads customers who stopped paying and arrears said to be gone', () => {
    expect(flags('We began June with 800 paying shops and 95 of them stopped paying by the end of the month.')).not.toContain('debt-distress');
    expect(flags('Good news: the VAT arrears are gone, we paid the last instalment on Friday.')).not.toContain('debt-distress');
    expect(flags('We stopped paying the bank loan in May.')).toContain('debt-distress');
  });
});

describe('regulatory measures that are not the company\'s', () => {
  it('reads a company\'s own project suspended and a measure lifted next', () => {
    expect(flags("L'entreprise a suspendu son projet d'ouverture à Cotonou faute de financement.")).not.toContain('regulatory');
    expect(flags("L'ARTP avait suspendu notre autorisation pendant deux mois en 2022. La suspension a été levée en novembre 2022.")).not.toContain('regulatory');
    expect(flags("L'ARTP a suspendu notre autorisation le 3 mars. Nous contestons la décision.")).toContain('regulatory');
  });
});

describe('a licence application that succeeded', () => {
  it('reads "a abouti" and "was successful"', () => {
    expect(flags("Notre demande d'agrément auprès de la BCEAO, déposée en 2022, a abouti.")).not.toContain('pending-licence');
    expect(flags('Our application for a payment service provider licence, filed in 2024, was successful.')).not.toContain('pending-licence');
    expect(flags("Notre demande d'agrément auprès de la BCEAO, déposée en 2022, n'a pas encore abouti.")).toContain('pending-licence');
    // A licensed partner is no grant of the company's own licence.
    expect(flags("Notre demande d'agrément est toujours en cours d'instruction ; nous opérons via un partenaire agréé.")).toContain('pending-licence');
  });
});

describe('a loss an auditor quotes', () => {
  // The labelling guide, corrected in round 39: a net loss for a period means its costs were above its revenue, an auditor's too.
  it('takes the loss an auditor\'s note quotes for costs above revenue, with or without a revenue beside it', () => {
    const report = ["RAPPORT DU COMMISSAIRE AUX COMPTES", "À notre avis, les états financiers annuels sont réguliers et sincères.", "Nous attirons votre attention sur la note 3 qui indique que la société a enregistré une perte nette de 210 millions FCFA."].join('\n');
    expect(flags(report, 'financial_statements')).toContain('burn-above-revenue');
    expect(flags(report.replace('une perte nette', 'un bénéfice net'), 'financial_statements')).not.toContain('burn-above-revenue');
    expect(flags(`${report}\nChiffre d'affaires de l'exercice : 150 millions FCFA.`, 'financial_statements')).toContain('burn-above-revenue');
    expect(flags('En 2025 la société a enregistré une perte nette de 210 millions FCFA pour un chiffre d\'affaires de 900 millions FCFA.', 'financial_statements')).toContain('burn-above-revenue');
  });
});

describe('a claim of no competition others make', () => {
  it('reads the claim put to the company by others', () => {
    expect(flags('INTERVIEWER: People say you have no competition in cold storage. Is that fair?')).not.toContain('no-competition');
    expect(flags("On dit que vous n'avez aucun concurrent au Bénin ; c'est faux, nous en avons trois.")).not.toContain('no-competition');
    expect(flags('We have no competition in cold storage in northern Ghana.')).toContain('no-competition');
  });
});

describe('a range is no negative figure', () => {
  it('reads "18-19%" as a range', () => {
    expect(flags('Gross margin held at 24\u201326% in each of the last three years.')).not.toContain('gross-margin');
    expect(flags('La marge brute est restée entre 31-33 % sur la période.')).not.toContain('gross-margin');
    expect(flags('Gross margin: \u22124% in 2025.')).toContain('gross-margin');
  });
});

describe('a vesting term is no founders\' stake', () => {
  it('reads a percentage inside the founders\' vesting terms', () => {
    expect(flags('Founder vesting: 3 years, 6-month cliff, 30% vested at closing.', 'legal_docs')).not.toContain('low-founder-ownership');
    expect(flags('Founders hold 30% after the round; founder vesting over four years.', 'legal_docs')).toContain('low-founder-ownership');
  });
});

describe('a related-party dealing turned down', () => {
  it('reads a proposal rejected', () => {
    expect(flags("A proposal to buy vehicles from a dealership owned by the CFO's brother was turned down by the board.", 'legal_docs')).not.toContain('related-party');
    expect(flags("Le projet de bail avec une société détenue par l'épouse du gérant a été refusé par les associés.", 'legal_docs')).not.toContain('related-party');
    expect(flags("The company leases its vehicles from a dealership owned by the CFO's brother.", 'legal_docs')).toContain('related-party');
  });
});

describe('a profit line is no growth of the business', () => {
  it('leaves a plan\'s operating result out of the growth test', () => {
    const plan = (label: string) => ['Compte de résultat prévisionnel (en millions de FCFA)', '                 2025 (réel)   2026    2027    2028', `${label}        5        20      90      240`].join('\n');
    expect(flags(plan("Résultat d'exploitation"))).not.toContain('unrealistic-growth');
    expect(flags(plan("Chiffre d'affaires"))).toContain('unrealistic-growth');
  });
});
