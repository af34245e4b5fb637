import type { RedFlagCase } from './case';

export const redFlagTwelfthFrW4Part1: readonly RedFlagCase[] = [
  // concentration: "près des trois quarts du chiffre d'affaires" with one brewer (~75% >= 30%)
  // debt: January and February instalments unpaid = missed repayments
  // revenue 2023 1 020 MFCFA > 2022 860 MFCFA (not declining); accounts certified without qualification
  {
    id: 'h12-fr-w4-douala-agro-comite-credit',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['customer-concentration', 'debt-distress'],
    absent: ['declining-revenue', 'audit-opinion'],
    traits: ['words', 'indirect', 'list'],
    text: `COMPTE RENDU — COMITÉ DE CRÉDIT N° 14/2024
Agence Douala-Akwa — séance du 12 mars 2024
Dossier : KOMBI AGRO SAS (collecte et livraison de maïs et de sorgho aux brasseurs)
Objet : renouvellement de la ligne de préfinancement de campagne (150 MFCFA)

1. Rappel des engagements
Prêt à moyen terme de 240 MFCFA accordé en juin 2022, remboursable en 36 mensualités de 8,1 MFCFA. Encours au 29 février 2024 : 131 MFCFA. Ligne de préfinancement 2023 (120 MFCFA) remboursée à l'échéance en octobre.

2. Situation financière
États financiers 2023 certifiés sans réserve par le commissaire aux comptes.
Chiffre d'affaires 2023 : 1 020 MFCFA (2022 : 860 MFCFA). EBE : 96 MFCFA. Fonds propres : 212 MFCFA.
La relation commerciale reste dominée par la Société des Brasseries du Littoral, qui a représenté à elle seule près des trois quarts du chiffre d'affaires de l'exercice ; le solde est réalisé auprès de grossistes du marché Mboppi et de deux provenderies de Bafoussam.

3. Fonctionnement du compte
Le chargé d'affaires signale que les échéances de janvier et de février du prêt à moyen terme restent impayées à ce jour. Le promoteur invoque un allongement des délais de règlement de la brasserie (90 jours au lieu de 45) et propose de régulariser « dès l'encaissement de la prochaine facture ». Aucun autre incident n'est relevé à la Centrale des risques.

4. Avis du comité
Ajournement du dossier. Le comité demande :
(i) l'échéancier de règlement des factures de la brasserie ;
(ii) une domiciliation irrévocable des paiements de la brasserie sur nos livres ;
(iii) la régularisation des deux mensualités avant tout nouveau décaissement.

Rapporteur : M. Ebénézer Nkotto, analyste crédit
Visa : Mme C. Ngo Bassa, directrice des engagements`,
  },

  // clean: no pharmacy above 4%, top ten 19% (< 30%); no wholesaler above 15% of purchases
  // revenue USD 3.1M > 1.7M; EBITDA positive so costs below revenue; gross margin 14.2% -> 13.8% (-0.4 pt)
  // competitors named; distribution authorisation already granted in 2022
  {
    id: 'h12-fr-w4-kinshasa-deck-pharma-distribution',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'no-competition', 'gross-margin', 'pending-licence'],
    traits: ['negation', 'list', 'figures'],
    text: `MBOTE PHARMA — Présentation investisseurs, série A (avril 2024)

Diapo 1 — Qui sommes-nous
La plateforme de commande de médicaments pour les pharmacies de Kinshasa. Livraison en 24 h dans les 24 communes, paiement à 30 jours.

Diapo 2 — Traction
• 640 pharmacies clientes actives (2022 : 310)
• Chiffre d'affaires 2023 : USD 3,1 M (2022 : USD 1,7 M)
• Marge brute : 13,8 % en 2023 (14,2 % en 2022)
• EBITDA positif depuis le T3 2023 (marge EBITDA annuelle de 3 %)

Diapo 3 — Une base clients atomisée
Aucune pharmacie ne pèse plus de 4 % du chiffre d'affaires ; nos dix premiers clients en représentent 19 %. Côté achats, aucun grossiste importateur ne pèse plus de 15 % de nos approvisionnements : nous travaillons avec onze fournisseurs agréés.

Diapo 4 — Concurrence
Les grossistes traditionnels du boulevard du 30 Juin restent les acteurs dominants ; deux plateformes ont été lancées en 2023 (PharmaRapide et Dawa Connect). Notre avantage : le crédit fournisseur scoré et la livraison en moins de 24 h.

Diapo 5 — Conformité
Autorisation d'établissement de distribution pharmaceutique délivrée par l'ACOREP en août 2022, renouvelée en 2024. Chaîne du froid auditée par un laboratoire indépendant.

Diapo 6 — La levée
USD 2 M pour ouvrir Lubumbashi et Matadi et financer le besoin en fonds de roulement.`,
  },

  // ARR 6 006 000 MAD includes 780 000 MAD ERP integration project described as a one-off service -> non-recurring in ARR
  // unit economics: CAC = 1 260 000 / 300 = 4 200 MAD; LTV = 290 x 80% x (1 / 4% = 25 months) = 5 800 MAD
  // LTV/CAC = 5 800 / 4 200 = 1.4, not the "6x" claimed
  // churn 4%/month < 5% (annual ~39% < 45%): not high-churn; competitors named
  {
    id: 'h12-fr-w4-casablanca-saas-arr-deck',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'no-competition'],
    traits: ['table', 'figures', 'indirect', 'list'],
    text: `FATOURA — Deck seed, Casablanca, février 2024

Diapo 1
La facturation électronique pour les PME marocaines, prête pour la généralisation de la e-facture.

Diapo 2 — Traction
ARR au 31 décembre 2023 : 6,0 millions de dirhams (×2,1 sur un an).
1 162 clients payants, dont 12 grands comptes.

Diapo 3 — Composition de l'ARR (MAD)
| Ligne | Base de calcul | Montant annualisé |
| Abonnements PME | 1 150 clients × 290 MAD/mois × 12 | 4 002 000 |
| Abonnements grands comptes | 12 × 8 500 MAD/mois × 12 | 1 224 000 |
| Projet d'intégration ERP — Groupe Safran Distribution | prestation unique, livrée en novembre | 780 000 |
| Total ARR | | 6 006 000 |

Diapo 4 — Économie unitaire (segment PME)
Notre modèle est extrêmement efficace : LTV/CAC de 6x.
• Dépenses marketing et commerciales du T4 : 1,26 M MAD pour 300 nouveaux clients PME
• ARPU : 290 MAD par mois
• Marge brute : 80 %
• Churn mensuel : 4 %

Diapo 5 — Concurrence
Les éditeurs internationaux (Sage, intégrateurs Odoo) et deux start-up locales ciblent aussi ce marché ; aucun ne propose encore le connecteur natif avec la plateforme de la DGI.

Diapo 6 — Équipe
Salma Bennani (CEO, ex-Big Four), Omar Tazi (CTO, ex-éditeur bancaire).

Diapo 7 — La levée
25 millions de dirhams pour recruter 15 commerciaux et ouvrir Tanger et Agadir.`,
  },

  // departure: co-founder CTO "a souhaité se consacrer à d'autres projets", exit on 31 March
  // dead equity: he keeps 1 800 shares (18%), no buy-back agreed
  // active founders: 3 500 + 1 200 = 4 700 / 10 000 = 47% (>= 40%); largest fund 2 000 = 20%
  // revenue Q1 412 000 DT > Q4 368 000 DT
  {
    id: 'h12-fr-w4-tunis-courriel-associe-sortant',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure', 'dead-equity'],
    absent: ['low-founder-ownership', 'investor-control', 'declining-revenue', 'cap-table-complexity'],
    traits: ['words', 'indirect', 'split', 'figures'],
    text: `De : Mehdi Trabelsi <mehdi@najma-logistics.tn>
À : Comité des associés
Objet : Point trimestriel T1 2024 et évolution de l'équipe

Chers associés,

Voici l'essentiel du trimestre.

Activité : chiffre d'affaires du T1 de 412 000 DT (T4 2023 : 368 000 DT), porté par le nouveau contrat de messagerie avec deux enseignes de prêt-à-porter à Sousse. Nous livrons désormais 2 900 colis par jour en moyenne.

Équipe : Karim Ben Salah, cofondateur et directeur technique depuis 2019, a souhaité se consacrer à d'autres projets. Nous avons acté ensemble la fin de ses fonctions opérationnelles au 31 mars ; il reste disponible quelques heures par semaine jusqu'à fin mai pour la passation du code de routage. Le recrutement de son successeur est lancé avec un cabinet de Tunis.

Plusieurs d'entre vous m'ont interrogé sur ses titres. Karim conserve les 1 800 actions inscrites à son nom. Le pacte de 2020 ne contient pas de clause de départ et nous n'avons pas trouvé d'accord sur un prix de rachat : le sujet est suspendu pour l'instant.

Pour mémoire, le capital (10 000 actions) se répartit ainsi : moi-même 3 500, Ines Gharbi (cofondatrice, opérations) 1 200, Karim 1 800, Carthage Seed Fund 2 000, Medina Angels 1 000, réserve de BSPCE 500.

Prochaines étapes : ouverture de l'entrepôt de Sfax en juin, et premier comité de pilotage avec le nouveau CTO dès son arrivée.

Bien à vous,
Mehdi`,
  },

  // clean: the licence is granted; withdrawal only mentioned as a possible consequence of future breaches
  {
    id: 'h12-fr-w4-bank-al-maghrib-octroi-agrement',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['modality', 'time'],
    text: `BANK AL-MAGHRIB
Direction de la Supervision Bancaire
Rabat, le 2 avril 2024

Réf. : DSB/EP/2024/118

Monsieur le Président du Conseil d'administration
SAHLA PAY SA
Boulevard d'Anfa, Casablanca

Objet : Octroi de l'agrément d'établissement de paiement

Monsieur le Président,

Suite à la demande déposée le 14 septembre 2023 et complétée le 22 janvier 2024, j'ai l'honneur de vous informer que, après avis favorable du Comité des établissements de crédit, Bank Al-Maghrib a décidé d'accorder à votre société l'agrément en qualité d'établissement de paiement, conformément à la loi n° 103-12 relative aux établissements de crédit et organismes assimilés.

Cet agrément vous autorise à exercer les activités suivantes : mise à disposition de comptes de paiement, exécution d'opérations de transfert et émission de moyens de paiement adossés à ces comptes.

Il est assorti des conditions suivantes :
1. maintien permanent du capital minimum exigé par la réglementation en vigueur ;
2. cantonnement des fonds de la clientèle dans un compte dédié ouvert auprès d'une banque de la place ;
3. transmission trimestrielle des états réglementaires à la Direction de la Supervision Bancaire ;
4. information préalable de Bank Al-Maghrib de tout changement dans la composition de l'actionnariat ou des organes de direction.

Je vous rappelle qu'un manquement grave ou répété à ces conditions pourrait conduire Bank Al-Maghrib à prononcer les mesures prévues par la loi, pouvant aller jusqu'au retrait de l'agrément.

La décision d'agrément sera publiée au Bulletin officiel.

Veuillez agréer, Monsieur le Président, l'expression de ma considération distinguée.

Le Directeur de la Supervision Bancaire`,
  },

  // shares: founders 2 150 + 1 350 = 3 500 / 10 000 = 35% (< 40%) -> low-founder-ownership
  // fund 5 100 / 10 000 = 51% (>= 50%) -> investor-control
  // total: 2 150 + 1 350 + 5 100 + 900 + 500 = 10 000; leaver clause is hypothetical
  {
    id: 'h12-fr-w4-libreville-pacte-repartition',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['founder-departure', 'dead-equity'],
    traits: ['list', 'figures', 'indirect', 'modality'],
    text: `PACTE D'ACTIONNAIRES — OKOUMÉ DIGITAL SA
Société anonyme avec conseil d'administration au capital de 100 000 000 FCFA
Siège social : Quartier Louis, Libreville (Gabon) — RCCM GA-LBV-2021-B-01187

Article 2 — Répartition du capital
À la date de signature des présentes, le capital social est divisé en 10 000 actions de 10 000 FCFA chacune, entièrement libérées, réparties comme suit :
– M. Landry Mba Obame, fondateur, Président-directeur général : 2 150 actions ;
– Mme Prisca Nzé Ondo, fondatrice, directrice des opérations : 1 350 actions ;
– Équateur Capital Partners I, fonds d'investissement : 5 100 actions ;
– Quatre investisseurs personnes physiques (liste en annexe 2) : 900 actions ;
– Réserve destinée au plan d'options des salariés, détenue par la Société : 500 actions.

Article 5 — Conseil d'administration
Le conseil comprend cinq membres : deux désignés par les Fondateurs, deux désignés par Équateur Capital Partners I et un administrateur indépendant choisi d'un commun accord. Le Président dispose d'une voix prépondérante, sauf pour les Décisions Importantes visées à l'article 6.

Article 6 — Décisions Importantes
Sont soumises à l'accord préalable de l'administrateur désigné par Équateur Capital Partners I : l'adoption du budget annuel, tout endettement supérieur à 50 000 000 FCFA, toute émission de titres et toute cession d'actif significatif.

Article 9 — Départ d'un Fondateur
Dans l'hypothèse où un Fondateur cesserait ses fonctions au sein de la Société, il consent dès à présent une promesse de vente de ses actions au profit des autres Parties, au prix de la valeur nominale (mauvais partant) ou de la valeur de marché (bon partant), selon les modalités de l'annexe 4.

Article 12 — Sortie conjointe
Toute cession conférant le contrôle de la Société ouvre aux autres actionnaires un droit de sortie conjointe totale.`,
  },

  // regulator's sanction: reprimand, 6-month ban on opening new accounts, fine
  {
    id: 'h12-fr-w4-cobac-decision-sanction-emf',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory'],
    absent: ['pending-licence'],
    traits: ['list', 'time'],
    text: `COMMISSION BANCAIRE DE L'AFRIQUE CENTRALE
Secrétariat général — Libreville

DÉCISION COBAC D-2024/037
portant sanction disciplinaire à l'encontre de la société MOBIKASH ÉPARGNE SA (Yaoundé, République du Cameroun)

La Commission bancaire de l'Afrique centrale,

Vu la Convention du 16 octobre 1990 portant création d'une Commission bancaire de l'Afrique centrale ;
Vu le Règlement COBAC relatif aux conditions d'exercice de l'activité de microfinance ;
Vu l'agrément de la société MOBIKASH ÉPARGNE SA en qualité d'établissement de microfinance de deuxième catégorie ;
Vu le rapport de la mission de vérification sur place conduite du 4 au 15 septembre 2023 ;
Vu la lettre de mise en demeure du 20 novembre 2023, restée sans suite satisfaisante ;

Considérant que l'établissement ne respecte plus, depuis le 30 juin 2023, le ratio de couverture des risques ni le ratio de liquidité ;
Considérant que 41 % des comptes ouverts via l'application mobile l'ont été sans justificatif d'identité conforme aux exigences de lutte contre le blanchiment des capitaux ;

DÉCIDE

Article 1er : Un blâme est infligé à la société MOBIKASH ÉPARGNE SA.
Article 2 : Il est fait interdiction à l'établissement d'ouvrir de nouveaux comptes de dépôt, par quelque canal que ce soit, pendant une durée de six mois à compter de la notification de la présente décision.
Article 3 : Une sanction pécuniaire de 25 000 000 FCFA est prononcée.
Article 4 : L'établissement transmettra au Secrétariat général, dans un délai de deux mois, un plan de régularisation approuvé par son conseil d'administration.
Article 5 : La présente décision sera notifiée à l'intéressé et au ministre chargé de la monnaie et du crédit.

Fait à Libreville, le 7 mars 2024
Pour la Commission bancaire, le Président`,
  },

  // clean: unqualified opinion, no related-party agreement, going concern not in doubt, tax reassessment paid in 2023
  // revenue 4.72 MDT > 3.91 MDT; net profit 0.52 MDT
  {
    id: 'h12-fr-w4-tunis-etats-certifies-sans-reserve',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'going-concern', 'related-party', 'debt-distress', 'litigation'],
    traits: ['negation', 'time'],
    text: `MEDINA SOFT SA — Rapport annuel 2023 (extraits)

RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES
Opinion
Nous avons effectué l'audit des états financiers de la société Medina Soft SA, comprenant le bilan au 31 décembre 2023, l'état de résultat, l'état des flux de trésorerie et les notes annexes. À notre avis, ces états financiers présentent sincèrement, dans tous leurs aspects significatifs, la situation financière de la société au 31 décembre 2023 ainsi que sa performance financière pour l'exercice clos à cette date, conformément au système comptable des entreprises en vigueur en Tunisie.

RAPPORT SPÉCIAL — CONVENTIONS RÉGLEMENTÉES
Nous n'avons été avisés d'aucune convention conclue au cours de l'exercice, ni de la poursuite d'une convention antérieure, entrant dans le champ des dispositions du Code des sociétés commerciales relatives aux conventions réglementées.

CHIFFRES CLÉS (en MDT)
| | 2023 | 2022 |
| Revenus | 4,72 | 3,91 |
| Résultat d'exploitation | 0,71 | 0,48 |
| Résultat net | 0,52 | 0,35 |
| Trésorerie de clôture | 1,36 | 1,02 |

NOTE 2 — Continuité d'exploitation
Les états financiers ont été établis selon le principe de continuité d'exploitation. La société est bénéficiaire depuis 2021 et ne dispose d'aucun emprunt bancaire.

NOTE 17 — Situation fiscale
Le redressement notifié en 2022 au titre du contrôle des exercices 2018 à 2020 (0,11 MDT) a été réglé intégralement en juin 2023, mettant fin à la procédure. Au 31 décembre 2023, la société n'a aucune dette fiscale ou sociale échue.`,
  },
];
