/**
 * Development texts written for the twenty-fourth round's second and third readers (decision 0036, amendment of
 * 2026-12-03), before their rules: churn counted against the base a period opened with, unit economics in French and
 * a customer's cost said with its verb, a revenue plan said in one sentence, people and stakes said in other words, and
 * one negation over a list of legal and regulatory matters. Half in French; the clean texts tempt the same classes.
 */
import type { RedFlagCase } from './case';

export const countsAndScopeCases: readonly RedFlagCase[] = [
  // 61 of the 240 merchants of the quarter's start left: 25.4 % a quarter, above the 14.3 % of 5 % a month.
  {
    id: 'cs-en-churn-counted-quarter',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Merchant base, third quarter

We started the quarter with 240 paying merchants. During the quarter 61 cancelled and 35 new ones joined, so we
closed at 214. Revenue for the quarter was KES 18.4 million.`,
  },
  // 52 of 400 schools in a year: 13 %, under the 45 % of a year.
  {
    id: 'cs-en-churn-counted-year-clean',
    documentType: 'business_plan',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Schools on the platform

We began 2024 with 400 schools; 52 left during the year, most of them after mergers, and 131 joined. Revenue for
2024 was $1.9M against $1.3M in 2023.`,
  },
  // 58 des 180 abonnés du 1er janvier : 32,2 % sur le semestre, au-dessus des 26,5 % de 5 % par mois.
  {
    id: 'cs-fr-attrition-comptee-semestre',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['high-churn'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Rapport semestriel, premier semestre 2025

Au 1er janvier, la société comptait 180 abonnés professionnels. Sur le semestre, 58 ont résilié leur abonnement et
44 nouveaux ont souscrit. Chiffre d'affaires du semestre : 96 M FCFA (S2 2024 : 88 M FCFA).`,
  },
  // 9 sur 150 : 6 % sur le trimestre, sous les 14,3 %.
  {
    id: 'cs-fr-attrition-comptee-trimestre-clean',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['high-churn'],
    traits: ['figures'],
    text: `Nos clients

Sur le trimestre, 9 clients ont résilié, sur une base de 150 clients au 1er juillet. Le chiffre d'affaires du
trimestre atteint 210 000 TND, contre 184 000 TND au trimestre précédent.`,
  },
  // 12 000 × 20 % × 8 = 19 200 de LTV pour 15 000 de CAC : 1,28, pas 4.
  {
    id: 'cs-fr-ltv-cac-contredit',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unit-economics'],
    absent: [],
    traits: ['figures'],
    text: `Économie unitaire

Notre ratio LTV/CAC est de 4. Avec un panier mensuel de 12 000 FCFA, une marge brute de 20 % et une durée de vie
client de 8 mois, la LTV ressort à 19 200 FCFA, pour un CAC de 15 000 FCFA.
Chiffre d'affaires mensuel : 41 M FCFA.`,
  },
  // 30 000 × 40 % × 24 = 288 000 de LTV pour 60 000 de CAC : 4,8, comme annoncé.
  {
    id: 'cs-fr-ltv-cac-coherent-clean',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['unit-economics'],
    traits: ['figures'],
    text: `Économie unitaire

LTV/CAC proche de 5 : abonnement de 30 000 FCFA par mois, marge brute de 40 %, durée de vie moyenne de 24 mois,
soit une LTV de 288 000 FCFA, pour un coût d'acquisition de 60 000 FCFA par client.
Chiffre d'affaires mensuel : 27 M FCFA.`,
  },
  // $18,000 of ads a month for 150 new customers: $120 each, not the $45 claimed.
  {
    id: 'cs-en-acquisition-cost-said-with-verb',
    documentType: 'pitch_deck',
    present: ['unit-economics'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Growth engine

It costs us about $45 to acquire a customer. In October we spent $18,000 on Facebook and radio ads and signed 150
new customers, our best month yet. Monthly revenue: $64,000.`,
  },
  // $9,000 for 200 customers: $45 each, as claimed.
  {
    id: 'cs-en-acquisition-cost-consistent-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['unit-economics'],
    traits: ['figures'],
    text: `Growth engine

It costs us about $45 to acquire a customer: in October we spent $9,000 on ads and referral bonuses and signed 200
new customers. Monthly revenue: $58,000.`,
  },
  // $400k to $2.4M in one year: 6×.
  {
    id: 'cs-en-plan-one-sentence',
    documentType: 'business_plan',
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['figures'],
    text: `Plan

We plan to grow revenue from $400k this year to $2.4M next year by opening three new cities and launching the
wholesale product. Costs this year: $380k.`,
  },
  // 600 k€ à 3 M€ en un an : 5×.
  {
    id: 'cs-fr-plan-une-phrase',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['figures'],
    text: `Ambition

Nous visons un chiffre d'affaires de 3 M€ en 2026, contre 600 k€ attendus en 2025, grâce à l'ouverture du Sénégal
et de la Côte d'Ivoire. Les charges 2025 sont estimées à 560 k€.`,
  },
  // 1,2 M€ à 2,6 M€ : 2,2×.
  {
    id: 'cs-fr-plan-une-phrase-clean',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['figures'],
    text: `Ambition

Nous visons un chiffre d'affaires de 2,6 M€ en 2026, contre 1,2 M€ en 2025, porté par les contrats déjà signés avec
deux distributeurs. Charges 2025 : 1,1 M€.`,
  },
  {
    id: 'cs-en-cto-stepping-back',
    documentType: 'business_plan',
    present: ['founder-departure'],
    absent: [],
    traits: ['indirect'],
    text: `Team update

Our CTO and co-founder, Tendai, is stepping back to an advisory role at the end of the quarter to focus on his
family's business in Bulawayo. We are recruiting his successor. Revenue last quarter: $310k.`,
  },
  // 19 % + 12 % = 31 % for the two active founders.
  {
    id: 'cs-en-founders-together-under',
    documentType: 'legal_docs',
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['figures', 'indirect'],
    text: `Capitalisation after the Series A

Ama Boateng (CEO, founder): 19%
Kofi Mensah (CTO, founder): 12%
Series A investors (three funds): 41%
Seed investors: 18%
Option pool: 10%`,
  },
  {
    id: 'cs-fr-fondateurs-ensemble-sous',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership'],
    absent: [],
    traits: ['indirect'],
    text: `Table de capitalisation

À l'issue de la série A, les deux fondateurs, tous deux salariés de la société, détiennent ensemble 36 % du capital,
le fonds Atlas Ventures 28 %, les business angels 26 % et le pool d'options 10 %.`,
  },
  {
    id: 'cs-en-lead-investor-majority',
    documentType: 'legal_docs',
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    traits: ['indirect'],
    text: `Shareholding

Following the conversion of its notes, our lead investor, Zephyr Capital, holds 54% of the ordinary shares; the
founders hold 38% and employees 8%.`,
  },
  {
    id: 'cs-fr-fonds-minoritaire-clean',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['figures'],
    text: `Actionnariat

Le fonds Sahel Capital détient 42 % du capital ; les trois fondateurs, tous actifs, détiennent ensemble 51 %, le
solde de 7 % revenant aux salariés.`,
  },
  {
    id: 'cs-en-former-coo-still-holds',
    documentType: 'legal_docs',
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['indirect'],
    text: `Notes to the cap table

Our former COO, who left the company in 2023, still holds 12% of the shares; the shareholders' agreement gave the
company no right to buy them back.`,
  },
  {
    id: 'cs-en-no-list-of-matters-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['litigation', 'regulatory', 'related-party'],
    traits: ['negation', 'list'],
    text: `Disclosure letter

There is no pending litigation, regulatory sanction, investigation or related-party transaction to disclose. The
company's licence from the Central Bank was renewed in March for three years.`,
  },
  {
    id: 'cs-fr-aucun-de-la-liste-clean',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'regulatory', 'related-party'],
    traits: ['negation', 'list'],
    text: `Déclarations du cédant

Aucun litige, aucune sanction de l'ARTP ni aucune convention conclue avec un dirigeant ou un associé n'est à
signaler à la date des présentes.`,
  },
  {
    id: 'cs-en-no-debt-other-than-relative',
    documentType: 'financial_statements',
    present: ['related-party'],
    absent: ['debt-distress'],
    traits: ['negation', 'indirect'],
    text: `Note 14: Borrowings

The company has no debt other than a shareholder loan of USD 150,000 from the CEO's brother, at 12% a year,
repayable in 2027. All interest due to date has been paid; finance costs for the year were USD 18,000 on revenue
of USD 2.3 million.`,
  },
  {
    id: 'cs-fr-agrement-en-instruction',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['indirect'],
    text: `Point réglementaire

Le dossier d'agrément d'établissement de paiement, déposé auprès de la BCEAO en mai, est toujours en cours
d'instruction ; aucune sanction n'a été prononcée et aucune mise en demeure n'a été reçue.`,
  },
  {
    id: 'cs-en-no-claim-other-than-landlord',
    documentType: 'legal_docs',
    present: ['litigation'],
    absent: [],
    traits: ['negation', 'indirect'],
    text: `Legal due diligence, litigation

We are not aware of any claim against the company, other than the dispute with its former landlord over unpaid
rent, which is before the Lagos High Court with a hearing set for February.`,
  },
  {
    id: 'cs-fr-aucun-litige-sauf-prudhommes',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation'],
    absent: [],
    traits: ['negation', 'indirect'],
    text: `Questionnaire juridique

Aucun contentieux n'oppose la société à ses clients ou fournisseurs, à l'exception de l'action engagée par un
ancien salarié devant le tribunal du travail de Douala, toujours pendante.`,
  },
];
