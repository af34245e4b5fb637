import type { RedFlagCase } from './case';

export const redFlagSeventeenthFrW4P4: readonly RedFlagCase[] = [
  // 21 — Business plan, aviculture intégrée, Guinée.
  // unrealistic-growth PRESENT (figures only): CA 6,0 -> 18,5 (3.08x) -> 57,0 (3.08x) -> 172,0 Md GNF (3.02x): 3x a year over three years (172/6 = 28.7x >= 27x).
  // pending-licence PRESENT (indirect): veterinary approval of the slaughterhouse requested in October 2024, inspection not yet scheduled.
  // customer-concentration ABSENT: largest buyer Noom Hotel Conakry = 24% < 30%, no other buyer named.
  // burn-above-revenue ABSENT: costs 2,2 < revenue 2,4 Md GNF in 2024; EBITDA positive every year.
  {
    id: 'h17-fr-w4-21',
    documentType: 'business_plan',
    language: 'fr',
    text: `KINDIA VOLAILLES SA — Business plan 2025-2028
Document remis aux investisseurs, Conakry, mars 2025

Le projet
Kindia Volailles exploite depuis 2022 une ferme de poulets de chair de 12 000 sujets par bande à Friguiagbé. Le plan prévoit une provenderie, trois fermes satellites et un abattoir pour approvisionner les hôtels, les supermarchés et les restaurants de Conakry, aujourd'hui servis par du poulet congelé importé.

Projections (en Md GNF)
| | 2024 réel | 2025 | 2026 | 2027 | 2028 |
|---|---|---|---|---|---|
| Poulets vendus (milliers) | 48 | 120 | 370 | 1 140 | 3 450 |
| Chiffre d'affaires | 2,4 | 6,0 | 18,5 | 57,0 | 172,0 |
| Charges d'exploitation | 2,2 | 5,1 | 14,8 | 43,3 | 125,6 |
| EBITDA | 0,2 | 0,9 | 3,7 | 13,7 | 46,4 |

Autorisations
L'agrément sanitaire de l'abattoir de Friguiagbé a été demandé à la Direction nationale des services vétérinaires le 15 octobre 2024. La visite d'inspection n'a pas encore été programmée. Les projections à partir de 2026 supposent que l'abattoir est en service.

Clients
Noom Hotel Conakry, premier client, a représenté 24 % des ventes 2024. Le reste se répartit entre une quarantaine de clients : supermarchés, restaurants de Kipé et revendeurs du marché de Madina, aucun ne dépassant 6 %.

Besoin de financement : 45 Md GNF sur trois ans, dont 60 % en fonds propres.`,
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['customer-concentration', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect', 'modality'],
  },

  // 22 — Courriel d'un fondateur collé dans la data room, fournisseur d'accès internet, Niger. CLEAN.
  // pending-licence ABSENT: the ISP licence was granted on 4 April; the application is no longer pending.
  // litigation ABSENT: the former installer's complaint was withdrawn and the withdrawal recorded (over); the tower dispute is hypothetical.
  // customer-concentration ABSENT: 412 / 1 420 M FCFA = 29.0% < 30%.
  // regulatory ABSENT: no sanction and no stated regulatory uncertainty; the regulator granted the licence.
  {
    id: 'h17-fr-w4-22',
    documentType: 'legal_docs',
    language: 'fr',
    text: `De : Rabiou Issoufou <rabiou@sahelconnect.ne>
À : comité d'investissement ; Me Mariama Hassane
Date : 9 avril 2025
Objet : Licence FAI — bonne nouvelle + réponses à vos trois questions

Bonjour à tous,

1) L'ARCEP nous a notifié le 4 avril l'attribution de la licence de fournisseur d'accès internet, pour dix ans. Le dossier déposé en 2023 n'est donc plus en instruction ; la décision est en data room (03-Réglementaire).

2) La plainte déposée en décembre par un ancien installateur a été retirée le 21 mars et le tribunal de grande instance de Niamey a constaté le désistement. Nous n'avons plus aucune procédure en cours.

3) Vous m'avez demandé ce qui se passerait si Niger Télécoms contestait un jour notre accès à ses pylônes. Ce serait un sujet, mais rien de tel n'a été évoqué et notre convention d'accès court jusqu'en 2028.

4) Le ministère des Finances (réseau des directions régionales) reste notre premier client : 412 M FCFA sur un chiffre d'affaires 2024 de 1,42 Md FCFA.

Bonne journée,
Rabiou`,
    present: [],
    absent: ['pending-licence', 'litigation', 'customer-concentration', 'regulatory'],
    traits: ['negation', 'time', 'modality', 'figures'],
  },

  // 23 — Point mensuel aux investisseurs, SaaS RH, Tunisie.
  // non-recurring-revenue PRESENT (split over two lines): MRR 335 k TND includes 38 k TND of one-off data-migration fees.
  // gross-margin PRESENT (figures): 71% (Q4 2024) -> 63% = down 8 points >= 5.
  // unit-economics PRESENT (figures only): payback = CAC 4 200 / (180 x 63% = 113,4 TND a month) = 37 months, not the stated 6.
  // high-churn ABSENT: logo churn 1.2% a month < 5%.
  // short-runway ABSENT: "plus de 20 mois" >= 9.  burn-above-revenue ABSENT: implied burn 2,3 M / 20 = 115 k TND < recurring 297 k TND.
  {
    id: 'h17-fr-w4-23',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Mizan RH — Investor update, mars 2025 (Sousse)

Hello à tous,

Les chiffres d'abord :
• MRR : 335 k TND (février : 301 k TND)
   ↳ dont 38 k TND de frais de migration de données, facturés une seule fois aux 21 nouveaux clients du mois
• Clients payants : 1 650 ; ARPA abonnement : 180 TND par mois
• Marge brute : 63 % (71 % au T4 2024). La bascule vers l'hébergement AWS Paris et le renfort du support niveau 1 pèsent sur le coût des ventes ; nous visons un retour vers 68 % d'ici l'été
• Trésorerie : 2,3 M TND, plus de 20 mois devant nous
• Logo churn : 1,2 % par mois

Efficacité commerciale
Notre payback CAC reste excellent, à 6 mois. Pour rappel, le CAC moyen du trimestre ressort à 4 200 TND (salons RH, SDR, partenariats avec les cabinets d'expertise comptable).

Produit
Module paie conforme au barème IRPP 2025 livré le 3 mars ; intégration CNSS en bêta chez 40 clients.

Ask : intros vers les DRH de groupes industriels du Sahel tunisien (Sousse, Monastir, Mahdia).

Sonia & Walid`,
    present: ['non-recurring-revenue', 'gross-margin', 'unit-economics'],
    absent: ['high-churn', 'short-runway', 'burn-above-revenue'],
    traits: ['list', 'figures', 'split', 'indirect'],
  },

  // 24 — Pitch deck, bourse de fret routier, Mali.
  // missing-financials PRESENT (indirect, by absence): trucks, trips, commission rate, market size and raise, but no revenue or cost figure.
  // litigation PRESENT (direct): the former developer sued the company over the source code; next hearing 14 May 2025.
  // no-competition ABSENT: competitors are named.
  // founder-departure ABSENT: the plaintiff is a former contractor, not a founder or executive.
  {
    id: 'h17-fr-w4-24',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SUGU FRET — La bourse de fret du corridor Bamako–Dakar–Abidjan
Présentation investisseurs — avril 2025

Slide 1 · Le constat
Un camion sur trois repart à vide de Bamako. Les chargeurs passent par des coxeurs au marché de Niamana, sans visibilité sur le prix ni sur le délai.

Slide 2 · Notre réponse
Une application qui met en relation chargeurs et transporteurs, avec suivi GPS, lettre de voiture électronique et paiement sécurisé via Orange Money. Commission de 7 % par trajet.

Slide 3 · Traction
- 1 800 transporteurs inscrits, dont 620 actifs chaque mois
- 640 chargeurs (cimentiers, égreneurs de coton, importateurs de riz)
- 3 100 trajets réalisés depuis le lancement

Slide 4 · Marché
Le transport routier de marchandises au départ du Mali représente plus de 900 Md FCFA par an (estimation interne à partir des données de la DNTTMF).

Slide 5 · Concurrence
Groupes WhatsApp de transitaires, courtiers de Niamana, et Kobo360, qui s'est retiré de la région en 2023.

Slide 6 · Risques
Contentieux : en novembre 2024, Digital Sahel SARL, qui avait développé la première version de l'application, nous a assignés devant le Tribunal de commerce de Bamako en revendiquant la propriété du code source. La prochaine audience est fixée au 14 mai 2025. Nous avons réécrit 80 % du code depuis.

Slide 7 · Équipe
Boubacar Sidibé (CEO, ex-Bolloré Logistics), Kadidia Touré (CTO).

Slide 8 · Levée
600 M FCFA pour ouvrir Abidjan et Ouagadougou.`,
    present: ['missing-financials', 'litigation'],
    absent: ['no-competition', 'founder-departure'],
    traits: ['list', 'indirect'],
  },

  // 25 — États financiers audités, eau en bouteille, Niger. CLEAN.
  // gross-margin ABSENT: 2 513/6 980 = 36.0% -> 2 337/7 420 = 31.5%, down 4.5 points < 5.
  // declining-revenue ABSENT: revenue 6 980 -> 7 420 M FCFA; only 1,5 L volumes fell.
  // debt-distress ABSENT: the loan was rescheduled in 2023 and every 2024 instalment was paid on time (over).
  // audit-opinion ABSENT: unqualified opinion.  customer-concentration ABSENT: largest client 22% < 30%.
  {
    id: 'h17-fr-w4-25',
    documentType: 'financial_statements',
    language: 'fr',
    text: `AQUA SAHEL SA — Niamey
États financiers de synthèse au 31 décembre 2024 (extraits)

Opinion du commissaire aux comptes (Cabinet Sani & Associés) : nous certifions que les états financiers sont réguliers et sincères et donnent une image fidèle de la situation financière de la société au 31 décembre 2024, conformément au SYSCOHADA révisé. Opinion sans réserve.

| En M FCFA | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires | 7 420 | 6 980 |
| Coût des ventes | (5 083) | (4 467) |
| Marge brute | 2 337 | 2 513 |
| Résultat net | 486 | 611 |

Commentaires de la direction
- Les volumes de bouteilles de 1,5 L ont reculé de 6 %, compensés par la forte hausse des bonbonnes de 19 L livrées aux bureaux et aux ONG.
- Le renchérissement des préformes PET importées par Cotonou, après la fermeture de la frontière, explique l'essentiel de la baisse du taux de marge.
- Le prêt BOAD, rééchelonné en 2023, a été servi à bonne date en 2024 ; aucun ratio n'a été enfreint.
- Le premier client, une chaîne de supérettes de Niamey, représente 22 % du chiffre d'affaires.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'debt-distress', 'audit-opinion', 'customer-concentration'],
    traits: ['table', 'figures', 'negation', 'time'],
  },

  // 26 — Note d'analyse financière pour un comité d'investissement, maintenance industrielle, Maroc.
  // customer-concentration PRESENT (figures only): OCP 15,8 / 44,1 = 35.8%; OCP + Managem 20,8 / 44,1 = 47.2% >= 30%.
  // short-runway PRESENT (figures only, weeks): 5,9 M MAD / 290 k MAD a week = 20.3 weeks = about 4.7 months < 9.
  // audit-opinion PRESENT (indirect): 2024 accounts are provisional, not yet reviewed by the statutory auditor.
  // debt-distress PRESENT (indirect): February and March instalments of the CIH loan not paid, no written agreement.
  // burn-above-revenue ABSENT: provisional net profit 1,9 M MAD; the cash outflow (about 1,26 M a month) comes from receivables and stays below revenue (44,1 / 12 = 3,7 M a month).
  // gross-margin ABSENT: stable at 27%.  declining-revenue ABSENT: revenue +14%.  going-concern ABSENT: no doubt expressed.
  {
    id: 'h17-fr-w4-26',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTE D'ANALYSE FINANCIÈRE — PROJET MIS
Pour le comité d'investissement d'Azur Partners Maroc du 12 mai 2025
Rédigée par Ghita Lahlou, chargée d'affaires

1. Périmètre
Notre revue porte sur les comptes 2024 de Maintenance Industrielle du Sud SARL (« MIS »), Khouribga, tels que transmis par la gérance le 18 avril. Il s'agit de comptes provisoires : ils n'ont été ni arrêtés par l'associé unique ni revus par le commissaire aux comptes, dont la mission débutera en juin.

2. Activité
Chiffre d'affaires 2024 : 44,1 M MAD (+14 %). Les prestations réalisées sur les sites OCP de Khouribga et de Jorf Lasfar ont été facturées 15,8 M MAD ; celles réalisées pour Managem, 5,0 M MAD.

3. Rentabilité
Marge brute stable à 27 %. Résultat net provisoire : 1,9 M MAD.

4. Trésorerie
Disponibilités au 30 avril 2025 : 5,9 M MAD. Sous l'effet de l'allongement des délais de paiement (DSO passé de 96 à 148 jours), la trésorerie d'exploitation baisse en moyenne de 290 k MAD par semaine depuis janvier.

5. Endettement
Les échéances de février et de mars du crédit moyen terme CIH Bank (2 × 410 k MAD) n'ont pas été réglées. La gérance indique être « en discussion » avec la banque ; aucun accord écrit ne nous a été présenté.

6. Recommandation
Poursuivre l'instruction sous réserve d'un plan de recouvrement des créances et de la régularisation des échéances bancaires avant toute signature.`,
    present: ['customer-concentration', 'short-runway', 'audit-opinion', 'debt-distress'],
    absent: ['burn-above-revenue', 'gross-margin', 'declining-revenue', 'going-concern'],
    traits: ['figures', 'indirect', 'time', 'list'],
  },
];
