/** Writer 6's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW6P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, fintech d'encaissement marchand, Kinshasa (RDC).
  // pending-licence PRESENT (direct): agrément d'établissement de monnaie électronique déposé à la BCC, en instruction.
  // unrealistic-growth PRESENT (figures): revenus projetés 2025 / 2024 = 600 000 / 120 000 = 5× (≥ 4× en un an).
  // burn-above-revenue PRESENT (figures): dépenses mensuelles 34 000 USD > revenus d'avril 9 100 USD.
  // short-runway ABSENT: 410 000 / 34 000 ≈ 12,1 mois (≥ 9).
  // customer-concentration ABSENT: aucun marchand au-dessus de 4 % du volume. no-competition ABSENT: concurrents nommés.
  {
    id: 'h23-fr-w6-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'figures', 'split'],
    present: ['pending-licence', 'unrealistic-growth', 'burn-above-revenue'],
    absent: ['short-runway', 'customer-concentration', 'no-competition'],
    text: `MBONGO PAY — Levée d'amorçage
Kinshasa · mai 2024 · Confidentiel

Slide 1 — Le problème
• À Kinshasa, plus de 80 % des paiements de détail se font encore en espèces, et dans deux monnaies : le franc congolais et le dollar.
• Un commerçant de Zando ou de Gambela perd 3 à 5 % de ses ventes : change défavorable, billets abîmés refusés, « petite monnaie » qu'il n'a pas.

Slide 2 — La solution
• Un QR code par marchand : le client paie en FC ou en USD depuis n'importe quel portefeuille mobile money.
• Conversion au taux du jour, reversement chaque soir, relevé par SMS.
• Commission marchand : 1 % du montant encaissé.

Slide 3 — Traction
| Trimestre | Marchands actifs | Volume encaissé (USD) | Revenus (USD) |
|---|---|---|---|
| T3 2023 | 520 | 1 150 000 | 11 500 |
| T4 2023 | 890 | 1 720 000 | 17 200 |
| T1 2024 | 1 310 | 2 480 000 | 24 800 |

Avril 2024 : 1 430 marchands actifs, 910 000 USD encaissés, 9 100 USD de revenus.
Aucun marchand ne pèse plus de 4 % du volume.

Slide 4 — Régulation
• Aujourd'hui, les fonds des marchands sont logés sur un compte de cantonnement chez notre banque partenaire agréée.
• Demande d'agrément comme établissement de monnaie électronique déposée auprès de la Banque Centrale du Congo le 14 février 2024. Dossier en cours d'instruction ; la BCC ne s'est pas encore prononcée.

Slide 5 — Concurrence
• M-Pesa, Airtel Money et Orange Money dominent le transfert entre particuliers, beaucoup moins l'encaissement chez le petit marchand.
• Deux agrégateurs de paiement ciblent les supermarchés et les stations-service de la Gombe.
• Notre terrain : les marchés municipaux, de Masina à Kintambo.

Slide 6 — Projections
| | 2024 | 2025 | 2026 |
|---|---|---|---|
| Marchands actifs (fin d'année) | 4 000 | 18 000 | 40 000 |
| Revenus (USD) | 120 000 | 600 000 | 1 500 000 |

Slide 7 — Où en sont nos finances
• Dépenses mensuelles (équipe de 19 personnes, 62 agents de terrain, cashback marchands) : 34 000 USD
• Trésorerie au 30 avril 2024 : 410 000 USD
• Revenus d'avril : 9 100 USD

Slide 8 — L'équipe
• Grâce Mukendi, CEO — ancienne responsable du réseau d'agences d'une banque commerciale à Kinshasa
• Patrick Lumbala, CTO — 8 ans chez un opérateur télécom, intégrations USSD
• Esther Kabeya, Opérations — a ouvert notre réseau d'agents de Lingwala à Masina

Slide 9 — La levée
1 200 000 USD en SAFE, valorisation plafond 6 M USD
Utilisation : 45 % réseau terrain · 30 % produit · 15 % conformité et agrément · 10 % fonds de roulement`,
  },

  // 02 — États financiers audités, logistique frigorifique, Sétif (Algérie).
  // audit-opinion PRESENT (direct): opinion avec réserve (inventaire des stocks non observé).
  // declining-revenue PRESENT (figures, table): CA 2023 286 400 k DA < CA 2022 331 900 k DA (−13,7 %).
  // debt-distress PRESENT (indirect, table): 9 400 k DA de cotisations CNAS échues et non réglées (arriérés).
  // gross-margin ABSENT: 96 200 / 286 400 = 33,6 % contre 112 800 / 331 900 = 34,0 % (−0,4 point).
  // burn-above-revenue ABSENT: résultat net positif (3 600 k DA). going-concern ABSENT: la direction n'identifie pas de doute.
  {
    id: 'h23-fr-w6-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['audit-opinion', 'declining-revenue', 'debt-distress'],
    absent: ['going-concern', 'gross-margin', 'burn-above-revenue'],
    text: `FRIGOLINK SPA — Sétif
Société par actions au capital de 60 000 000 DA
ÉTATS FINANCIERS DE L'EXERCICE CLOS LE 31 DÉCEMBRE 2023 (extraits)
Référentiel : Système comptable financier (SCF)

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
Fondement de l'opinion avec réserve
Nous n'avons pas été en mesure d'assister à l'inventaire physique des pièces de rechange et consommables au 31 décembre 2023, inscrits à l'actif pour 17 800 milliers de DA, ni d'en vérifier l'existence par d'autres procédures d'audit.
Opinion avec réserve
Sous cette réserve, nous certifions que les états financiers de la société FRIGOLINK SPA sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du résultat de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.
Sétif, le 28 mai 2024 — Le commissaire aux comptes

COMPTE DE RÉSULTAT (en milliers de DA)
| Rubrique | Exercice 2023 | Exercice 2022 |
|---|---|---|
| Chiffre d'affaires (entreposage et transport frigorifique) | 286 400 | 331 900 |
| Coût des prestations (énergie, carburant, sous-traitance, maintenance) | (190 200) | (219 100) |
| Marge sur prestations | 96 200 | 112 800 |
| Charges de personnel | (48 700) | (45 200) |
| Services extérieurs et autres consommations | (22 100) | (24 000) |
| Dotations aux amortissements | (14 300) | (13 100) |
| Résultat opérationnel | 11 100 | 30 500 |
| Charges financières nettes | (6 200) | (5 400) |
| Résultat ordinaire avant impôts | 4 900 | 25 100 |
| Impôt sur les bénéfices (IBS) | (1 300) | (6 500) |
| Résultat net de l'exercice | 3 600 | 18 600 |

NOTES ANNEXES (extraits)

Note 2 — Continuité d'exploitation
Les comptes ont été établis selon le principe de continuité d'exploitation. Compte tenu du résultat bénéficiaire de l'exercice et de la trésorerie disponible au 31 décembre 2023 (21 700 milliers de DA), la direction n'identifie pas d'incertitude significative à cet égard.

Note 4 — Activité de l'exercice
Le contrat d'entreposage d'une laiterie de Bordj Bou Arréridj n'a pas été renouvelé à son échéance d'avril 2023. Les deux nouveaux contrats signés avec des importateurs de fruits à Sétif et El Eulma n'ont démarré qu'en octobre. La flotte compte 23 camions frigorifiques ; les chambres froides de la zone industrielle de Sétif totalisent 4 800 m³.

Note 11 — Dettes fiscales et sociales (en milliers de DA)
| Nature | 31/12/2023 | 31/12/2022 |
|---|---|---|
| TVA à payer | 4 100 | 5 300 |
| IBS | 1 300 | 2 900 |
| Cotisations CNAS du mois de décembre | 3 200 | 3 000 |
| Cotisations CNAS de mars à septembre 2023, échues et non réglées | 9 400 | — |
| Total | 18 000 | 11 200 |

La société a sollicité auprès de l'agence CNAS de Sétif un échéancier de paiement ; à la date d'arrêté des comptes, aucun accord ne lui a été notifié. Les majorations de retard sont provisionnées pour 940 milliers de DA.`,
  },

  // 03 — Term sheet Série A, plateforme de billetterie de bus, Kinshasa (RDC). CLEAN.
  // investor-control ABSENT: investisseur principal 18 % (2 160 000 / 12 000 000), co-investisseur 7 % — aucun ≥ 50 %.
  // low-founder-ownership ABSENT: fondateurs actifs 24 + 17 + 11 = 52 % (≥ 40 %).
  // founder-departure / dead-equity ABSENT: clause de leaver purement hypothétique (« qui quitterait »).
  // litigation ABSENT: déclaration d'absence de litige ; clause d'arbitrage seulement.
  // cap-table-complexity ABSENT: table rapprochée du registre, sans divergence. pending-licence ABSENT: autorisation ARPTC obtenue.
  {
    id: 'h23-fr-w6-03',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'negation', 'modality', 'list'],
    present: [],
    absent: [
      'investor-control',
      'low-founder-ownership',
      'founder-departure',
      'dead-equity',
      'litigation',
      'cap-table-complexity',
      'pending-licence',
    ],
    text: `TUYEBA SAS — Kinshasa/Gombe
PROTOCOLE D'ACCORD NON ENGAGEANT — AUGMENTATION DE CAPITAL DE SÉRIE A
Version du 9 septembre 2024 — Actes uniformes OHADA et droit congolais

1. Société : Tuyeba SAS, plateforme de réservation et de paiement de billets de bus interurbains (Kinshasa–Matadi, Kinshasa–Kikwit, Lubumbashi–Kolwezi), immatriculée au RCCM de Kinshasa.

2. Investisseur principal : Congo Growth Partners I (« CGP »).
   Co-investisseur : Fonds Maliba.

3. Montant : 3 000 000 USD, dont 2 160 000 USD souscrits par CGP et 840 000 USD par le Fonds Maliba.

4. Valorisation : 9 000 000 USD avant l'opération ; 12 000 000 USD après l'opération.

5. Table de capitalisation après l'opération (base entièrement diluée)
| Actionnaire | Qualité | % |
|---|---|---|
| Ruth Nsimba | cofondatrice, présidente | 24 % |
| Dieudonné Kalala | cofondateur, directeur technique | 17 % |
| Fabrice Mbuyi | cofondateur, directeur des opérations | 11 % |
| Plan d'options des salariés | — | 10 % |
| Business angels (amorçage 2022) | — | 13 % |
| Congo Growth Partners I | investisseur principal | 18 % |
| Fonds Maliba | co-investisseur | 7 % |
| Total | | 100 % |

La table ci-dessus a été rapprochée par le conseil juridique de la Société avec le registre des titres ; aucune divergence n'a été relevée. Aucun ancien associé ni ancien salarié ne détient de titres.

6. Actions émises : actions de préférence de catégorie A, préférence de liquidation 1x non participative.

7. Gouvernance : comité stratégique de cinq membres — deux fondateurs, un représentant de CGP, un représentant des business angels, un membre indépendant. Le Fonds Maliba dispose d'un siège d'observateur.

8. Acquisition progressive et départ : les actions des fondateurs seront soumises à une acquisition progressive sur quatre ans, avec une période initiale d'un an. Un fondateur qui quitterait la Société avant le terme serait tenu de céder ses actions non acquises à la Société, à leur valeur nominale en cas de faute (bad leaver) ou à leur juste valeur dans les autres cas (good leaver).

9. Déclarations et garanties : la Société déclare qu'aucun litige, contentieux ou procédure administrative n'est en cours à son encontre. Elle déclare détenir l'ensemble des autorisations nécessaires à son activité, notamment l'autorisation de fourniture de services à valeur ajoutée délivrée par l'ARPTC le 3 octobre 2023.

10. Conditions préalables : audit juridique et financier satisfaisant ; remise des états financiers 2023, certifiés sans réserve ; signature d'un pacte d'associés conforme au présent protocole.

11. Exclusivité : 60 jours à compter de la signature.

12. Règlement des différends : tout différend relatif au présent protocole serait soumis à l'arbitrage de la Cour commune de justice et d'arbitrage (CCJA).

Fait à Kinshasa, en deux exemplaires.`,
  },

  // 04 — Note au conseil, livraison du dernier kilomètre, Oran (Algérie).
  // founder-departure PRESENT (indirect, time): le cofondateur-CTO a annoncé rejoindre un groupe à Montréal, dernier jour le 30 juin ;
  //   une cofondatrice a aussi quitté ses fonctions en 2022.
  // dead-equity PRESENT (indirect): la cofondatrice partie en 2022 détient toujours 9 %, jamais rachetés.
  // low-founder-ownership ABSENT: même sans le CTO, le fondateur actif restant détient 44 % (≥ 40 %).
  // litigation ABSENT: litige clos par transaction et désistement constaté. declining-revenue ABSENT: 52,4 > 47,9 M DA.
  // burn-above-revenue ABSENT: charges 46,1 < CA 52,4 M DA.
  {
    id: 'h23-fr-w6-04',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'time', 'indirect', 'table'],
    present: ['founder-departure', 'dead-equity'],
    absent: ['litigation', 'low-founder-ownership', 'declining-revenue', 'burn-above-revenue'],
    text: `WASLA EXPRESS SPA — Oran
Note au conseil d'administration — réunion du 22 avril 2024
De : Amine Belkacem, président-directeur général

1. Activité du premier trimestre 2024
Chiffre d'affaires T1 : 52,4 M DA (T4 2023 : 47,9 M DA ; T1 2023 : 36,2 M DA).
Charges totales T1 : 46,1 M DA, soit un résultat d'exploitation de 6,3 M DA.
Colis livrés : 184 000 (Oran, Alger, Constantine, Sétif), délai moyen 36 heures, taux de retour 4,2 %.
Trésorerie au 31 mars : 61 M DA.

2. Équipe
Karim Haddad, cofondateur et directeur technique depuis 2020, m'a fait part le 2 avril de sa décision de rejoindre un groupe de logistique à Montréal. Son dernier jour chez Wasla sera le 30 juin. Il a proposé d'assurer la passation avec Walid, notre lead développeur, et de rester joignable jusqu'à fin septembre.

Je rappelle par ailleurs au conseil que Nadia Ferhat, cofondatrice et ancienne directrice des opérations, n'exerce plus aucune fonction dans la société depuis novembre 2022. Ses 9 % n'ont jamais été rachetés : les statuts ne prévoient pas de clause de rachat et nous ne sommes pas parvenus à un accord sur le prix. Elle reçoit les convocations aux assemblées et y vote par procuration.

3. Actionnariat au 31 mars 2024
| Actionnaire | % du capital |
|---|---|
| Amine Belkacem | 44 % |
| Karim Haddad | 16 % |
| Nadia Ferhat | 9 % |
| Fonds public d'amorçage | 18 % |
| Business angels (5) | 13 % |

4. Différend avec Trans-Ouest SARL
Le différend avec notre ancien sous-traitant de transport (factures contestées de 2022) est clos : un protocole transactionnel a été signé le 12 janvier et le tribunal d'Oran a constaté le désistement le 5 février. Aucune autre procédure n'est en cours.

5. Décisions proposées
- Recruter un directeur technique (enveloppe : 1,1 M DA par mois, charges comprises) ;
- Mandater notre avocat pour présenter à Nadia Ferhat une offre de rachat de ses actions, sur la base d'une évaluation indépendante ;
- Ouvrir un hub à Tlemcen au troisième trimestre.`,
  },

  // 05 — États financiers audités, kits solaires et mini-réseaux, Lubumbashi (RDC). CLEAN.
  // gross-margin ABSENT: 1 973 / 4 812 = 41,0 % contre 1 794 / 4 078 = 44,0 % → −3,0 points (< 5).
  // declining-revenue ABSENT: 4 812 > 4 078 k USD (+18 %). burn-above-revenue ABSENT: bénéfice net 250 k USD.
  // audit-opinion ABSENT: opinion sans réserve ni observation. debt-distress ABSENT: échéances payées, DSCR 1,9 ≥ 1,3.
  // related-party ABSENT: aucune convention réglementée. going-concern ABSENT: aucune incertitude identifiée.
  {
    id: 'h23-fr-w6-05',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['gross-margin', 'audit-opinion', 'debt-distress', 'related-party', 'going-concern', 'declining-revenue'],
    text: `MWINDA ÉNERGIE SA — Lubumbashi, Haut-Katanga
ÉTATS FINANCIERS DE SYNTHÈSE AU 31 DÉCEMBRE 2023 — SYSCOHADA révisé
Monnaie de présentation : dollar américain (milliers de USD). Contre-valeur indicative en francs congolais au taux moyen de l'exercice (2 450 FC/USD).

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
Opinion
Nous avons effectué l'audit des états financiers annuels de la société Mwinda Énergie SA, comprenant le bilan au 31 décembre 2023, le compte de résultat, le tableau des flux de trésorerie et les notes annexes.
À notre avis, les états financiers annuels sont, au regard des règles et méthodes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.
Nous n'avons pas d'observation à formuler.

COMPTE DE RÉSULTAT SIMPLIFIÉ (milliers de USD)
| Poste | 2023 | 2022 |
|---|---|---|
| Chiffre d'affaires (kits solaires, mini-réseaux, maintenance) | 4 812 | 4 078 |
| Coût des ventes | (2 839) | (2 284) |
| Marge brute | 1 973 | 1 794 |
| Charges de personnel | (820) | (700) |
| Autres charges d'exploitation | (512) | (466) |
| Dotations aux amortissements | (188) | (160) |
| Frais financiers | (96) | (104) |
| Résultat avant impôt | 357 | 364 |
| Impôt sur les bénéfices (30 %) | (107) | (109) |
| Résultat net | 250 | 255 |

Chiffre d'affaires 2023 en contre-valeur : environ 11,8 Md FC.

NOTES ANNEXES (extraits)

Note 3 — Marge brute. Le taux de marge brute passe de 44,0 % à 41,0 %, sous l'effet du renchérissement du fret routier Durban–Lubumbashi et de la dépréciation du franc congolais sur la part des ventes facturée en FC (22 %).

Note 9 — Emprunts. Prêt d'équipement de 1 200 k USD accordé en 2021 par une banque commerciale de Lubumbashi ; capital restant dû au 31/12/2023 : 740 k USD. Toutes les échéances de l'exercice ont été réglées à leur date. Le ratio de couverture du service de la dette ressort à 1,9 pour un minimum contractuel de 1,3 ; aucun manquement aux engagements du contrat n'a été constaté.

Note 14 — Conventions réglementées. Le commissaire aux comptes n'a été avisé d'aucune convention conclue, directement ou par personne interposée, entre la société et l'un de ses administrateurs ou de ses dirigeants.

Note 15 — Continuité d'exploitation. Les états financiers ont été établis selon le principe de continuité d'exploitation. Trésorerie au 31 décembre 2023 : 1 140 k USD. Aucun événement ni aucune incertitude de nature à remettre ce principe en cause n'a été identifié.

Note 16 — Situation fiscale. La société a obtenu en février 2024 une attestation de situation fiscale régulière de la Direction générale des impôts.`,
  },

  // 06 — Pitch deck, logiciel de gestion d'officine en SaaS, Alger (Algérie).
  // high-churn PRESENT (figures): 90 résiliations / 1 200 officines = 7,5 % par mois (≥ 5 %).
  // unit-economics PRESENT (figures): le deck retient 36 mois de durée de vie et LTV/CAC = 4,05 ; avec un churn de 7,5 %,
  //   durée de vie = 1 / 0,075 ≈ 13,3 mois → LTV ≈ 13,3 × 4 500 × 70 % ≈ 42 000 DA → LTV/CAC ≈ 42 000 / 28 000 = 1,5.
  // non-recurring-revenue PRESENT (split, footnote): ARR de 82,8 M DA dont 18 M DA de frais facturés une seule fois.
  // unrealistic-growth ABSENT: ARR cible 180 / 82,8 ≈ 2,2× (et 180 / 64,8 ≈ 2,8× sur la base récurrente), < 4×.
  // no-competition ABSENT: concurrents cités. pending-licence ABSENT: label obtenu.
  {
    id: 'h23-fr-w6-06',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'figures', 'split', 'indirect'],
    present: ['high-churn', 'unit-economics', 'non-recurring-revenue'],
    absent: ['no-competition', 'unrealistic-growth', 'pending-licence'],
    text: `SAYDALIPRO — Deck investisseurs
Alger · janvier 2025

1. Le problème
12 000 officines en Algérie. La plupart gèrent leur stock sur un logiciel installé il y a dix ans, ou sur un cahier. Résultat : ruptures sur les traitements chroniques, périmés non détectés, commandes aux grossistes passées par téléphone.

2. Notre produit
Logiciel de gestion d'officine dans le cloud : stock, ventes, tiers payant CNAS (carte Chifa), commandes aux grossistes en un clic.
Abonnement : 4 500 DA HT par mois et par officine.

3. Traction (au 31 décembre 2024)
• 1 200 officines abonnées en moyenne sur le second semestre, dans 21 wilayas
• ARR : 82,8 M DA*
• Marge brute : 70 %
• Résiliations : 90 officines par mois en moyenne sur le S2 2024, compensées par notre force de vente de 14 délégués
* 64,8 M DA d'abonnements (1 200 × 4 500 DA × 12) + 18 M DA de frais d'installation et de reprise de données, facturés une seule fois à l'arrivée de chaque officine en 2024.

4. Unit economics
| Indicateur | Valeur |
|---|---|
| Revenu mensuel par officine | 4 500 DA |
| Durée de vie client | 36 mois |
| LTV (36 × 4 500 × 70 %) | 113 400 DA |
| CAC | 28 000 DA |
| LTV / CAC | 4,05x |

5. Concurrence
Trois éditeurs algériens de logiciels installés sur poste, un éditeur tunisien présent dans l'Est du pays, et Excel. Aucun ne propose la commande grossiste intégrée ni la sauvegarde automatique.

6. Statut
Label « Start-up » obtenu en juin 2022. Données hébergées en Algérie.

7. Plan 2025
• ARR cible fin 2025 : 180 M DA
• Ouverture d'une agence à Oran et d'une agence à Constantine
• Module de télédéclaration pour les ordonnances Chifa

8. La levée
1,5 M€ (≈ 220 M DA) en Série A
Utilisation : 50 % commercial, 30 % produit, 20 % support client

9. L'équipe
Meriem Ait Saadi (pharmacienne, CEO) · Anis Boudjema (CTO, ex-éditeur de logiciels bancaires) · Reda Khelifi (ventes, 10 ans chez un grossiste répartiteur)`,
  },
];
