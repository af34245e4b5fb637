/** Part a of cases-dev-people-words.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const peopleWordsCasesA: readonly RedFlagCase[] = [
  {
    id: 'pw-en-ceo-hands-over',
    documentType: 'business_plan',
    present: ['founder-departure'],
    absent: [],
    traits: ['indirect', 'time'],
    text: `Investor update, October 2025

Wanjiru Kamau, our co-founder and CEO, will hand over the CEO role to our COO, Brian Otieno, on 1 January and will
leave the company after a three-month transition. Revenue for the third quarter was KES 42 million, against KES 36
million in the second quarter.`,
  },
  {
    id: 'pw-en-coo-resignation-minutes',
    documentType: 'legal_docs',
    present: ['founder-departure'],
    absent: [],
    traits: ['time'],
    text: `Minutes of a meeting of the Board of Directors of Lekki Logistics Ltd, 14 January 2026

3. Management. The Board noted the resignation of Mr Segun Adeyemi as Chief Operating Officer, effective 31 March
2026. Until a successor is appointed, his responsibilities will be assumed by the Managing Director.`,
  },
  {
    id: 'pw-en-cfo-no-longer-with-us',
    documentType: 'business_plan',
    present: ['founder-departure'],
    absent: [],
    traits: ['indirect'],
    text: `4. Management team

Kwame Asante, our CFO since 2021, is no longer with the company: he left in August and the finance function is now
run by an outsourced accounting firm while we recruit. Revenue for the first half of 2026 was GHS 3.1 million (first
half of 2025: GHS 2.4 million).`,
  },
  {
    id: 'pw-en-departure-denied-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['founder-departure'],
    traits: ['negation'],
    text: `Team

Contrary to a press report last month, neither of our founders is leaving: Zainab Bello (CEO) and Tunde Okafor
(CTO) have both signed new four-year service agreements and remain full-time. Revenue 2025: NGN 840 million, up from
NGN 610 million in 2024.`,
  },
  {
    id: 'pw-en-other-company-ceo-clean',
    documentType: 'business_plan',
    present: [],
    absent: ['founder-departure'],
    traits: ['indirect'],
    text: `Distribution

Savanna Foods, one of our eleven distributors, announced in September that its chief executive is stepping down at
the end of the year. Our supply contract with them runs to 2027 and we expect no change. Revenue for the year to
June 2026 was ZAR 28 million (2025: ZAR 21 million).`,
  },
  // 17.5 % + 14 % = 31.5 % for the two founders.
  {
    id: 'pw-en-cap-table-roles-under',
    documentType: 'legal_docs',
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['table', 'figures', 'indirect'],
    text: `Schedule 2 - Shareholding after Completion

Musa Bello (CEO, co-founder) ........ 17.5%
Chidi Okeke (CTO, co-founder) ....... 14.0%
Launch Africa Fund II ............... 26.0%
Kalahari Ventures ................... 21.0%
Angel investors (9) ................. 12.5%
Employee option pool ................  9.0%`,
  },
  {
    id: 'pw-en-founding-team-fully-diluted',
    documentType: 'pitch_deck',
    present: ['low-founder-ownership'],
    absent: [],
    traits: ['indirect', 'figures'],
    text: `The round

Following the seed extension, the founding team now holds 34% on a fully diluted basis, down from 52% before the
round; the balance is held by our seed investors and the option pool. Annualised revenue: USD 1.2 million.`,
  },
  {
    id: 'pw-en-founders-45-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['figures'],
    text: `Term sheet - Series A of Kijani Grid Ltd - capitalisation

Post-money, the three founders, all full-time, will together own 45% of the company on a fully diluted basis; the new
investors 30%, the seed investors 15% and the option pool 10%.`,
  },
  {
    id: 'pw-en-former-cofounder-still-holds',
    documentType: 'legal_docs',
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['indirect', 'time'],
    text: `Legal due diligence report - share capital

A former co-founder, who left the business in 2022 to join a commercial bank, still holds 15% of the ordinary
shares. The articles contain no leaver provisions and no agreement to buy his shares back has been reached.`,
  },
  {
    id: 'pw-en-leavers-not-repurchased',
    documentType: 'legal_docs',
    present: ['dead-equity'],
    absent: ['founder-departure'],
    traits: ['indirect'],
    text: `Disclosure schedule, item 6 (share capital)

The shares of two early engineers who left the company in 2024, together 6% of the issued capital, have not yet been
repurchased; the company intends to exercise its call option once its cash allows.`,
  },
  {
    id: 'pw-en-engineers-bought-back-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['dead-equity', 'founder-departure'],
    traits: ['time'],
    text: `Disclosure schedule, item 6 (share capital)

Two engineers who left in 2024 held 3% of the shares between them. The company repurchased their shares in March 2025
under the leaver provisions of the shareholders' agreement, and the repurchased shares were cancelled.`,
  },
  {
    id: 'pw-en-cofounder-left-bought-back',
    documentType: 'business_plan',
    present: ['founder-departure'],
    absent: ['dead-equity'],
    traits: ['time'],
    text: `Team and ownership

Our co-founder Lerato Nkosi left the company in May 2025 to pursue a master's degree. Under the good-leaver terms the
company repurchased her entire 10% holding in July. Revenue for 2025 was ZAR 14 million (2024: ZAR 9 million).`,
  },
  {
    id: 'pw-fr-quitte-fonctions-operationnelles',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure'],
    absent: [],
    traits: ['indirect', 'time'],
    text: `Lettre aux actionnaires, premier semestre 2025

Notre cofondateur et directeur général, M. Serge Kouadio, a quitté ses fonctions opérationnelles le 30 juin ; il reste
membre du conseil d'administration. Chiffre d'affaires du semestre : 410 M FCFA (premier semestre 2024 : 350 M FCFA).`,
  },
  {
    id: 'pw-fr-n-exerce-plus-de-fonction',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure'],
    absent: [],
    traits: ['indirect'],
    text: `Rapport de due diligence juridique, extrait (gouvernance)

M. Tahar Benali, cofondateur et ancien directeur commercial, n'exerce plus de fonction dans la société depuis
septembre 2024 et n'y perçoit plus aucune rémunération.`,
  },
  {
    id: 'pw-fr-demission-effective',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure'],
    absent: [],
    traits: ['time'],
    text: `Procès-verbal du conseil d'administration de Téranga Agro SA, Dakar, 12 février 2026

Le conseil prend acte de la démission de Mme Fatou Diop de ses fonctions de directrice administrative et financière,
démission effective au 31 mars 2026. Le directeur général assurera l'intérim.`,
  },
  {
    id: 'pw-fr-depart-dementi-clean',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['founder-departure'],
    traits: ['negation'],
    text: `Équipe

Contrairement à ce qu'a écrit un site d'information en octobre, aucun des deux fondateurs ne quitte la société :
Mariam Traoré (présidente) et Olivier Nana (directeur technique) restent à plein temps. Chiffre d'affaires 2025 :
620 M FCFA, contre 480 M FCFA en 2024.`,
  },
  {
    id: 'pw-fr-depart-hypothetique-clean',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['founder-departure', 'dead-equity'],
    traits: ['modality'],
    text: `Pacte d'associés, article 11 (départ d'un fondateur)

En cas de départ d'un fondateur avant le 1er janvier 2028, quelle qu'en soit la cause, les autres associés
disposeront d'une promesse de vente portant sur la totalité de ses actions, au prix fixé à l'article 12.`,
  },
  {
    id: 'pw-fr-fondateurs-conservent-31',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['indirect', 'figures'],
    text: `Note au comité d'investissement, structure du capital

À l'issue de l'augmentation de capital, les fondateurs conservent ensemble 31 % du capital, contre 58 % avant
l'opération ; le fonds Kilimandjaro Capital détient 27 %, les investisseurs de l'amorçage 30 % et les salariés 12 %.`,
  },
  // 24 % + 13 % = 37 % pour les deux fondateurs actifs ; le troisième, parti, garde 16 %.
  {
    id: 'pw-fr-table-roles-fondateur-parti',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    traits: ['table', 'figures', 'indirect'],
    text: `Annexe 1, table de capitalisation de Baobab Santé SAS au 30 novembre 2025

Aminata Sow (présidente, fondatrice) : 24 %
Ibrahima Fall (directeur général, cofondateur) : 13 %
Moussa Ndiaye (cofondateur, a quitté la société en 2023) : 16 %
Partech Africa : 29 %
Business angels : 11 %
BSPCE attribués : 7 %`,
  },
  {
    id: 'pw-fr-fondateurs-45-clean',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership'],
    traits: ['figures'],
    text: `Levée de fonds

Après l'opération, les trois fondateurs, tous opérationnels, détiendront 45 % du capital sur une base totalement
diluée, les nouveaux investisseurs 35 % et le pool de BSPCE 20 %. Chiffre d'affaires 2025 : 1,4 M€.`,
  },
  {
    id: 'pw-fr-ancien-dt-detient-toujours',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['indirect', 'time'],
    text: `Rapport de due diligence juridique, capital social

L'ancien directeur technique, parti en 2023, détient toujours 9 % du capital. Les statuts ne prévoient aucune clause
d'exclusion et aucun accord de cession n'a été trouvé avec lui à ce jour.`,
  },
  {
    id: 'pw-fr-salaries-partis-non-rachetees',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity'],
    absent: ['founder-departure'],
    traits: ['indirect'],
    text: `Réponses au questionnaire de due diligence, question 4.2

Les actions des deux anciens salariés ayant quitté la société en 2024, soit 4 % du capital au total, n'ont pas encore
été rachetées ; la société exercera la promesse de vente dès que sa trésorerie le permettra.`,
  },
  {
    id: 'pw-fr-parts-rachetees-clean',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['dead-equity', 'founder-departure'],
    traits: ['time'],
    text: `Réponses au questionnaire de due diligence, question 4.2

Les 5 % détenus par un ancien commercial, parti en 2023, ont été rachetés par la société en janvier 2025 puis annulés
par l'assemblée générale extraordinaire ; aucune personne ayant quitté la société ne figure plus au capital.`,
  },
  {
    id: 'pw-fr-depart-autre-societe-clean',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['founder-departure'],
    traits: ['indirect'],
    text: `Partenaires

Le directeur général de la Société Ivoirienne de Distribution, l'un de nos douze grossistes, a quitté ses fonctions en
octobre ; notre contrat-cadre avec eux court jusqu'en 2027 et n'en est pas affecté. Chiffre d'affaires 2025 :
2,3 Md FCFA (2024 : 1,9 Md FCFA).`,
  },
  // Second batch, written after the first rules change and before the next: other wordings, and the cap table described as unclear.
  {
    id: 'pw-en-finance-director-retired',
    documentType: 'business_plan',
    present: ['founder-departure'],
    absent: [],
    traits: ['indirect', 'time'],
    text: `Management

Ruth Wambui, our finance director since 2020, retired in September; her deputy is acting finance director until the
post is filled. Revenue for the year to September 2025 was KES 310 million (2024: KES 262 million).`,
  },
];
