import type { RedFlagCase } from './case';

export const redFlagNineteenthFrW7P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck série A, logiciel de maintenance (GMAO) hors-ligne, Nouméa (Nouvelle-Calédonie). CLEAN.
  // customer-concentration ABSENT: plus gros client 21 % de l'ARR (< 30 %), non nommé avec d'autres.
  // unrealistic-growth ABSENT: ARR 58 → 100 = 1,7× ; 100 → 170 = 1,7× ; 170 → 280 = 1,65× ;
  //   sur trois ans 280 / 58 = 4,8× (bien en dessous de 3 × 3 × 3 = 27×). Historique 24,5 → 46 = 1,9×.
  // high-churn ABSENT: 1,2 % par mois (< 5 %), soit environ 13,5 % par an.
  // non-recurring-revenue ABSENT: paramétrage et formation (5,2 MF) facturés à part, hors ARR.
  // gross-margin ABSENT: 80 % → 78 %, -2 points (< 5).
  // burn-above-revenue ABSENT: revenu récurrent 3,8 MF/mois (46 / 12 = 3,83) > charges 3,3 MF/mois.
  // no-competition ABSENT: concurrents nommés (SAP PM, Maximo, Fiix, UpKeep).
  // low-founder-ownership ABSENT: 64 % avant levée, 64 × 0,8 ≈ 51 % après (≥ 40 %).
  {
    id: 'h19-fr-w7-08',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `MAINTIQ — Présentation investisseurs — Série A — Nouméa, septembre 2025

1. MaintiQ
La GMAO hors-ligne des sites miniers et industriels du Pacifique
Nous levons 1,2 M€ (≈ 143 MF CFP)

2. Le problème
- Engins immobilisés faute de pièces : 6 à 10 semaines de délai d'importation
- Carnets d'entretien papier, ressaisis le soir au bureau
- Pas de réseau sur les massifs miniers ni sur une partie des routes du Nord

3. La solution
- Application tablette 100 % hors-ligne, synchronisation au retour au réseau
- Plans de maintenance préventive, stock de pièces, rapports de conformité
- Support en français, depuis Nouméa, aux horaires du Pacifique

4. Traction
- ARR juin 2025 : 46,0 MF CFP (abonnements uniquement) — juin 2024 : 24,5 MF CFP
- 38 clients : sous-traitants miniers, transporteurs, carrières, une centrale thermique
- Churn logo mensuel moyen sur 12 mois : 1,2 %
- Plus gros client (un transporteur du Nord) : 21 % de l'ARR
- Paramétrage et formation facturés à part : 5,2 MF CFP en 2024, non inclus dans l'ARR

5. Indicateurs financiers
- Revenu récurrent mensuel : 3,8 MF CFP
- Charges mensuelles totales : 3,3 MF CFP (8 salariés)
- Marge brute : 78 % (80 % en 2024, hausse de l'hébergement cloud en Australie)
- Trésorerie au 30 juin 2025 : 38 MF CFP
- Équilibre opérationnel atteint en mars 2025

6. Marché
- Nouvelle-Calédonie : environ 400 entreprises du secteur minier, industriel et du BTP
- Ensuite : Vanuatu, Fidji, Papouasie-Nouvelle-Guinée, Polynésie française

7. Concurrence
- SAP PM, IBM Maximo : grands comptes, 12 à 18 mois de déploiement
- Fiix, UpKeep : SaaS anglophones, en ligne uniquement
- Tableurs et intégrateurs locaux
Notre avantage : hors-ligne natif, français, déploiement en deux semaines

8. Projections d'ARR (MF CFP)
          Déc. 2025e   2026e   2027e   2028e
ARR            58        100     170     280
Clients        46         75     120     185

9. Équipe et capital
- Yohann Ferrand, CEO — 12 ans de maintenance chez un sous-traitant minier
- Marie Gope, CTO — ancienne développeuse mobile à Sydney
- Fondateurs : 64 % avant levée (environ 51 % après) ; business angels 28 % ; BSA salariés 8 %

10. Utilisation des fonds
- 50 % développement commercial Pacifique (bureau à Port-Vila)
- 35 % produit
- 15 % besoin en fonds de roulement

Contact : yohann@maintiq.nc`,
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'high-churn', 'non-recurring-revenue', 'gross-margin', 'no-competition'],
    traits: ['list', 'table', 'figures', 'negation'],
  },

  // 09 — Rapport de gestion, plateforme de livraison, Papeete (Polynésie française). CLEAN.
  // gross-margin ABSENT: 57,3 / 181,9 = 31,5 % → 70,5 / 236,4 = 29,8 %, soit -1,7 point (< 5).
  // declining-revenue ABSENT: CA 181,9 → 236,4 MF (+30 %) ; cumul janv.-mai 89,6 → 108,2 MF.
  // burn-above-revenue ABSENT: résultat net +9,2 MF (charges < CA).
  // litigation ABSENT: différend clos par transaction versée ; aucune procédure en cours.
  // audit-opinion ABSENT: comptes certifiés sans réserve ni observation.
  // debt-distress ABSENT: échéances Socredo honorées, CPS et DICP réglées à bonne date.
  // going-concern ABSENT: continuité expressément non remise en cause.
  // Contrôles : 236,4 - 165,9 = 70,5 ; 70,5 - 55,8 = 14,7 ; 181,9 - 124,6 = 57,3 ; 57,3 - 49,7 = 7,6.
  //   Réserve légale 5 % × 9 214 600 = 460 730 ; report à nouveau 9 214 600 - 460 730 = 8 753 870.
  {
    id: 'h19-fr-w7-09',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RIMA EXPRESS SAS
Société par actions simplifiée au capital de 25 000 000 F CFP
Siège social : immeuble Fare Ute, 98714 Papeete — RCS Papeete TPI 19 8812 B

RAPPORT DE GESTION SUR L'EXERCICE CLOS LE 31 DÉCEMBRE 2024
présenté à l'assemblée générale ordinaire du 19 juin 2025

1. Activité
Rima Express exploite une plateforme de livraison de repas et de courses à Papeete, Faa'a, Punaauia, Pirae et Arue, et depuis septembre 2024 à Moorea. La société travaille avec 140 restaurants partenaires et 62 coursiers indépendants patentés. Le nombre de commandes livrées est passé de 331 000 en 2023 à 412 000 en 2024. Le premier restaurant partenaire représente 9 % des commissions de l'exercice.

2. Résultats (en millions de F CFP)

                                          2024       2023
Chiffre d'affaires                       236,4      181,9
Coût des livraisons (coursiers,
  carburant, traversées)                -165,9     -124,6
Marge brute                               70,5       57,3
Taux de marge brute                     29,8 %     31,5 %
Charges de structure                     -55,8      -49,7
Résultat d'exploitation                   14,7        7,6
Résultat net                               9,2        4,1

Le taux de marge brute recule de 1,7 point, sous l'effet de la hausse du prix du carburant et du démarrage de Moorea, où le coût des traversées est supporté par la société pendant la phase de lancement.

3. Situation financière
La trésorerie s'établit à 31,6 MF CFP au 31 décembre 2024. Le prêt de 40 MF CFP contracté auprès de la Banque Socredo en 2022 a été remboursé selon son échéancier ; le capital restant dû s'élève à 22,5 MF CFP. Les cotisations CPS et les impôts et taxes dus à la DICP ont été réglés à bonne date.

4. Litiges
Le différend qui opposait la société à un ancien coursier, qui demandait la requalification de sa relation en contrat de travail, a pris fin par une transaction conclue le 14 octobre 2024 ; l'indemnité de 1,4 MF CFP a été versée. Aucune procédure n'est en cours.

5. Contrôle des comptes
Votre commissaire aux comptes, le cabinet Fare Audit & Conseil, a certifié les comptes annuels sans réserve ; son rapport ne comporte aucune observation.

6. Événements postérieurs et perspectives
Aucun événement survenu depuis la clôture n'est de nature à remettre en cause la continuité de l'exploitation. Au 31 mai 2025, le chiffre d'affaires cumulé s'établit à 108,2 MF CFP, contre 89,6 MF CFP sur la même période de 2024.

7. Conventions réglementées
Aucune convention relevant de l'article L. 227-10 du code de commerce n'a été conclue ni ne s'est poursuivie au cours de l'exercice.

8. Affectation du résultat
Nous vous proposons d'affecter le bénéfice de 9 214 600 F CFP comme suit :
- réserve légale : 460 730 F CFP
- report à nouveau : 8 753 870 F CFP

9. Mandats
Les mandats de Mme Tiare Chung, Présidente, et de M. Ariitai Faaria, directeur général délégué, se poursuivent.

Fait à Papeete, le 28 mai 2025
La Présidente, Tiare Chung`,
    present: [],
    absent: ['gross-margin', 'litigation', 'audit-opinion', 'debt-distress', 'going-concern'],
    traits: ['table', 'prose', 'list', 'negation', 'time', 'figures'],
  },

  // 10 — Plan de trésorerie mensuel juil.-déc. 2025, portefeuille mobile, Papeete (Polynésie française).
  // short-runway PRESENT (figures): sortie nette moyenne 26,4 / 6 = 4,4 MF/mois ; 27,0 / 4,4 = 6,1 mois
  //   (trésorerie 0,6 MF fin décembre).
  // burn-above-revenue PRESENT (figures): décaissements 5,7-5,8 MF/mois > encaissements 1,1-1,7 MF/mois
  //   (semestre : 34,6 > 8,2).
  // pending-licence PRESENT (indirect): dossier d'agrément déposé à l'ACPR le 14/02/2025, instruction en cours.
  // declining-revenue ABSENT: encaissements 1,1 → 1,2 → 1,3 → 1,4 → 1,5 → 1,7, en hausse chaque mois.
  // Contrôles : 6,5 + 1,7 = 8,2 ; 18,6 + 7,2 + 2,8 + 3,6 + 2,4 = 34,6 ; 8,2 - 34,6 = -26,4 ; 27,0 - 26,4 = 0,6.
  {
    id: 'h19-fr-w7-10',
    documentType: 'business_plan',
    language: 'fr',
    text: `TIARE PAY SAS — Papeete
PLAN DE TRÉSORERIE MENSUEL JUILLET – DÉCEMBRE 2025
Version présentée au comité stratégique du 2 juillet 2025
Montants en millions de F CFP (XPF)

Rubrique                                   Juil.  Août  Sept.  Oct.  Nov.  Déc.  Total
Trésorerie début de mois                   27,0   22,3  17,7   13,3   9,0   4,7
ENCAISSEMENTS
Commissions sur transferts inter-îles       0,9    1,0   1,0    1,1   1,2   1,3    6,5
Abonnements commerçants (paiement QR)       0,2    0,2   0,3    0,3   0,3   0,4    1,7
Total encaissements                         1,1    1,2   1,3    1,4   1,5   1,7    8,2
DÉCAISSEMENTS
Salaires et charges CPS (9 personnes)       3,1    3,1   3,1    3,1   3,1   3,1   18,6
Prestataires techniques, partenaire EME     1,2    1,2   1,2    1,2   1,2   1,2    7,2
Conseil juridique et conformité             0,6    0,6   0,4    0,4   0,4   0,4    2,8
Marketing et tournées dans les îles         0,5    0,5   0,6    0,6   0,7   0,7    3,6
Loyer et frais généraux                     0,4    0,4   0,4    0,4   0,4   0,4    2,4
Total décaissements                         5,8    5,8   5,7    5,7   5,8   5,8   34,6
Solde du mois                              -4,7   -4,6  -4,4   -4,3  -4,3  -4,1  -26,4
Trésorerie fin de mois                     22,3   17,7  13,3    9,0   4,7   0,6

HYPOTHÈSES ET COMMENTAIRES

1. Encaissements. Tiare Pay perçoit aujourd'hui des commissions sur les transferts réalisés entre archipels en tant qu'agent d'un établissement de monnaie électronique agréé en métropole (« partenaire EME »), ainsi que les abonnements des commerçants équipés du paiement par QR code. Hypothèse de croissance : +60 commerçants par mois.

2. Activité en propre. L'émission de monnaie électronique par Tiare Pay elle-même suppose l'agrément de l'ACPR. Le dossier a été déposé le 14 février 2025 ; l'ACPR nous a adressé une seconde demande d'informations complémentaires le 3 juin 2025, à laquelle nous répondrons d'ici fin juillet. Le plan ne retient aucune recette liée à l'activité en propre avant la décision du collège.

3. Conseil juridique. Les honoraires baissent à partir de septembre, une fois la réponse à l'ACPR remise.

4. Financement. La levée de 1 M€ (≈ 119 MF CFP) en discussion avec deux fonds n'est pas intégrée. Aucun emprunt bancaire en cours.

5. Point d'attention. Sans apport nouveau, la trésorerie de fin décembre s'établit à 0,6 MF CFP. Le comité est invité à valider le gel des recrutements prévus au second semestre.`,
    present: ['short-runway', 'burn-above-revenue', 'pending-licence'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect', 'modality'],
  },

  // 11 — Note de due diligence financière et commerciale, télématique de flottes, Nouméa (Nouvelle-Calédonie).
  // customer-concentration PRESENT (figures): SMN 118,0 / 336,9 = 35,0 % (≥ 30 %) ; SMN + TCS = 58,0 %.
  // gross-margin PRESENT (figures): 134,6 / 298,4 = 45,1 % → 126,7 / 336,9 = 37,6 %, soit -7,5 points.
  // high-churn PRESENT (figures): 91 / 212 = 42,9 % de rétention sur 12 mois (< 55 %), attrition 57 % ;
  //   91 + 140 nouveaux = 231 abonnés, d'où la « croissance » apparente.
  // regulatory PRESENT: autorisation d'exploitation du réseau radio suspendue six mois par arrêté du gouvernement.
  // audit-opinion ABSENT: comptes 2023 et 2024 certifiés sans réserve.
  // declining-revenue ABSENT: CA 298,4 → 336,9 MF. burn-above-revenue ABSENT: résultat net +12,4 MF.
  // debt-distress ABSENT: échéancier BNC respecté, attestations CAFAT et fiscales à jour.
  // Contrôles : 298,4 - 163,8 = 134,6 ; 336,9 - 210,2 = 126,7 ; 118,0 + 77,5 + 96,4 + 45,0 = 336,9.
  {
    id: 'h19-fr-w7-11',
    documentType: 'financial_statements',
    language: 'fr',
    text: `CALEDONIA GROWTH PARTNERS
NOTE DE DUE DILIGENCE FINANCIÈRE ET COMMERCIALE — PROJET « KAORI »
Cible : TrakCal SAS, Ducos, Nouméa — télématique de flottes et capteurs d'engins
Destinataire : comité d'investissement — 26 mai 2025 — strictement confidentiel

1. Sources
Comptes annuels 2023 et 2024, certifiés sans réserve par le commissaire aux comptes ; balance clients détaillée ; extraction de la base d'abonnés du CRM au 31 décembre 2024 ; trois entretiens avec la direction.

2. Compte de résultat résumé (en millions de F CFP)

                                  2023       2024
Chiffre d'affaires               298,4      336,9
Coût des ventes                 -163,8     -210,2
Marge brute                      134,6      126,7
Taux de marge brute             45,1 %     37,6 %
Charges de structure             -88,0      -95,2
EBE                               46,6       31,5
Résultat net                      24,8       12,4

Le coût des ventes a progressé bien plus vite que l'activité : renchérissement des balises importées (fret et dollar américain) et forfaits satellite des engins sur sites isolés, que la société n'a pas répercutés dans ses prix.

3. Chiffre d'affaires 2024 par client (MF CFP)

Société Minière du Nord (SMN)                    118,0    35,0 %
Transports Calédoniens du Sud (TCS)               77,5    23,0 %
Abonnements PME (231 abonnés au 31/12)            96,4    28,6 %
Autres (collectivités, ventes de matériel)        45,0    13,4 %
Total                                            336,9   100,0 %

Le contrat SMN arrive à échéance le 31 décembre 2025 ; sa reconduction est en cours de négociation.

4. Base d'abonnés PME
La direction présente une base en progression : 212 abonnés au 1er janvier 2024, 231 au 31 décembre 2024. Notre analyse par cohorte montre que, sur les 212 abonnés présents au 1er janvier 2024, 91 étaient encore actifs au 31 décembre ; la progression nette provient de 140 nouveaux abonnés signés dans l'année. Les départs concernent surtout des flottes de 2 à 5 véhicules, qui citent le prix des forfaits.

5. Cadre réglementaire
Par arrêté du 3 avril 2025, le gouvernement de la Nouvelle-Calédonie a suspendu pour six mois l'autorisation d'exploitation du réseau radio longue portée de TrakCal (bande 868 MHz), après des contrôles ayant relevé des dépassements de puissance d'émission sur quatre relais. Pendant la suspension, les balises concernées (environ 40 % du parc) transitent par le réseau mobile, pour un surcoût estimé par la direction à 1,9 MF CFP par mois.

6. Trésorerie et endettement
Trésorerie au 31 décembre 2024 : 46,2 MF CFP. Emprunts BNC : 38,0 MF CFP, échéancier respecté. Attestations de régularité CAFAT et fiscale à jour.

7. Incidences sur l'offre
- Prix : raisonner sur une marge brute normative de 36 à 38 %, et non sur le niveau 2023.
- Garantie spécifique sur les conséquences de la suspension de l'autorisation radio.
- Condition : reconduction du contrat SMN signée avant le closing.`,
    present: ['customer-concentration', 'gross-margin', 'high-churn', 'regulatory'],
    absent: ['audit-opinion', 'declining-revenue', 'burn-above-revenue', 'debt-distress'],
    traits: ['table', 'prose', 'list', 'figures', 'indirect'],
  },

  // 12 — Fil Teams exporté, direction d'un opérateur de drones d'inspection, Nouméa (Nouvelle-Calédonie). CLEAN.
  // pending-licence ABSENT: autorisation BVLOS de la DAC-NC reçue (signée le 14/08).
  // litigation ABSENT: sinistre pris en charge, le syndic renonce à toute réclamation, dossier clos.
  // founder-departure ABSENT: le cofondateur passe à 4/5 et garde la direction technique ; personne ne part.
  // customer-concentration ABSENT: Calédonie Réseaux 22 % (< 30 %), le suivant 9 % non nommé.
  // high-churn ABSENT: 1 contrat résilié sur 46 = 2,2 % sur le mois (< 5 %).
  // burn-above-revenue ABSENT: CA juillet 9,4 MF > charges 7,9 MF. declining-revenue ABSENT: 8,7 → 9,4 MF.
  {
    id: 'h19-fr-w7-12',
    documentType: 'business_plan',
    language: 'fr',
    text: `Export Microsoft Teams — Conversation de groupe « PDS – Direction »
Pacific Drone Services SARL — du 18/08/2025 au 19/08/2025

[18/08/2025 07:42] Romain Dufresne (cofondateur, directeur technique) : Bonne nouvelle ce matin : l'autorisation BVLOS de la DAC-NC est arrivée, signée du 14/08. On peut lancer les inspections de lignes hors vue à partir de septembre.
[18/08/2025 07:50] Aurélie Kaouma (cofondatrice, gérante) : Top ! Je préviens Calédonie Réseaux, leur bon de commande pour les 120 km de lignes attendait justement ça.
[18/08/2025 08:05] Patrice Ihage (RAF) : Clôture de juillet : facturation 9,4 MF (juin : 8,7 MF). Charges de juillet 7,9 MF tout compris. Tréso 41,2 MF au 31/07.
[18/08/2025 08:09] Aurélie Kaouma : Et Calédonie Réseaux, ça pèse combien sur l'année ?
[18/08/2025 08:12] Patrice Ihage : 22 % du CA depuis janvier. Le reste est éclaté, le client suivant est à 9 %.
[18/08/2025 08:20] Patrice Ihage : Contrats de maintenance : 46 actifs début juillet, 1 résilié dans le mois (la carrière de Tontouta, qui ferme). Rien d'autre.
[18/08/2025 08:31] Romain Dufresne : Point syndic de la résidence Val Plaisance : l'expert de l'assurance est passé vendredi, le toit est réparé depuis le 12. Le syndic a confirmé par mail qu'il renonce à toute réclamation. Dossier clos.
[18/08/2025 08:40] Aurélie Kaouma : Parfait. Autre sujet : Romain, tu confirmes ton 4/5 à partir d'octobre ?
[18/08/2025 08:44] Romain Dufresne : Oui, pour mon master à l'UNC le vendredi. Je garde la direction technique, Lucas prend le relais le vendredi sur les vols.
[18/08/2025 08:46] Aurélie Kaouma : Ok, on l'écrit dans le PV de la prochaine AG pour que ce soit clair pour la banque.
[18/08/2025 09:15] Patrice Ihage : Dernier point : échéance BNC du drone lourd prélevée le 5, comme chaque mois. Renouvellement de l'assurance RC aéronef le 1/10, trois devis reçus.
[19/08/2025 07:58] Aurélie Kaouma : Récap pour les associés : autorisation obtenue, juillet à 9,4 MF de CA pour 7,9 MF de charges, tréso 41 MF, aucun litige en cours, Romain reste à 4/5 à la technique. Merci à tous 🙏`,
    present: [],
    absent: ['pending-licence', 'litigation', 'founder-departure', 'customer-concentration', 'high-churn'],
    traits: ['chat', 'negation', 'time', 'figures'],
  },

  // 13 — Pitch deck, téléconsultation en Brousse et dans les Îles (Nouvelle-Calédonie).
  // missing-financials PRESENT (indirect): aucun chiffre d'affaires ni aucun coût dans tout le deck
  //   (seuls le montant levé, 90 MF CFP ≈ 754 000 €, et des pourcentages d'emploi des fonds).
  // pending-licence PRESENT (indirect): dossier d'autorisation déposé à la DASS-NC le 12/05/2025, commission à venir.
  // unrealistic-growth ABSENT: pilote 3 200 consultations en 8 mois ≈ 4 800 par an ; 7 000 / 4 800 = 1,5× ;
  //   12 000 / 7 000 = 1,7× ; dispensaires 14 → 30 = 2,1×.
  // no-competition ABSENT: concurrents nommés (Qare, Livi, Medadom, médecins libéraux).
  {
    id: 'h19-fr-w7-13',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SOINS CONNECTÉS CALÉDONIE — Pitch deck — Octobre 2025

Slide 1 — Soins Connectés
La téléconsultation assistée pour la Brousse et les Îles
Nous levons 90 MF CFP (≈ 754 000 €)

Slide 2 — Le problème
- Plusieurs semaines d'attente pour voir un spécialiste hors du Grand Nouméa
- Des dispensaires provinciaux sans médecin certains jours de la semaine
- Des évacuations sanitaires vers Nouméa coûteuses et parfois évitables

Slide 3 — La solution
- Un chariot de téléconsultation (caméra, otoscope, ECG, stéthoscope connecté) installé au dispensaire
- L'infirmier examine sur place, le médecin consulte à distance depuis Nouméa
- Fonctionne en 4G et par satellite ; dossier patient hébergé chez un hébergeur certifié HDS

Slide 4 — Traction (pilote de huit mois)
- 14 dispensaires partenaires en Province Nord et aux Îles Loyauté
- 3 200 téléconsultations réalisées
- Délai moyen d'accès à un médecin : 2 jours, contre 19 avant le pilote
- 41 évacuations évitées selon les médecins régulateurs
- NPS patients : 71

Slide 5 — Modèle économique
- Forfait mensuel par dispensaire, payé par la province
- Acte de téléconsultation pris en charge par la CAFAT
- Options : télé-expertise pour les médecins libéraux de Brousse

Slide 6 — Autorisations
- Autorisation d'activité de télémédecine : dossier déposé auprès de la DASS-NC le 12 mai 2025 ; passage devant la commission prévu au quatrième trimestre 2025
- Prise en charge des actes par la CAFAT : subordonnée à cette autorisation
- Pendant le pilote, les actes sont réalisés dans le cadre de la convention expérimentale signée avec la Province Nord

Slide 7 — Concurrence
- Plateformes métropolitaines (Qare, Livi, Medadom) : pas de présence au dispensaire, décalage horaire de 10 heures
- Médecins libéraux nouméens pratiquant la téléconsultation directe
- Notre différence : l'infirmier et le matériel sur place, des médecins installés en Calédonie

Slide 8 — Objectifs
- 2026 : 30 dispensaires, 7 000 téléconsultations
- 2027 : 45 dispensaires, 12 000 téléconsultations
- Ouverture à Wallis-et-Futuna à l'étude

Slide 9 — Équipe
- Dr Élise Wamo, présidente — médecin généraliste, 12 ans en Province Nord
- Thomas Lecomte, directeur technique — ingénieur biomédical
- Sylvie Waheo, infirmière coordinatrice — ancienne cadre de santé aux Îles

Slide 10 — Utilisation des fonds
- 40 % déploiement de 16 chariots supplémentaires
- 30 % recrutement de médecins téléconsultants
- 20 % logiciel et sécurité des données
- 10 % fonds de roulement

Contact : elise.wamo@soinsconnectes.nc`,
    present: ['missing-financials', 'pending-licence'],
    absent: ['unrealistic-growth', 'no-competition'],
    traits: ['list', 'indirect', 'modality'],
  },
];
