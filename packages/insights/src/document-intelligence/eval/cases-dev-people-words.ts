/**
 * Development texts written for the people-and-equity reader (branch people-words, 2026-12-03), before its rules:
 * a founder's or an executive's departure said as a hand-over, a resignation with its effective date or a role no
 * longer held; the founders' stakes said as a cap table with roles or as a fully diluted share; equity still held by
 * people who left. Half in French; the clean texts tempt the same classes (a departure denied or hypothetical, founders
 * at 45 %, a leaver whose shares were bought back, a departure at another company). A second batch of 15 (7 in English,
 * 4 clean), written after the first rules change and before the next, adds other wordings (a retirement, a replacement,
 * a departure by first name with the founding said in the next sentence, a cancelled departure) and the cap table
 * described as unreconciled with its register. A third batch of 12 (6 in French, 3 clean), written after the second rules
 * change and before the next: the founders' stake said as a dilution, in a table with a role column or with a leaver's
 * part; leavers on the register; the cap table in several versions or missing its warrants.
 */
import type { RedFlagCase } from './case';

export const peopleWordsCases: readonly RedFlagCase[] = [
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
  {
    id: 'pw-en-departure-then-cofounded',
    documentType: 'business_plan',
    present: ['founder-departure'],
    absent: [],
    traits: ['split', 'indirect'],
    text: `Letter to shareholders, second quarter 2025

Following Daniel's departure in April, Grace Achieng now leads engineering. Daniel co-founded the company with me in
2019 and we remain on good terms. Revenue for the quarter was USD 640k, against USD 575k in the first quarter.`,
  },
  // 44 % for the founders, of which 10 % with one who left: the active founders hold 34 %.
  {
    id: 'pw-en-founders-include-leaver',
    documentType: 'legal_docs',
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    traits: ['figures', 'indirect', 'list'],
    text: `Legal due diligence report - capitalisation

Founders: 44% (of which 10% is held by Samuel Ofori, a co-founder who left the company in 2022 and whose shares were
never bought back); Accra Growth Fund: 30%; angel investors: 16%; option pool: 10%.`,
  },
  {
    id: 'pw-en-founders-fell-to-48-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['low-founder-ownership', 'founder-departure'],
    traits: ['figures', 'time'],
    text: `Ownership

Over three rounds the founders' combined stake fell from 71% to 48%; both founders remain full-time in the business.
Revenue 2025: EGP 96 million, up from EGP 58 million in 2024.`,
  },
  {
    id: 'pw-en-engineer-remains-on-register',
    documentType: 'legal_docs',
    present: ['dead-equity'],
    absent: ['founder-departure'],
    traits: ['indirect'],
    text: `Disclosure letter, paragraph 3.4

Kofi Boateng, one of our first engineers, left in 2023 but remains on the register with 120,000 shares (8% of the
issued capital).`,
  },
  {
    id: 'pw-en-register-not-reconciled',
    documentType: 'legal_docs',
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['figures'],
    text: `Legal due diligence report - share capital

We could not reconcile the statutory share register with the cap table provided to us: the register shows 1,240,000
shares in issue and the cap table 1,310,000, and the conversion of three SAFEs in 2024 is not recorded in either.`,
  },
  {
    id: 'pw-en-register-reconciled-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['cap-table-complexity', 'dead-equity'],
    traits: ['negation'],
    text: `Legal due diligence report - share capital

The statutory share register agrees with the cap table provided to us; all SAFEs converted at the seed round and no
discrepancy remains. No former employee or founder holds shares.`,
  },
  {
    id: 'pw-fr-dg-remplace',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure'],
    absent: [],
    traits: ['indirect'],
    text: `Gouvernance

Le directeur général, M. Ousmane Sy, a été remplacé en novembre par Mme Khady Ndiaye, jusque-là directrice des
opérations. Chiffre d'affaires 2025 : 880 M FCFA (2024 : 720 M FCFA).`,
  },
  {
    id: 'pw-fr-depart-puis-cofondateur',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure'],
    absent: [],
    traits: ['split', 'indirect'],
    text: `Lettre aux associés, troisième trimestre 2025

Depuis le départ d'Abdou en mars, c'est Fatim qui dirige l'équipe technique. Abdou avait cofondé la société avec moi
en 2020. Chiffre d'affaires du trimestre : 145 M FCFA, contre 128 M FCFA au trimestre précédent.`,
  },
  {
    id: 'pw-fr-figure-toujours-au-registre',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['indirect'],
    text: `Rapport de due diligence juridique, actionnariat

Mme Aïssatou Diallo, ancienne directrice commerciale, qui ne fait plus partie de l'équipe depuis 2022, figure toujours
au registre des mouvements de titres avec 6 % du capital.`,
  },
  {
    id: 'pw-fr-cession-au-depart',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure'],
    absent: ['dead-equity'],
    traits: ['time', 'negation'],
    text: `Réponses au questionnaire de due diligence, question 5.1

À son départ en 2024, notre ancienne directrice des opérations a cédé ses 7 % à la société ; elle ne détient plus
aucune action.`,
  },
  {
    id: 'pw-fr-registre-non-concordant',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['indirect'],
    text: `Rapport de due diligence juridique, titres

Le registre des mouvements de titres n'a pas été tenu à jour depuis 2021 et ne concorde pas avec la table de
capitalisation qui nous a été remise ; deux cessions de 2023 n'y figurent pas.`,
  },
  {
    id: 'pw-fr-table-a-jour-clean',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['cap-table-complexity'],
    traits: ['negation'],
    text: `Rapport de due diligence juridique, titres

La table de capitalisation est à jour et concorde avec le registre des mouvements de titres ; toutes les cessions y
sont inscrites et aucun écart n'a été relevé.`,
  },
  // 21 % + 15 % = 36 %.
  {
    id: 'pw-fr-fondateurs-respectivement',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['figures', 'indirect'],
    text: `Pacte d'associés, préambule

Les deux fondateurs, Yao Mensah (président) et Kossi Agbo (directeur technique), détiennent respectivement 21 % et
15 % du capital ; le solde est réparti entre le fonds Comoé Capital (34 %), des business angels (20 %) et le pool
d'options (10 %).`,
  },
  {
    id: 'pw-fr-depart-annule-clean',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['founder-departure'],
    traits: ['negation', 'time'],
    text: `Équipe

Le départ de notre directeur technique, un temps envisagé, n'aura pas lieu : il a renouvelé son engagement jusqu'en
2028. Chiffre d'affaires 2025 : 3,1 M MAD, contre 2,4 M MAD en 2024.`,
  },
  // Third batch, written after the second rules change and before the next: the founders' stake said as a dilution,
  // in a table with a role column or with a leaver's part; leavers on the register; the cap table in several versions.
  {
    id: 'pw-en-founders-diluted-to',
    documentType: 'legal_docs',
    present: ['low-founder-ownership'],
    absent: [],
    traits: ['indirect', 'figures'],
    text: `Memo to the investment committee

After the bridge round and the conversion of the 2023 notes, the founders were diluted to 27% between them; no single
investor holds more than 19%.`,
  },
  // 21 % + 15 % = 36 %.
  {
    id: 'pw-en-cap-table-role-column',
    documentType: 'legal_docs',
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['table', 'figures'],
    text: `Capitalisation table at 30 September 2025

| Holder | Role | Shares | % |
| Efua Mensah | Founder & CEO | 2,100,000 | 21.0% |
| Yaw Darko | Co-founder & CTO | 1,500,000 | 15.0% |
| Volta Capital | Series A lead | 3,200,000 | 32.0% |
| Seed angels (14) | Investors | 2,200,000 | 22.0% |
| ESOP | Pool | 1,000,000 | 10.0% |`,
  },
  {
    id: 'pw-en-founders-control-58-clean',
    documentType: 'legal_docs',
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['figures'],
    text: `Shareholders' agreement - recitals

The two founders, both executive directors, hold 58% of the issued shares between them; the remaining 42% is held
by four investors, none of whom holds more than 15%.`,
  },
  {
    id: 'pw-fr-participation-ramenee',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership'],
    absent: [],
    traits: ['indirect', 'figures'],
    text: `Note de synthèse, capital

Au terme des trois tours de financement, la participation cumulée des fondateurs est ramenée à 29 % du capital sur
une base totalement diluée.`,
  },
  // 30 % + 22 % = 52 %.
  {
    id: 'pw-fr-table-roles-clean',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['table', 'figures'],
    text: `Table de capitalisation au 31 décembre 2025

Kadiatou Camara (présidente, fondatrice) : 30 %
Sékou Condé (directeur général, cofondateur) : 22 %
Fonds Tiwa Capital : 26 %
Business angels : 14 %
BSPCE : 8 %`,
  },
  // 48 % pour les fondateurs, dont 20 % à celui qui est parti : 28 % pour les actifs.
  {
    id: 'pw-fr-fondateurs-dont-parti',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Rapport de due diligence juridique, actionnariat

Les fondateurs détiennent 48 % du capital, dont 20 % pour M. Issa Kaboré, cofondateur, qui a quitté la société en 2023
et n'a pas cédé ses actions.`,
  },
  {
    id: 'pw-en-sales-rep-kept-vested',
    documentType: 'legal_docs',
    present: ['dead-equity'],
    absent: ['founder-departure'],
    traits: ['indirect'],
    text: `Disclosure letter, paragraph 3.6

Under the leaver provisions, one of our early sales representatives who left in March kept her vested shares, about
4% of the company; the company has no right to acquire them.`,
  },
  {
    id: 'pw-fr-anciens-salaries-au-registre',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity'],
    absent: ['founder-departure'],
    traits: ['indirect', 'figures'],
    text: `Réponses au questionnaire de due diligence, question 4.3

Trois anciens salariés, partis entre 2022 et 2024, apparaissent encore au registre des mouvements de titres pour un
total de 5,5 % du capital.`,
  },
  {
    id: 'pw-en-cofounder-sold-to-fund',
    documentType: 'legal_docs',
    present: ['founder-departure'],
    absent: ['dead-equity'],
    traits: ['time'],
    text: `Legal due diligence report - history of the share capital

When our co-founder Amina Yusuf left in 2023, she sold her entire 12% stake to Savannah Fund II; she no longer holds
any shares.`,
  },
  {
    id: 'pw-en-cap-table-versions-differ',
    documentType: 'legal_docs',
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['indirect'],
    text: `Legal due diligence report - share capital

The three versions of the cap table we received (in the data room, in the deck and annexed to the shareholders'
agreement) show different totals, and management could not tell us which one is current.`,
  },
  {
    id: 'pw-fr-bspce-non-recenses',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['indirect'],
    text: `Rapport de due diligence juridique, titres donnant accès au capital

Plusieurs BSPCE et deux BSA AIR ne figurent pas dans la table de capitalisation transmise, qui ne permet donc pas de
connaître la répartition réelle du capital.`,
  },
  {
    id: 'pw-fr-table-complete-clean',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['cap-table-complexity'],
    traits: ['negation'],
    text: `Rapport de due diligence juridique, titres donnant accès au capital

La table de capitalisation transmise est complète : elle recense l'ensemble des actions, BSPCE et BSA AIR émis, et
concorde avec le registre des mouvements de titres.`,
  },
];
