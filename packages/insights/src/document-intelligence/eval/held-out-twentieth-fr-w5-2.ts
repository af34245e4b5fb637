/** Writer 5's texts of the twentieth held-out set (held-out-twentieth.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethFrW5P2: readonly RedFlagCase[] = [
  // 09 — Board minutes, pharmaceutical wholesaler, Congo-Brazzaville (Brazzaville). CLEAN.
  // litigation ABSENT (time): dispute with former landlord closed by court-approved settlement on 14 March 2024, nothing pending.
  // debt-distress ABSENT (negation, figures): "n'est en défaut", DSCR 1.32 vs minimum 1.25, tax and CNSS certificates issued.
  // regulatory ABSENT (negation): inspection by the pharmacy directorate closed with no observation or sanction.
  // pending-licence ABSENT (time): wholesaler authorisation already renewed to 2029.
  // founder-departure ABSENT: founder CEO's mandate renewed; a CFO joins (no one leaves).
  // declining-revenue ABSENT (figures): 4.1 bn vs 3.6 bn FCFA at end-September.
  {
    id: 'h20-fr-w5-09',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'negation', 'time', 'figures'],
    present: [],
    absent: ['litigation', 'debt-distress', 'regulatory', 'pending-licence', 'founder-departure', 'declining-revenue'],
    text: `PHARMADIS CONGO SA — au capital de 300 000 000 FCFA — Brazzaville, zone industrielle de Mpila

EXTRAIT DU PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 21 OCTOBRE 2024

Étaient présents ou représentés six administrateurs sur sept. Le conseil est présidé par M. Jean-Bosco Itoua.

Première résolution — Activité
Le directeur général présente la situation à fin septembre : chiffre d'affaires de 4,1 Md FCFA, contre 3,6 Md FCFA à fin septembre 2023. Le résultat du premier semestre est bénéficiaire. Le conseil prend acte.

Deuxième résolution — Contentieux
Le conseil prend acte que le litige qui opposait la société à l'ancien bailleur de l'entrepôt de Mpila a été définitivement clos par un protocole transactionnel homologué par le Tribunal de commerce de Brazzaville le 14 mars 2024. Les sommes convenues ont été réglées en avril. Aucune instance n'est pendante à ce jour.

Troisième résolution — Endettement
Le directeur financier par intérim confirme que la société n'est en défaut sur aucun de ses engagements. Le ratio de couverture du service de la dette s'établit à 1,32 au 30 septembre, pour un minimum contractuel de 1,25. Toutes les échéances de l'exercice ont été réglées à bonne date. Les attestations de régularité fiscale et sociale (impôts et CNSS) ont été délivrées le 8 octobre.

Quatrième résolution — Réglementation
L'inspection menée par la Direction de la pharmacie et du médicament en septembre s'est achevée sans aucune observation ni sanction. L'autorisation d'exercer l'activité de grossiste-répartiteur a été renouvelée par arrêté ministériel jusqu'en 2029.

Cinquième résolution — Direction générale
Le conseil renouvelle, pour une durée de trois ans, le mandat de M. Fabrice Okemba, fondateur, en qualité de directeur général. Il approuve le recrutement de Mme Nadia Bakala en qualité de directrice administrative et financière à compter du 1er décembre 2024 ; le directeur financier par intérim reprendra alors ses fonctions de contrôleur de gestion.

Ces résolutions sont adoptées à l'unanimité des membres présents ou représentés.

Pour extrait certifié conforme,
Le président du conseil`,
  },
  // 10 — Business plan (CSV projection table), poultry farming, Congo-Brazzaville (Dolisie, Niari).
  // unrealistic-growth PRESENT (figures): revenue 95 → 420 → 1 800 → 7 500 M FCFA = 4.4×, 4.3×, 4.2× a year (≥ 4×).
  // related-party PRESENT: feed bought without tender from a mill managed by the founder's brother.
  // no-competition PRESENT: "il n'existe aucun concurrent local".
  // burn-above-revenue ABSENT (figures): 2024 net profit 6 M FCFA on 95 M revenue.
  // customer-concentration ABSENT (negation): no customer above 10% of sales.
  // pending-licence ABSENT (time): sanitary approval issued in 2023.
  {
    id: 'h20-fr-w5-10',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'prose', 'negation'],
    present: ['unrealistic-growth', 'related-party', 'no-competition'],
    absent: ['burn-above-revenue', 'customer-concentration', 'pending-licence'],
    text: `NIARI VOLAILLES SARL — Dolisie
Business plan 2025-2027 — document de présentation aux investisseurs

1. Notre activité
Créée en 2021 par Christian Moukoko, ingénieur agronome, Niari Volailles élève et abat des poulets de chair dans deux bâtiments de 1 200 m² à la sortie de Dolisie. Les poulets sont vendus entiers ou découpés aux restaurants, aux revendeuses des marchés et à deux supermarchés de Pointe-Noire ; aucun client ne dépasse 10 % des ventes. L'agrément sanitaire a été délivré par la Direction départementale de l'élevage du Niari en 2023.

2. Le marché
La quasi-totalité du poulet consommé dans le département est du poulet congelé importé. Il n'existe aujourd'hui aucun concurrent local : Niari Volailles est la seule entreprise capable de fournir du poulet frais, abattu sous contrôle vétérinaire, toute l'année.

3. Approvisionnement
L'aliment représente environ 65 % du coût de production. Il est acheté à la Provenderie du Niari SARL, dont le gérant, M. Armand Moukoko, est le frère du fondateur. Les prix sont fixés chaque trimestre d'un commun accord, sans appel d'offres, ce qui nous garantit la priorité de livraison en période de pénurie de maïs. Les poussins d'un jour sont importés du Cameroun.

4. Projections
Le plan repose sur la construction de six nouveaux bâtiments financée par la levée, puis d'un abattoir moderne en 2026.

Année,Poulets vendus,Chiffre d'affaires (M FCFA),Résultat net (M FCFA)
2024 (réalisé),38 000,95,6
2025,170 000,420,38
2026,720 000,1 800,210
2027,3 000 000,7 500,1 050

Hypothèses : prix moyen de 2 500 FCFA par poulet ; taux de mortalité de 6 % ; aucune hausse du prix de l'aliment sur la période.

5. Besoin de financement
Nous recherchons 350 M FCFA (environ 535 000 EUR) : 60 % pour les bâtiments et l'équipement, 25 % pour le fonds de roulement, 15 % pour la chambre froide et deux camions frigorifiques.

6. Équipe
Christian Moukoko (gérant), une responsable de production vétérinaire, 23 salariés permanents.`,
  },
  // 11 — Quarterly investor update with KPI table, online grocery, Congo-Brazzaville (Brazzaville). CLEAN.
  // high-churn ABSENT (figures): monthly churn 3.8% (< 5%); 12-month retention 61% (≥ 55%).
  // gross-margin ABSENT (figures): 47.0% → 44.0%, down 3 points (< 5).
  // customer-concentration ABSENT (figures): largest customer 24% of revenue (< 30%).
  // no-competition ABSENT: competitors named.
  // burn-above-revenue ABSENT (figures): total costs 112 M < revenue 126 M FCFA in Q3.
  // declining-revenue ABSENT (figures): 118 → 126 M FCFA.
  {
    id: 'h20-fr-w5-11',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'negation'],
    present: [],
    absent: ['high-churn', 'gross-margin', 'customer-concentration', 'no-competition', 'burn-above-revenue', 'declining-revenue'],
    text: `MBOTE MARKET — Lettre aux actionnaires, troisième trimestre 2024

Chers actionnaires,

Le trimestre a été solide malgré les délestages de septembre, qui ont perturbé nos chambres froides de Moungali pendant deux semaines.

Indicateurs clés
| Indicateur                                   | T2 2024 | T3 2024 |
|----------------------------------------------|---------|---------|
| Chiffre d'affaires (M FCFA)                  | 118     | 126     |
| Taux de marge brute                          | 47,0 %  | 44,0 %  |
| Charges totales, achats compris (M FCFA)     | 109     | 112     |
| Commandes livrées                            | 21 400  | 22 900  |
| Churn mensuel moyen des abonnés Panier Hebdo | 4,1 %   | 3,8 %   |

La rétention à douze mois de la cohorte d'abonnés de septembre 2023 s'établit à 61 %.

Commentaires
Marge : la baisse de trois points vient du groupe électrogène loué en septembre et de la hausse du prix des produits frais importés de Kinshasa. Le groupe ne sera plus nécessaire une fois le raccordement de l'entrepôt à la nouvelle ligne finalisé.
Clients : nos contrats avec les cantines d'entreprise progressent. Le plus important, une société de services pétroliers, représente 24 % du chiffre d'affaires du trimestre ; nous veillons à ce qu'il reste sous 30 %.
Concurrence : elle s'intensifie. Deux applications de livraison de repas se lancent dans l'épicerie, et un supermarché du centre-ville propose désormais la livraison à domicile. Nos atouts restent le prix, les créneaux de livraison garantis et le paiement à la livraison par mobile money.

Priorités du T4
1. Ouvrir un point relais à Talangaï
2. Lancer un abonnement mensuel pour les familles
3. Recruter un responsable des achats

Nous restons à votre disposition pour en discuter lors de l'assemblée générale de décembre.

Bien à vous,
Pour la direction, Ornella Massamba, directrice générale`,
  },
  // 12 — Pitch deck (slides), pharmacy delivery and teleconsultation platform, Gabon (Libreville).
  // non-recurring-revenue PRESENT: a one-off 55 M FCFA ministry deployment contract (single payment, May 2024) counted in the 312 M ARR.
  // unit-economics PRESENT (figures): stated CAC 6 500 FCFA, but 39 M FCFA acquisition spend / 1 500 new subscribers = 26 000 FCFA;
  //   the claimed LTV/CAC of 9× becomes 58 000 / 26 000 = 2.2×.
  // gross-margin PRESENT (time, figures): 41% in 2023 → 33% over 9M 2024, down 8 points (≥ 5).
  // customer-concentration ABSENT (figures): ministry 55/312 = 17.6%; largest pharmacy chain 12% (< 30%).
  // no-competition ABSENT: competitors listed.
  // declining-revenue ABSENT: subscriptions rising quarter on quarter.
  {
    id: 'h20-fr-w5-12',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'split', 'time'],
    present: ['non-recurring-revenue', 'unit-economics', 'gross-margin'],
    absent: ['customer-concentration', 'no-competition', 'declining-revenue'],
    text: `SANTÉLIB — Série A — novembre 2024

Slide 1
La pharmacie et le médecin dans la poche des Gabonais. Commande de médicaments, livraison en moins de deux heures à Libreville et Owendo, téléconsultation avec des médecins agréés.

Slide 2 — Traction
• 86 pharmacies partenaires (52 il y a un an)
• 9 800 abonnés patients actifs, en hausse chaque trimestre depuis le lancement
• 31 000 commandes livrées sur les neuf premiers mois de 2024

Slide 3 — Revenus récurrents
ARR au 30 septembre 2024 : 312 M FCFA (environ 475 000 EUR)
  – abonnements des pharmacies partenaires : 197 M FCFA
  – abonnements santé des entreprises et mutuelles : 60 M FCFA
  – contrat de déploiement avec le ministère de la Santé (installation du module d'ordonnance numérique et formation de 140 agents, réglé en une seule fois en mai 2024) : 55 M FCFA
Aucun client ne dépasse 18 % de l'ARR ; la première chaîne de pharmacies en représente 12 %.

Slide 4 — Une économie unitaire solide
• CAC moyen : 6 500 FCFA par abonné patient
• LTV : 58 000 FCFA
• LTV/CAC ≈ 9x

Slide 5 — Concurrence
Les pharmacies qui livrent via WhatsApp, deux plateformes de téléconsultation régionales et les assureurs qui développent leurs propres applications. Notre avantage : le réseau de pharmacies et la livraison garantie en deux heures.

Slide 6 — Marges
Taux de marge brute : 41 % en 2023, 33 % sur les neuf premiers mois de 2024. L'écart s'explique par le passage à des coursiers salariés et par la gratuité de la livraison offerte aux abonnés depuis mars.

Slide 7 — Marketing et acquisition
Au troisième trimestre, nous avons investi 39 M FCFA en acquisition (campagnes radio, agents terrain dans les marchés, parrainage) et recruté 1 500 nouveaux abonnés patients.

Slide 8 — La levée
1,2 M EUR pour ouvrir Port-Gentil et Franceville, renforcer la plateforme et négocier les tarifs de livraison.
Équipe : Dr Lionel Ekomi (CEO, médecin), Sandra Mintsa (COO, ex-distribution pharmaceutique), Kevin Nguema (CTO).`,
  },
  // 13 — Legal due-diligence memo, internet service provider, Congo-Brazzaville (Brazzaville / Pointe-Noire).
  // regulatory PRESENT: ARPCE fine (75 M FCFA) and six-month suspension of part of the frequencies from September 2024.
  // cap-table-complexity PRESENT (figures): cap table does not match the register; rows sum to 104%; 2021 transfers unrecorded.
  // litigation ABSENT (negation): the company did not challenge the sanction; no pending proceedings reported.
  // pending-licence ABSENT (time): network licence renewed in 2023 for ten years.
  // low-founder-ownership ABSENT (figures): founders 34% + 22% = 56% in the company's table (≥ 40%).
  // investor-control ABSENT (figures): largest investor 31% (< 50%).
  // related-party ABSENT (negation): no related-party agreement identified.
  {
    id: 'h20-fr-w5-13',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'prose'],
    present: ['regulatory', 'cap-table-complexity'],
    absent: ['litigation', 'pending-licence', 'low-founder-ownership', 'investor-control', 'related-party'],
    text: `CABINET MAKOSSO & ASSOCIÉS — Avocats au barreau de Brazzaville
NOTE D'AUDIT JURIDIQUE — CONFIDENTIELLE
Destinataire : Likouala Ventures — Objet : projet d'investissement dans CONGONET SA
Date : 18 novembre 2024

1. Autorisations
La licence d'établissement et d'exploitation de réseau de communications électroniques de CongoNet SA a été renouvelée en 2023 pour une durée de dix ans. Les redevances annuelles de 2023 et 2024 ont été acquittées.

2. Sanction de l'autorité de régulation
Par décision du 2 septembre 2024, l'ARPCE a prononcé à l'encontre de la société une amende de 75 M FCFA et la suspension, pour six mois, d'une partie des fréquences utilisées à Pointe-Noire, pour non-respect des obligations de qualité de service et défaut de déclaration de nouveaux sites. L'amende a été payée. La société n'a pas contesté la décision et aucune procédure n'est pendante à ce titre. La suspension reste en vigueur jusqu'au 2 mars 2025 ; la société estime à 30 % la part des abonnés de Pointe-Noire concernés.

3. Capital social
La table de capitalisation remise par la direction ne concorde pas avec le registre des mouvements de titres :

Actionnaire                          Table de la société
Fondateur 1 (président)                    34 %
Fondateur 2 (directeur technique)          22 %
Likouala Ventures (tour 2022)              31 %
Salariés (actions gratuites 2023)           9 %
Porteur de la note convertible USD          8 %
Total                                     104 %

Nous relevons notamment : (i) deux cessions d'actions intervenues en 2021 entre les fondateurs n'ont jamais été inscrites au registre ; (ii) la conversion de la note convertible de 250 000 USD souscrite en 2020 n'a pas fait l'objet d'une décision d'assemblée ; (iii) le nombre d'actions gratuites effectivement attribuées ne peut être établi. En l'état, il n'est pas possible de déterminer la répartition exacte du capital.

4. Conventions réglementées
Aucune convention entre la société et ses dirigeants, actionnaires ou des personnes qui leur sont liées n'a été identifiée.

5. Contentieux
Aucune procédure judiciaire ou arbitrale en cours ne nous a été signalée, et aucune n'apparaît au greffe du Tribunal de commerce de Brazzaville.

Recommandation : conditionner l'investissement à la régularisation du registre et à l'établissement d'une table de capitalisation certifiée.`,
  },
];
