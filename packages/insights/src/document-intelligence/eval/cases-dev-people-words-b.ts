/** Part b of cases-dev-people-words.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const peopleWordsCasesB: readonly RedFlagCase[] = [
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
