/**
 * Development set, eighteenth round (w4, part 7; 2026-11-30): French of francophone Africa and the Maghreb, in many genres and layouts (procès-verbaux, rapports de gestion et du commissaire aux comptes, pactes, notes d'investissement, decks, business plans en tableaux, WhatsApp, courriels, questionnaires de due diligence, presse, scans OCR), written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthFrW4Part7: readonly RedFlagCase[] = [
  {
    id: 'd18-w4-fr-rabat-note-decision-acaps',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory'],
    absent: ['litigation', 'pending-licence'],
    traits: ['quoted-letter', 'legal-style'],
    text: `NOTE AU CONSEIL — TAMIN DIRECT SA (Rabat), courtier en assurance en ligne
Objet : décision de l'Autorité de contrôle des assurances et de la prévoyance sociale (ACAPS)
Par décision notifiée le 2 octobre 2025, l'ACAPS a prononcé à l'encontre de la société :
« une sanction pécuniaire de quatre cent mille dirhams (400 000 MAD) pour manquements aux obligations d'information précontractuelle, assortie de l'interdiction de commercialiser des contrats d'assurance emprunteur pendant une durée de six mois. »
La société n'entend pas contester la décision. L'assurance emprunteur représentait 18 % des commissions 2024.
Le plan de mise en conformité sera présenté au conseil du 15 novembre.`,
  },
  {
    id: 'd18-w4-fr-ouaga-pv-ag-ordinaire-dividende',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'audit-opinion', 'founder-departure'],
    traits: ['legal-style', 'negation', 'time'],
    text: `FASO KARITÉ SA — PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 26 JUIN 2025 (Ouagadougou)
Première résolution — L'assemblée, après avoir entendu le rapport de gestion du conseil et le rapport du commissaire aux comptes, qui certifie les états financiers de l'exercice 2024 sans réserve, approuve lesdits états financiers faisant apparaître un chiffre d'affaires de 2,2 milliards FCFA et un bénéfice de 148 millions FCFA.
Deuxième résolution — L'assemblée prend acte du remboursement anticipé, en mars 2025, du solde du prêt de la Coris Bank International ; la société n'a plus aucun encours bancaire.
Troisième résolution — Distribution d'un dividende de 50 millions FCFA.
Quatrième résolution — Renouvellement du mandat de Mme Salimata Ouédraogo, fondatrice, en qualité d'administratrice et de Directrice générale pour trois ans.
Toutes les résolutions sont adoptées à l'unanimité.`,
  },
  // charges mensuelles 38 M > CA mensuel 21 M FCFA
  {
    id: 'd18-w4-fr-niamey-rapport-gestion-charges',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue'],
    traits: ['figures', 'indirect'],
    text: `SAHEL MOTO-TAXI SA — RAPPORT DE GESTION DU CONSEIL — PREMIER SEMESTRE 2025 (Niamey)
1. Activité : 410 conducteurs partenaires ; 96 000 courses sur le semestre.
2. Chiffre d'affaires : en moyenne 21 millions FCFA par mois (S2 2024 : 17 millions).
3. Charges : les charges d'exploitation mensuelles moyennes atteignent 38 millions FCFA, dont 14 millions de primes versées aux conducteurs pour soutenir l'offre.
4. Financement : l'augmentation de capital de 1,2 milliard FCFA réalisée en avril assure le financement de l'activité jusqu'à fin 2026.
5. Perspectives : réduction progressive des primes à partir du quatrième trimestre.`,
  },
  {
    id: 'd18-w4-fr-tunis-rapport-cac-opinion-defavorable',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion'],
    absent: ['going-concern'],
    traits: ['legal-style'],
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES — Exercice clos le 31 décembre 2024
Société : CARTHAGE E-COMMERCE SA (Tunis)
Opinion défavorable
Nous avons effectué l'audit des états financiers de la société Carthage E-Commerce SA. À notre avis, en raison de l'importance du point décrit dans la section « Fondement de l'opinion défavorable », les états financiers ne présentent pas sincèrement la situation financière de la société au 31 décembre 2024.
Fondement de l'opinion défavorable
La société a comptabilisé en chiffre d'affaires 2024 un montant de 2,3 millions de dinars relatif à des commandes livrées en 2025, en contradiction avec le système comptable des entreprises.
Tunis, le 30 mai 2025 — Le commissaire aux comptes, membre de l'Ordre des experts-comptables de Tunisie`,
  },
  {
    id: 'd18-w4-fr-abidjan-pacte-associes-annexe-provisoire',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity'],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['legal-style', 'hedge'],
    text: `PACTE D'ASSOCIÉS — BAOBAB SANTÉ SAS (Abidjan)
Article 3 — Répartition du capital
3.1 Les Parties reconnaissent que la répartition du capital figurant en Annexe 3 est provisoire. Elle n'a pu être rapprochée ni du registre des mouvements de titres, ni des procès-verbaux des augmentations de capital de 2021 et 2022, dont certains n'ont pas été déposés au RCCM.
3.2 Les Parties s'engagent à faire établir, dans un délai de quatre-vingt-dix jours, une table de capitalisation certifiée par un conseil indépendant. En cas d'écart, les Parties se rapprocheront pour convenir des ajustements nécessaires.
3.3 À titre indicatif, les fondateurs détiendraient entre 55 % et 60 % du capital, aucun investisseur ne dépassant 20 %.`,
  },
  {
    id: 'd18-w4-fr-douala-lettre-intention-declarations',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'regulatory', 'investor-control'],
    traits: ['negation', 'legal-style'],
    text: `LETTRE D'INTENTION — Douala, le 15 septembre 2025
De : Wouri Capital SA
À : M. Emmanuel Ekollo, Directeur général, Cam Recyclage SA
Monsieur le Directeur général,
Nous confirmons notre intention de souscrire à une augmentation de capital de 450 millions FCFA, représentant 25 % du capital post-opération.
Notre engagement repose sur les déclarations suivantes, que vous nous avez confirmées :
a) ni la Société ni ses dirigeants ne font l'objet d'une procédure judiciaire, arbitrale ou administrative ;
b) la Société n'a fait l'objet d'aucune sanction du ministère de l'Environnement ; son permis environnemental est en vigueur jusqu'en 2028.
La présente lettre est régie par le droit OHADA et n'est pas engageante.`,
  },
  // rétention à 12 mois 41 % < 55 % ; LTV sur 36 mois contredit par une durée de vie implicite < 12 mois
  {
    id: 'd18-w4-fr-dakar-note-investissement-cohortes',
    documentType: 'business_plan',
    language: 'fr',
    present: ['high-churn', 'unit-economics'],
    absent: ['declining-revenue', 'short-runway'],
    traits: ['figures', 'table', 'indirect'],
    text: `NOTE D'INVESTISSEMENT — JOKKO COURSES (Dakar) — Comité du 5 novembre 2025
3. Économie unitaire présentée par la société
LTV de 108 000 FCFA (3 000 FCFA de marge par mois × 36 mois de durée de vie) ; CAC de 20 000 FCFA ; ratio LTV/CAC de 5,4.
4. Cohortes observées (clients actifs restants, cohorte de janvier 2024 = 100)
   Mois 1 : 100 — Mois 3 : 72 — Mois 6 : 55 — Mois 12 : 41
5. Analyse : la durée de vie moyenne implicite dans les cohortes est inférieure à douze mois, soit une LTV inférieure à 36 000 FCFA.
6. Chiffre d'affaires 2025 estimé : 1,3 Md FCFA (2024 : 0,8 Md FCFA).`,
  },
  {
    id: 'd18-w4-fr-bamako-deck-sans-concurrent',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['no-competition', 'missing-financials'],
    absent: ['unrealistic-growth'],
    traits: ['short-lines', 'list'],
    text: `DJÉLI MUSIC — Le streaming pensé pour le Mali
—
Vision
Rémunérer enfin les artistes mandingues
—
Produit
App Android légère · hors-ligne · paiement Orange Money
—
Marché
22 millions de Maliens, 60 % de moins de 25 ans
—
Concurrence
Zéro concurrent sur notre créneau
—
Équipe
Mariam Diabaté · Oumar Sissoko
—
Contact : hello@djelimusic.ml`,
  },
  // croissance 2x max ; charges < CA chaque année
  {
    id: 'd18-w4-fr-lome-business-plan-pharmacie',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['burn-above-revenue', 'unrealistic-growth', 'gross-margin'],
    traits: ['table', 'figures'],
    text: `PHARMA EXPRESS TOGO — PLAN D'AFFAIRES 2026-2028 (Lomé)
Compte de résultat prévisionnel (millions FCFA)
                    2025 réel    2026     2027     2028
Ventes                 310       600      1 020    1 530
Achats                 220       426        724    1 086
Autres charges          70       130        200      260
Résultat                20        44         96      184
Marge brute : 29 % sur toute la période (prix réglementés).
Financement recherché : 250 M FCFA pour quatre nouvelles officines partenaires.`,
  },
  // runway : 1 440k / 120k = 12 mois ; burn net 120k < CA 165k
  {
    id: 'd18-w4-fr-tunis-whatsapp-cofondateurs-cash',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['short-runway', 'founder-departure'],
    traits: ['informal', 'figures', 'time'],
    text: `[05/05/2025 23:01] Rim: bon j'ai refait le prévisionnel
[05/05/2025 23:01] Rim: avec 1,44 M TND en banque et 120k de burn net par mois on est à 12 mois pile
[05/05/2025 23:02] Hatem: ok donc pas de panique pour la série A, on a le temps
[05/05/2025 23:03] Rim: oui. CA avril 165k, mars 152k
[05/05/2025 23:04] Hatem: et moi je reste hein, c'était une blague l'autre soir 😂
[05/05/2025 23:04] Rim: je sais 😄 bonne nuit`,
  },
  {
    id: 'd18-w4-fr-cotonou-courriel-actionnaires-cto-reste',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['founder-departure', 'declining-revenue'],
    traits: ['time', 'negation'],
    text: `De : Gildas Ahouansou <gildas@wemapay.bj>
À : Actionnaires WemaPay SAS
Objet : Nouvelles de septembre
Chers actionnaires,
Vous vous souvenez que notre CTO et cofondateur, Fiacre Zinsou, nous avait annoncé en juillet qu'il envisageait de partir. Après plusieurs échanges, il a décidé de rester et a signé un nouvel accord de vesting sur quatre ans. Son départ n'est donc plus d'actualité.
Chiffre d'affaires de septembre : 46 M FCFA (août : 42 M FCFA).
Bien à vous,
Gildas`,
  },
  {
    id: 'd18-w4-fr-madagascar-questionnaire-dd-associes',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity', 'litigation'],
    absent: ['cap-table-complexity', 'founder-departure'],
    traits: ['q-and-a', 'time', 'indirect'],
    text: `QUESTIONNAIRE DE DUE DILIGENCE — MORA MORA AGRI SARL (Toamasina, Madagascar)
3.1 Des associés ayant quitté la Société détiennent-ils encore des parts ?
Réponse : Oui. M. Fidy Randriamampionona, cofondateur sorti en janvier 2023, détient toujours 1 800 parts sur 6 000 (30 %). La Société n'a pas exercé son droit de rachat.
3.2 Table de capitalisation : jointe en annexe, conforme aux statuts mis à jour en 2024.
3.3 Procédures en cours :
Réponse : M. Randriamampionona a saisi le tribunal de commerce d'Antananarivo en juin 2025 pour contester l'approbation des comptes 2024. L'affaire est en cours d'instruction.`,
  },
];
