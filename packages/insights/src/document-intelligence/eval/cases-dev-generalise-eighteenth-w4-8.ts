/**
 * Development set, eighteenth round (w4, part 8; 2026-11-30): French of francophone Africa and the Maghreb, in many genres and layouts (procès-verbaux, rapports de gestion et du commissaire aux comptes, pactes, notes d'investissement, decks, business plans en tableaux, WhatsApp, courriels, questionnaires de due diligence, presse, scans OCR), written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthFrW4Part8: readonly RedFlagCase[] = [
  {
    id: 'd18-w4-fr-kinshasa-bilan-seul',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['missing-financials'],
    absent: ['audit-opinion', 'debt-distress'],
    traits: ['table', 'figures'],
    text: `LUKULA ÉNERGIE SARL — BILAN AU 31 DÉCEMBRE 2024 (Kinshasa) — en milliers USD
Bilan certifié par le commissaire aux comptes (opinion sans réserve du 20 mars 2025)
ACTIF                                    2024      2023
Immobilisations corporelles             1 840     1 420
Stocks de panneaux et batteries           310       240
Créances clients                          225       180
Trésorerie                                410       530
Total actif                             2 785     2 370
PASSIF
Capitaux propres                        1 960     1 710
Emprunt FPI (à jour de ses échéances)     520       410
Dettes fournisseurs                       305       250
Total passif                            2 785     2 370`,
  },
  // CA en recul de 18 %
  {
    id: 'd18-w4-fr-bamako-article-presse-recul',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['declining-revenue'],
    absent: ['going-concern', 'founder-departure'],
    traits: ['press', 'figures', 'indirect'],
    text: `ÉCONOMIE | Mali
Kènèya Distribution dans le dur après l'embargo
Le distributeur de produits pharmaceutiques bamakois a vu son chiffre d'affaires reculer de 18 % en 2024, à 6,1 milliards FCFA, sous l'effet des difficultés d'approvisionnement par le corridor de Dakar.
Son fondateur, Adama Coulibaly, toujours à la tête de l'entreprise, se veut rassurant : « Nos commandes du premier trimestre 2025 montrent un rebond, et nous restons rentables. »
La société a suspendu son projet d'implantation à Niamey.`,
  },
  // churn annuel 30 % < 45 % ; fondateurs 45 % >= 40 %
  {
    id: 'd18-w4-fr-alger-compte-rendu-entretien-saas',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['high-churn', 'low-founder-ownership', 'investor-control'],
    traits: ['figures', 'negation'],
    text: `COMPTE RENDU D'ENTRETIEN — HISSAB (Alger), logiciel de comptabilité pour PME
Date : 2 juillet 2025 — Interlocuteurs : Lamine Cherif (CEO), Sarah Amrani (CPO)
1. Rétention : 30 % des clients résilient sur une année ; le taux est stable depuis 2023. La rétention nette en valeur dépasse 100 % grâce aux modules de paie.
2. Capital : les deux fondateurs détiennent 45 % ; le premier investisseur, un fonds émirati, 25 %. Aucun investisseur ne dispose de droits de contrôle.
3. Chiffre d'affaires 2024 : 210 millions de dinars (2023 : 150 millions).
4. Prochaine étape : visite des bureaux de Oran.`,
  },
  {
    id: 'd18-w4-fr-cotonou-contrat-fourniture-ocr',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['related-party'],
    absent: ['litigation'],
    traits: ['ocr', 'legal-style', 'indirect'],
    text: `CONTRAT DE FOUR NITURE — N° CF/2024/ 017
EN TRE : BÉ NIN AGRO FOODS SARL, re présen tée par son gé rant M. Théo phile Dan sou,
ci-après « l'Ache teur »,
ET : TRANS MAÏS SARL, re présen tée par son gé rant M. Fré déric Dan sou, frère du gé rant de l'Ache teur,
ci-après « le Four nisseur ».
Ar ticle 1 — Le Four nisseur s'en gage à livrer la to ta lité des be soins en maïs de l'Ache teur, soit en viron 2 400 ton nes par an, au prix fixé en an nexe.
Ar ticle 2 — Durée : cinq ans, re nouve lable par ta cite re con duc tion.
Fait à Co to nou, le 4 jan vier 2024 — [si gna tu res]`,
  },
  {
    id: 'd18-w4-fr-dakar-note-lettre-bceao-instruction',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['quoted-letter', 'time'],
    text: `NOTE D'ANALYSE — TERANGA CRÉDIT SA (Dakar), projet de système financier décentralisé
Statut réglementaire
La société a transmis au ministère des Finances et à la BCEAO, le 11 juin 2025, une demande d'agrément en qualité de système financier décentralisé. La réponse reçue le 30 juillet est ainsi rédigée :
« Votre demande a été enregistrée. Elle fera l'objet d'un examen par nos services et d'un avis conforme de la Banque centrale. Aucune activité de collecte de dépôts ne peut être exercée avant la notification de la décision. »
Au 15 octobre 2025, aucune décision n'a été notifiée. La société distribue en attendant des microcrédits sur fonds propres (encours 310 M FCFA).`,
  },
  {
    id: 'd18-w4-fr-brazzaville-pv-ca-demission-dg',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure'],
    absent: ['dead-equity', 'going-concern'],
    traits: ['legal-style', 'time'],
    text: `OYO NUMÉRIQUE SA — PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 6 OCTOBRE 2025 (Brazzaville)
Point 1 — Démission du Directeur général
Le Président donne lecture de la lettre du 29 septembre 2025 par laquelle M. Rolland Ngakosso, fondateur et Directeur général, remet sa démission de ses fonctions avec effet au 31 décembre 2025.
Le Conseil prend acte de cette démission et remercie M. Ngakosso pour son action depuis la création de la société.
M. Ngakosso a indiqué qu'il céderait ses actions aux autres actionnaires dans les conditions prévues au pacte.
Point 2 — Le Conseil charge le comité des nominations de proposer un successeur avant le 30 novembre.`,
  },
  // premier client 14 % < 30 %
  {
    id: 'd18-w4-fr-sfax-rapport-gestion-clients',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'declining-revenue', 'gross-margin'],
    traits: ['negation', 'figures'],
    text: `MEDINA PACK SA — RAPPORT DE GESTION — EXERCICE 2024 (Sfax)
Chiffre d'affaires : 18,4 millions de dinars (2023 : 16,2 millions).
Clientèle : 212 clients actifs. Aucun client ne représente plus de 15 % du chiffre d'affaires ; le premier, un conserveur de Nabeul, en représente 14 %.
Marge brute : 31 % (2023 : 32 %).
Les comptes ont été certifiés sans réserve par le commissaire aux comptes.`,
  },
  {
    id: 'd18-w4-fr-conakry-rapport-cac-reserve-fiscale',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'debt-distress'],
    absent: ['going-concern', 'litigation'],
    traits: ['legal-style', 'figures'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES — SIMANDOU LOGISTIQUE SA (Conakry) — Exercice 2024
Opinion avec réserve
À notre avis, sous réserve de l'incidence du point décrit ci-après, les états financiers annuels sont réguliers et sincères.
Fondement de l'opinion avec réserve
La société n'a pas constitué de provision pour les pénalités de retard afférentes aux impôts et taxes non reversés au Trésor public. Au 31 décembre 2024, les arriérés d'impôts et de cotisations sociales s'élèvent à 7,4 milliards GNF, dont une partie remonte à l'exercice 2022. Nous n'avons pas été en mesure d'estimer le montant des pénalités.
Conakry, le 25 juin 2025 — Cabinet Camara Audit`,
  },
  {
    id: 'd18-w4-fr-niamey-pacte-associes-leaver',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['dead-equity', 'cap-table-complexity', 'founder-departure'],
    traits: ['legal-style', 'hedge', 'time'],
    text: `PACTE D'ASSOCIÉS — TILLABÉRI AGRITECH SAS (Niamey)
Article 10 — Associé sortant
10.1 Tout associé dont les fonctions prennent fin consent, dès à présent, une promesse de vente de l'ensemble de ses actions au profit de la Société.
10.2 Pour mémoire, la promesse a été exercée en 2024 à l'égard de M. Issa Maïga, ancien associé : ses actions ont été rachetées et annulées par décision de l'AGE du 10 septembre 2024.
Article 11 — Table de capitalisation
La table figurant en annexe 2 a été rapprochée avec le registre des mouvements de titres le jour de la signature ; elle ne comporte aucun écart.`,
  },
  // burn : charges 55 M > CA 30 M FCFA par mois ; runway : 110 M / (55 - 30) M = 4,4 mois
  {
    id: 'd18-w4-fr-libreville-note-investissement-tresorerie',
    documentType: 'business_plan',
    language: 'fr',
    present: ['burn-above-revenue', 'short-runway'],
    absent: ['going-concern', 'debt-distress'],
    traits: ['figures', 'indirect'],
    text: `NOTE D'INVESTISSEMENT — MANDJI LOGISTIQUE (Libreville / Port-Gentil)
1. Activité : plateforme de fret pour le secteur pétrolier et forestier.
2. Situation à fin septembre 2025 :
   - chiffre d'affaires mensuel moyen : 30 M FCFA ;
   - charges mensuelles totales : 55 M FCFA ;
   - trésorerie disponible : 110 M FCFA ;
   - aucune dette financière.
3. Besoin : 900 M FCFA pour atteindre l'équilibre opérationnel.
4. Avis de l'analyste : dossier à instruire en priorité, calendrier serré.`,
  },
  {
    id: 'd18-w4-fr-ouaga-deck-seed-concurrence',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['missing-financials', 'no-competition', 'unrealistic-growth'],
    traits: ['short-lines', 'list', 'figures'],
    text: `TÔNÔ AGRI — Crédit intrants pour cotonculteurs
Ouagadougou · Bobo-Dioulasso
—
Traction
8 500 producteurs financés
CA 2024 : 210 M FCFA
CA 2025 (prévu) : 430 M FCFA
Défaut de remboursement : 2,1 %
—
Concurrence
IMF classiques · Sofitex · usuriers
Nous sommes plus rapides, pas les seuls
—
Levée : 1,5 M€`,
  },
  // ARR affiché 14,4 M MAD = 12 x 1,2 M MAD ; 1,2 M MAD = 0,8 abonnements + 0,4 frais d'installation ponctuels
  {
    id: 'd18-w4-fr-rabat-business-plan-revenus-recurrents',
    documentType: 'business_plan',
    language: 'fr',
    present: ['non-recurring-revenue'],
    absent: ['unrealistic-growth', 'declining-revenue'],
    traits: ['table', 'figures', 'split-lines'],
    text: `SMART SOUK — PLAN D'AFFAIRES 2026 (Rabat)
Tableau 2 — Revenus récurrents mensuels, septembre 2025 (en milliers MAD)
  Abonnements caisse connectée ...................... 800
  Frais d'installation des
  nouveaux magasins (facturés une fois) ............. 400
  Total revenus récurrents mensuels ............... 1 200
ARR présenté aux investisseurs : 14,4 M MAD (1 200 × 12).
Croissance prévue du chiffre d'affaires en 2026 : +70 %.`,
  },
  {
    id: 'd18-w4-fr-brazzaville-whatsapp-pret-regle',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'litigation'],
    traits: ['informal', 'time', 'negation'],
    text: `[30/10/2025 17:20] Prisca: bonne nouvelle, dernière échéance du prêt LCB payée ce matin ✅
[30/10/2025 17:21] Hugues: enfin !! plus un franc de dette
[30/10/2025 17:21] Prisca: et le fournisseur de Pointe-Noire a retiré sa plainte après le paiement, Me Loemba a confirmé
[30/10/2025 17:22] Hugues: donc plus aucun dossier au tribunal ?
[30/10/2025 17:22] Prisca: plus rien. CA octobre 58 M, on finit l'année au-dessus de 2024
[30/10/2025 17:23] Hugues: 🍾`,
  },
];
