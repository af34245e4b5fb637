/** Writer 5's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstFrW5P2: readonly RedFlagCase[] = [
  // 07 — Lettre aux investisseurs (courriel), SaaS pour hôtels, Madagascar.
  // non-recurring-revenue PRESENT: le « MRR » de 56 M Ar inclut 10 M Ar de frais de mise en service facturés une seule fois.
  // high-churn PRESENT (figures): 48 hôtels perdus sur 260 en un trimestre = 18,5 %, soit ≈ 6,2 % par mois ≥ 5 %.
  // unit-economics PRESENT (figures): durée de vie annoncée 48 mois, mais 1 / 6,2 % ≈ 16 mois ;
  //   LTV réelle ≈ 190 000 × 16 = 3,0 M Ar, soit LTV/CAC ≈ 3,0 / 1,5 = 2×, et non 6×.
  // customer-concentration ABSENT: groupe Ravinala en mars = 10 M Ar / 56 M Ar ≈ 18 % (même avec ses 12 abonnements, 12,3 / 56 ≈ 22 %) < 30 %.
  // burn-above-revenue ABSENT: charges 38 M Ar/mois < 46 M Ar récurrents (et < 56 M Ar facturés).
  {
    id: 'h21-fr-w5-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['figures', 'indirect', 'split', 'time'],
    present: ['non-recurring-revenue', 'high-churn', 'unit-economics'],
    absent: ['customer-concentration', 'burn-above-revenue', 'declining-revenue'],
    text: `Objet : Fandraisana — point investisseurs T1 2025

Chers investisseurs,

Un trimestre très dense pour toute l'équipe, entre Nosy Be, Antananarivo et Sainte-Marie. Voici l'essentiel.

Les chiffres
- MRR au 31 mars : 56 M Ar, contre 41 M Ar au 31 décembre, soit +37 % en un trimestre !
- Ce MRR intègre la signature du groupe hôtelier Ravinala (12 établissements), pour lequel nous avons facturé en mars 10 M Ar de frais d'intégration et de formation. L'abonnement mensuel des 12 hôtels démarre en avril.
- Hausse tarifaire de janvier bien passée : l'abonnement moyen atteint 190 000 Ar par hôtel et par mois.
- Charges mensuelles : 38 M Ar, stables.

La base clients
Nous avons commencé l'année avec 260 hôtels et maisons d'hôtes clients. Sur le trimestre, 30 nouveaux établissements nous ont rejoint, mais 48 ont résilié — surtout de petites maisons d'hôtes de la côte Est, qui ferment hors saison ou repassent au cahier papier. Nous terminons donc à 242 clients payants.

Nos unit economics restent excellents
Avec un coût d'acquisition moyen de 1,5 M Ar par hôtel (commerciaux terrain, démonstrations, déplacements) et une durée de vie client que nous estimons à 48 mois, la valeur vie client ressort à plus de 9 M Ar, soit un ratio LTV/CAC supérieur à 6. C'est l'argument central de notre prochaine levée.

Produit
- Module de paiement MVola et Orange Money intégré au moteur de réservation
- Synchronisation avec deux plateformes de réservation internationales
- Application mobile pour la gouvernante, en malgache et en français

Prochaines étapes
Nous ouvrons Diego-Suarez en mai et préparons une levée de 400 000 € pour l'automne. Nous reviendrons vers vous début juin avec une première version du mémorandum.

Misaotra betsaka pour votre soutien,
Mialy Rakotomalala, cofondatrice et CEO`,
  },
  // 08 — Pacte d'associés (extraits) et table de capitalisation, énergie solaire, Madagascar. Cas propre.
  // low-founder-ownership ABSENT: fondateurs 30 + 22 + 12 = 64 % ≥ 40 %. investor-control ABSENT: 24 % < 50 %.
  // cap-table-complexity ABSENT: table rapprochée du registre. dead-equity ABSENT: BSPCE d'un salarié parti devenus caducs, pas d'actions conservées.
  // founder-departure ABSENT: M. Rabe a quitté une AUTRE société (SolarKit) en 2021. related-party ABSENT: bailleur sans lien.
  // litigation ABSENT: clause d'arbitrage pour d'éventuels différends, aucun litige.
  {
    id: 'h21-fr-w5-08',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'list', 'negation'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity', 'founder-departure', 'related-party', 'litigation'],
    text: `PACTE D'ASSOCIÉS — JIRO MAITSO SAS (extraits)
Société par actions simplifiée au capital de 230 000 000 Ariary — siège : Antsirabe — RCS Antsirabe

Préambule
Jiro Maitso installe et exploite des kiosques solaires de recharge et de vente d'électricité en zone rurale (Vakinankaratra, Amoron'i Mania). Le présent pacte est conclu à l'occasion de l'entrée au capital de Fonds Vary Energie.

Article 2 — Répartition du capital au 31 mars 2025 (base entièrement diluée)
| Associé | Actions | % |
|---|---|---|
| Andry Rabe (fondateur, président) | 7 500 | 30 % |
| Lalaina Ravelo (fondatrice, directrice générale) | 5 500 | 22 % |
| Sitraka Rakoto (fondateur, directeur technique) | 3 000 | 12 % |
| Fonds Vary Energie | 6 000 | 24 % |
| Business angels (3) | 1 000 | 4 % |
| Pool BSPCE (non exercés) | 2 000 | 8 % |
| Total | 25 000 | 100 % |
La présente table a été rapprochée du registre des mouvements de titres et des procès-verbaux d'assemblée par le cabinet d'expertise comptable de la société au 31 mars 2025 ; aucun écart n'a été relevé.

Article 3 — Déclarations des fondateurs
3.1 M. Andry Rabe déclare avoir quitté en 2021 la direction de SolarKit SARL, société qu'il avait cofondée, et n'y détenir plus aucune participation.
3.2 Les BSPCE attribués en 2023 à un ancien salarié ayant quitté la société en 2024 n'ont pas été exercés ; ils sont devenus caducs et ont été réintégrés au pool.
3.3 Le bail du siège d'Antsirabe est consenti par une société civile immobilière qui n'a aucun lien, direct ou indirect, avec les associés, les dirigeants ou les membres de leur famille.

Article 5 — Gouvernance
Un comité stratégique de quatre membres (trois fondateurs, un représentant de Fonds Vary Energie) approuve le budget annuel. Les décisions importantes listées en annexe 2 requièrent l'accord de Fonds Vary Energie.

Article 9 — Inaliénabilité et préemption
Les fondateurs s'interdisent de céder leurs actions pendant 36 mois, sauf accord unanime. Tout associé bénéficie d'un droit de préemption au prorata.

Article 14 — Règlement des différends
Tout différend relatif au présent pacte qui viendrait à naître sera soumis à l'arbitrage du Centre d'Arbitrage et de Médiation de Madagascar (CAMM).`,
  },
  // 09 — Rapport du commissaire aux comptes et comptes 2024, pêche et chaîne du froid, Comores.
  // audit-opinion PRESENT (direct): opinion avec réserve (stocks non vérifiés).
  // going-concern PRESENT (direct): incertitude significative sur la continuité d'exploitation.
  // debt-distress PRESENT (indirect): échéances BDC impayées de mars à septembre 2024 ; arriérés d'impôts AGID.
  // burn-above-revenue PRESENT (figures): charges 2024 = 662 + 39 = 701 > CA 612 M KMF (perte nette de 89).
  // declining-revenue ABSENT: CA 580 → 612 M KMF.
  {
    id: 'h21-fr-w5-09',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'prose', 'figures', 'indirect'],
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    text: `SAMAKI FROID SA — Mutsamudu (Ndzuwani)
Rapport du commissaire aux comptes sur les états financiers de l'exercice clos le 31 décembre 2024

Opinion avec réserve
En exécution de la mission qui nous a été confiée par l'assemblée générale, nous avons effectué l'audit des états financiers de la société Samaki Froid SA. À notre avis, sous réserve des incidences du point décrit dans la partie « Fondement de l'opinion avec réserve », les états financiers sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé.

Fondement de l'opinion avec réserve
Les stocks de poisson congelé figurent au bilan pour 148 M KMF. Nous n'avons pas pu assister à l'inventaire physique du 31 décembre 2024, la chambre froide n° 2 étant alors hors service, et nous n'avons pas pu nous assurer par d'autres procédures de l'existence et de la valeur de ces stocks.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2 de l'annexe. La société a réalisé une perte nette de 89 M KMF au cours de l'exercice et ses capitaux propres sont devenus inférieurs à la moitié du capital social. En outre, la société n'a pas honoré les échéances de mars à septembre 2024 de l'emprunt contracté auprès de la Banque de Développement des Comores, dont l'intégralité du solde est devenue exigible, et elle reste redevable envers l'Administration Générale des Impôts et des Domaines de 37 M KMF d'impôts et de pénalités échus. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Compte de résultat résumé (en millions de KMF)
| | 2023 | 2024 |
|---|---|---|
| Chiffre d'affaires (poisson frais, congelé, glace) | 580 | 612 |
| Charges d'exploitation | (571) | (662) |
| Résultat d'exploitation | 9 | (50) |
| Charges financières | (31) | (39) |
| Résultat net | (22) | (89) |

Note 2 de l'annexe — Continuité d'exploitation (extrait)
La direction négocie avec la banque un rééchelonnement sur sept ans et a sollicité l'entrée d'un partenaire industriel mahorais au capital. Les comptes ont été arrêtés selon le principe de continuité d'exploitation, compte tenu de ces démarches en cours.

Fait à Moroni, le 28 avril 2025
Le commissaire aux comptes`,
  },
  // 10 — Export de discussion WhatsApp (fondateurs et investisseur), mobilité (bajaj électriques), Madagascar.
  // litigation PRESENT (split): procès contre le fournisseur devant le tribunal de commerce, audience renvoyée, en cours.
  // related-party PRESENT (indirect): batteries achetées à la société du beau-frère de la CEO.
  // debt-distress PRESENT (indirect): « deux mensualités de retard » sur le crédit-bail.
  // founder-departure ABSENT: c'est le DG d'un concurrent qui démissionne ; Lova reste.
  {
    id: 'h21-fr-w5-10',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['split', 'indirect', 'negation'],
    present: ['litigation', 'related-party', 'debt-distress'],
    absent: ['founder-departure'],
    text: `[Groupe WhatsApp « BajajGo – board informel »]
[11/02/2025 08:52] Fanja (CEO) : Bonjour à tous. Petit point avant le comité de jeudi.
[11/02/2025 08:53] Fanja (CEO) : Le tribunal de commerce d'Antananarivo a encore renvoyé l'audience, nouvelle date le 20 mars.
[11/02/2025 08:55] Patrick (Investisseur) : Renvoyée pourquoi ? C'est toujours le dossier Auto-Import Océan ?
[11/02/2025 08:57] Fanja (CEO) : Oui. Ils contestent toujours les malfaçons sur les 40 bajaj électriques et nous réclament le solde de la facture. Notre avocat maintient la demande de résolution de la vente + dommages et intérêts.
[11/02/2025 09:01] Patrick (Investisseur) : Ok. Il faudra une provision dans les comptes, on en reparle jeudi.
[11/02/2025 09:04] Lova (COO) : Sinon vous avez vu ? Le DG de Tuk-Tuk Tana a démissionné hier 😮
[11/02/2025 09:05] Patrick (Investisseur) : Lol, ne nous fais pas peur, j'ai cru que c'était toi 😅
[11/02/2025 09:05] Lova (COO) : Non non, moi je reste, on a une flotte à faire tourner 😄
[11/02/2025 09:12] Patrick (Investisseur) : Autre sujet : c'est qui, Energy Plus Ivato, sur le relevé ? Gros montants en janvier.
[11/02/2025 09:15] Fanja (CEO) : Les batteries de remplacement. C'est la boîte de mon beau-frère, il nous fait un prix correct et il livre en 48 h, les autres c'est 3 semaines depuis Maurice.
[11/02/2025 09:16] Patrick (Investisseur) : Il faudra le déclarer au conseil et mettre ça par écrit, avec deux devis concurrents.
[11/02/2025 09:17] Fanja (CEO) : Ok, je prépare ça.
[11/02/2025 09:31] Patrick (Investisseur) : Et le leasing avec la banque, on en est où ?
[11/02/2025 09:34] Fanja (CEO) : On a deux mensualités de retard, décembre et janvier. On a dû payer nous-mêmes les réparations des 12 bajaj défectueux en attendant le jugement, ça a vidé la caisse. J'ai rendez-vous avec le chargé d'affaires lundi pour un rééchelonnement.
[11/02/2025 09:36] Patrick (Investisseur) : Il faut absolument régulariser avant que la banque ne récupère les véhicules. Envoie-moi le tableau de trésorerie ce soir stp.
[11/02/2025 09:37] Fanja (CEO) : Ça marche 👍`,
  },
  // 11 — Courriel de point trimestriel aux investisseurs, logistique inter-îles, Comores. Cas propre.
  // declining-revenue ABSENT: T1 2025 96 M KMF > T4 2024 89 M KMF et > T1 2024 81 M KMF.
  // burn-above-revenue ABSENT: charges T1 84 < CA 96 M KMF.
  // high-churn ABSENT: 3 / 140 = 2,1 % sur le trimestre, ≈ 0,7 % par mois.
  // customer-concentration ABSENT: premier client 21 % < 30 %.
  // litigation ABSENT: menace de procédure seulement (« pourrait »), aucune assignation.
  // pending-licence ABSENT: agrément de commissionnaire en douane délivré en février.
  // founder-departure ABSENT: le nouveau DAF a quitté une AUTRE société.
  {
    id: 'h21-fr-w5-11',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['negation', 'modality', 'figures'],
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue', 'high-churn', 'customer-concentration', 'litigation', 'pending-licence', 'founder-departure'],
    text: `De : Youssouf Abdallah <youssouf@bandari-logistique.km>
À : investisseurs Bandari
Objet : Bandari Logistique — point du premier trimestre 2025

Bonjour à toutes et à tous,

Voici notre point trimestriel, comme convenu dans le pacte.

Activité
Le chiffre d'affaires du premier trimestre atteint 96 M KMF, contre 89 M KMF au quatrième trimestre 2024 et 81 M KMF au premier trimestre 2024. La nouvelle rotation hebdomadaire Moroni – Mutsamudu – Fomboni tourne à 78 % de remplissage. Nos charges du trimestre se sont élevées à 84 M KMF ; nous continuons donc d'autofinancer notre croissance, avec une trésorerie de 210 M KMF à fin mars.

Clients
Nous servons 140 chargeurs sous contrat. Trois d'entre eux n'ont pas renouvelé ce trimestre (deux petites quincailleries qui ont fermé, un importateur parti chez un concurrent). Notre premier client, un importateur de ciment, pèse 21 % du chiffre d'affaires, contre 26 % il y a un an : la diversification progresse.

Agrément douanier
Bonne nouvelle : la Direction générale des douanes nous a délivré en février l'agrément de commissionnaire en douane. Nous facturons désormais le dédouanement à nos clients, ce qui explique une partie de la hausse du trimestre.

Équipe
Ali Mmadi, qui vient de quitter la direction financière d'une compagnie maritime de la place, nous rejoint comme DAF le 1er mai. Il mettra en place la clôture mensuelle.

Point d'attention
Un transitaire de Moroni nous réclame toujours le paiement d'une facture de 2023 que nous contestons. Il a évoqué une action en justice et pourrait engager une procédure, mais à ce jour nous n'avons reçu aucune assignation ni mise en demeure formelle. Le montant en jeu reste limité (4 M KMF).

Prochaines étapes
Achat d'un second conteneur frigorifique d'ici l'été, et étude d'une escale à Mayotte pour 2026.

Bien cordialement,
Youssouf Abdallah
Cofondateur et gérant, Bandari Logistique SARL`,
  },
  // 12 — Plan d'affaires, transformation agricole (huile essentielle d'ylang-ylang), Comores.
  // missing-financials PRESENT: plan d'affaires sans aucun chiffre de revenu ni de coût (plan financier « communiqué plus tard »).
  // pending-licence PRESENT: autorisation environnementale demandée en janvier 2025, décision attendue.
  // customer-concentration PRESENT (indirect): deux parfumeurs nommés ≈ « près des trois quarts » des ventes ≥ 30 %.
  // no-competition ABSENT: une trentaine de distilleries concurrentes citées. regulatory ABSENT: aucune sanction ; certification déjà obtenue.
  {
    id: 'h21-fr-w5-12',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'indirect', 'modality'],
    present: ['missing-financials', 'pending-licence', 'customer-concentration'],
    absent: ['no-competition', 'regulatory'],
    text: `YLANG MWALI ESSENCES — Plan d'affaires
Distillation et exportation d'huile essentielle d'ylang-ylang — Île de Mohéli (Mwali), Union des Comores

1. Présentation
Fondée en 2019 par Anrifa Said et Moussa Hamada, Ylang Mwali Essences achète les fleurs d'ylang-ylang à environ 300 cueilleuses et petits planteurs de Mohéli, les distille dans son atelier de Fomboni et exporte l'huile essentielle, principalement vers la France. Les Comores figurent parmi les premiers producteurs mondiaux d'ylang-ylang, une essence recherchée par la parfumerie fine.

2. Notre différence
Nos alambics en inox remplacent les anciennes cuves en fonte, ce qui améliore la régularité des fractions « extra » et « première ». Nous payons les fleurs le jour même par mobile money et nous formons les cueilleuses à la récolte au lever du soleil, lorsque la fleur est la plus riche.

3. Marché et concurrence
Nous ne sommes pas seuls : une trentaine de distilleries artisanales opèrent sur les trois îles, et quelques exportateurs de Ngazidja et d'Anjouan disposent d'installations plus grandes que la nôtre. Notre avantage est la qualité constante de nos lots et notre certification biologique obtenue en 2023.

4. Clients
Deux maisons de parfumerie de Grasse, avec lesquelles nous travaillons depuis quatre ans, achètent à elles deux près des trois quarts de notre huile. Le reste est vendu à des négociants de Marseille et de Dubaï.

5. Projet : la distillerie de Nioumachoua
Nous voulons construire une seconde distillerie à chaudière biomasse, alimentée par les résidus de taille et les bois morts, pour réduire l'usage du bois de forêt. Ce projet est soumis à autorisation environnementale : l'étude d'impact a été déposée en janvier 2025 auprès de la Direction générale de l'environnement et des forêts, et nous attendons la décision. Les travaux ne pourront commencer qu'une fois l'autorisation obtenue, que nous espérons avant la fin de l'année.

6. Équipe
Anrifa Said, directrice générale, ancienne technicienne agricole ; Moussa Hamada, responsable de la distillation ; une équipe de 14 personnes en saison.

7. Besoin de financement
Le montant de la levée ainsi que le plan financier détaillé (comptes d'exploitation prévisionnels et plan de trésorerie) seront communiqués aux investisseurs intéressés lors d'un second rendez-vous.`,
  },
  // 13 — Mémo de due diligence d'un investisseur, santé (cliniques de quartier), Madagascar. Cas propre.
  // gross-margin ABSENT (figures): 1 863 / 3 100 = 60,1 % → 2 102 / 3 600 = 58,4 %, soit −1,7 pt < 5.
  // declining-revenue ABSENT: 3,1 → 3,6 Md Ar. burn-above-revenue ABSENT: résultat net positif (+240 M Ar).
  // related-party ABSENT: lien avec le laboratoire vérifié et écarté. litigation ABSENT: plainte close par un non-lieu.
  // pending-licence ABSENT: autorisation de Toamasina accordée. regulatory ABSENT: inspection sans sanction.
  // customer-concentration ABSENT: premier tiers payant 17 %. audit-opinion ABSENT: comptes audités sans réserve.
  // debt-distress ABSENT: échéances honorées. low-founder-ownership ABSENT: fondateurs 71 %.
  {
    id: 'h21-fr-w5-13',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'figures', 'negation', 'time'],
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'related-party', 'litigation', 'pending-licence', 'regulatory', 'customer-concentration', 'audit-opinion', 'debt-distress'],
    text: `MÉMO DE DUE DILIGENCE — STRICTEMENT CONFIDENTIEL
Cible : Groupe Fahasalamana SA (cliniques de quartier, Antananarivo et Toamasina)
Rédigé par : équipe d'investissement, à l'attention du comité d'investissement du 22 mai 2025

1. Synthèse
Fahasalamana exploite quatre cliniques de proximité (consultations, petite chirurgie, maternité, laboratoire de base) à Antananarivo et une cinquième ouverte à Toamasina en janvier 2025. Nous recommandons de poursuivre vers une offre ferme.

2. Revue financière
Les comptes 2023 et 2024 ont été audités par un cabinet membre de l'Ordre des experts-comptables de Madagascar, avec une opinion sans réserve pour les deux exercices.
| (M Ar) | 2023 | 2024 |
|---|---|---|
| Chiffre d'affaires | 3 100 | 3 600 |
| Marge brute (après médicaments et consommables) | 1 863 | 2 102 |
| Taux de marge brute | 60,1 % | 58,4 % |
| Résultat net | 185 | 240 |
La légère baisse du taux de marge s'explique par la hausse du prix des consommables importés ; elle reste dans la fourchette du secteur.
Endettement : un emprunt d'équipement de 420 M Ar auprès d'une banque locale, dont toutes les échéances ont été honorées à bonne date.

3. Points de vigilance examinés
- Parties liées : le laboratoire d'analyses sous-traitant, situé à Analamahitsy, porte un nom proche de celui de l'épouse d'un fondateur. Vérification faite (extrait du registre du commerce, déclarations sur l'honneur), il n'existe aucun lien capitalistique ou familial avec les fondateurs, les administrateurs ou leurs proches.
- Contentieux : la plainte d'une patiente déposée en 2022 a été close par une ordonnance de non-lieu en 2023, devenue définitive. Aucune autre procédure n'est en cours.
- Autorisations : l'autorisation d'ouverture de la clinique de Toamasina a été accordée par le ministère de la Santé publique en décembre 2024. L'inspection ministérielle de 2024 dans les cliniques d'Antananarivo s'est conclue sans sanction.
- Clients payeurs : environ 60 % du chiffre d'affaires est réglé directement par les patients ; le premier tiers payant, une mutuelle d'entreprise, représente 17 % du chiffre d'affaires.

4. Actionnariat
Les deux médecins fondateurs, Dr Hanitra Rasolofo et Dr Mamy Andriamanana, détiennent ensemble 71 % du capital ; trois investisseurs privés se partagent le solde.

5. Recommandation
Poursuivre la due diligence juridique et sociale ; entrée envisagée à hauteur de 25 % du capital.`,
  },
];
