/** Writer 4's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Cameroun and Gabon, part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW4P3: readonly RedFlagCase[] = [
  // OCR-like scan.
  // gross-margin PRESENT: coût des ventes 409,8 > CA 385,2 -> marge brute -24,6 MFCFA (negative).
  // burn-above-revenue PRESENT: cost of sales above revenue (and net loss -96,3).
  // audit-opinion PRESENT: certification "avec réserve" (modified opinion) on stocks.
  // going-concern ABSENT: auditor explicitly made no observation on continuity. declining-revenue ABSENT: 291,7 -> 385,2.
  // debt-distress ABSENT: loan repaid on schedule.
  {
    id: 'h24-fr-w4-13',
    documentType: 'financial_statements',
    language: 'fr',
    text: `MBAM CACAO SERVICES S.A.   -   BAFIA (CAMEROUN)
ETATS FINANCIERS ANNUELS - EXERCICE 2025
page 1/4

RAPPORT GENERAL DU COMMISSAIRE
AUX COMPTES (extrait)

Fondement de l'opinion avec réserve
Nous n'avons pas pu assister à l'inventaire physique des stocks de fèves
au 31/12/2025, comptabilisés pour 112,0 MFCFA, ni obtenir par d'autres
procédures des éléments probants suffisants sur leur existence et
leur valorisation.
Opinion avec réserve : sous cette réserve, nous certifions que les
états financiers ... sont réguliers et sincères ...
Nous n'avons pas d'observation à formuler sur la continuité
d'exploitation.
                         Yaoundé, le 27 fevrier 2026 - Cabinet Etoa
                         & Partenaires, commissaire aux comptes

page 2/4
COMPTE DE RESULTAT (MFCFA)        2025         2024
Chiffre d'affaires               385,2        291,7
  (ventes de fèves + services
   de séchage/fermentation)
Coût des ventes                 (409,8)      (238,1)
MARGE BRUTE                      (24,6)        53,6
Charges de personnel             (41,3)       (33,0)
Autres charges                   (22,9)       (17,4)
Dotations                         (7,5)        (6,2)
RESULTAT NET                     (96,3)        (3,0)

page 3/4 - Notes
N.4  Le coût des ventes intègre l'achat de fèves aux coopé-
ratives à un prix bord champ relevé en cours de campagne,
alors que les contrats de vente à l'exportateur avaient
été fixés en début de campagne.
N.6  Emprunt moyen terme (banque locale) : 60 MFCFA,
rembourse selon l'echeancier ; aucune échéance impayée.
N.7  Litiges : néant.`,
    present: ['gross-margin', 'burn-above-revenue', 'audit-opinion'],
    absent: ['going-concern', 'declining-revenue', 'debt-distress', 'litigation'],
    traits: ['table', 'figures', 'split', 'negation'],
  },

  // CLEAN (CSV export). high-churn ABSENT: monthly churn 3,56-4,20 % < 5 %.
  //   Jul 9/240 = 3,75 ; Aug 10/248 = 4,03 ; Sep 9/253 = 3,56 ; Oct 11/262 = 4,20 ; Nov 10/265 = 3,77 ; Dec 11/271 = 4,06.
  // short-runway ABSENT: lowest month Dec 95,3 / 10,1 = 9,4 months >= 9 (Jul 146,0/10,2 = 14,3 ...).
  // burn-above-revenue ABSENT: net burn ~10 M < MRR 11,2-13,9 M every month.
  // customer-concentration ABSENT: top client 27 % < 30 %.
  // unit-economics ABSENT: ARPU 50 900 x 82 % x 25,6 months = 1,07 M FCFA = stated LTV; LTV/CAC 1,07 M / 180 k = 5,9.
  // declining-revenue ABSENT: MRR rising every month.
  {
    id: 'h24-fr-w4-14',
    documentType: 'business_plan',
    language: 'fr',
    text: `Export data room — DISPENSA SAS (logiciel de gestion pour pharmacies, Douala) — onglet "KPI_S2_2025"
Séparateur ";" — montants en FCFA

mois;clients_debut;nouveaux;perdus;clients_fin;churn_mensuel_%;MRR;burn_net;tresorerie_fin
2025-07;240;17;9;248;3,75;11 160 000;10 200 000;146 000 000
2025-08;248;15;10;253;4,03;11 640 000;10 200 000;135 800 000
2025-09;253;18;9;262;3,56;12 180 000;9 900 000;125 900 000
2025-10;262;14;11;265;4,20;12 720 000;10 200 000;115 700 000
2025-11;265;16;10;271;3,77;13 280 000;10 300 000;105 400 000
2025-12;271;13;11;273;4,06;13 900 000;10 100 000;95 300 000

# notes onglet
# ARPU déc. = 13 900 000 / 273 = 50 900 FCFA/mois ; marge brute 82 %
# durée de vie moyenne = 1 / 3,9 % ≈ 25,6 mois -> LTV ≈ 50 900 x 0,82 x 25,6 ≈ 1 070 000 FCFA
# CAC moyen S2 = 180 000 FCFA -> LTV/CAC ≈ 5,9
# premier client (réseau Pharmacies du Littoral, 41 officines) = 27 % du MRR
# pas de revenus ponctuels dans le MRR (frais d'installation comptabilisés à part : 2,1 M sur le semestre)`,
    present: [],
    absent: ['high-churn', 'short-runway', 'customer-concentration', 'unit-economics', 'burn-above-revenue', 'non-recurring-revenue'],
    traits: ['table', 'figures', 'clean'],
  },

  // unrealistic-growth PRESENT: 88 MFCFA (2025) -> 470 MFCFA (2026) = 5,3x in one year.
  // customer-concentration PRESENT: "les deux tiers" of 2025 revenue from one supermarket chain.
  // related-party PRESENT: motorbikes bought from and serviced by a garage run by the co-founder's wife.
  // burn-above-revenue ABSENT: charges below CA every year (84 < 88 ; 430 < 470 ; 1 420 < 1 650 ; 3 300 < 4 100).
  // regulatory ABSENT: registrations held, no uncertainty stated.
  {
    id: 'h24-fr-w4-15',
    documentType: 'business_plan',
    language: 'fr',
    text: `BENSKIN EXPRESS SAS — Business plan 2026-2028
Livraison du dernier kilomètre à moto — Douala, puis Yaoundé

1. Qui sommes-nous
Créée en 2023 par Paul Essomba et Marlyse Ngo Bayiha, Benskin Express livre colis, courses et repas en moins de 90 minutes dans Douala, avec 60 motos et 74 livreurs salariés (déclarés à la CNPS, permis A, casques et gilets fournis).

2. Nos clients
Notre principal donneur d'ordre, une chaîne de supermarchés de Douala, pèse pour les deux tiers de notre chiffre d'affaires 2025 ; le reste provient d'une quarantaine de restaurants et de boutiques en ligne.

3. La flotte
Les 60 motos ont été achetées, et sont entretenues, par Garage Nkongmondo SARL, dont la gérante est Mme Essomba, épouse de notre cofondateur Paul Essomba, à des conditions que nous jugeons compétitives. Le renouvellement de la flotte (120 motos en 2026) lui sera confié.

4. Projections financières (MFCFA)
                        2025 (réel)   2026     2027     2028
Chiffre d'affaires      88            470      1 650    4 100
Charges d'exploitation  84            430      1 420    3 300
Résultat d'exploitation 4             40       230      800
Nombre de motos         60            180      520      1 200

5. Hypothèses clés
- Ouverture de Yaoundé au T3 2026 ;
- Contrats avec deux opérateurs de e-commerce en discussion ;
- Prix moyen par course : 1 500 FCFA, stable.

6. Cadre administratif
Société immatriculée au RCCM de Douala ; motos immatriculées et assurées ; autorisation de la communauté urbaine pour le stationnement des motos de livraison obtenue en 2024.

7. Besoin
Levée de 500 MFCFA (≈ 760 k€) en actions, dont 60 % pour la flotte.`,
    present: ['unrealistic-growth', 'customer-concentration', 'related-party'],
    absent: ['burn-above-revenue', 'regulatory', 'pending-licence'],
    traits: ['table', 'figures', 'indirect', 'prose'],
  },

  // missing-financials PRESENT: pitch deck with no revenue and no cost figure (market size, raise and % only).
  // short-runway PRESENT: "environ 14 semaines" of cash ≈ 3,2 months < 9.
  // regulatory PRESENT: stated regulatory uncertainty (no legal framework for telemedicine; authorisation unknown).
  // pending-licence ABSENT: nothing applied for. no-competition ABSENT: two competitors named.
  {
    id: 'h24-fr-w4-16',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `NKEMBO SANTÉ — La téléconsultation qui passe par votre pharmacie
Libreville · Pré-seed · mars 2026

01 · LE CONSTAT
Hors de Libreville et Port-Gentil, voir un médecin généraliste peut prendre une journée de route. Les pharmacies de quartier, elles, sont partout.

02 · NOTRE RÉPONSE
Une cabine de téléconsultation légère (tablette + tensiomètre + oxymètre) installée dans la pharmacie ; le médecin consulte à distance, l'ordonnance électronique est servie sur place.

03 · LE MARCHÉ
Dépenses de santé en soins primaires au Gabon estimées à 85 Md FCFA par an. Cible initiale : 300 pharmacies hors Libreville.

04 · OÙ EN SOMMES-NOUS
- 14 pharmacies partenaires ont signé une lettre d'intention
- 2 300 patients pré-inscrits sur la liste d'attente
- Pilote gratuit lancé à Lambaréné en janvier (6 cabines)

05 · CONCURRENCE
Deux plateformes de téléconsultation sénégalaise et ivoirienne commencent à viser l'Afrique centrale ; aucune ne s'appuie sur les pharmacies.

06 · RÉGLEMENTATION
Le cadre juridique de la télémédecine au Gabon n'est pas encore fixé : aucun texte n'encadre la téléconsultation à ce jour, et le ministère de la Santé n'a pas indiqué si une autorisation spécifique sera exigée des plateformes.

07 · L'ÉQUIPE
Dr Sylvie Nzamba (médecin, 12 ans au CHU de Libreville) · Anicet Mabika (ex-développeur dans une banque régionale)

08 · LA LEVÉE
350 MFCFA (≈ 534 k€) · valorisation pré-money 1,4 Md FCFA
Utilisation : 40 % technologie · 35 % déploiement des cabines · 25 % équipe médicale
Avec notre trésorerie actuelle, nous tenons environ 14 semaines : le closing est visé pour fin mai.`,
    present: ['missing-financials', 'short-runway', 'regulatory'],
    absent: ['pending-licence', 'no-competition'],
    traits: ['list', 'indirect', 'modality', 'prose'],
  },

  // CLEAN (regulator's letter). pending-licence ABSENT: the authorisation is granted by this letter.
  // regulatory ABSENT: no sanction; suspension/withdrawal only as a conditional reminder.
  {
    id: 'h24-fr-w4-17',
    documentType: 'legal_docs',
    language: 'fr',
    text: `ARCEP — GABON — Le Président
Libreville, le 11 février 2026
À M. le Directeur général, MBENG PAY SAS

Objet : octroi d'autorisation (services à valeur ajoutée) et code USSD

Monsieur le Directeur général,

Suite à votre demande déposée le 3 mars 2025, j'ai l'honneur de vous notifier que le Collège de l'Autorité, en sa séance du 5 février 2026, vous a accordé l'autorisation de fournisseur de services à valeur ajoutée et attribué le code USSD *4xx#, pour cinq (5) ans renouvelables.

Tout manquement au cahier des charges pourrait, après mise en demeure, entraîner la suspension ou le retrait de l'autorisation.

Veuillez agréer, Monsieur le Directeur général, l'expression de ma considération distinguée.

Le Président
(signé et cacheté)`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['prose', 'modality', 'clean'],
  },
];
