/** Writer 6's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW6P2: readonly RedFlagCase[] = [
  // 07 — Plan d'affaires, transformation du manioc, Maluku / Kinshasa (RDC). CLEAN.
  // unrealistic-growth ABSENT: 1 300 / 620 = 2,1× ; 2 600 / 1 300 = 2,0× ; 4 800 / 2 600 = 1,8× ; sur trois ans 4 800 / 620 ≈ 7,7× (< 27×).
  // customer-concentration ABSENT: premier client 26 % (< 30 %), aucun autre au-dessus de 5 %.
  // burn-above-revenue ABSENT: coûts 2024 410 000 + 140 000 = 550 000 < CA 620 000 USD ; coûts projetés < CA.
  // pending-licence ABSENT: certificats obtenus, aucune demande en attente. no-competition ABSENT: concurrents cités.
  // regulatory ABSENT: la fermeture d'usine concerne un autre transformateur.
  {
    id: 'h23-fr-w6-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'list', 'negation'],
    present: [],
    absent: ['unrealistic-growth', 'customer-concentration', 'pending-licence', 'no-competition', 'regulatory'],
    text: `KWANGA FOODS SARL — Plan d'affaires 2025-2027
Maluku, Kinshasa — version présentée au comité de crédit et aux investisseurs, novembre 2024

1. Résumé
Kwanga Foods transforme le manioc de 620 petits producteurs du plateau des Batéké en farine enrichie prête à cuire et en chikwangue sous vide, vendues dans les supermarchés et chez les grossistes de Kinshasa. Nos produits se conservent six mois, contre trois à cinq jours pour la chikwangue traditionnelle.

2. Historique
| Année | Chiffre d'affaires (USD) | Résultat avant impôt (USD) |
|---|---|---|
| 2022 | 410 000 | 18 000 |
| 2023 | 520 000 | 41 000 |
| 2024 (estimé) | 620 000 | 70 000 |

Coûts 2024 (estimés) : matières premières et transformation 410 000 USD ; frais fixes (personnel, loyer, énergie, transport) 140 000 USD.
Nos prix de vente en francs congolais sont révisés chaque mois pour suivre le taux du marché ; environ 60 % du chiffre d'affaires est encaissé en FC.

3. Clients
• Premier client : une chaîne de supermarchés de la Gombe, 26 % du chiffre d'affaires 2024.
• Aucun autre client ne dépasse 5 % : le reste se répartit entre une soixantaine de grossistes et de boutiques de Limete, Kintambo et Ngaliema.

4. Autorisations
Certificat de conformité de l'Office Congolais de Contrôle obtenu en mars 2023 et renouvelé en mars 2024 ; autorisation d'exploitation de l'unité de Maluku délivrée en 2022. Aucune demande n'est en attente.

5. Concurrence
La farine de manioc importée d'Angola et de Zambie, deux transformateurs semi-industriels à Kinshasa et, surtout, les mamans transformatrices des marchés. Notre avantage : la régularité, l'emballage et la durée de conservation.
Un transformateur de Kikwit a vu son usine fermée par l'inspection sanitaire en 2023 ; nos audits d'hygiène trimestriels, réalisés par un laboratoire indépendant, visent précisément à éviter ce type de situation.

6. Projections
| | 2025 | 2026 | 2027 |
|---|---|---|---|
| Chiffre d'affaires (USD) | 1 300 000 | 2 600 000 | 4 800 000 |
| Coûts totaux (USD) | 1 180 000 | 2 330 000 | 4 250 000 |
| Producteurs partenaires | 1 100 | 2 000 | 3 400 |

Hypothèses : deuxième ligne de séchage en service en mars 2025 ; dépôt de Lubumbashi ouvert en 2026 ; prix moyen stable en USD.

7. Besoin de financement
900 000 USD : 600 000 USD de prêt d'équipement (ligne de séchage, groupe électrogène, camion) et 300 000 USD de fonds propres (fonds de roulement, stock de sécurité de manioc sec).`,
  },

  // 08 — Pacte d'actionnaires, edtech, Alger (Algérie).
  // low-founder-ownership PRESENT (figures, table): fondateurs actifs 18 + 14 + 5 = 37 % (< 40 %).
  // investor-control PRESENT (table): Atlas Capital Partners 10 200 / 20 000 = 51 % (≥ 50 %).
  // cap-table-complexity PRESENT (indirect): répartition non rapprochée du registre, cessions non inscrites, promesses non formalisées.
  // dead-equity ABSENT: clause de leaver future seulement ; aucun ancien associé au capital.
  {
    id: 'h23-fr-w6-08',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
    present: ['low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    absent: ['dead-equity'],
    text: `PACTE D'ACTIONNAIRES DE LA SOCIÉTÉ TADRIS SPA
Société par actions au capital de 20 000 000 DA, divisé en 20 000 actions de 1 000 DA chacune
Siège social : Cyberparc de Sidi Abdellah, Alger

ENTRE LES SOUSSIGNÉS :
M. Yacine Bensalem, Mme Lina Hamidi, M. Sofiane Mekki (ensemble, les « Fondateurs ») ;
Atlas Capital Partners, société de capital-investissement (l'« Investisseur ») ;
les quatre business angels désignés en annexe 1 ;
EN PRÉSENCE DE la Société.

Article 1 — Objet
Le présent pacte organise les relations entre les actionnaires de la Société, plateforme de soutien scolaire en ligne pour les élèves du cycle moyen et les candidats au baccalauréat.

Article 2 — Répartition du capital
À la date de signature, le capital est réparti comme suit :
| Actionnaire | Qualité | Actions | % |
|---|---|---|---|
| Yacine Bensalem | Fondateur, directeur général | 3 600 | 18,0 % |
| Lina Hamidi | Fondatrice, directrice pédagogique | 2 800 | 14,0 % |
| Sofiane Mekki | Fondateur, directeur technique | 1 000 | 5,0 % |
| Atlas Capital Partners | Investisseur | 10 200 | 51,0 % |
| Business angels (4) | Investisseurs | 1 400 | 7,0 % |
| Actions réservées aux salariés | — | 1 000 | 5,0 % |
| Total | | 20 000 | 100 % |

Article 3 — Conseil d'administration
Le conseil comprend cinq administrateurs : trois proposés par l'Investisseur, deux proposés par les Fondateurs. Le président est choisi parmi les administrateurs proposés par l'Investisseur.

Article 4 — Décisions importantes
Sont soumises à l'accord préalable du conseil statuant à la majorité simple : le budget annuel, tout endettement supérieur à 10 000 000 DA, toute embauche dont la rémunération dépasse 400 000 DA par mois.

Article 5 — Obligation de sortie conjointe
En cas d'offre d'achat portant sur 100 % du capital acceptée par des actionnaires détenant au moins 60 % des actions, les autres actionnaires sont tenus de céder leurs actions aux mêmes conditions.

Article 6 — Départ d'un Fondateur
Le Fondateur dont les fonctions prendraient fin avant le 31 décembre 2027 s'engage à céder ses actions à la Société ou aux actionnaires désignés par le conseil, à la valeur nominale en cas de faute grave et à la valeur de marché dans les autres cas. À ce jour, aucun ancien associé ni ancien salarié ne détient d'actions de la Société.

Article 7 — Rapprochement du registre
Les Parties reconnaissent que la répartition figurant à l'article 2 n'a pas pu être rapprochée du registre des mouvements de titres tenu par la Société. Les cessions intervenues en 2022 entre business angels n'y ont pas été inscrites, et le nombre exact d'actions détenues par deux d'entre eux reste à confirmer. En outre, les promesses d'attribution d'actions faites par écrit à trois salariés en 2021 n'ont été ni formalisées ni chiffrées. Les Parties s'engagent à faire établir, dans un délai de quatre-vingt-dix jours, un état du capital certifié par le commissaire aux comptes.

Article 8 — Durée
Le présent pacte est conclu pour une durée de dix ans à compter de sa signature.

Fait à Alger, le 3 mars 2025, en sept exemplaires originaux.`,
  },

  // 09 — Note au comité d'investissement, e-pharmacie, Kinshasa et Lubumbashi (RDC). CLEAN.
  // burn-above-revenue ABSENT: chaque trimestre, charges < CA (118 < 121 ; 131 < 138 ; 135 < 156 k USD).
  // short-runway ABSENT: 540 000 / 45 000 = 12 mois (≥ 9), même en rapportant la trésorerie aux charges brutes.
  // regulatory ABSENT: la suspension vise un concurrent ; agrément ACOREP obtenu. litigation ABSENT: plainte retirée, aucune procédure.
  // high-churn ABSENT: rétention à 12 mois 61 % (≥ 55 %). customer-concentration ABSENT: 11 mutuelles et employeurs = 18 % ensemble.
  // audit-opinion ABSENT: comptes 2023 audités, opinion sans réserve.
  {
    id: 'h23-fr-w6-09',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'negation', 'time', 'figures', 'list'],
    present: [],
    absent: [
      'short-runway',
      'burn-above-revenue',
      'regulatory',
      'litigation',
      'high-churn',
      'audit-opinion',
      'customer-concentration',
    ],
    text: `NOTE AU COMITÉ D'INVESTISSEMENT — DAWA PLUS SAS
Fonds Grands Lacs Impact Ventures · Kinshasa, 15 avril 2024 · Rédigée par : équipe d'investissement RDC

1. Recommandation
Investir 750 000 USD pour 15 % du capital (valorisation après investissement : 5 M USD).

2. L'entreprise
E-pharmacie et livraison de médicaments à Kinshasa et à Lubumbashi : trois officines physiques servant d'entrepôts, 28 livreurs à moto, commandes par WhatsApp, application et centre d'appels. Paiement à la livraison en FC ou en USD, ou par mobile money.

3. Chiffres clés (comptes de gestion revus lors de notre due diligence financière)
| | T3 2023 | T4 2023 | T1 2024 |
|---|---|---|---|
| Chiffre d'affaires (USD) | 121 000 | 138 000 | 156 000 |
| Charges totales (USD) | 118 000 | 131 000 | 135 000 |
| Commandes livrées | 9 400 | 10 800 | 12 300 |

Chiffre d'affaires 2023 : 472 000 USD. Les comptes 2023 ont été audités par un cabinet de Kinshasa, qui a émis une opinion sans réserve.
Trésorerie au 31 mars 2024 : 540 000 USD, soit douze mois de charges (45 000 USD par mois) même sans aucun encaissement.

4. Points de vigilance examinés
• Réglementation : Dawa Plus détient l'autorisation d'ouverture de ses trois officines et l'agrément de l'ACOREP pour la vente à distance, obtenu en juin 2023. En février 2024, l'ACOREP a suspendu la plateforme d'un concurrent kinois pour vente d'antibiotiques sans ordonnance. Dawa Plus exige une ordonnance scannée pour toute molécule soumise à prescription et n'a jamais reçu de rapport d'inspection défavorable.
• Contentieux : le différend avec un ancien distributeur de Bukavu, portant sur un stock livré en 2022, a été réglé à l'amiable en novembre 2023 ; la plainte a été retirée et aucune procédure n'est en cours.
• Fidélisation : 61 % des patients chroniques recrutés au T1 2023 commandaient encore au T1 2024.
• Concentration : les 11 mutuelles et employeurs partenaires pèsent ensemble 18 % du chiffre d'affaires ; le reste provient de particuliers.
• Équipe : les deux fondateurs sont à plein temps ; un directeur financier, ancien d'un cabinet d'audit de la Gombe, a rejoint l'équipe en janvier.

5. Plan
Objectif 2024 : 720 000 USD de chiffre d'affaires. Ouverture d'un entrepôt à Kolwezi au second semestre, financée par notre investissement.

6. Conclusion
Entreprise rentable, disciplinée sur la conformité, dans un marché où la contrefaçon de médicaments reste le premier risque pour les patients. Avis favorable de l'équipe.`,
  },

  // 10 — Rapport de gestion et comptes annuels, livraison de repas, Alger (Algérie).
  // gross-margin PRESENT (figures): 131,8 / 412,0 = 32,0 % en 2023 → 112,4 / 468,5 = 24,0 % en 2024, soit −8 points (≥ 5).
  // burn-above-revenue PRESENT (table): résultat net −177,6 M DA (charges > chiffre d'affaires).
  // short-runway PRESENT (figures): 68,3 / 14,2 ≈ 4,8 mois (< 9).
  // going-concern PRESENT (direct): le conseil d'administration exprime un doute important sur la continuité.
  // declining-revenue ABSENT: 468,5 > 412,0 M DA.
  // audit-opinion ABSENT: comptes certifiés sans réserve ; une observation (paragraphe d'attention) n'est pas une réserve.
  {
    id: 'h23-fr-w6-10',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'prose'],
    present: ['gross-margin', 'burn-above-revenue', 'short-runway', 'going-concern'],
    absent: ['declining-revenue', 'audit-opinion'],
    text: `TBAKH DELIVERY SPA — Alger
Rapport de gestion du conseil d'administration sur l'exercice 2024 et comptes annuels (extraits)

1. Activité
Commandes livrées : 1,92 million (2023 : 1,61 million). Restaurants partenaires : 2 340 à Alger, Oran, Blida et Constantine. Livreurs actifs en décembre : 1 150.

2. Compte de résultat résumé (en M DA)
| Rubrique | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires (commissions restaurants et frais de livraison) | 468,5 | 412,0 |
| Coût des livraisons (rémunération des livreurs, carburant, assurances) | (356,1) | (280,2) |
| Marge brute | 112,4 | 131,8 |
| Charges de personnel (hors livreurs) | (118,9) | (96,4) |
| Marketing et promotions | (101,3) | (88,7) |
| Autres charges d'exploitation | (47,8) | (41,5) |
| Dotations aux amortissements | (15,6) | (12,0) |
| Résultat opérationnel | (171,2) | (106,8) |
| Résultat financier | (6,4) | (3,1) |
| Résultat net | (177,6) | (109,9) |

3. Commentaires du conseil
La hausse du coût des livraisons s'explique par la revalorisation de la rémunération des livreurs (+22 % par course à compter de mars 2024), par l'extension de la livraison gratuite aux commandes de plus de 1 500 DA et par la hausse des primes d'assurance des motos.

4. Trésorerie et financement
Trésorerie au 31 décembre 2024 : 68,3 M DA.
Consommation nette de trésorerie : 14,2 M DA par mois en moyenne au second semestre 2024.
Des discussions sont engagées avec deux fonds pour une augmentation de capital d'environ 5 M€ ; aucun engagement ferme n'a été obtenu à la date du présent rapport.

5. Continuité d'exploitation
Le conseil d'administration estime que ces éléments constituent une incertitude significative de nature à jeter un doute important sur la capacité de la société à poursuivre son exploitation au-delà du premier semestre 2025 en l'absence de nouveaux financements. Les comptes ont néanmoins été arrêtés selon le principe de continuité d'exploitation (note 2 de l'annexe).

6. Commissaire aux comptes
Les comptes annuels 2024 ont été certifiés réguliers et sincères, sans réserve. Le commissaire aux comptes a formulé une observation attirant l'attention sur la note 2 de l'annexe relative à la continuité d'exploitation.

7. Perspectives
Le conseil a arrêté un plan de réduction des promotions de 40 % et une renégociation des commissions avec les 200 premiers restaurants, applicables dès février 2025.`,
  },

  // 11 — Lettre d'avocate aux associés, transport routier, Kinshasa (RDC).
  // debt-distress PRESENT (figures, indirect): quatre mensualités de 19 800 USD impayées (4 × 19 800 = 79 200 USD), déchéance du terme.
  // litigation PRESENT (direct): assignation devant le tribunal de commerce, première audience le 12 juin 2025.
  // regulatory ABSENT: licences et autorisations en règle, aucune procédure administrative.
  {
    id: 'h23-fr-w6-11',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'indirect', 'time'],
    present: ['debt-distress', 'litigation'],
    absent: ['regulatory'],
    text: `Cabinet Maître Bernadette Kasongo Ngoy
Avocate près la Cour d'appel de Kinshasa/Gombe
Avenue du Commerce, Kinshasa/Gombe

Kinshasa, le 6 mai 2025

À l'attention de Messieurs les associés de LUKULA TRANSPORT SARL
Objet : crédit d'équipement auprès de la Banque Commerciale du Fleuve — situation et procédure

Messieurs,

Vous m'avez demandé de faire le point sur le dossier qui oppose votre société à la Banque Commerciale du Fleuve (« BCF »). Voici mon analyse, sur la base des pièces que votre gérant m'a transmises le 29 avril.

1. Le crédit. Le crédit d'équipement de 850 000 USD accordé en mars 2023 pour l'acquisition de douze camions se rembourse par mensualités constantes de 19 800 USD, prélevées le 5 de chaque mois. Selon les relevés, les prélèvements de janvier, février, mars et avril 2025 sont revenus sans provision, et aucun versement n'a été effectué depuis. La somme échue et restée sans règlement s'élève à 79 200 USD, hors intérêts de retard.

2. La réaction de la banque. Par lettre recommandée du 2 avril 2025, la BCF a prononcé la déchéance du terme et exigé le paiement immédiat du capital restant dû, soit 512 400 USD, augmenté des intérêts contractuels.

3. La procédure. Le 18 avril 2025, la BCF a fait assigner votre société devant le Tribunal de commerce de Kinshasa/Gombe en paiement de ces sommes et en réalisation du nantissement sur les camions. La première audience est fixée au 12 juin 2025. J'ai été constituée pour la société et je déposerai nos conclusions avant cette date.

4. Notre position. Les retards s'expliquent par l'immobilisation de quatre camions à Matadi pendant six semaines et par les délais de paiement de plusieurs clients importateurs. Ces circonstances n'effacent pas la dette, mais elles peuvent appuyer une demande de délais de grâce. Je vous recommande de proposer à la BCF, avant l'audience, un rééchelonnement sur 24 mois assorti du versement immédiat d'au moins deux mensualités.

5. Autres points. Les licences de transport de vos véhicules et votre agrément de commissionnaire en douane sont en règle ; aucune procédure administrative n'est ouverte contre la société. Je n'ai connaissance d'aucune autre action en justice.

Je reste à votre disposition pour une réunion avec votre gérant dans la semaine.

Veuillez agréer, Messieurs, l'expression de mes sentiments distingués.

Me Bernadette Kasongo Ngoy`,
  },

  // 12 — Pitch deck, application de commande B2B pour épiceries, Alger (Algérie). CLEAN.
  // high-churn ABSENT: 3,1 % par mois (< 5 %). unit-economics ABSENT: cohérent — 1 500 × 80 % = 1 200 DA ; 1 / 0,031 ≈ 32,3 mois ;
  //   LTV ≈ 1 200 × 32,3 ≈ 38 700 DA ; 38 700 / 9 200 ≈ 4,2 comme annoncé.
  // non-recurring-revenue ABSENT: frais d'intégration ponctuels exclus des revenus mensuels.
  // burn-above-revenue ABSENT: charges de mars 12,6 < revenus 14,0 M DA ; 2024 : 109 < 118 M DA. Revenus mensuels toujours en hausse.
  // unrealistic-growth ABSENT: 210 / 118 ≈ 1,8× ; 480 / 210 ≈ 2,3× ; 1 050 / 480 ≈ 2,2×.
  // no-competition ABSENT: « nous ne sommes pas seuls », concurrents cités. founder-departure ABSENT: aucun départ.
  {
    id: 'h23-fr-w6-12',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'list', 'figures', 'negation'],
    present: [],
    absent: [
      'high-churn',
      'unit-economics',
      'non-recurring-revenue',
      'burn-above-revenue',
      'unrealistic-growth',
      'no-competition',
      'founder-departure',
    ],
    text: `HANOUT+ — Pitch investisseurs
Alger · avril 2025

1. Le problème
Plus de 300 000 épiceries de quartier en Algérie commandent par téléphone à cinq à dix distributeurs, notent le crédit de leurs clients dans un cahier et découvrent les ruptures quand le rayon est vide.

2. La solution
Une application Android : catalogue des distributeurs de la wilaya, commande en un clic, suivi du « carnet » (crédit accordé aux clients du quartier), alertes de stock.
• Abonnement : 1 500 DA par mois et par épicerie
• Commission de 1 % payée par les distributeurs sur les commandes passées via l'application

3. Traction
| Mois | Épiceries abonnées | Revenus du mois (M DA) |
|---|---|---|
| Octobre 2024 | 5 600 | 11,2 |
| Novembre 2024 | 5 900 | 11,9 |
| Décembre 2024 | 6 150 | 12,6 |
| Janvier 2025 | 6 350 | 13,1 |
| Février 2025 | 6 550 | 13,5 |
| Mars 2025 | 6 800 | 14,0 |

Revenus de mars : 10,2 M DA d'abonnements + 3,8 M DA de commissions.
Les frais d'intégration facturés une seule fois aux distributeurs (6,5 M DA en 2024) ne figurent pas dans ces montants.

4. Rétention et unit economics
• Churn mensuel moyen sur les six derniers mois : 3,1 %
• Revenu d'abonnement : 1 500 DA par mois, marge brute 80 %, soit 1 200 DA par mois
• Durée de vie moyenne : 1 / 3,1 % ≈ 32 mois
• LTV ≈ 38 700 DA · CAC (agents terrain + parrainage) : 9 200 DA · LTV/CAC ≈ 4,2

5. Rentabilité
• 2024 : revenus 118 M DA, charges 109 M DA
• Mars 2025 : charges totales 12,6 M DA (64 personnes dont 38 agents terrain, serveurs, SMS, marketing), soit un résultat d'exploitation de +1,4 M DA
• Trésorerie au 31 mars 2025 : 95 M DA

6. Concurrence
Deux applications de commande B2B à Alger, dont une adossée à un grand distributeur ; les commerciaux des distributeurs eux-mêmes ; et surtout le téléphone et le cahier. Nous ne sommes pas seuls sur ce marché : nous sommes les seuls à y ajouter la gestion du carnet de crédit.

7. Projections
| | 2025 | 2026 | 2027 |
|---|---|---|---|
| Revenus (M DA) | 210 | 480 | 1 050 |
| Épiceries abonnées (fin d'année) | 11 000 | 24 000 | 48 000 |

8. Équipe
Trois cofondateurs à plein temps depuis 2022 — Nassim (produit), Amel (opérations), Hocine (ventes). Aucun départ depuis la création.

9. Statut et levée
Label « Start-up » obtenu en 2023. Nous levons 2 M€ pour ouvrir Oran, Constantine et Sétif.`,
  },

  // 13 — Plan d'affaires, paiement des frais scolaires, Lubumbashi (RDC).
  // customer-concentration PRESENT (figures, table): 78 000 / 186 000 = 41,9 % (≥ 30 %) pour un seul groupe scolaire.
  // related-party PRESENT (indirect): ce groupe scolaire appartient au père de la cofondatrice et gérante.
  // regulatory PRESENT (modality): incertitude déclarée sur le cadre BCC des agrégateurs de paiement.
  // pending-licence ABSENT: aucune demande déposée. burn-above-revenue ABSENT: charges 151 000 < CA 186 000 USD.
  // unrealistic-growth ABSENT: 310 / 186 ≈ 1,7× ; 520 / 310 ≈ 1,7×.
  {
    id: 'h23-fr-w6-13',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'modality'],
    present: ['customer-concentration', 'related-party', 'regulatory'],
    absent: ['pending-licence', 'burn-above-revenue', 'unrealistic-growth'],
    text: `SHULE PAY SARL — Plan d'affaires 2025-2026
Lubumbashi · décembre 2024

1. Ce que nous faisons
Les parents paient les frais scolaires (minerval, frais de fonctionnement, frais d'examen) par Airtel Money, M-Pesa ou Orange Money, en FC ou en USD. L'école voit chaque paiement en temps réel ; il n'y a plus d'argent liquide dans le bureau du préfet, ni de files d'attente à la rentrée.
Commission facturée à l'école : 2 % des montants encaissés.

2. Résultats 2024
• Montants encaissés : 9,3 M USD (environ 26 Md FC)
• Chiffre d'affaires : 186 000 USD
• Charges : 151 000 USD (équipe de 11 personnes, SMS, frais d'intégration des opérateurs, déplacements à Likasi et Kolwezi)
• Résultat : 35 000 USD

| Client | Écoles | CA 2024 (USD) |
|---|---|---|
| Groupe scolaire Les Étoiles du Katanga | 14 | 78 000 |
| Complexe scolaire Tujenge | 3 | 21 000 |
| 57 autres écoles privées | 57 | 87 000 |
| Total | 74 | 186 000 |

3. Nos premiers partenaires
Le Groupe scolaire Les Étoiles du Katanga appartient à la famille Ilunga : son promoteur, M. Jean-Pierre Ilunga, est le père de Sarah Ilunga, notre cofondatrice et gérante. Il nous a ouvert ses 14 écoles dès le lancement en 2022 et le contrat, renouvelé en 2024 pour cinq ans, nous donne l'exclusivité sur l'ensemble de ses établissements.

4. Cadre réglementaire
Nous encaissons via les comptes marchands des opérateurs et ne détenons jamais les fonds des parents. La Banque Centrale du Congo a annoncé une révision du cadre applicable aux agrégateurs et aux prestataires de services de paiement. À ce jour, nous ne savons pas si Shule Pay devra obtenir son propre agrément, ni dans quel délai, ni à quel coût en fonds propres. Nous n'avons déposé aucune demande à ce stade.

5. Projections
| | 2025 | 2026 |
|---|---|---|
| Écoles clientes | 120 | 190 |
| Chiffre d'affaires (USD) | 310 000 | 520 000 |
| Charges (USD) | 260 000 | 410 000 |

6. Besoin de financement
250 000 USD pour ouvrir Kolwezi et Likasi et pour développer le module de bulletins scolaires.`,
  },
];
