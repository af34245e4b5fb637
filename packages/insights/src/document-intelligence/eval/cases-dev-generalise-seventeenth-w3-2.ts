/**
 * Development set, seventeenth round (w3, part 2; 2026-11-30): English and French, varied above all by layout (pasted tables of every shape, OCR, slides, footnotes, facts split across sections, quoted emails), written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW3Part2: readonly RedFlagCase[] = [
  // cash 1.92M / (quarterly net burn 705k / 3 = 235k a month) = 8.2 months < 9; net burn 235k < monthly revenue 312k
  { id: 'd17-w3-18', documentType: 'business_plan', traits: ['split', 'figures', 'indirect'],
    present: ['short-runway'], absent: ['burn-above-revenue', 'declining-revenue'],
    text: `Fasla Learning (Cairo) — Investor update, Q2 2024

1. Highlights
- Paying learners: 18,900 (Q1: 16,200)
- Monthly revenue reached USD 312k in June; gross margin 58%
- Arabic-language coding track launched with two private universities in Giza

2. Balance sheet
Cash and deposits at 30 June 2024: USD 1.92M (held in USD; EGP balances swept weekly).

3. Product
Grading assistant shipped; course completion up from 41% to 47%.

4. Team
New Head of B2B (ex-regional ed-tech operator). Headcount 64.

5. Spend
Net burn for the quarter was USD 705k, in line with the plan approved by the board in January. We will start the Series A process in September.` },

  // unqualified opinion, no going-concern doubt, dispute closed by settlement
  { id: 'd17-w3-19', documentType: 'financial_statements', language: 'fr', traits: ['ocr', 'negation', 'time'],
    present: [], absent: ['audit-opinion', 'going-concern', 'litigation'],
    text: `[OCR — rapport scanné]
CABINET FALL & DIOP AUDIT — Membre de l'Ordre des experts-comptables du Sénégal
RAPP0RT DU C0MMISSAIRE AUX C0MPTES SUR LES ETATS FINANCIERS
Exercice clos le 3l décembre 2O23 — AQUAFLEUVE SA (Richard-Toll)
0pinion
Nous avons effectué l'audit des états financiers d'AquaFleuve SA, qui font apparaître
un total bilan de 2 l84 6OO OOO FCFA et un chiffre d'affaires de l 426 3OO OOO FCFA.
A notre avis, les états financiers sont, dans tous leurs aspects significatifs,
réguliers et sincères et donnent une image fidèle du résultat de l'exercice.
CABINET FALL & DIOP AUDIT                                        page 2/2
Continuité d'exploitation
Nous n'avons pas relevé d'événement ou de situation susceptible de jeter un doute
important sur la capacité de la société à poursuivre son exploitation.
Observation — sans remettre en cause l'opinion exprimée ci-dessus, nous attirons
votre attention sur la note 9, qui décrit le litige avec l'office du périmètre
irrigué, définitivement clos par la transaction signée le 4 mars 2O24.` },

  // H1 costs 6 x 17.6 = 105.6M FCFA > H1 revenue 84.3M FCFA
  { id: 'd17-w3-20', documentType: 'business_plan', language: 'fr', traits: ['split', 'figures', 'indirect'],
    present: ['burn-above-revenue'], absent: ['declining-revenue'],
    text: `TogoFret SAS — Note d'information aux investisseurs (juillet 2024)

Partie A – Activité
Au premier semestre 2024, TogoFret a traité 1 870 expéditions entre le port de Lomé, Ouagadougou et Niamey. Le chiffre d'affaires du semestre s'élève à 84,3 M FCFA, en hausse de 22 % sur un an.

Partie B – Équipe
23 salariés, dont 9 déclarants en douane ; Kossi Amenyo (fondateur, ex-transitaire) dirige la société.

Partie C – Partenariats
Accord de sous-traitance avec deux transporteurs burkinabè ; entrepôt sous douane partagé à Adétikopé.

Partie D – Structure de coûts
Nos coûts mensuels moyens sur la période janvier–juin (carburant des camions loués, salaires, frais de douane non refacturés, bureaux de Lomé et Ouagadougou) ont été de 17,6 M FCFA par mois. La levée de 500 M FCFA permettra d'acheter six camions et de réduire la part de location.` },

  // related-party lease (CEO's brother); pending court claim (the dismissal claim was settled)
  { id: 'd17-w3-21', documentType: 'legal_docs', traits: ['list', 'time'],
    present: ['related-party', 'litigation'], absent: ['pending-licence', 'cap-table-complexity'],
    text: `Legal due diligence — Sakan Digital S.A.E. (summary of findings, draft 2)

1. Incorporation: joint stock company, Commercial Register Giza no. 114582; articles amended March 2023 to create preferred shares. No issue.
2. Share capital: fully paid; share register consistent with the cap table provided.
3. Employment: 87 employees; 9 on consultancy agreements to be converted.
4. Premises: the Sheikh Zayed office (EGP 185,000/month) is leased from Zayed Heights for Real Estate, whose sole shareholder is Hany Fawzy, brother of the CEO Karim Fawzy. The lease was not approved by the board.
5. IP: trademarks registered in Egypt and Saudi Arabia.
6. Disputes: a claim by Al-Nour Contracting for EGP 4.2M in unpaid fit-out works is pending before the Giza Economic Court; next hearing 19 September 2024. A second claim (ex-employee, wrongful dismissal) was settled in January 2024.
7. Licences: real-estate brokerage licence renewed until 2026.` },

  // founders 41.5% >= 40; largest investor 27% < 50; runway 2.95M / 290k = 10.2 months >= 9; burn 290k < monthly revenue 4.8M/12 = 400k
  { id: 'd17-w3-22', documentType: 'business_plan', traits: ['figures'],
    present: [], absent: ['low-founder-ownership', 'investor-control', 'short-runway', 'audit-opinion'],
    text: `AFRIKANA ANGELS — DEAL INTAKE FORM
Company name: Sika Ledger Ltd
Country / city: Ghana / Accra (East Legon)
Sector: SME accounting & payroll software
Date founded: 2020
Founders (active): Ama Owusu (CEO), Daniel Quartey (CTO)
Founders' combined shareholding (fully diluted): 41.5%
Largest single investor: Accra Growth Partners, 27%
Revenue last 12 months: GHS 4.8M (prior 12 months: GHS 3.1M)
Monthly net burn (avg. last 3 months): GHS 290,000
Cash at bank: GHS 2.95M
Gross margin: 74%
Debt: none
Last audit: FY2023, Osei & Partners Chartered Accountants, unqualified
Round: GHS 12M seed extension, 20% pre-committed
Referred by: Nana Adjei` },

  // covenant breach at 30 Sept formally waived, back in compliance at 31 Dec, no missed instalment: resolved
  { id: 'd17-w3-23', documentType: 'legal_docs', traits: ['negation', 'time', 'prose'],
    present: [], absent: ['debt-distress'],
    text: `From: Wanjiru Kamau <wanjiru@mavunocold.co.ke>
To: Pieter de Vries <pdv@zuidfund.nl>
Subject: RE: Q3 covenant — status?

Pieter,

Short answer: it's closed. The bank sent the formal waiver letter on 14 November (attached) and the DSCR test at 31 December came in at 1.62x against the 1.30x minimum, so we are back inside all covenants. Every instalment on the KES 180M facility has been paid on its due date, including December's.

Happy to walk your credit team through the December quarter (revenue KES 41.3M, EBITDA KES 9.8M).

Wanjiru

> On 2 Nov 2023, at 09:14, Pieter de Vries wrote:
> Wanjiru, our LP report mentions that Mavuno tripped the DSCR covenant at 30 September (1.18x vs 1.30x). Can you confirm whether the bank has waived it and whether any instalments were missed? We need to decide whether to flag it.` },

  // co-founder/CTO announces he will leave on 30 June; his shares not yet left with a leaver (future buyback option)
  { id: 'd17-w3-24', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'time'],
    present: ['founder-departure'], absent: ['dead-equity'],
    text: `De : Sami Ben Amor
À : conseil@facturia.tn
Objet : RE: Transition technique

Chers membres du conseil,

Comme évoqué de vive voix avec Leila, je vous confirme par écrit ma décision : je quitterai mes fonctions de directeur technique et d'administrateur de Facturia SARL au 30 juin 2024. Après six ans passés à construire la plateforme de facturation électronique depuis notre premier bureau du Lac, je souhaite rejoindre un projet personnel. Je reste disponible pour accompagner la passation avec Youssef jusqu'à fin juillet, à titre de consultant.

Sami

> De : Leila Trabelsi (CEO)
> Envoyé : lundi 6 mai 2024 18:02
> Sami, merci pour la discussion de ce matin. Peux-tu formaliser ta décision par mail au conseil avant la réunion du 15 ? Il faudra aussi traiter la question de tes parts de cofondateur (12 %) : le pacte prévoit une option de rachat que nous comptons exercer.` },

  // Copperbelt Milling 1,126,000 / 2,517,000 = 44.7% >= 30%
  { id: 'd17-w3-25', documentType: 'financial_statements', traits: ['table', 'figures', 'indirect'],
    present: ['customer-concentration'], absent: [],
    text: `Kalulu Solar Ltd (Lusaka) — contracted revenue by offtaker, FY2023 (USD)

Offtaker\tSite\tCapacity (kWp)\tRevenue FY2023
Copperbelt Milling Ltd\tKitwe\t1,450\t1,126,000
Lusaka Cold Stores\tLusaka\t620\t298,000
Chipata Agro Processors\tChipata\t410\t204,000
Ndola Glass Works\tNdola\t380\t187,000
Small C&I and schools (38 sites)\tvarious\t1,240\t702,000
Total\t\t4,100\t2,517,000

PPAs run 10–15 years, USD-indexed, with take-or-pay clauses. Copperbelt Milling's PPA runs to 2036; its mill in Kitwe also hosts our only battery installation.` },

  // litigation settled Aug 2023 and withdrawn; no other claims pending
  { id: 'd17-w3-26', documentType: 'financial_statements', traits: ['table', 'split', 'time', 'negation'],
    present: [], absent: ['litigation', 'audit-opinion', 'declining-revenue'],
    text: `Shamba Credit Ltd (Nakuru) — Audited financial statements for the year ended 31 December 2023 (extracts)

Statement of comprehensive income (KES '000)      2023         2022
Interest and fee income                          214,600      162,300
Credit losses                                    (31,200)     (27,900)
Operating expenses                              (118,400)     (96,200)
Profit before tax                                 65,000       38,200

[...]

Note 27 — Contingent liabilities
In 2022 a former agent network operator, Rift Valley Agents Ltd, sued the Company in the High Court at Nakuru for KES 48M in commissions. The matter was settled by consent in August 2023 for KES 6.5M, which is included in operating expenses for 2023; the suit has been formally withdrawn and no other claims are pending against the Company.` },

  // Lagoon 6.6M / 12.0M = 55% >= 50%; founders 17.5 + 12.5 = 30% < 40%; SAFEs not reconciled
  { id: 'd17-w3-27', documentType: 'legal_docs', traits: ['table', 'figures', 'indirect'],
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'], absent: ['dead-equity'],
    text: `Haulr Nigeria Ltd — shareholding summary prepared for the Series A data room (draft, 12 April 2024)

Shareholder                    Ordinary     Pref Seed     Total         %
Chidi Okafor (founder, CEO)    2,100,000            -     2,100,000    17.5%
Bisi Adewale (founder, COO)    1,500,000            -     1,500,000    12.5%
Lagoon Capital Partners                -    6,600,000     6,600,000    55.0%
Kaduna Angels SPV                      -      900,000       900,000     7.5%
ESOP                             900,000            -       900,000     7.5%
Total                          4,500,000    7,500,000    12,000,000   100.0%

Note from the company secretary: the two 2022 SAFEs (USD 250k in total) are not reflected above. Our counsel's conversion computation and Lagoon's differ by roughly 3 percentage points, and the register at the Corporate Affairs Commission has not yet been updated, so this table cannot be treated as final.` },

  // co-founder left Sept 2022, shares not bought back; active founder 42% >= 40%
  { id: 'd17-w3-28', documentType: 'legal_docs', language: 'fr', traits: ['table', 'time'],
    present: ['dead-equity', 'founder-departure'], absent: ['low-founder-ownership', 'investor-control'],
    text: `Kôrô Santé SAS (Abidjan) — table de capitalisation au 31 mars 2024 (extrait du mémo d'investissement)

| Associé                 | Actions  | %       | Statut                       |
|-------------------------|----------|---------|------------------------------|
| Dr Aya Kouassi (CEO)    | 42 000   | 42,0 %  | cofondatrice, active         |
| Serge Yao               | 18 000   | 18,0 %  | cofondateur, parti en 2022   |
| Ivoire Impact Fund      | 25 000   | 25,0 %  |                              |
| Business angels (6)     | 9 000    | 9,0 %   |                              |
| BSPCE / pool salariés   | 6 000    | 6,0 %   |                              |
| Total                   | 100 000  | 100 %   |                              |

Serge Yao a quitté l'opérationnel en septembre 2022 pour rejoindre un groupe pharmaceutique à Dakar. La clause de good leaver du pacte n'a pas été exercée et ses actions n'ont pas été rachetées ; il conserve ses droits de vote. CA 2023 de la plateforme de téléconsultation : 210 M FCFA.` },

  // VAT and PAYE arrears: KES 5,412,600 principal + penalties and interest, demand notice
  { id: 'd17-w3-29', documentType: 'legal_docs', traits: ['ocr', 'table', 'figures'],
    present: ['debt-distress'], absent: ['regulatory'],
    text: `[OCR of scanned letter — some characters misread]
KENYA REVENUE AUTH0RITY
Domestic Taxes Department — Medium Taxpayers 0ffice
DEMAND N0TICE FOR UNPAID TAXES                     Ref: DT/MT0/2O24/0l8873
To: B0DA B0X LIMITED (Nairobi)   PIN: P05l7738l2Q
Our records show the following outstanding liabilities:
Tax head     Period       Principal (KES)    Penalty      Interest
VAT          0ct 2023     2,l84,300          l09,2l5      43,686
VAT          Nov 2023     2,3l0,900          ll5,545      23,l09
PAYE         Nov 2023       9l7,400           45,870       9,l74
Total due                 5,4l2,600          270,630      75,969
You are required to settle the above within seven (7) days of this notice,
KENYA REVENUE AUTH0RITY                                          page 2
failing which the Commissioner shall proceed to enforce recovery under the Tax
Procedures Act, including agency notices to your bankers.` },

  // licence granted Oct 2023, inspection without sanction; growth 276 -> 430 -> 640 -> 900 = about 1.5x a year
  { id: 'd17-w3-30', documentType: 'business_plan', language: 'fr', traits: ['split', 'time', 'negation'],
    present: [], absent: ['pending-licence', 'regulatory', 'unrealistic-growth'],
    text: `Kalo Pay SA (Ouagadougou) — Plan d'affaires 2024-2026 (extraits)

2. Activité
Transferts d'argent entre Ouagadougou, Bobo-Dioulasso et la diaspora burkinabè en Côte d'Ivoire. Volume 2023 : 18,4 Md FCFA ; revenus nets : 276 M FCFA (2022 : 190 M FCFA).

5. Projections
Revenus nets visés : 430 M FCFA en 2024, 640 M FCFA en 2025, 900 M FCFA en 2026.

[...]

Annexe 2 — Statut réglementaire
• Agrément d'établissement de monnaie électronique : demandé en juin 2022, accordé par la BCEAO le 9 octobre 2023 (décision jointe).
• Contrôle sur place de la BCEAO en février 2024 : rapport reçu, aucune sanction ni injonction.
• Déclaration à l'autorité de protection des données personnelles : récépissé obtenu.` },

  // intermediary licence applied for Nov 2023, still under review; unknown draft circular = stated regulatory uncertainty
  { id: 'd17-w3-31', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'modality'],
    present: ['pending-licence', 'regulatory'], absent: ['missing-financials'],
    text: `TAMIN DIRECT — Pitch deck (texte extrait)

Diapo 2 — Ce que nous faisons
· comparateur d'assurance auto & santé en ligne (Rabat)
· 38 000 devis / mois

Diapo 6 — Traction
· primes émises via la plateforme en 2023 : 21,4 M MAD
· commissions perçues (CA) : 2,6 M MAD

Diapo 11 — Réglementation
· agrément d'intermédiaire d'assurance demandé à l'ACAPS (dossier déposé en novembre 2023), toujours en instruction
· en attendant : vente via le courtier partenaire Atlas Courtage
· projet de circulaire sur la distribution en ligne : contenu et calendrier encore inconnus — impact possible sur notre modèle de commission

Diapo 12 — Levée
· 15 M MAD — recrutement, marketing digital` },

  // NCR registration suspended; FY2024 unaudited; operating costs 14.9M < revenue 19.7M
  { id: 'd17-w3-32', documentType: 'business_plan', traits: ['figures'],
    present: ['regulatory', 'audit-opinion'], absent: ['burn-above-revenue'],
    text: `COMPANY FACT SHEET — submitted to Ubuntu Impact Debt Fund, May 2024

Legal name: Kasi Credit (Pty) Ltd
Registration: 2019/384412/07
Head office: Soweto, Johannesburg
Activity: short-term unsecured micro-loans via app
Loan book (gross): ZAR 46.8M
Revenue FY2024 (February year-end): ZAR 19.7M
Operating costs FY2024: ZAR 14.9M
NCR registration: NCRCP14877 — suspended by the National Credit Regulator on 8 April 2024 pending an investigation of affordability assessments; new loans halted, collections continue
Financial statements FY2024: unaudited management accounts (audit not started)
FY2023: independently reviewed only
Key person: Thabo Mokoena, founder and MD
Funding request: ZAR 25M senior debt` },

  // auditor cannot issue an opinion before the meeting; draft to be labelled unaudited; no going-concern issue
  { id: 'd17-w3-33', documentType: 'legal_docs', traits: ['prose', 'negation'],
    present: ['audit-opinion'], absent: ['going-concern'],
    text: `From: Yaw Darko <ydarko@darkoaudit.com.gh>
To: Abena Sarpong <abena@asaasefarms.com>
Cc: Kofi Boateng (Chair, Audit Committee)
Subject: RE: FY2023 audit sign-off

Abena,

Following our call: we will not be in a position to issue an opinion on Asaase Agritech's FY2023 financial statements before your investor meeting on 28 June. The inventory confirmations from the aggregation centres in Tamale, Bolgatanga and Wa are still outstanding, as is the confirmation from the rural bank. For clarity, nothing we have seen so far suggests a going-concern issue; the open items are missing evidence, not findings.

The draft statements you circulated (revenue GHS 23.6M) should therefore be labelled "draft — unaudited" in the data room.

Regards,
Yaw

> Abena Sarpong wrote on 11 June 2024:
> Yaw, the investors want the signed FY2023 accounts in the data room by the 28th. Is that achievable?` },

  // social security contributions unpaid Oct 2023 - Mar 2024 (arrears); pending court claim
  { id: 'd17-w3-34', documentType: 'legal_docs', language: 'fr', traits: ['list', 'figures'],
    present: ['debt-distress', 'litigation'], absent: ['regulatory', 'declining-revenue'],
    text: `Njangi Digital SA (Yaoundé) — Points d'attention relevés lors de la revue (mission de due diligence, mai 2024)

1. Agrément COBAC d'établissement de microfinance de 1ère catégorie : valide, renouvelé en 2023.
2. Encours de crédit : 1,84 Md FCFA ; PAR 30 de 6,1 % (contre 7,4 % en 2022).
3. CNPS : cotisations sociales d'octobre 2023 à mars 2024 non reversées, soit 38,6 M FCFA hors pénalités ; un échéancier a été proposé mais n'est pas encore signé par la CNPS.
4. Contentieux : l'ancien partenaire technique (Softline Afrique SARL) réclame 112 M FCFA au titre de licences impayées ; l'affaire est pendante devant le Tribunal de Grande Instance du Mfoundi, prochaine audience le 11 juillet.
5. Gouvernance : conseil de 5 membres dont 2 indépendants.
6. Produit net bancaire 2023 : 612 M FCFA (2022 : 498 M FCFA).` },
];
