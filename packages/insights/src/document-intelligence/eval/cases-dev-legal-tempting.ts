/**
 * Development texts written for the twenty-fourth round's legal reader (decision 0036, amendment of 2026-12-03), before
 * its rules: legal words that name no open case (a case settled or won and not appealed, a clause on how disputes would
 * be settled, a court that registers papers, a law firm's practice, another company's case, a risk factor), beside
 * cases that are open (an appeal pending, a claim before a labour court). Half in French.
 */
import type { RedFlagCase } from './case';

export const legalTemptingCases: readonly RedFlagCase[] = [
  {
    id: 'lt-en-settled-and-paid',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation'],
    traits: ['time'],
    text: `Litigation

The claim brought by Kenya Power over back-billed tariffs was settled in March 2025 and the settlement sum of KES 4.2
million was paid in full. No other matter is open.`,
  },
  {
    id: 'lt-en-arbitration-clause',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation'],
    traits: ['indirect'],
    text: `Shareholders' agreement, clause 19 (Disputes)

Any dispute arising out of this agreement shall be referred to arbitration in Kigali under the rules of the Kigali
International Arbitration Centre, and judgment on the award may be entered in any competent court.`,
  },
  {
    id: 'lt-en-competitor-sued',
    documentType: 'pitch_deck',
    present: [],
    absent: ['litigation'],
    traits: ['indirect'],
    text: `Competition

Our largest competitor, QuickLoan, is being sued by a group of borrowers over its collection practices, which has
sent several of its agents to us. Revenue this quarter: $410k, up from $350k.`,
  },
  {
    id: 'lt-en-risk-factor',
    documentType: 'business_plan',
    present: [],
    absent: ['litigation'],
    traits: ['modality'],
    text: `Risk factors

Litigation. As the business grows, we may become subject to claims from customers, employees or suppliers, and the
cost of defending them could be material. Revenue for 2025 is planned at $2.1M against $1.6M in 2024.`,
  },
  {
    id: 'lt-en-case-won-not-appealed',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation'],
    traits: ['time'],
    text: `Legal history

In 2023 the company won its case against its former landlord in the High Court of Accra; the judgment was not
appealed and the costs awarded were recovered in full.`,
  },
  {
    id: 'lt-en-law-firm-practice',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation'],
    traits: ['indirect'],
    text: `Advisers

Legal counsel: Anjarwalla & Khanna (corporate and litigation practice). Auditors: PwC Kenya. Company secretary:
Chancery Secretaries Ltd.`,
  },
  {
    id: 'lt-en-appeal-pending',
    documentType: 'legal_docs',
    present: ['litigation'],
    absent: [],
    traits: ['time', 'indirect'],
    text: `Litigation

The High Court found for the company in 2024, but the appeal filed by the former landlord is still pending before the
Court of Appeal; judgment is expected in the second half of 2025.`,
  },
  {
    id: 'lt-fr-transaction-close',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation'],
    traits: ['time'],
    text: `Contentieux

Le litige qui opposait la société à son ancien bailleur a fait l'objet d'une transaction signée en juin 2025 ; le
dossier est clos et l'indemnité convenue a été intégralement versée.`,
  },
  {
    id: 'lt-fr-clause-attributive',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation'],
    traits: ['indirect'],
    text: `Statuts, article 32

En cas de différend entre associés relatif à l'interprétation des présents statuts, le tribunal de commerce
d'Abidjan sera seul compétent.`,
  },
  {
    id: 'lt-fr-concurrent-poursuivi',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['litigation', 'regulatory'],
    traits: ['indirect'],
    text: `Concurrence

Notre principal concurrent fait l'objet d'une procédure devant l'ARTP et d'une action en justice de plusieurs
commerçants, ce qui nous a permis de signer 40 nouveaux points de vente. Chiffre d'affaires du trimestre : 92 M FCFA.`,
  },
  {
    id: 'lt-fr-facteur-de-risque',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['litigation'],
    traits: ['modality'],
    text: `Facteurs de risque

Risque juridique : la société pourrait faire l'objet de réclamations de clients ou de salariés, dont la défense
aurait un coût. Chiffre d'affaires prévu en 2026 : 1,4 M€, contre 0,9 M€ en 2025.`,
  },
  {
    id: 'lt-fr-greffe',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation'],
    traits: ['indirect'],
    text: `Extrait Kbis

Société immatriculée au registre du commerce et du crédit mobilier du tribunal de commerce de Dakar le 4 mars 2021,
sous le numéro SN-DKR-2021-B-10234.`,
  },
  {
    id: 'lt-fr-affaire-gagnee-sans-appel',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation'],
    traits: ['time'],
    text: `Historique juridique

En 2023, la société a obtenu gain de cause contre un ancien distributeur devant le tribunal de commerce de Douala ;
le jugement n'a pas été frappé d'appel et les dommages-intérêts ont été encaissés.`,
  },
  {
    id: 'lt-fr-prudhommes-audience',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation'],
    absent: [],
    traits: ['indirect'],
    text: `Point social

Un ancien salarié a saisi le tribunal du travail de Lomé pour licenciement abusif ; l'audience de conciliation est
fixée au 12 mars 2026.`,
  },
];
