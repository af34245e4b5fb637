/**
 * Development set, eighteenth round (w4, part 4; 2026-11-30): French of francophone Africa and the Maghreb, in many genres and layouts (procès-verbaux, rapports de gestion et du commissaire aux comptes, pactes, notes d'investissement, decks, business plans en tableaux, WhatsApp, courriels, questionnaires de due diligence, presse, scans OCR), written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthFrW4Part4: readonly RedFlagCase[] = [
  // CA T3 412 M < T2 538 M FCFA
  {
    id: 'd18-w4-fr-dakar-sms-courriel-actionnaires-artp',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['regulatory', 'declining-revenue'],
    absent: ['litigation', 'pending-licence'],
    traits: ['figures', 'time', 'indirect'],
    text: `De : Fatou Kiné Seck <fk.seck@tekki.sn>
À : Actionnaires Tekki Services SA
Objet : Information trimestrielle — T3 2025
Chers actionnaires,
Comme annoncé lors de notre appel d'août, l'ARTP a suspendu le 18 juillet nos codes courts USSD pour une durée de 60 jours, considérant que nos campagnes de jeux par SMS ne respectaient pas les règles de consentement préalable. Nos services de jeux restent à l'arrêt jusqu'à nouvel ordre.
Le chiffre d'affaires du troisième trimestre ressort ainsi à 412 M FCFA, contre 538 M FCFA au deuxième trimestre.
Nous avons déposé un recours gracieux et engagé un cabinet spécialisé pour revoir nos parcours de consentement.
La trésorerie reste confortable (1,1 Md FCFA au 30 septembre).
Bien à vous,
Fatou Kiné Seck, Directrice générale`,
  },
  // fondateurs actifs : 18 + 14 + 5 = 37 % < 40 %
  {
    id: 'd18-w4-fr-abidjan-questionnaire-dd-capital',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity', 'dead-equity'],
    traits: ['q-and-a', 'list', 'figures'],
    text: `QUESTIONNAIRE DE DUE DILIGENCE — SECTION C : CAPITAL ET GOUVERNANCE
Société : LAGUNE ASSURTECH SAS (Abidjan, Côte d'Ivoire)
C1. Répartition du capital entièrement dilué à ce jour ?
R. Table rapprochée avec le registre au 30 juin 2025 :
   - Jean-Baptiste Kouamé, fondateur, Président ............ 18 %
   - Mariam Coulibaly, fondatrice, directrice technique ...... 14 %
   - Serge Aka, fondateur, directeur commercial .............. 5 %
   - Partech Africa ........................................... 27 %
   - Janngo Capital ........................................... 21 %
   - Business angels ........................................... 9 %
   - Réserve d'options ......................................... 6 %
C2. Un associé a-t-il quitté la Société en conservant ses titres ?
R. Non. Les trois fondateurs sont à temps plein dans la Société.`,
  },
  // charges 60 + 120 + 195 + 105 = 480 M > produits 310 M FCFA ; achats 120 M < CA
  {
    id: 'd18-w4-fr-douala-etats-financiers-charges',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['burn-above-revenue'],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures', 'far-header'],
    text: `KMER FOOD TECH SA — ÉTATS FINANCIERS SYSCOHADA — EXERCICE 2024
Montants en millions FCFA — colonne 1 : exercice 2024 ; colonne 2 : exercice 2023
États financiers certifiés sans réserve (rapport du CAC du 12 avril 2025)
(Les notes 3 à 11 sur les immobilisations et les stocks figurent en annexe)
PRODUITS
  Ventes de produits fabriqués ........... 296 | 221
  Produits accessoires .................... 14 |   9
  Total produits ......................... 310 | 230
CHARGES
  Achats de matières premières .......... 120 |  92
  Transports et services extérieurs ...... 60 |  41
  Charges de personnel .................. 195 | 150
  Dotations aux amortissements .......... 105 |  88
  Total charges ......................... 480 | 371`,
  },
  {
    id: 'd18-w4-fr-tunis-article-presse-agritech',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'litigation', 'founder-departure'],
    traits: ['press', 'negation', 'time'],
    text: `START-UP | Tunisie
Zitouna Farm lève 3 millions de dinars pour ses capteurs d'irrigation
La jeune pousse sfaxienne, qui équipe 1 200 exploitations oléicoles, a réalisé un chiffre d'affaires de 2,4 millions de dinars en 2024 (1,5 million en 2023).
« Nous avons peu de concurrents locaux, mais les grands équipementiers européens sont présents et nous prenons ce risque au sérieux », explique son cofondateur Amine Trabelsi.
Le différend qui opposait la société à un ancien associé a été clos en janvier par une sentence arbitrale, exécutée depuis.
Les deux fondateurs restent aux commandes et prévoient l'ouverture d'un bureau à Alger en 2026.`,
  },
  // payback annoncé 6 mois ; réel 45 000 / 2 500 = 18 mois ; fondateurs 20 + 14 = 34 %
  {
    id: 'd18-w4-fr-ouaga-compte-rendu-entretien-payback',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unit-economics', 'low-founder-ownership'],
    absent: ['high-churn', 'investor-control'],
    traits: ['figures', 'indirect'],
    text: `COMPTE RENDU — Entretien avec les fondateurs de SÔRÔ MICRO-ASSURANCE (Ouagadougou), 4 novembre 2025
Présents : Hamidou Sawadogo (CEO), Clarisse Zongo (COO) ; pour nous : R. Kaboré
1. Économie unitaire : le CEO affirme que le coût d'acquisition d'un assuré est « remboursé en six mois ».
   Chiffres donnés ensuite : coût d'acquisition moyen 45 000 FCFA (agents et commissions) ; marge mensuelle par assuré après sinistres 2 500 FCFA.
   Résiliation mensuelle : 2 %.
2. Capital : les deux fondateurs détiennent respectivement 20 % et 14 %. Le reste est réparti entre trois fonds (24 %, 22 %, 11 %) et un pool de salariés (9 %).
3. Prochaines étapes : transmission du modèle financier et des cohortes 2024.`,
  },
  {
    id: 'd18-w4-fr-lome-mise-en-demeure-banque-ocr',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['debt-distress', 'litigation'],
    absent: ['going-concern', 'regulatory'],
    traits: ['ocr', 'legal-style', 'time'],
    text: `OR ABANK TOGO — Direc tion du Recou vrement — Lomé, le 2 sep tembre 2025
LETTRE RECOM MANDÉE AVEC AR
À : SOCIÉTÉ KA LÉ MO BI LITÉ SARL
Objet : Prêt n° 0041-22 / Défaut de paie ment
Mes sieurs,
Malgré nos re lances, les échéan ces de mai, juin et juil let 2025 (3 x 8 750 000 FCFA) demeu rent impa yées.
En consé quence, nous pro non çons la dé chéance du terme et vous infor mons que nous avons ce jour sai si le Tri bunal de com merce de Lo mé d'une demande en paie ment de l'encours, soit 214 600 000 FCFA.
Première au dience fixée au 21 octo bre 2025.
Le Direc teur du Recou vrement
[ca chet]`,
  },
  {
    id: 'd18-w4-fr-tunis-note-lettre-bct-agrement',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['pending-licence'],
    absent: ['regulatory', 'litigation'],
    traits: ['quoted-letter', 'time'],
    text: `NOTE DE SYNTHÈSE — FLOUSSI SA (Tunis) — Point réglementaire
Floussi a déposé le 14 février 2025 auprès de la Banque centrale de Tunisie une demande d'agrément en qualité d'établissement de paiement. La BCT a accusé réception par courrier du 3 mars, dont nous citons :
« Votre dossier est réputé complet à la date du présent courrier. Son instruction est en cours et la décision vous sera notifiée dans les délais réglementaires. »
À la date de cette note (octobre 2025), aucune décision n'a été rendue. En attendant, Floussi limite son activité à la vente de logiciels de caisse aux commerçants, activité ne nécessitant pas d'agrément.
Chiffre d'affaires logiciel 2024 : 1,3 M TND.`,
  },
  // Gabon Invest : 6 100 / 10 000 = 61 %
  {
    id: 'd18-w4-fr-libreville-pv-ag-extraordinaire',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control', 'related-party'],
    absent: ['low-founder-ownership', 'dead-equity'],
    traits: ['legal-style', 'figures', 'indirect'],
    text: `ESTUAIRE BOIS SA — PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE MIXTE DU 18 JUIN 2025 (Libreville)
L'assemblée est présidée par M. Alain Moussavou, Président du conseil d'administration.
Actionnaires présents ou représentés : Gabon Invest SA (6 100 actions), M. Joël Nzé, fondateur (3 400 actions), autres (500 actions) ; total 10 000 actions.
Quatrième résolution — Conventions réglementées
L'assemblée, après avoir entendu la lecture du rapport spécial du commissaire aux comptes, approuve le contrat de transport de grumes conclu avec la société Nyanga Logistique, dont M. Alain Moussavou est le gérant et l'associé majoritaire, pour un montant annuel de 380 millions FCFA.
Gabon Invest SA, détenant la majorité des voix, a voté pour. M. Nzé s'est abstenu.
Cinquième résolution — Pouvoirs pour formalités. Adoptée.`,
  },
  {
    id: 'd18-w4-fr-brazzaville-rapport-gestion-dette',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'declining-revenue', 'going-concern'],
    traits: ['time', 'negation', 'figures'],
    text: `MAYOMBE EAUX SA — RAPPORT DE GESTION DU CONSEIL D'ADMINISTRATION — EXERCICE 2024 (Brazzaville)
Chiffre d'affaires : 1,68 milliard FCFA, en hausse de 12 % sur l'exercice précédent (1,5 milliard FCFA).
Endettement : le prêt restructuré en 2022 auprès de la BCI a été intégralement remboursé le 30 novembre 2024, conformément au nouvel échéancier. La société n'a plus aucune dette bancaire et est à jour de ses obligations fiscales et sociales.
Trésorerie au 31 décembre 2024 : 340 millions FCFA.
Les comptes ont été certifiés sans réserve.
Le conseil vous propose d'approuver les comptes tels qu'ils vous sont présentés.`,
  },
  {
    id: 'd18-w4-fr-bamako-cac-observation-continuite',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion', 'debt-distress'],
    traits: ['legal-style', 'hedge'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES — MALI CÉRÉALES SA (Bamako) — Exercice 2024
Opinion
À notre avis, les états financiers annuels sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du patrimoine et de la situation financière de la société au 31 décembre 2024, conformément au SYSCOHADA révisé.
Observation
Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 1.3 qui expose que la société a subi une perte de 640 millions FCFA et que ses dettes à court terme excèdent ses actifs circulants de 410 millions FCFA. Ces conditions indiquent l'existence d'une incertitude significative qui peut jeter un doute important sur la capacité de la société à poursuivre son exploitation.
Bamako, le 28 avril 2025 — Cabinet Sidibé & Diarra`,
  },
  {
    id: 'd18-w4-fr-antsirabe-avenant-pacte-associes',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity'],
    absent: ['founder-departure', 'cap-table-complexity'],
    traits: ['legal-style', 'time'],
    text: `AVENANT N° 2 AU PACTE D'ASSOCIÉS DE VANILLA CONNECT SARL (Antsirabe, Madagascar)
Exposé préalable
(A) M. Toky Rakoto, associé fondateur, a cessé toute fonction dans la Société le 31 mars 2021.
(B) La promesse de cession consentie par M. Rakoto à l'article 8 du Pacte n'a pas été levée dans le délai de douze mois prévu, de sorte que M. Rakoto demeure titulaire de 2 250 parts sociales, soit 22,5 % du capital.
(C) Les parties souhaitent, en vue de l'entrée d'un nouvel investisseur, préciser les droits attachés à ces parts.
Article 1 — M. Rakoto renonce à son siège au comité stratégique mais conserve l'intégralité de ses droits financiers et de vote.
Article 2 — Le présent avenant entre en vigueur à sa signature.`,
  },
  {
    id: 'd18-w4-fr-kinshasa-lettre-intention-minoritaire',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'investor-control', 'litigation'],
    traits: ['list', 'negation', 'time'],
    text: `LETTRE D'INTENTION — Kinshasa, le 12 mai 2025
De : Lualaba Growth Fund
À : M. Patrick Mukendi, fondateur de Mbongo Express SARL
Objet : proposition de prise de participation
Nous avons le plaisir de vous confirmer notre intérêt pour un investissement de 1,5 M USD, selon les modalités suivantes :
1. participation de 30 % au capital après opération ;
2. condition préalable : copie de l'agrément d'établissement de monnaie électronique délivré par la Banque centrale du Congo le 8 janvier 2025 ;
3. déclaration de la Société qu'elle n'est partie à aucune procédure judiciaire ou administrative ;
4. un siège d'observateur au conseil de gérance.
Cette lettre ne constitue pas un engagement ferme d'investir.`,
  },
];
