/**
 * Development set, both languages: whole documents (decks, memos, statements, term sheets) in which the
 * weak classes of decision 0036 (amendment of 2026-11-26) are said the way founders and analysts write them, beside clean texts that
 * tempt the reader into burn-above-revenue and missing-financials. Written and labelled from the
 * labelling guide (cases-dev-retired-test.ts) before any rule was changed for them, by someone who has
 * not read the held-out set (held-out*.ts); part of the development set.
 */
import type { RedFlagCase } from './case';

export const generaliseDocumentCases: readonly RedFlagCase[] = [
  {
    id: 'doc-en-memo-agri',
    documentType: 'pitch_deck',
    text: `Investment memo: Shamba Direct (Tanzania).
Shamba buys maize from 4,000 smallholders and sells it to millers.
Azam Milling took TZS 2.9 billion of our TZS 4.1 billion sales in 2024.
Sales in 2023 were TZS 4.6 billion; the drought cut volumes in 2024.
We owe the Tanzania Revenue Authority six months of VAT, which we are paying in instalments.
Cash on hand: TZS 600 million. Monthly net burn: TZS 150 million.`,
    present: ['customer-concentration', 'declining-revenue', 'debt-distress', 'short-runway'],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['indirect', 'figures'],
  },
  {
    id: 'doc-en-deck-clean-saas',
    documentType: 'pitch_deck',
    text: `Ledgerly: accounting for Nigerian SMEs.
ARR: $1.8M, up from $0.9M a year ago.
Gross margin: 78%. Net revenue retention: 118%.
Monthly burn: $95k against monthly revenue of $150k.
Our largest customer is 3% of ARR.
We compete with QuickBooks, Zoho Books and spreadsheets.
Runway: 26 months.`,
    present: [],
    absent: ['customer-concentration', 'burn-above-revenue', 'short-runway', 'no-competition', 'missing-financials', 'declining-revenue'],
    traits: ['figures'],
  },
  {
    id: 'doc-en-statement-decline-row',
    documentType: 'financial_statements',
    text: `Kijiji Logistics Ltd — audited financial statements (KES millions)
| Line | FY2023 | FY2024 |
| Revenue | 412 | 351 |
| Cost of sales | 260 | 228 |
| Administrative expenses | 95 | 98 |
The auditor's opinion is unmodified.`,
    present: ['declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue', 'audit-opinion', 'missing-financials'],
    traits: ['table'],
  },
  {
    id: 'doc-en-memo-regulator',
    documentType: 'pitch_deck',
    text: `Diligence notes: PesaLink Remit.
In September the Bank of Uganda directed the company to halt new agent registrations after an inspection.
The directive has not been lifted.
Revenue was $2.3M in 2024 and operating costs were $2.0M.`,
    present: ['regulatory'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'doc-en-plan-hockey',
    documentType: 'business_plan',
    text: `Five-year projections
Year 1 (2025): $0.3M revenue
Year 2 (2026): $1.5M revenue
Year 3 (2027): $6.0M revenue
Revenue in 2024 was $120k with monthly costs of $25k.`,
    present: ['unrealistic-growth', 'burn-above-revenue'],
    absent: ['missing-financials', 'declining-revenue'],
    traits: ['list', 'figures'],
  },
  {
    id: 'doc-en-term-sheet-leaver',
    documentType: 'legal_docs',
    text: `Term sheet: Series A, Nuru Health Ltd.
Existing shareholders: founders 44%; Jabali Fund 21%; Dr. Otieno (co-founder until March 2024) 15%; ESOP 20%.
Dr. Otieno's shares are fully vested and are not subject to repurchase.`,
    present: ['dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['list', 'indirect'],
  },
  {
    id: 'doc-en-memo-debt-restructured',
    documentType: 'pitch_deck',
    text: `Credit memo: SolarKit Ghana.
The company stopped servicing its GHS 3 million loan from Ecobank in February and is negotiating a rescheduling.
Revenue is GHS 1.1 million a month; costs are GHS 1.3 million a month.`,
    present: ['debt-distress', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'doc-en-deck-concentration-words',
    documentType: 'pitch_deck',
    text: `Who pays us
Roughly half of last year's $3.2M revenue came from a single NGO, the rest from 60 clinics.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    traits: ['words'],
  },
  {
    id: 'doc-en-deck-no-figures',
    documentType: 'pitch_deck',
    text: `Tuma connects truck owners with cargo in Rwanda.
We launched in Kigali in March and have signed up 300 drivers.
Our team: Eric (CEO, ex-Bolt), Aline (CTO, ex-Andela).
We are raising a pre-seed round to expand to Huye and Musanze.`,
    present: ['missing-financials'],
    absent: ['burn-above-revenue'],
    traits: ['prose'],
  },
  {
    id: 'doc-en-deck-figures-only-units',
    documentType: 'pitch_deck',
    text: `Traction
Revenue per month:
$42,000
Monthly costs:
$38,000
Customers: 1,250 schools`,
    present: [],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['split'],
  },
  {
    id: 'doc-en-memo-gross-margin-drop',
    documentType: 'pitch_deck',
    text: `Gross margin fell from 34% in 2023 to 21% in 2024 as feed prices rose.
Revenue was $5.6M in 2024.`,
    present: ['gross-margin'],
    absent: ['missing-financials'],
    traits: ['time', 'figures'],
  },
  {
    id: 'doc-en-memo-runway-weeks',
    documentType: 'pitch_deck',
    text: `At the current spend we have about ten weeks of money left.
Monthly revenue: $30,000; monthly costs: $110,000.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'doc-en-memo-licence-pending',
    documentType: 'pitch_deck',
    text: `The company is still waiting for the Capital Markets Authority to approve its crowdfunding licence, filed in January.
Revenue is $15,000 a month.`,
    present: ['pending-licence'],
    absent: ['missing-financials'],
    traits: ['indirect'],
  },
  {
    id: 'doc-fr-memo-agri',
    documentType: 'pitch_deck',
    text: `Note d'investissement : Sahel Lait (Mali).
La laiterie achète le lait de 1 200 éleveurs et le vend à trois supermarchés de Bamako.
Le supermarché Azar absorbe à lui seul près de 60 % de nos volumes vendus.
Le chiffre d'affaires 2024 s'élève à 410 millions FCFA, contre 520 millions FCFA en 2023.
Nous avons trois mois d'arriérés de loyer auprès de notre bailleur.`,
    present: ['customer-concentration', 'declining-revenue', 'debt-distress'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'doc-fr-deck-clean',
    documentType: 'pitch_deck',
    text: `Kolo : la paie des PME sénégalaises.
ARR : 1,4 M€, contre 800 k€ il y a un an.
Marge brute : 74 %. Churn mensuel : 1,2 %.
Consommation mensuelle : 60 k€ ; chiffre d'affaires mensuel : 115 k€.
Aucun client ne pèse plus de 4 % du chiffre d'affaires.
Nous sommes en concurrence avec Sage et des cabinets comptables.`,
    present: [],
    absent: ['customer-concentration', 'burn-above-revenue', 'high-churn', 'no-competition', 'missing-financials', 'declining-revenue', 'gross-margin'],
    language: 'fr',
    traits: ['figures', 'negation'],
  },
  {
    id: 'doc-fr-statement-table',
    documentType: 'financial_statements',
    text: `Comptes annuels de Baobab Transport SARL (en millions de FCFA)
| Poste | 2023 | 2024 |
| Chiffre d'affaires | 860 | 705 |
| Achats consommés | 510 | 430 |
| Charges de personnel | 190 | 200 |
Les comptes n'ont pas encore été audités.`,
    present: ['declining-revenue', 'audit-opinion'],
    absent: ['burn-above-revenue', 'gross-margin', 'missing-financials'],
    language: 'fr',
    traits: ['table'],
  },
  {
    id: 'doc-fr-memo-regulateur',
    documentType: 'pitch_deck',
    text: `La Banque centrale a ordonné la suspension de nos activités de crédit en ligne en juillet, dans l'attente d'un audit de conformité.
Chiffre d'affaires mensuel : 25 millions FCFA ; charges mensuelles : 21 millions FCFA.`,
    present: ['regulatory'],
    absent: ['burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'doc-fr-plan-croissance',
    documentType: 'business_plan',
    text: `Projections financières
- 2025 : 150 000 €
- 2026 : 900 000 €
- 2027 : 4 500 000 €
Chiffre d'affaires 2024 : 60 000 €.`,
    present: ['unrealistic-growth'],
    absent: ['declining-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  {
    id: 'doc-fr-pacte-ancien',
    documentType: 'legal_docs',
    text: `Table de capitalisation au 31 décembre 2024 :
- Fondateurs en activité : 52 %
- Karim B., ancien associé sorti en 2023 : 12 %
- Investisseurs : 36 %
Les actions de Karim B. n'ont pas été rachetées.`,
    present: ['dead-equity'],
    absent: ['low-founder-ownership', 'investor-control'],
    language: 'fr',
    traits: ['list', 'indirect'],
  },
  {
    id: 'doc-fr-dette',
    documentType: 'pitch_deck',
    text: `La société ne rembourse plus son prêt bancaire depuis février et négocie un rééchelonnement.
Chiffre d'affaires : 95 000 € par mois ; charges : 120 000 € par mois.`,
    present: ['debt-distress', 'burn-above-revenue'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'doc-fr-sans-chiffres',
    documentType: 'pitch_deck',
    text: `Wakili met en relation les avocats et les PME à Dakar.
Nous avons lancé la plateforme en mars et comptons 150 cabinets inscrits.
L'équipe réunit trois anciens de Jumia et d'Orange.`,
    present: ['missing-financials'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'doc-fr-autonomie-chiffres',
    documentType: 'pitch_deck',
    text: `Trésorerie au 30 juin : 240 000 €.
Nous dépensons 80 000 € par mois et encaissons 20 000 € par mois.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'doc-fr-concentration-fraction',
    documentType: 'pitch_deck',
    text: `Trois quarts de nos recettes proviennent du contrat avec le ministère de la Santé.
Chiffre d'affaires 2024 : 1,8 milliard FCFA.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['words'],
  },
  {
    id: 'doc-fr-licence-attente',
    documentType: 'pitch_deck',
    text: `Nous attendons toujours la décision de l'ARTP sur notre demande de licence de fournisseur d'accès, déposée en mai.
Chiffre d'affaires mensuel : 12 000 €.`,
    present: ['pending-licence'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect'],
  },
];
