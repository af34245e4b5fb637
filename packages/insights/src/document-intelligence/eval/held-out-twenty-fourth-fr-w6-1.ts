/** Writer 6's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Madagascar, Mali, Guinée and Niger, part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW6P1: readonly RedFlagCase[] = [
  // customer-concentration PRESENT: « près des deux tiers de nos ventes » viennent d'un seul exportateur (~65 % >= 30 %).
  // unrealistic-growth PRESENT: 2027 projeté 9,5 Md Ar / 2026 estimé 1,9 Md Ar = 5,0x en un an (>= 4x).
  // short-runway ABSENT: 1 020 M Ar de trésorerie / 60 M Ar de burn net mensuel = 17 mois (>= 9).
  // burn-above-revenue ABSENT: burn net 60 M Ar/mois < CA mensuel 2026 ~158 M Ar (1,9 Md / 12).
  // no-competition ABSENT: deux concurrents nommés sur la slide 5.
  {
    id: 'h24-fr-w6-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `FANJAVA AGRITECH — Deck investisseurs — Décembre 2026

SLIDE 1
Fanjava : la vanille de la SAVA, tracée du planteur au port de Toamasina.
Antalaha · Sambava · Antananarivo

SLIDE 2 — Le problème
- Vol sur pied, vanille verte cueillie trop tôt, mélanges de lots : les acheteurs européens exigent une traçabilité que les collecteurs ne peuvent pas fournir.
- Les planteurs sont payés en espèces, souvent en retard, sans preuve de la qualité livrée.

SLIDE 3 — Notre solution
Application mobile hors ligne + QR code par lot + paiement mobile money aux planteurs. Chaque kilo préparé est pesé, photographié et horodaté.

SLIDE 4 — Traction
- 2 300 planteurs enregistrés, 14 coopératives partenaires
- 41 t de vanille préparée tracée en 2025, 58 t sur les 11 premiers mois de 2026
- CA 2024 : 0,62 Md Ar | CA 2025 : 1,2 Md Ar | CA 2026 (estimé) : 1,9 Md Ar
- 12 acheteurs servis. Notre premier client, un exportateur d'Antalaha, représente à lui seul près des deux tiers des ventes ; les onze autres se partagent le reste.

SLIDE 5 — Concurrence
- VaniTrace (Maurice) : logiciel coûteux, pas de présence terrain
- Registres papier des coopératives, appuyés par des ONG
- Notre avantage : 23 agents de terrain et un paiement planteur en 48 h

SLIDE 6 — Projections (Md Ar)
Année | CA | Volume tracé
2025 (réel) | 1,2 | 41 t
2026 (estimé) | 1,9 | 63 t
2027 | 9,5 | 310 t
2028 | 17,0 | 540 t

SLIDE 7 — Situation financière
Trésorerie au 30/11/2026 : 1 020 M Ar
Burn net mensuel moyen : 60 M Ar
Équipe : 31 personnes dont 23 sur le terrain

SLIDE 8 — La levée
Nous levons 800 000 EUR (environ 4 Md Ar) pour ouvrir Maroantsetra et Vohémar et financer le préfinancement de campagne.

Contact : Hery Randrianarisoa, CEO — hery@fanjava.mg`,
    present: ['customer-concentration', 'unrealistic-growth'],
    absent: ['no-competition', 'short-runway', 'burn-above-revenue'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // audit-opinion PRESENT: opinion avec réserve (stocks non observés).
  // going-concern PRESENT: le commissaire aux comptes signale une incertitude significative sur la continuité d'exploitation.
  // debt-distress PRESENT: arriérés d'impôts DGI et de cotisations INPS de 86 M FCFA non réglés.
  // burn-above-revenue PRESENT: résultat net 2025 = -343 M FCFA (perte nette => charges > produits).
  // declining-revenue ABSENT: CA 1 480 M FCFA en 2025 > 1 120 M FCFA en 2024.
  // gross-margin ABSENT: marge brute 2024 = 190/1 120 = 17,0 % ; 2025 = 270/1 480 = 18,2 % (hausse).
  // litigation ABSENT: « aucun litige n'est en cours ».
  {
    id: 'h24-fr-w6-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `BAMASUGU SAS — Bamako (Hamdallaye ACI 2000)
États financiers de l'exercice clos le 31 décembre 2025 (SYSCOHADA révisé)

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
Opinion avec réserve
Nous avons effectué l'audit des états financiers de la société BamaSugu SAS. Nommés après la clôture, nous n'avons pas pu assister à l'inventaire physique des stocks au 31 décembre 2025, qui figurent au bilan pour 212 M FCFA, ni nous assurer de leur existence par d'autres procédures. Sous cette réserve, les états financiers donnent une image fidèle.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2 : la société a enregistré une perte nette de 343 M FCFA, ses capitaux propres sont négatifs et la poursuite de l'activité dépend de la réalisation d'une augmentation de capital non encore signée. Ces éléments indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Bamako, le 28 mai 2026 — Cabinet Diarra & Associés Audit

COMPTE DE RÉSULTAT (en millions de FCFA)
Poste                               2025        2024
Chiffre d'affaires                 1 480       1 120
Achats de marchandises consommés  (1 210)      (930)
Marge brute                          270         190
Charges de personnel                (310)      (205)
Services extérieurs                 (240)      (168)
Dotations aux amortissements         (45)       (31)
Résultat d'exploitation             (325)      (214)
Charges financières                  (18)        (9)
Résultat net                        (343)      (223)

NOTES ANNEXES (extraits)
Note 2 — Continuité d'exploitation. La direction prépare une levée de 1,5 Md FCFA auprès d'investisseurs régionaux ; à la date d'arrêté des comptes, aucune lettre d'engagement ferme n'a été reçue.
Note 9 — Dettes fiscales et sociales. Ce poste comprend des arriérés d'impôts (TVA et retenues à la source) et de cotisations INPS pour 86 M FCFA, échus depuis plus de six mois et non réglés à la date d'arrêté des comptes. Un échéancier est en discussion avec la Direction Générale des Impôts.
Note 14 — Litiges. À la connaissance de la direction, aucun litige n'est en cours à la date d'arrêté des comptes.
Note 15 — Événements postérieurs. Ouverture d'un dépôt à Kati en mars 2026.`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'gross-margin', 'litigation'],
    traits: ['table', 'figures', 'negation'],
  },

  // CLEAN. litigation ABSENT: différend clos par protocole transactionnel exécuté, aucune procédure pendante.
  // debt-distress ABSENT: retard de janvier régularisé le 10 février, échéances payées depuis (problème révolu).
  // founder-departure ABSENT: départ du DG seulement envisagé comme hypothèse ; il n'a exprimé aucune intention de partir.
  // pending-licence ABSENT: agrément de commissionnaire en douane obtenu le 2 septembre 2026.
  // short-runway ABSENT: 6,2 Md GNF / 480 M GNF de burn net mensuel = 12,9 mois (>= 9).
  // audit-opinion ABSENT: opinion sans réserve.
  {
    id: 'h24-fr-w6-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `KONAFRET SA
Société anonyme au capital de 5 000 000 000 GNF — RCCM/GN.KAL.2021.B.04417 — Siège : Kaloum, Conakry

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 21 OCTOBRE 2026

Présents : M. Sékou Camara (Président-Directeur Général), Mme Fatoumata Binta Diallo, M. Alpha Oumar Bah (représentant Kaloum Growth Partners), M. Jean-Marc Lefèvre (administrateur indépendant).
Le quorum étant atteint, le conseil peut valablement délibérer.

1. Comptes de l'exercice 2025
Le commissaire aux comptes a émis une opinion sans réserve sur les comptes de l'exercice 2025. Le conseil arrête les comptes et convoque l'assemblée générale ordinaire.

2. Point sur les contentieux
Le Président rappelle que le différend qui opposait la société à Transit Kaloum SARL a été définitivement clos par le protocole transactionnel du 12 mars 2026, intégralement exécuté. Aucune autre procédure n'est pendante devant les juridictions, et aucune réclamation n'a été notifiée à la société.

3. Financement bancaire
Le retard de neuf jours constaté sur l'échéance de janvier 2026 du prêt d'équipement a été régularisé le 10 février 2026. Depuis, toutes les échéances ont été payées à bonne date et la banque a confirmé par écrit le respect des ratios contractuels au 30 septembre.

4. Trésorerie
La trésorerie disponible s'élève à 6,2 Md GNF au 30 septembre 2026 pour une consommation nette moyenne de 480 M GNF par mois, le chiffre d'affaires mensuel moyen du trimestre s'établissant à 1,1 Md GNF.

5. Homme-clé
À la demande de l'administrateur représentant Kaloum Growth Partners, le conseil examine l'hypothèse d'une indisponibilité ou d'un départ du Président-Directeur Général. M. Camara précise qu'il n'a aucune intention de quitter ses fonctions. Le conseil décide de souscrire une assurance homme-clé et de formaliser un plan de succession d'ici juin 2027.

6. Agrément
Le conseil prend acte de l'agrément de commissionnaire en douane délivré à la société le 2 septembre 2026, qui permet désormais de traiter en propre les déclarations au port autonome de Conakry.

L'ordre du jour étant épuisé, la séance est levée à 17 h 40.
Le Président                                  L'administrateur
Sékou Camara                                  Fatoumata Binta Diallo`,
    present: [],
    absent: ['litigation', 'debt-distress', 'founder-departure', 'pending-licence', 'short-runway', 'audit-opinion'],
    traits: ['prose', 'negation', 'time', 'modality', 'clean'],
  },

  // pending-licence PRESENT: autorisation ARSE déposée le 14 août 2026, en cours d'instruction, non délivrée.
  // short-runway PRESENT (chiffres seuls): 96 M FCFA / 14 M FCFA de burn net mensuel = 6,9 mois < 9.
  // burn-above-revenue ABSENT: burn net 14 M FCFA/mois comparé au CA tel qu'indiqué, 23 M FCFA/mois (14 < 23) ; aucun résultat déficitaire affiché.
  // unrealistic-growth ABSENT: 430/240 = 1,79x ; 760/430 = 1,77x ; 1 250/760 = 1,64x.
  {
    id: 'h24-fr-w6-04',
    documentType: 'business_plan',
    language: 'fr',
    text: `HASKE ÉNERGIE SAS — Plan d'affaires 2027-2029 (version du 2 décembre 2026)
Niamey · Maradi · Zinder

1. Résumé
Haske exploite 74 kiosques solaires de recharge (téléphones, lampes, batteries de motos) et deux mini-réseaux pilotes dans la région de Maradi. Les clients paient à l'usage en mobile money ou en espèces auprès du gérant du kiosque.

2. Activité à fin novembre 2026
- Chiffre d'affaires de novembre : 23 M FCFA (octobre : 21,5 M ; septembre : 20,1 M)
- 18 600 clients actifs sur le mois
- Trésorerie au 30 novembre : 96 M FCFA
- Burn net mensuel moyen (septembre-novembre) : 14 M FCFA

3. Cadre réglementaire
Les kiosques ne requièrent qu'une déclaration communale. En revanche, l'exploitation commerciale des mini-réseaux (vente d'électricité à des ménages raccordés) est soumise à une autorisation de l'Autorité de Régulation du Secteur de l'Énergie (ARSE). Notre dossier a été déposé le 14 août 2026 et est en cours d'instruction ; nous attendons la délivrance de l'autorisation au premier trimestre 2027. Les deux pilotes fonctionnent jusque-là en distribution gratuite dans le cadre d'une convention avec la mairie de Tessaoua.

4. Projections (M FCFA)
Exercice        | Kiosques | Mini-réseaux | CA
2026 (estimé)   |    74    |      2       |   240
2027            |   120    |      6       |   430
2028            |   190    |     14       |   760
2029            |   280    |     25       | 1 250

5. Besoin de financement
Nous recherchons 650 M FCFA (environ 990 000 EUR) en fonds propres et quasi-fonds propres : 55 % pour les nouveaux kiosques, 30 % pour les mini-réseaux, 15 % pour le fonds de roulement.

6. Équipe
Zeinabou Abdou Moussa (DG, ingénieure électricienne, dix ans dans le secteur public de l'électricité), Habibou Sani (opérations), 41 gérants de kiosques sous contrat.`,
    present: ['pending-licence', 'short-runway'],
    absent: ['burn-above-revenue', 'unrealistic-growth'],
    traits: ['table', 'figures', 'indirect'],
  },

  // CLEAN. audit-opinion ABSENT: opinion sans réserve. going-concern ABSENT: aucune incertitude significative relevée.
  // gross-margin ABSENT: 2024 = 3 170/6 910 = 45,9 % ; 2025 = 3 620/8 420 = 43,0 % => baisse de 2,9 points (< 5).
  // customer-concentration ABSENT: premier client 24 %, aucun autre au-dessus de 5 % (24 + 5 = 29 < 30).
  // declining-revenue ABSENT: 8 420 > 6 910 M Ar. burn-above-revenue ABSENT: bénéfice net 552 M Ar.
  // debt-distress ABSENT: emprunt remboursé selon l'échéancier, attestation de régularité fiscale.
  {
    id: 'h24-fr-w6-05',
    documentType: 'financial_statements',
    language: 'fr',
    text: `TANA RELAIS SERVICES SA
Centre de relation client et de traitement de données — Ankorondrano, Antananarivo
États financiers au 31 décembre 2025 (Plan Comptable Général 2005)

RAPPORT DU COMMISSAIRE AUX COMPTES
Opinion sans réserve. Nous certifions que les états financiers sont, au regard des règles et principes comptables applicables à Madagascar, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière de la société.
Sur la base de nos travaux, nous n'avons pas relevé d'incertitude significative liée à des événements ou à des circonstances susceptibles de mettre en cause la continuité d'exploitation.
Cabinet Rakotomalala Audit & Conseil, Antananarivo, le 30 avril 2026

COMPTE DE RÉSULTAT (millions d'ariary)
                                   2025      2024
Chiffre d'affaires                8 420     6 910
Coût des prestations             (4 800)   (3 740)
Marge brute                       3 620     3 170
  taux de marge brute             43,0 %    45,9 %
Personnel administratif          (1 650)   (1 480)
Autres charges externes            (980)     (870)
Dotations aux amortissements       (240)     (210)
Résultat d'exploitation             750       610
Charges financières                 (60)      (70)
Résultat avant impôt                690       540
Impôt sur les revenus (20 %)       (138)     (108)
Résultat net                        552       432

NOTES (extraits)
Note 4 — Coût des prestations. Le recul du taux de marge brute (-2,9 points) s'explique par la hausse du salaire minimum et par l'ouverture d'un second plateau à Ivato, dont le taux d'occupation n'atteignait que 70 % en fin d'exercice.
Note 7 — Clients. Le premier client, un opérateur de télécommunications français, représente 24 % du chiffre d'affaires 2025 (27 % en 2024). Aucun autre client ne dépasse 5 % du chiffre d'affaires.
Note 11 — Emprunts. L'emprunt de 1,2 Md Ar contracté en 2023 est remboursé selon l'échéancier contractuel ; aucune échéance n'est impayée et aucun ratio financier n'est en défaut.
Note 12 — Dettes fiscales. La société est à jour de ses obligations ; une attestation de régularité fiscale lui a été délivrée par la DGI le 15 février 2026.
Note 13 — Effectif. 612 salariés au 31 décembre 2025 (488 en 2024).`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'customer-concentration', 'declining-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'negation', 'clean'],
  },

  // high-churn PRESENT (chiffres seuls): 151 résiliations / 2 140 boutiques actives au 1er octobre = 7,1 % par mois (>= 5 %).
  // founder-departure PRESENT: le CTO cofondateur a annoncé qu'il part fin janvier.
  // dead-equity PRESENT: Mamadou, parti en 2024, détient toujours 12 %, jamais racheté.
  // low-founder-ownership ABSENT: Awa seule détient 42 % (>= 40 %), Seydou 18 % en plus.
  // short-runway ABSENT: 210 M FCFA / 15 M FCFA de burn net = 14 mois. burn-above-revenue ABSENT: 15 < 18,4 M FCFA de CA mensuel.
  // litigation ABSENT: « aucun contentieux ».
  {
    id: 'h24-fr-w6-06',
    documentType: 'business_plan',
    language: 'fr',
    text: `Export de discussion WhatsApp — « Jago x Sahel Seed »

[12/11/2026 09:14] Ibrahim Keïta (Sahel Seed Fund) : Bonjour Awa, avant le comité de jeudi j'ai besoin de 3 choses : chiffres d'octobre, point équipe, table de cap à jour.
[12/11/2026 09:31] Awa Traoré (Jago) : Bonjour Ibrahim, inch'Allah tout est prêt. CA octobre : 18,4 M FCFA (septembre 16,9 M).
[12/11/2026 09:32] Awa Traoré (Jago) : Boutiques actives au 1er octobre : 2 140. Résiliations dans le mois : 151. Nouvelles boutiques : 290. Donc 2 279 au 31/10.
[12/11/2026 09:33] Awa Traoré (Jago) : Trésorerie 210 M FCFA, burn net autour de 15 M par mois.
[12/11/2026 09:35] Ibrahim Keïta (Sahel Seed Fund) : Ok. Les résiliations c'est surtout Médine ?
[12/11/2026 09:37] Awa Traoré (Jago) : Médine et Sogoniko. Les boutiquiers arrêtent dès que le réseau coupe trop. On travaille sur le mode hors ligne.
[12/11/2026 09:40] Awa Traoré (Jago) : Pour l'équipe, je préfère te le dire avant le comité : Seydou m'a annoncé lundi qu'il part fin janvier. Il rejoint une banque à Dakar.
[12/11/2026 09:41] Ibrahim Keïta (Sahel Seed Fund) : Aïe. Le CTO cofondateur… Qui reprend la tech ?
[12/11/2026 09:43] Awa Traoré (Jago) : Oumou (lead dev) assure l'intérim, on recrute. Seydou reste dispo pour la passation.
[12/11/2026 09:44] Ibrahim Keïta (Sahel Seed Fund) : Et ses 18 % ?
[12/11/2026 09:46] Awa Traoré (Jago) : Pas encore discuté. Et je rappelle que Mamadou, parti en 2024, a toujours ses 12 %. On n'a jamais pu les racheter.
[12/11/2026 09:47] Ibrahim Keïta (Sahel Seed Fund) : Ça fait beaucoup de capital dormant. Table complète stp.
[12/11/2026 09:52] Awa Traoré (Jago) : Awa 42 %, Seydou 18 %, Mamadou 12 %, Sahel Seed 20 %, pool BSPCE 8 %. Total 100 %, c'est le même fichier que chez le notaire.
[12/11/2026 09:53] Ibrahim Keïta (Sahel Seed Fund) : Dernier point, le prestataire d'hébergement qui menaçait de vous poursuivre ?
[12/11/2026 09:55] Awa Traoré (Jago) : Aucun contentieux. On a payé la facture en juin, ils ont confirmé par écrit.
[12/11/2026 09:56] Ibrahim Keïta (Sahel Seed Fund) : Merci. À jeudi 👍`,
    present: ['high-churn', 'founder-departure', 'dead-equity'],
    absent: ['low-founder-ownership', 'short-runway', 'burn-above-revenue', 'litigation', 'cap-table-complexity'],
    traits: ['split', 'figures', 'indirect', 'negation'],
  },
];
