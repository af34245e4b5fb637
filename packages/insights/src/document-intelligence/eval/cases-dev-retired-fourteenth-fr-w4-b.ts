/** Part b of cases-dev-retired-fourteenth-fr-w4.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFourteenthFrW4B: readonly RedFlagCase[] = [
  // churn annuel = 210 résiliations / 400 clients au 1er janvier = 52,5 % ≥ 45 % ; 400 − 210 + 325 = 515
  // ARR 6,2 MDH dont 1,4 MDH de frais facturés une seule fois → ponctuel compté dans le récurrent
  {
    id: 'h14-fr-w4-14',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 6 — Traction 2024

ARR au 31/12/2024 : 6,2 MDH
   dont abonnements logiciels : 4,8 MDH
   dont frais d'intégration et de paramétrage (facturés une fois, à la signature) : 1,4 MDH

Base clients
   1er janvier 2024 : 400 établissements
   Résiliations sur l'année : 210
   Nouveaux clients : 325
   31 décembre 2024 : 515 établissements

Slide 7 — Pourquoi nous allons gagner
Face aux éditeurs généralistes, un ERP pensé pour les cliniques privées marocaines, en arabe et en français, intégré à la CNSS et à l'AMO.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: [],
    traits: ['figures', 'indirect', 'split', 'list'],
  },
  // investisseur : 4,2 / (10,5 + 4,2) = 28,6 % < 50 % ; fondateurs 51,4 % ≥ 40 % ; 51,4 + 12 + 28,6 + 8 = 100
  // autorisation ministérielle déjà obtenue
  {
    id: 'h14-fr-w4-15',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TERM SHEET — Zitouna Health SA (Sfax)
Document non engageant, à l'exception des clauses « Confidentialité » et « Exclusivité ».

Investisseur principal : Carthage Growth Partners (« CGP »)
Montant : 4,2 millions TND en actions de préférence de catégorie A
Valorisation pré-money : 10,5 millions TND

Répartition du capital post-money (entièrement diluée) :
   Fondateurs (ensemble) ........... 51,4 %
   Investisseurs existants .......... 12,0 %
   CGP .............................. 28,6 %
   Pool d'options ...................  8,0 %

Préférence de liquidation : 1x, non participative.
Gouvernance : conseil de 5 membres, dont 3 désignés par les fondateurs et 1 par CGP.
Conditions suspensives : (i) due diligence satisfaisante ; (ii) maintien en vigueur de l'autorisation d'exploitation des centres de télé-radiologie, délivrée par le ministère de la Santé le 3 février 2025 ; (iii) signature du pacte d'associés.
Exclusivité : 60 jours.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'pending-licence'],
    traits: ['list', 'figures', 'time'],
  },
  // sanction d'un régulateur : suspension partielle de six mois + sanction pécuniaire
  {
    id: 'h14-fr-w4-16',
    documentType: 'legal_docs',
    language: 'fr',
    text: `COMMISSION DE SUPERVISION BANCAIRE ET FINANCIÈRE
Antananarivo, le 17 février 2025

À Monsieur le Directeur général de TsaraPay SA

Objet : Décision n° 2025-04/CSBF

Monsieur le Directeur général,

À l'issue de la mission de contrôle sur place conduite du 7 au 25 octobre 2024, les services de la Commission ont relevé une insuffisance de couverture des fonds de la clientèle, l'écart atteignant 1,8 milliard d'Ariary au 30 septembre 2024, ainsi que l'absence de dispositif de contrôle interne conforme.

Vos observations du 10 janvier 2025 n'ayant pas permis de lever ces griefs, la Commission a décidé :
1. d'interdire à TsaraPay SA l'ouverture de tout nouveau compte de monnaie électronique pour une durée de six mois à compter de la notification de la présente ;
2. de prononcer une sanction pécuniaire de 250 millions d'Ariary.

Veuillez agréer, Monsieur le Directeur général, l'expression de notre considération distinguée.

Le Président de la Commission`,
    present: ['regulatory'],
    absent: [],
    traits: ['prose', 'indirect'],
  },
  // consommation nette 114 M FCFA / 3 mois = 38 M FCFA/mois ; CA 60 M / 3 = 20 M FCFA/mois → 38 > 20
  // runway = 95 / 38 = 2,5 mois < 9 ; doute du conseil sur la continuité
  {
    id: 'h14-fr-w4-17',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BRAZZA MOBILITÉ SA
Procès-verbal de la réunion du conseil d'administration du 12 mars 2025

Présents : M. Ngakosso (Président), Mme Itoua, M. Bemba-Loubaki, M. Caron (représentant Sangha Invest). Assiste : M. Okemba, directeur administratif et financier.

3. Situation de trésorerie
Le DAF présente la situation au 28 février 2025 : trésorerie disponible de 95 M FCFA. Sur le dernier trimestre, la consommation nette de trésorerie s'est élevée à 114 M FCFA, pour un chiffre d'affaires trimestriel de 60 M FCFA. Le DAF précise qu'aucun décaissement exceptionnel n'explique ce niveau.

4. Continuité d'exploitation
Après en avoir débattu, le conseil constate qu'en l'absence de conclusion du tour de financement en cours de négociation avec Sangha Invest, il existe un doute important sur la capacité de la société à poursuivre son exploitation au-delà du deuxième trimestre 2025. Le conseil mandate le Président pour explorer, en parallèle, un prêt relais auprès des actionnaires.`,
    present: ['short-runway', 'going-concern', 'burn-above-revenue'],
    absent: [],
    traits: ['figures', 'indirect', 'prose'],
  },
  // runway = 360 / 34 = 10,6 mois ≥ 9 ; consommation nette 34 M DZD < CA mensuel 46 M DZD (comparaison telle qu'énoncée)
  {
    id: 'h14-fr-w4-18',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapo 12 — Finances (au 31 janvier 2025)

Trésorerie : 360 M DZD (seed encaissée en décembre)
Chiffre d'affaires mensuel : 46 M DZD (janvier)
Consommation nette : 34 M DZD / mois
→ ~10 mois et demi de visibilité sans nouvelle levée

Diapo 13 — Prochaine étape
Série A visée au T4 2025, une fois les 1 500 grossistes d'Alger, Oran et Sétif raccordés à la plateforme.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'list'],
  },
  // payback réel = CAC 12 000 / marge 1 000 FCFA par mois = 12 mois, et non 3 mois comme annoncé
  // (marge = 4 % × 25 000 = 1 000 FCFA/mois) ; churn 2 %/mois < 5 % ; charges 298 < CA 312
  {
    id: 'h14-fr-w4-19',
    documentType: 'business_plan',
    language: 'fr',
    text: `MARCHÉ EN LIGNE « SANGA » — Business plan 2025 (Yaoundé / Douala)

3.4 Économie unitaire
Notre coût d'acquisition par client (CAC) ressort à 12 000 FCFA, essentiellement des primes versées aux ambassadeurs de quartier. Un client actif passe en moyenne 4 commandes par mois, pour un panier moyen de 6 250 FCFA, soit 25 000 FCFA de chiffre d'affaires mensuel. Après coût des produits, livraison et frais de paiement mobile, la marge contributive représente 4 % du panier, soit environ 1 000 FCFA par client et par mois.
Le CAC est ainsi amorti en trois mois, ce qui nous permet d'accélérer l'acquisition sans risque.
Le churn mensuel observé sur nos cohortes 2024 est de 2 %.

3.5 Réalisé 2024
Chiffre d'affaires : 312 M FCFA ; charges d'exploitation : 298 M FCFA.`,
    present: ['unit-economics'],
    absent: ['high-churn', 'burn-above-revenue'],
    traits: ['figures', 'indirect', 'prose'],
  },
  // table non rapprochée : 10 000 actions aux statuts contre 11 250 dans la table, registre non tenu depuis 2021
  {
    id: 'h14-fr-w4-20',
    documentType: 'legal_docs',
    language: 'fr',
    text: `DUE DILIGENCE JURIDIQUE — BAYTI CONNECT SAS (Marrakech)
Réponses de la société — Section 7 « Capital et titres »

Q7.1 Merci de fournir la table de capitalisation à jour, rapprochée du registre des mouvements de titres.
R : Nous joignons la table tenue par la direction financière (annexe 7.1). Nous ne sommes pas en mesure à ce stade de la rapprocher du registre : celui-ci n'a plus été mis à jour depuis l'augmentation de capital de 2021, et les statuts mentionnent 10 000 actions quand notre table en recense 11 250. L'écart de 1 250 actions correspondrait à la conversion des BSA AIR souscrits en 2022, mais nous n'avons pas retrouvé le procès-verbal d'AGE qui l'aurait constatée.

Q7.2 Des promesses d'attribution de titres ont-elles été faites à des salariés ou à des tiers ?
R : Des engagements ont été pris par courriel auprès de deux salariés de l'équipe technique en 2023 ; ils n'ont pas encore été formalisés.

Q7.3 Des titres sont-ils nantis ?
R : Non.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['indirect', 'figures', 'prose'],
  },
  // CA T1 2025 685 000 USD > T4 2024 640 000 USD ; charges 610 000 < 685 000 ; le cofondateur change de ville, pas d'entreprise
  {
    id: 'h14-fr-w4-21',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Ruth Kalonji
À : Associés et membres du comité consultatif
Objet : Update avril — et une mise au point sur Patrick

Bonjour à tous,

Les chiffres du trimestre : 685 000 USD de chiffre d'affaires au T1 2025 (T4 2024 : 640 000 USD), pour 610 000 USD de charges totales. La saison des pluies a ralenti les livraisons à Kinshasa en février, mais mars a été notre meilleur mois.

Plusieurs d'entre vous m'ont demandé si Patrick quittait l'entreprise. La réponse est non. Il s'installe à Lubumbashi pour ouvrir notre bureau du Katanga et conserve son poste de directeur général adjoint, à plein temps. Son contrat, son rôle au conseil et ses actions restent inchangés. Je préfère le dire clairement plutôt que de laisser courir la rumeur.

Prochain point en juillet.
Ruth`,
    present: [],
    absent: ['founder-departure', 'declining-revenue'],
    traits: ['negation', 'prose', 'figures'],
  },
  // marge brute : 2 099 200 / 5 120 000 = 41,0 % → 2 230 600 / 5 870 000 = 38,0 % : −3 points < 5 ; CA en hausse
  {
    id: 'h14-fr-w4-22',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SOCIÉTÉ NOUR PACKAGING SA (Monastir) — Notes aux états financiers 2024
(états financiers audités ; opinion sans réserve du commissaire aux comptes)

Note 5 — Analyse de la marge

                         2023             2024
Revenus             5 120 000 TND    5 870 000 TND
Coût des ventes     3 020 800 TND    3 639 400 TND
Marge brute         2 099 200 TND    2 230 600 TND
Taux de marge          41,0 %           38,0 %

Le recul de trois points du taux de marge s'explique par la hausse du prix du carton importé au premier semestre ; les hausses tarifaires appliquées à compter de septembre 2024 devraient en compenser l'essentiel en 2025.

Note 6 — Résultat net : bénéfice de 412 000 TND (2023 : 388 000 TND).`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures'],
  },
  // premier client : 1,34 / 4,8 MDH d'ARR = 27,9 % < 30 % ; frais de mise en service exclus de l'ARR ; rétention 91 % ≥ 55 %
  {
    id: 'h14-fr-w4-23',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 9 — Revenus 2024

ARR au 31 décembre (abonnements uniquement) : 4,8 MDH
Frais de mise en service 2024 : 0,6 MDH — comptabilisés à part, exclus de l'ARR
Premier client (chaîne de supermarchés, 74 magasins) : 1,34 MDH d'ARR
Rétention logos sur 12 mois : 91 %
Rétention nette en revenus : 112 %

Slide 10 — Risques que nous surveillons
Notre premier client pèse un peu plus d'un quart de l'ARR ; l'objectif est de le ramener sous 20 % d'ici fin 2025 grâce aux contrats signés avec deux enseignes de Tanger et d'Agadir.`,
    present: [],
    absent: ['customer-concentration', 'non-recurring-revenue', 'high-churn'],
    traits: ['figures', 'list', 'negation'],
  },
  // procédure en cours (renvoi au 15 mai 2025) ; le contrôle fiscal, lui, est clos sans redressement
  {
    id: 'h14-fr-w4-24',
    documentType: 'legal_docs',
    language: 'fr',
    text: `NOTE DE SYNTHÈSE — AUDIT JURIDIQUE D'ACQUISITION — NJANGITECH SA (Douala)
Établie à l'attention de Savane Capital Partners

3. Contentieux

3.1 Par exploit d'huissier du 22 novembre 2024, la société Distrifroid SARL, ancien distributeur exclusif de la cible pour la région du Littoral, a assigné NjangiTech SA devant le Tribunal de Première Instance de Douala-Bonanjo en paiement de 240 M FCFA à titre de dommages-intérêts pour rupture abusive du contrat de distribution. À la dernière audience, la cause a été renvoyée au 15 mai 2025 pour les conclusions de la défenderesse. Aucune provision n'a été constituée dans les comptes 2024. Nous qualifions le risque de moyen.

3.2 Le contrôle fiscal portant sur les exercices 2021 et 2022 s'est clôturé en septembre 2023 sans redressement. La société est à jour de ses obligations déclaratives et de paiement.

Recommandation : prévoir une garantie spécifique du cédant couvrant l'issue de la procédure visée au 3.1.`,
    present: ['litigation'],
    absent: ['debt-distress'],
    traits: ['prose', 'time'],
  },
  // aucun chiffre d'affaires ni coût de la société : seulement taille de marché, volumes et montant levé
  {
    id: 'h14-fr-w4-25',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `LALANA — le dernier kilomètre, enfin fiable à Madagascar

Diapo 2 — Le problème
Sept colis sur dix livrés hors de Tana arrivent en retard ; un sur vingt n'arrive jamais.

Diapo 3 — Notre solution
Un réseau de 60 points relais dans les épiceries de quartier, des livreurs à moto suivis en temps réel, paiement à la livraison par MVola ou Orange Money.

Diapo 4 — Marché
1 200 milliards d'Ariary de flux e-commerce et de colis inter-villes estimés en 2024, +18 % par an.

Diapo 5 — Traction
3 e-commerçants partenaires en pilote, 2 400 livraisons en février, note de satisfaction 4,7/5.

Diapo 6 — Concurrence
La poste et les coursiers informels ; deux start-up à Tana sur le seul segment urbain. Notre avance : Tamatave et Majunga desservies en J+1.

Diapo 7 — Équipe
Hery (ex-DHL), Fanja (ex-Telma), Lova (développeur, 8 ans d'expérience).

Diapo 8 — La levée
Nous levons 800 000 € pour ouvrir Fianarantsoa et Tuléar.`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['indirect', 'list'],
  },
  // CA 2024 312 M DZD, « près d'un cinquième de moins qu'en 2023 » (≈ 390 M DZD) → baisse ;
  // comptes 2024 non audités ; deux mensualités impayées sur l'échéancier fiscal = arriérés ; incertitude réglementaire énoncée
  {
    id: 'h14-fr-w4-26',
    documentType: 'business_plan',
    language: 'fr',
    text: `SAHEL PAY SPA (Alger) — Plan d'affaires actualisé 2025-2027
Version transmise aux investisseurs, mars 2025

1. Point de départ
Le chiffre d'affaires 2024 s'établit à 312 M DZD, soit près d'un cinquième de moins qu'en 2023 : la fin du contrat avec l'opérateur de téléphonie et le ralentissement des paiements de factures en ligne au second semestre expliquent l'essentiel de l'écart. Les chiffres 2024 présentés ici sont issus de la comptabilité de gestion ; ils n'ont pas encore été audités, le rapport du commissaire aux comptes n'étant pas attendu avant fin juin.

2. Passif fiscal
Les arriérés d'IBS et de TVA nés en 2023 (18 M DZD) font l'objet d'un échéancier accordé par la direction des impôts ; à ce jour, les mensualités de janvier et février 2025 n'ont pas été versées, et une demande de report est en cours de discussion.

3. Cadre réglementaire
Le texte d'application relatif aux prestataires de services de paiement n'a toujours pas été publié. Tant qu'il ne l'est pas, nous ignorons si notre modèle actuel, adossé à une banque partenaire, restera autorisé en l'état ou s'il faudra constituer un établissement distinct, avec un capital minimum encore inconnu.`,
    present: ['declining-revenue', 'audit-opinion', 'debt-distress', 'regulatory'],
    absent: [],
    traits: ['indirect', 'modality', 'prose', 'time'],
  },
];
