import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases4: readonly RedFlagCase[] = [
  // CA 5 310 → 4 690 M (baisse) ; marge brute 34,1 % → 22,0 % (−12 pts) ; charges 2025 = 3 660 + 960 = 4 620 < CA 4 690
  {
    id: 'h11-fr-anacarde-csv-exercices',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue', 'going-concern'],
    traits: ['csv', 'table', 'figures', 'words'],
    text: `# ANACARDE TRANSFORMATION SA — Bouaké (Côte d'Ivoire) — décorticage de noix de cajou
# Comptes de gestion annuels — montants en FCFA — séparateur ;
# Comptes 2023 et 2024 certifiés. Comptes 2025 arrêtés par le conseil d'administration le 30 mars 2026, non encore audités.

Poste;2023;2024;2025
Chiffre d'affaires;4 820 000 000;5 310 000 000;4 690 000 000
Achats consommés (noix brutes, emballages);3 180 000 000;3 500 000 000;3 660 000 000
Marge brute;1 640 000 000;1 810 000 000;1 030 000 000
Taux de marge brute;34,0 %;34,1 %;22,0 %
Charges de personnel;520 000 000;560 000 000;545 000 000
Transport et énergie;310 000 000;330 000 000;295 000 000
Autres charges;140 000 000;150 000 000;120 000 000
Résultat d'exploitation;670 000 000;770 000 000;70 000 000
Charges financières;52 000 000;50 000 000;48 000 000
Résultat avant impôt;618 000 000;720 000 000;22 000 000
Tonnage transformé (t);5 900;6 400;5 600
Prix moyen d'achat de la noix brute (FCFA/kg);415;425;520

# Commentaire de la direction
# La hausse du prix plancher de la noix brute fixé pour la campagne 2025 n'a pas pu être répercutée sur les prix de vente des amandes, orientés à la baisse sur le marché international.
# Une ligne de décorticage a été arrêtée de juillet à septembre 2025 pour maintenance.
# Le plan de réduction des charges engagé en 2025 sera poursuivi en 2026.`,
  },
  // bénéfice net 96 M FCFA (pas de charges au-dessus du CA) ; doute sur la continuité lié au non-renouvellement de la ligne de crédit
  {
    id: 'h11-fr-dakaragro-lettre-cac',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['going-concern', 'audit-opinion', 'related-party'],
    absent: ['debt-distress', 'burn-above-revenue', 'declining-revenue'],
    traits: ['letter', 'auditor', 'words', 'indirect'],
    text: `SÈYE, NDOUR & ASSOCIÉS — Société d'expertise comptable, commissariat aux comptes
Point E, Dakar

Dakar, le 30 juin 2026

À l'attention du Conseil d'administration de DAKAR AGRO-INDUSTRIES SA (Thiès, Sénégal)

Objet : Lettre de recommandations et points significatifs — exercice 2025

Mesdames, Messieurs,

Au terme de notre audit de l'exercice 2025, au cours duquel la société a réalisé un chiffre d'affaires de 9,8 Md FCFA (9,1 Md FCFA en 2024) et un bénéfice net de 96 M FCFA, nous souhaitons attirer votre attention sur les points suivants.

1. Opinion
Nous n'avons pas pu assister à l'inventaire physique des stocks de tomate concentrée entreposés chez un tiers à Saint-Louis, d'une valeur de 780 M FCFA, ni obtenir de confirmation écrite du dépositaire. Notre rapport sur les comptes annuels exprime en conséquence une opinion avec réserve.

2. Continuité d'exploitation
La banque qui finance la campagne agricole a informé la société en mai 2026 qu'elle ne renouvellerait pas la ligne de crédit de campagne de 2,5 Md FCFA. À la date de notre rapport, aucune solution de remplacement n'est arrêtée et les dettes à moins d'un an excèdent l'actif circulant de 1,1 Md FCFA. Ces éléments font naître une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation ; notre rapport comporte une observation en ce sens.

3. Conventions réglementées
La société verse depuis janvier 2025 un loyer de 14 M FCFA par mois à la SCI Les Filaos, propriétaire de l'entrepôt de Thiès et détenue par l'épouse du président du conseil d'administration. Cette convention n'a pas été autorisée préalablement par le conseil et ne figure pas dans notre rapport spécial de l'exercice précédent. Nous recommandons de la soumettre à la prochaine assemblée.

4. Contrôle interne
Les rapprochements bancaires ne sont pas documentés mensuellement.

Veuillez agréer, Mesdames, Messieurs, l'expression de nos salutations distinguées.

Aïssatou Sèye, associée`,
  },
  {
    id: 'h11-fr-bceao-sanction-fofo',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory'],
    absent: ['pending-licence', 'litigation', 'debt-distress'],
    traits: ['letter', 'regulator', 'words', 'modality'],
    text: `BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST
Direction nationale pour le Togo

Lomé, le 21 octobre 2026
Réf. : DN-TG/SSF/2026/0533

Monsieur le Directeur général
FOFO MONEY SA
Établissement de monnaie électronique
Boulevard du 13 Janvier, Lomé

Objet : Notification de sanctions

Monsieur le Directeur général,

La mission d'inspection conduite dans votre établissement du 12 au 30 mai 2026 a relevé les manquements suivants :
- la couverture de la monnaie électronique en circulation n'était pas intégralement assurée par des fonds cantonnés sur des comptes dédiés : l'insuffisance a atteint 612 M FCFA à la fin du mois d'avril 2026 ;
- les plafonds réglementaires applicables aux comptes de niveau 1 n'étaient pas paramétrés dans votre système d'information ;
- plusieurs déclarations périodiques ont été transmises avec plus de soixante jours de retard.

Au vu de ces constats et des observations que vous avez présentées le 5 août 2026, la Banque Centrale a décidé de prononcer à l'encontre de Fofo Money SA :
1. une sanction pécuniaire de 50 000 000 FCFA ;
2. l'interdiction d'ouvrir de nouveaux points de distribution jusqu'à la reconstitution intégrale de la couverture, constatée par une mission de vérification ;
3. l'injonction de produire sous quinze jours un plan de mise en conformité.

En cas de manquement persistant, la Banque Centrale pourra engager une procédure de retrait d'agrément.

Veuillez agréer, Monsieur le Directeur général, l'assurance de ma considération distinguée.

Le Directeur national`,
  },
  // fondateurs après conversion : 28 % ensemble (< 40 %) ; premier investisseur 24 % (< 50 %)
  {
    id: 'h11-fr-nkoma-courriels-captable',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity', 'low-founder-ownership'],
    absent: ['investor-control', 'dead-equity', 'founder-departure'],
    traits: ['email', 'quoted', 'figures', 'modality'],
    text: `De : Arnaud Ondo Mba <a.ondo@nkomacloud.ga>
À : Fiona Adjei <fiona@westequatorvc.com>
Date : 25 octobre 2026, 21:03
Objet : RE: Nkoma Cloud — questions sur la table de capitalisation

Bonsoir Fiona,

Pour être transparent, nous ne sommes pas encore en mesure de vous fournir une table fiable. Le fichier Excel (version 7) que vous avez reçu ne correspond pas aux statuts déposés au greffe de Libreville : il manque l'augmentation de capital de décembre 2024 et les conversions des BSA AIR souscrits en 2024 n'y ont pas été intégrées. Notre notaire travaille au rapprochement avec le registre, mais il ne nous a pas donné de date.

Sur votre deuxième question : selon nos propres calculs, après conversion des BSA AIR, Élodie et moi détiendrions 28 % du capital à nous deux. Nous sommes toujours les deux seuls dirigeants opérationnels. Aucun investisseur ne dépasserait 24 %.

Je comprends que cela puisse retarder votre comité.

Arnaud Ondo Mba, cofondateur et président, Nkoma Cloud SA

> Le 24 oct. 2026 à 09:46, Fiona Adjei a écrit :
> Bonjour Arnaud,
> Merci pour l'accès à la data room. Deux questions avant notre comité du 12 novembre :
> 1) Pouvez-vous confirmer que la table de capitalisation du dossier 2.3 est à jour et
> concorde avec le registre des titres ?
> 2) Quelle part du capital les fondateurs détiendront-ils après conversion des BSA AIR
> et avant notre investissement ?
> Bien à vous,
> Fiona Adjei, West Equator Ventures`,
  },
  // MF : aucun chiffre de revenus ni de coûts ; rétention à 12 mois 48 % (< 55 %)
  {
    id: 'h11-fr-tbibconnect-fiche',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials', 'high-churn'],
    absent: ['no-competition', 'unrealistic-growth', 'pending-licence'],
    traits: ['one-pager', 'list', 'words'],
    text: `TBIB CONNECT — Fiche de présentation
Rabat, Maroc — Téléconsultation et suivi des maladies chroniques — Levée seed : 8 M MAD

Le constat
Au Maroc, un patient diabétique ou hypertendu vivant hors des grandes villes attend souvent plusieurs semaines un rendez-vous de suivi. Les médecins généralistes manquent d'outils pour suivre leurs patients entre deux visites.

Notre réponse
Une application de suivi à domicile (glycémie, tension, poids) reliée au médecin traitant, avec téléconsultation et rappels de traitement en darija, en amazigh et en français.

Traction
- 42 000 patients inscrits, 11 500 actifs chaque mois
- 380 médecins partenaires dans 9 régions
- Rétention à 12 mois : 48 % des patients de la cohorte de septembre 2025
- Note moyenne sur les magasins d'applications : 4,6/5

Concurrence
DabaDoc et plusieurs plateformes de prise de rendez-vous ; les cliniques privées développent leurs propres outils. Notre différence : le suivi continu des patients chroniques, pas seulement la prise de rendez-vous.

Cadre réglementaire
La loi relative à la télémédecine encadre notre activité ; nos médecins partenaires sont inscrits à l'Ordre national des médecins.

Éléments financiers
Disponibles sur demande dans la data room.

Équipe
Dr Salma Benkirane (CEO, médecin endocrinologue), Mehdi Lahlou (CTO, ex-ingénieur dans une banque marocaine), Rim El Fassi (partenariats).

Ce que nous cherchons
Un investisseur principal spécialisé en santé et des partenariats avec les mutuelles.`,
  },
  // Aromes de Grasse 44 % + Vanilla Trade 27 % = 71 % ; marge brute 41 % → 29 % (−12 pts) ; CA 38 → 42 Md Ar
  {
    id: 'h11-fr-savavanille-comite-credit',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['customer-concentration', 'debt-distress', 'gross-margin'],
    absent: ['declining-revenue', 'audit-opinion', 'going-concern'],
    traits: ['memo', 'figures', 'table', 'words'],
    text: `BANQUE DE L'OCÉAN INDIEN — Direction régionale SAVA
Note au comité de crédit du 18 novembre 2026

Client : SAVA VANILLE EXPORT SA, Sambava (Madagascar)
Objet : demande de renouvellement du crédit de campagne 2026-2027 (12 Md Ar)

1. Présentation
Collecte, préparation et exportation de vanille noire et de vanille TK vers l'Europe et l'Amérique du Nord. Agrément d'exportateur valide pour la campagne en cours.

2. Indicateurs financiers (comptes certifiés sans réserve)
Exercice;2024;2025
Chiffre d'affaires (Md Ar);38,0;42,0
Marge brute;41 %;29 %
Résultat net (Md Ar);4,1;1,3

La baisse de la marge s'explique par l'achat de vanille verte à des prix élevés en début de campagne, alors que les prix à l'export ont reculé au second semestre.

3. Clients
Deux acheteurs concentrent l'essentiel des ventes : Aromes de Grasse SAS (44 % du chiffre d'affaires 2025) et Vanilla Trade GmbH (27 %). Les contrats sont annuels et renégociés à chaque campagne.

4. Situation du crédit en cours
Deux échéances du crédit de campagne 2025-2026, d'un montant total de 480 M Ar, sont impayées depuis le 30 septembre 2026. Le client invoque un retard de paiement d'un acheteur et propose un règlement en décembre.

5. Garanties
Nantissement des stocks en entrepôt sous tierce détention, cession des créances export, caution des actionnaires.

6. Avis
Avis défavorable au renouvellement en l'état. Réexamen possible après régularisation des impayés et présentation d'un plan de diversification des acheteurs.`,
  },
];
