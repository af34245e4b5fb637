/**
 * Readings of the thirty-ninth round, group A (false flags on questions, others' news and tables):
 * - a checklist's answer set after a spaced dash ('Litigation, current or threatened — None.', '...? — No.');
 * - a form's question answered in the row's next cell ('... hold shares? | No. ...', '...détiennent-ils des actions ?;Non.'),
 *   a semicolon export's rows kept one to a line, and a register said empty ('est vierge', 'is blank');
 * - a request to confirm what a case has come to, and an e-mail's quoted lines read as the prose they wrap;
 * - another firm picked out by its rank ('one of the bigger players'), heard of ('On a lu qu'un hébergeur...'), a fellow
 *   founder's story, a share of 'son chiffre d'affaires' in a document that says 'nous';
 * - no competition said of the company by others ('people keep saying X has no competitors') or by a sketched figure;
 * - a decision to grant ('a décidé d'accorder l'agrément'), receipts set against the burn after 'alors que';
 * - a line-item export whose columns are split fiscal years ('EFY2016 (2023/24)', 'FY2024/25').
 * Each a general way of writing, in words of our own, with the near-miss that must still raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a checklist answer after a spaced dash', () => {
  it('reads a topic or a question answered none as no flag, in English and French', () => {
    expect(flags('Data room index\n[x] 7. Lawsuits or arbitration, pending or threatened — None.\n[x] 8. Tax clearance — uploaded.', 'legal_docs')).not.toContain('litigation');
    expect(flags('Liste de contrôle\nC2. La société est-elle partie à un procès ou à un arbitrage en cours ? — Non.\nC3. Attestation fiscale — fournie.', 'legal_docs')).not.toContain('litigation');
  });

  it('still flags a topic answered with a case', () => {
    expect(flags('Data room index\n[x] 7. Lawsuits or arbitration — A former distributor has sued the company for KES 4m; the hearing is set for March.', 'legal_docs')).toContain('litigation');
  });
});

describe("a form's question answered in the row's next cell", () => {
  it('reads a pipe row answered no as no flag, its explanation read on its own', () => {
    expect(flags("Ref | Question | Answer\n3 | Do any former employees or advisers hold shares or options? | No. Two leavers' unvested options lapsed in 2024.", 'legal_docs')).not.toContain('dead-equity');
  });

  it('reads a semicolon export row by row, a question answered Non as no flag', () => {
    const text = "N°;Question;Réponse;Pièce\n1;D'anciens associés ou salariés détiennent-ils encore des titres ?;Non. Aucun associé n'a quitté la société.;P-1.2\n2;Des conventions ont-elles été conclues avec des dirigeants ?;Non. Le registre des conventions réglementées est vierge pour 2025.;P-2.1";
    expect(flags(text, 'legal_docs')).not.toContain('dead-equity');
    expect(flags(text, 'legal_docs')).not.toContain('related-party');
  });

  it('still flags a row answered yes with a leaver who kept shares', () => {
    expect(flags("Ref | Question | Answer\n3 | Do any former founders hold shares? | Yes. A co-founder who left in 2023 still holds 15% and was never bought out.", 'legal_docs')).toContain('dead-equity');
  });
});

describe('a register said empty', () => {
  it('reads it as no dealing', () => {
    expect(flags('Gouvernance\nLe registre des conventions réglementées est vierge pour 2024 et 2025.', 'legal_docs')).not.toContain('related-party');
  });

  it('still flags a register that lists a dealing with a relative', () => {
    expect(flags("Gouvernance\nLe registre des conventions réglementées mentionne un bail conclu avec la SCI du frère du fondateur, pour 1,2 M FCFA par mois.", 'legal_docs')).toContain('related-party');
  });
});

describe('a request to confirm what a case has come to', () => {
  it('reads the request as a question, in English and in a quoted French e-mail', () => {
    expect(flags("Thanks all.\n\n> From: Musa\n> Amani, the investor's lawyers want written confirmation on (1) the old labour court case and\n> (2) the share register. Can you send it today?", 'legal_docs')).not.toContain('litigation');
    expect(flags("Merci.\n\n> Le 3 mars, Paul a écrit :\n> Notre comité souhaite une confirmation écrite sur la procédure engagée par Sahel Transit devant le\n> tribunal de commerce de Niamey, mentionnée dans votre rapport. Est-elle close ?", 'legal_docs')).not.toContain('litigation');
  });

  it('still flags a case told before the request', () => {
    expect(flags('A former agent sued the company before the High Court in May; the investor wants confirmation of the amount claimed.', 'legal_docs')).toContain('litigation');
  });
});

describe('another firm picked out by its rank, or heard of', () => {
  it("reads a peer's doubt and churn as its own", () => {
    const text = 'HOST: How has the market been?\nGUEST: Hard. One of the bigger lenders had its auditors flag a going-concern doubt last year, and their churn was about 12% a month.\nGUEST: Our own churn has been 2% a month and our accounts are clean.';
    expect(flags(text, 'pitch_deck')).not.toContain('going-concern');
    expect(flags(text, 'pitch_deck')).not.toContain('high-churn');
    expect(flags("Nous tenons bon. L'un des plus gros acteurs du secteur a vu ses auditeurs émettre un doute sur la continuité d'exploitation.", 'pitch_deck')).not.toContain('going-concern');
  });

  it('reads news heard of an unnamed firm as its own', () => {
    expect(flags("Analyste : On a lu qu'un hébergeur avait été sanctionné par le régulateur cette année.\nPDG : Oui, un de nos concurrents a reçu une amende. Nos autorisations ont été renouvelées.", 'pitch_deck')).not.toContain('regulatory');
    expect(flags('Analyst: I heard that a lender in Mombasa was fined by the regulator this year.\nCEO: Yes. Our licence was renewed in January.', 'pitch_deck')).not.toContain('regulatory');
  });

  it("still flags the company's own doubt and sanction", () => {
    expect(flags('Our auditors flagged a going-concern doubt in the 2025 accounts.', 'pitch_deck')).toContain('going-concern');
    expect(flags("Analyste : On a lu que votre société avait été sanctionnée par le régulateur cette année.\nPDG : Oui, une amende de 20 M FCFA en mars.", 'pitch_deck')).toContain('regulatory');
  });
});

describe("a fellow founder's story", () => {
  it("reads the friend's co-founder who left as another company's", () => {
    expect(flags("Why we set up vesting\nA founder friend called me last month. Their co-founder had walked away after two years and still owned 30% of their company.\nWe set up vesting from day one, and both of us are full-time.")).not.toContain('founder-departure');
  });

  it("still flags the company's own co-founder who left", () => {
    expect(flags('Why we set up vesting\nOur co-founder walked away last year and still owns 30% of the company.')).toContain('founder-departure');
  });
});

describe("a share of 'son chiffre d'affaires' told of another firm", () => {
  const text = (share: string) => `Table ronde\nNous avons levé 3 M€ et nous sommes rentables.\nNos clients sont plus de 300, nous n'en dépendons d'aucun.\n${share}`;

  it("reads another firm's dependence as its own", () => {
    expect(flags(text("Une autre start-up dépendait d'un seul client pour plus de la moitié de son chiffre d'affaires."), 'pitch_deck')).not.toContain('customer-concentration');
  });

  it("still flags the company's own", () => {
    expect(flags(text("Un seul client représente plus de la moitié de notre chiffre d'affaires."), 'pitch_deck')).toContain('customer-concentration');
  });
});

describe('no competition said by others of the company', () => {
  it("reads others' saying as no claim", () => {
    expect(flags('MODERATOR: People keep saying Zuri Pay has no competitors. Is that true?\nFOUNDER: No. We compete with the banks and two startups.', 'pitch_deck')).not.toContain('no-competition');
    expect(flags("Investisseur : Je me méfie d'un fondateur qui dit n'avoir aucun concurrent.", 'pitch_deck')).not.toContain('no-competition');
  });

  it("still flags the company's own claim", () => {
    expect(flags('Zuri Pay has no competitors in Egypt.', 'pitch_deck')).toContain('no-competition');
    expect(flags("Nous n'avons aucun concurrent au Sénégal.", 'pitch_deck')).toContain('no-competition');
  });
});

describe('a decision to grant the licence applied for', () => {
  const text = (decision: string) => `Objet : décision\nLe Conseil a examiné la demande d'agrément que votre société a déposée le 10 avril 2026.\n${decision}`;

  it('reads the application as granted', () => {
    expect(flags(text("Après examen du dossier, le Conseil a décidé d'accorder l'agrément sollicité."), 'legal_docs')).not.toContain('pending-licence');
    expect(flags('We filed our application for a lending licence in April 2026.\nIn September the board of the authority decided to grant the licence.', 'legal_docs')).not.toContain('pending-licence');
  });

  it('still flags a decision to come', () => {
    expect(flags(text('Le Conseil se prononcera lors de sa session de décembre.'), 'legal_docs')).toContain('pending-licence');
  });
});

describe("receipts set against the burn after 'alors que'", () => {
  it('reads the receipts as no burn', () => {
    const fr = flags("Quelques chiffres :\n- trésorerie : 230 M FCFA pour un burn net d'environ 12 M FCFA par mois, alors que nos encaissements mensuels dépassent 55 M FCFA.");
    expect(fr).not.toContain('short-runway');
    expect(fr).not.toContain('burn-above-revenue');
  });

  it('still flags a burn that leaves under nine months', () => {
    expect(flags("Quelques chiffres :\n- trésorerie : 230 M FCFA pour un burn net d'environ 40 M FCFA par mois, alors que nos encaissements mensuels dépassent 55 M FCFA.")).toContain('short-runway');
  });
});

describe('a line-item export with split fiscal years', () => {
  const text = (revenue: string) => `Income statement summary | ETB thousands\n\nline;EFY2015 (2022/23);EFY2016 (2023/24);EFY2017 (2024/25)\nTotal revenue;${revenue}\nCost of sales;40 560;52 252;65 605\nGross profit;21 840;29 648;38 695`;

  it('reads the revenue row as figures', () => {
    expect(flags(text('62 400;81 900;104 300'), 'financial_statements')).not.toContain('missing-financials');
  });

  it('reads the columns in time order, a fall flagged', () => {
    expect(flags(text('62 400;104 300;81 900'), 'financial_statements')).toContain('declining-revenue');
  });
});
