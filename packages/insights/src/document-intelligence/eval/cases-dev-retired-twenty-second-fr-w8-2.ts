/** Writer 8's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondFrW8P2: readonly RedFlagCase[] = [

  // 09 — business plan, edtech (gestion scolaire et soutien en ligne), Tunisie.
  // non-recurring-revenue PRESENT: the Ministry pilot (a one-off fixed fee, no renewal) is counted inside "ARR total" — 100 000 TND of 455 000 TND.
  // unrealistic-growth PRESENT: from two figures — 2025 revenue 455 000 TND, 2026 target 2 300 000 TND = 5.05x in one year (≥ 4x).
  // customer-concentration ABSENT: the Ministry pilot is 100 000 / 455 000 = 22 % (< 30 %).
  // burn-above-revenue ABSENT: 2025 costs 420 000 < revenue 455 000.
  // low-founder-ownership ABSENT: founders 82 %.
  {
    id: 'h22-fr-w8-09',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'split', 'figures', 'indirect'],
    present: ['non-recurring-revenue', 'unrealistic-growth'],
    absent: ['customer-concentration', 'burn-above-revenue', 'low-founder-ownership'],
    text: `BUSINESS PLAN 2026–2027 — MADRASA CLOUD SARL (Tunis)
Plateforme de gestion scolaire et de soutien en ligne

1. Où nous en sommes
Madrasa Cloud équipe 74 écoles privées du Grand Tunis et de Sfax et compte 2 900 familles abonnées à son offre de soutien scolaire en ligne.

Revenus récurrents annuels (ARR) au 31 décembre 2025 — en TND
Abonnements écoles privées ..................... 260 000
Abonnements familles (B2C) .....................  95 000
Programme pilote Ministère de l'Éducation ...... 100 000
ARR total ...................................... 455 000

Le programme pilote du Ministère correspond à un forfait versé en une seule fois en 2025 pour le déploiement de la plateforme dans 20 établissements publics de Ben Arous. Le contrat ne prévoit pas de reconduction.

Charges d'exploitation 2025 : 420 000 TND, dont 280 000 TND de salaires et 60 000 TND d'hébergement.

2. Nos ambitions
Le chiffre d'affaires 2025 s'établit à 455 000 TND, en ligne avec l'ARR.

Pour 2026, notre objectif est d'atteindre
2 300 000 TND
de chiffre d'affaires, porté par l'ouverture du marché algérien, un partenariat de distribution avec un opérateur télécom et le lancement d'une offre pour les centres de formation professionnelle.
En 2027, nous visons 4 600 000 TND.

3. Équipe et capital
Les deux cofondatrices, anciennes enseignantes devenues ingénieures, détiennent 82 % du capital ; un business angel tunisien détient le solde.

4. Besoin de financement
Nous recherchons 1,5 M TND pour recruter 18 personnes (commercial, contenu pédagogique, produit) et financer l'ouverture d'Alger.`,
  },

  // 10 — board minutes (legal_docs), kits de pompage solaire, Maroc.
  // customer-concentration PRESENT: customer table — Groupe Agrinord 4 300 000 / 9 800 000 = 43.9 % (≥ 30 %).
  // debt-distress PRESENT: 31 March 2025 instalment of 420 000 MAD not paid, still unpaid.
  // litigation ABSENT: dispute with former distributor closed by settlement, nothing pending.
  // declining-revenue ABSENT: 9.8 M > 8.6 M. audit-opinion ABSENT: unqualified opinion.
  // burn-above-revenue ABSENT: net profit 380 000 MAD. founder-departure ABSENT: CTO mandate renewed.
  {
    id: 'h22-fr-w8-10',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'time'],
    present: ['customer-concentration', 'debt-distress'],
    absent: ['litigation', 'declining-revenue', 'audit-opinion', 'burn-above-revenue', 'founder-departure'],
    text: `PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION
Atlas Solaire SA — siège social : Agadir — séance du 22 avril 2025
Présents : M. Rachid A. (président), Mme Nadia L. (directrice générale), M. Youssef M. (directeur technique), M. Karim Z. (administrateur représentant Souss Capital). Assiste : le directeur administratif et financier.

1. Comptes de l'exercice 2024
Le DAF présente les comptes 2024 : chiffre d'affaires de 9,8 M MAD (2023 : 8,6 M MAD) et résultat net bénéficiaire de 380 000 MAD. Le commissaire aux comptes a émis une opinion sans réserve. Le chiffre d'affaires se répartit comme suit :

| Client                          | CA 2024 (MAD) |
|---------------------------------|--------------:|
| Groupe Agrinord                 |     4 300 000 |
| Coopérative Souss Irrigation    |     1 100 000 |
| Domaine Aït Baha                |       650 000 |
| Autres clients (212 exploitations) |    3 750 000 |
| Total                           |     9 800 000 |

2. Trésorerie et financement
Le DAF informe le conseil que l'échéance du 31 mars 2025 du prêt d'équipement, d'un montant de 420 000 MAD, n'a pas pu être réglée, en raison du retard de paiement du Groupe Agrinord, dont 2,1 M MAD de factures sont échues depuis plus de 90 jours. Une demande de rééchelonnement a été adressée à la banque le 4 avril ; à la date de la séance, l'échéance demeure impayée. Le conseil mandate la directrice générale pour conduire la négociation.

3. Contentieux
Le différend avec l'ancien distributeur de Guelmim a été clos par un protocole transactionnel signé en janvier 2025. Aucune procédure n'est pendante.

4. Gouvernance
Le conseil renouvelle pour trois ans le mandat de M. Youssef M. en qualité de directeur technique.

L'ordre du jour étant épuisé, la séance est levée à 18 h 30.`,
  },

  // 11 — pitch deck (slides), logiciel de caisse pour restaurants, Tunisie.
  // NO FLAG.
  // high-churn ABSENT: 3 % a month (≈ 31 % a year) < 5 %; the 60 % a year is staff turnover at client restaurants (another subject).
  // unit-economics ABSENT: consistent — LTV = 60 × 70 % / 3 % = 1 400 TND; 1 400 / 350 = 4.0x; payback 350 / 42 = 8.3 months ≈ 8.
  // unrealistic-growth ABSENT: 1 860 000 / 744 000 = 2.5x.
  // short-runway ABSENT: 405 000 / 25 000 = 16.2 months ≈ 70 weeks.
  // burn-above-revenue ABSENT: net burn 25 000 below MRR 62 000 (net burn compared with revenue as stated).
  // investor-control ABSENT: lead fund 35 %. low-founder-ownership ABSENT: founders 52 %. no-competition ABSENT: competitors listed.
  {
    id: 'h22-fr-w8-11',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'time'],
    present: [],
    absent: ['high-churn', 'unit-economics', 'unrealistic-growth', 'short-runway', 'burn-above-revenue', 'investor-control', 'low-founder-ownership', 'no-competition'],
    text: `TABLA — Deck Série A — Tunis, mai 2025

1. Le problème
22 000 restaurants et cafés en Tunisie, dont moins de 10 % utilisent un logiciel de caisse moderne. Dans la restauration, la rotation du personnel dépasse 60 % par an : chaque nouveau serveur doit être formé en quelques jours.

2. La solution
Caisse tactile, commande par QR code à table, et un module RH qui forme les nouvelles recrues en vidéo.

3. Traction
- 1 030 restaurants abonnés
- MRR : 62 000 TND
- ARPU : 60 TND par mois
- Marge brute : 70 %
- Churn : 3 % des restaurants par mois

4. Unit economics
- CAC : 350 TND
- LTV : 1 400 TND
- LTV/CAC : 4,0x
- Retour sur CAC : environ 8 mois

5. Concurrence
Deux éditeurs tunisiens de caisses, une solution française distribuée localement, et surtout le carnet et Excel.

6. Projections
CA 2025 : 744 000 TND → CA 2026 : 1 860 000 TND (x2,5), grâce à l'ouverture de Sousse et Sfax.

7. Finances
Trésorerie : 405 000 TND. Consommation nette : 25 000 TND par mois, soit environ 70 semaines de visibilité avant la Série A.

8. Actionnariat
Fondateurs 52 %, Maghreb Seed Fund 35 %, business angels 13 %.

9. La levée
3 M TND pour accélérer l'acquisition et lancer le paiement intégré.`,
  },

  // 12 — pitch deck (slides), téléconsultation en pharmacie, Tunisie.
  // missing-financials PRESENT: a deck with no revenue and no cost figure (only users, consultations, NPS, a market size and the amount raised).
  // pending-licence PRESENT: telemedicine authorisation filed with the Ministry of Health on 10 Feb 2025, decision awaited.
  // regulatory ABSENT: application pending, no sanction, no stated uncertainty.
  // unrealistic-growth ABSENT: the 18 % is a market's growth; no company projection.
  // no-competition ABSENT: competitors listed.
  {
    id: 'h22-fr-w8-12',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
    present: ['missing-financials', 'pending-licence'],
    absent: ['regulatory', 'unrealistic-growth', 'no-competition'],
    text: `SAHHA LINK — La téléconsultation au plus près des régions intérieures (Tunisie)

Slide 1 — Vision
Un médecin à moins de dix minutes de chez soi pour chaque habitant de Kasserine, Sidi Bouzid et Gafsa.

Slide 2 — Le problème
Dans les gouvernorats de l'intérieur, il faut attendre en moyenne six semaines pour voir un spécialiste, et souvent parcourir plus de 200 km.

Slide 3 — La solution
Des cabines de téléconsultation installées dans les pharmacies, équipées d'appareils connectés (tension, ECG, otoscope), et une application patient en arabe et en français.

Slide 4 — Traction
- 12 pharmacies partenaires équipées
- 8 400 patients inscrits
- 3 100 consultations réalisées depuis le lancement en octobre 2024
- NPS : 64

Slide 5 — Le marché
Les dépenses de santé privées en Tunisie sont estimées à 4 milliards TND ; le marché de la télémédecine croît de 18 % par an en Afrique du Nord.

Slide 6 — Réglementation
La télémédecine est encadrée par un décret de 2022. Notre demande d'autorisation a été déposée auprès du Ministère de la Santé le 10 février 2025 et nous attendons la décision. D'ici là, les consultations sont assurées par des médecins inscrits à l'Ordre, dans le cadre de la convention pilote signée avec la direction régionale de la santé de Kasserine.

Slide 7 — Concurrence
Les plateformes de prise de rendez-vous de Tunis et Sfax, et quelques cliniques privées qui lancent leur propre téléconsultation. Notre avantage : la présence physique en pharmacie, là où les patients vont déjà.

Slide 8 — L'équipe
Dr Amel H. (CEO, médecin urgentiste), Sami T. (CTO, ex-opérateur télécom), Leila B. (COO, ex-réseau de pharmacies).

Slide 9 — La levée
Nous levons 1,5 M TND pour étendre le réseau à Gafsa et Sidi Bouzid au cours des 24 prochains mois.`,
  },

  // 13 — shareholder agreement extracts (legal_docs), logistique B2B, Maroc.
  // NO FLAG.
  // investor-control ABSENT: largest investor 38 %; Atlas (38 %) + Sahara Angels (14 %) = 52 % but two unrelated holders, declared not acting in concert.
  // low-founder-ownership ABSENT: founders 24 % + 21 % = 45 %.
  // dead-equity ABSENT: the former developer's shares were bought back and cancelled.
  // cap-table-complexity ABSENT: table reconciled with the share register.
  // debt-distress ABSENT: default clause is hypothetical. pending-licence ABSENT: authorisation clause is hypothetical.
  // founder-departure ABSENT: the leaver was a developer, not a founder or executive.
  {
    id: 'h22-fr-w8-13',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'modality', 'negation', 'indirect'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'dead-equity', 'cap-table-complexity', 'debt-distress', 'pending-licence', 'founder-departure'],
    text: `PACTE D'ASSOCIÉS — WASLA LOGISTIQUE SA (extraits)

Entre : M. Omar T. et Mme Salma R. (les « Fondateurs ») ; Atlas Ventures Fund II (l'« Investisseur Principal ») ; les membres du réseau Sahara Angels (les « Angels »).

Article 2 — Répartition du capital à la date de signature
| Associé                                  | Actions | % du capital |
|------------------------------------------|--------:|-------------:|
| Omar T. — fondateur, directeur général   |  24 000 |         24 % |
| Salma R. — fondatrice, directrice technique | 21 000 |      21 % |
| Atlas Ventures Fund II                   |  38 000 |         38 % |
| Sahara Angels (14 personnes physiques)   |  14 000 |         14 % |
| Réserve d'actions gratuites salariés     |   3 000 |          3 % |
| Total                                    | 100 000 |        100 % |

Les Parties déclarent que ni Atlas Ventures Fund II ni sa société de gestion ne détiennent, directement ou indirectement, de participation dans les Angels, et qu'elles n'agissent pas de concert avec eux. Le tableau ci-dessus est réconcilié avec le registre des mouvements de titres tenu au siège.

Article 5 — Associé sortant
Les 2 000 actions détenues par M. Hamza E., ancien développeur ayant quitté la Société en juin 2024, ont été rachetées par la Société le 30 septembre 2024 puis annulées. M. Hamza E. ne détient plus aucun titre.

Article 7 — Cas de défaut
En cas de défaut de paiement par la Société d'une dette financière supérieure à 500 000 MAD, ou de manquement à un covenant bancaire, l'Investisseur Principal pourra désigner un administrateur supplémentaire jusqu'à régularisation.

Article 9 — Autorisations administratives
Si l'exercice d'une nouvelle activité devait requérir une autorisation administrative, les Fondateurs s'engagent à n'en démarrer l'exploitation qu'après obtention de celle-ci.

Article 11 — Plafond de détention
Aucun associé ne pourra, sans l'accord unanime des Parties, porter sa participation au-delà de 49 % du capital.`,
  },
];
