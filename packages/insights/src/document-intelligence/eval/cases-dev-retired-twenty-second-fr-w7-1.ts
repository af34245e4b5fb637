/** Writer 7's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondFrW7P1: readonly RedFlagCase[] = [
  // 01 — pitch deck (slides), agritech (abonnement intrants pour coopératives), Gabon.
  // high-churn PRESENT: 420 coopératives au 1er janvier 2024, 210 ont cessé de payer dans l'année = 50 % par an (>= 45 %).
  // unrealistic-growth PRESENT: « quintupler » le CA en un an, 310 M -> 1,55 Md FCFA = 5x en 2026.
  // low-founder-ownership PRESENT: fondateurs actifs 21 % + 16 % = 37 % (< 40 %).
  // investor-control ABSENT: premier investisseur Okoumé Ventures 28 %.
  // burn-above-revenue ABSENT: charges 231 M < CA 248 M (2024) ; 284 M < 310 M (2025).
  // customer-concentration ABSENT: aucun client cité ; 475 coopératives à 45 000 FCFA/mois.
  {
    id: 'h22-fr-w7-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'figures', 'words', 'indirect'],
    present: ['high-churn', 'unrealistic-growth', 'low-founder-ownership'],
    absent: ['investor-control', 'burn-above-revenue', 'customer-concentration'],
    text: `NKOMA AGRI — Présentation investisseurs — juin 2025 — Libreville, Gabon

Slide 1 — Le problème
Les coopératives maraîchères de l'Estuaire et du Woleu-Ntem paient leurs semences et engrais 30 à 40 % plus cher qu'au Cameroun voisin, faute de volumes groupés et de conseil technique.

Slide 2 — Notre solution
Un abonnement mensuel de 45 000 FCFA par coopérative : intrants livrés au champ, conseil agronomique par SMS en fang et en français, suivi des rendements.

Slide 3 — Traction 2024
- Au 1er janvier 2024, nous comptions 420 coopératives abonnées.
- Au cours de l'année, 210 d'entre elles ont cessé de payer leur abonnement.
- Grâce à nos 12 animateurs de terrain, 265 nouvelles coopératives nous ont rejoints.
- 475 coopératives actives au 31 décembre 2024.

Slide 4 — Chiffres clés (en FCFA)
| | 2024 (réalisé) | 2025 (budget) |
|---|---|---|
| Chiffre d'affaires | 248 M | 310 M |
| Charges d'exploitation | 231 M | 284 M |
| Coopératives actives (fin d'année) | 475 | 560 |

Slide 5 — Concurrence
Revendeurs d'intrants de Libreville et d'Oyem, programmes publics de distribution ponctuelle. Aucun ne combine livraison et conseil.

Slide 6 — Ambition 2026
Ouverture de Brazzaville et de Pointe-Noire dès janvier 2026 : nous visons à quintupler notre chiffre d'affaires l'an prochain, pour dépasser 1,5 milliard de FCFA en 2026.

Slide 7 — Actionnariat actuel
| Actionnaire | Part du capital |
|---|---|
| Aimée Ndong, CEO et fondatrice | 21 % |
| Serge Mba, COO et cofondateur | 16 % |
| Okoumé Ventures | 28 % |
| Business angels (7 personnes) | 24 % |
| Pool d'options salariés | 11 % |
| Total | 100 % |

Slide 8 — La levée
Nous levons 1,2 M USD (environ 720 M FCFA) pour recruter 30 animateurs et financer les stocks de la campagne 2026.`,
  },

  // 02 — états financiers résumés (tableaux + notes), transit et logistique portuaire, Congo-Brazzaville (Pointe-Noire).
  // declining-revenue PRESENT: CA 2024 1 015 M FCFA < CA 2023 1 180 M FCFA (table seulement, le mot « baisse » n'est pas écrit).
  // customer-concentration PRESENT: deux clients nommés ensemble 236 + 198 = 434 M / 1 015 M = 42,8 % (chacun < 30 % : 23,3 % et 19,5 %).
  // audit-opinion ABSENT: comptes certifiés sans réserve.
  // gross-margin ABSENT: 366/1 180 = 31,0 % -> 299/1 015 = 29,5 %, soit -1,5 point (< 5).
  // burn-above-revenue ABSENT: coûts 716 + 230 = 946 M < 1 015 M ; résultat net positif 41 M.
  // debt-distress ABSENT: aucune échéance impayée, aucun arriéré (négation).
  {
    id: 'h22-fr-w7-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'negation'],
    present: ['declining-revenue', 'customer-concentration'],
    absent: ['audit-opinion', 'gross-margin', 'burn-above-revenue', 'debt-distress'],
    text: `KOUILOU TRANSIT SA — Pointe-Noire, République du Congo
États financiers résumés de l'exercice clos le 31 décembre 2024
Les comptes annuels ont été certifiés sans réserve par le commissaire aux comptes (rapport du 28 mars 2025).

Compte de résultat (en millions de FCFA)
| Poste | 2024 | 2023 |
|---|---:|---:|
| Chiffre d'affaires | 1 015 | 1 180 |
| Coût des ventes | (716) | (814) |
| Marge brute | 299 | 366 |
| Charges d'exploitation | (230) | (262) |
| Résultat d'exploitation | 69 | 104 |
| Charges financières | (11) | (14) |
| Impôt sur les sociétés | (17) | (27) |
| Résultat net | 41 | 63 |

Note 3 — Activité
Le volume traité au terminal s'établit à 16 900 EVP (18 400 EVP en 2023). Les tarifs de manutention sont restés inchangés sur l'exercice.

Note 4 — Ventilation du chiffre d'affaires 2024 par client (en millions de FCFA)
| Client | Montant |
|---|---:|
| Congo Terminal Services | 236 |
| Société Minière du Niari | 198 |
| Autres clients (140 comptes) | 581 |
| Total | 1 015 |

Note 7 — Dettes financières
L'emprunt de 180 M FCFA contracté auprès de la BGFIBank Congo en 2022 est remboursé selon l'échéancier contractuel ; aucune échéance n'est restée impayée au cours de l'exercice. La société n'a aucun arriéré envers l'administration fiscale ni envers la CNSS au 31 décembre 2024.

Note 9 — Événements postérieurs à la clôture
Néant.`,
  },

  // 03 — pacte d'actionnaires (extraits + annexe), fintech de paiement, Gabon.
  // investor-control PRESENT: Équateur Capital Fund II 30 % + Co-Invest SPV (affilié, même société de gestion, agissant de concert) 21 % = 51 % (visible seulement en additionnant).
  // dead-equity PRESENT: deux anciens développeurs partis en 2023 gardent 250 000 actions (5 %), option d'achat non exercée.
  // low-founder-ownership ABSENT: fondateurs actifs 25 % + 19 % = 44 %.
  // founder-departure ABSENT: les partants sont des développeurs, pas des fondateurs ni des dirigeants.
  // cap-table-complexity ABSENT: table rapprochée du registre, concordante.
  // pending-licence / regulatory ABSENT: agrément COBAC délivré en 2022.
  {
    id: 'h22-fr-w7-03',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'indirect', 'figures', 'split'],
    present: ['investor-control', 'dead-equity'],
    absent: ['low-founder-ownership', 'founder-departure', 'cap-table-complexity', 'pending-licence', 'regulatory'],
    text: `PACTE D'ACTIONNAIRES — MOBIPAY GABON SAS (extraits)

Article 1 — Définitions
« Groupe Équateur » désigne ensemble Équateur Capital Fund II et Équateur Capital Co-Invest SPV, tous deux gérés par Équateur Capital Partners, qui déclarent agir de concert au sens de l'Acte uniforme OHADA.

Article 3 — Objet de la Société
La Société exerce l'activité d'établissement de paiement en vertu de l'agrément délivré par la COBAC le 4 mai 2022.

Article 5 — Gouvernance
Le conseil d'administration comprend cinq membres : trois désignés par le Groupe Équateur, deux désignés par les Fondateurs.

Article 9 — Promesses de vente des salariés partants
Toute personne quittant la Société consent à la Société une promesse de vente de ses actions à leur valeur nominale, exerçable dans les douze mois du départ.

Article 9.4 — Situation particulière
Les 250 000 actions gratuites attribuées en 2021 à M. Rodrigue Ella et Mme Nadège Ondo, développeurs, qui ont quitté la Société en 2023, demeurent inscrites à leur nom : la promesse de vente n'a pas été exercée dans le délai prévu et est désormais caduque.

Annexe 2 — Répartition du capital à la date de réalisation (post-money)
La présente répartition a été rapprochée du registre des mouvements de titres ; elle est concordante.

| Titulaire | Actions ordinaires | Actions de préférence A | % |
|---|---:|---:|---:|
| Jean-Paul Obiang, Président, Fondateur | 1 250 000 | — | 25,0 % |
| Clarisse Moussavou, Directrice générale, Fondatrice | 950 000 | — | 19,0 % |
| Équateur Capital Fund II | — | 1 500 000 | 30,0 % |
| Équateur Capital Co-Invest SPV | — | 1 050 000 | 21,0 % |
| R. Ella et N. Ondo | 250 000 | — | 5,0 % |
| Total | 2 450 000 | 2 550 000 | 100 % |

Fait à Libreville, le 12 mai 2025, en six exemplaires originaux.`,
  },

  // 04 — procès-verbal de conseil d'administration, kits solaires en paiement échelonné, Congo-Brazzaville.
  // going-concern PRESENT: le conseil constate une incertitude significative / un doute important sur la continuité d'exploitation.
  // short-runway PRESENT: trésorerie 240 M - paiement ferme 96 M = 144 M ; 144 / 31 M par mois = 4,6 mois (< 9).
  // burn-above-revenue PRESENT: consommation nette 31 M FCFA/mois > CA mensuel moyen 22 M FCFA.
  // debt-distress ABSENT: « n'a jamais manqué une échéance » (négation).
  // founder-departure ABSENT: aucun départ ; le DG est mandaté.
  {
    id: 'h22-fr-w7-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'figures', 'time', 'indirect', 'negation'],
    present: ['going-concern', 'short-runway', 'burn-above-revenue'],
    absent: ['debt-distress', 'founder-departure'],
    text: `SOLARIS CONGO SA — Société anonyme avec conseil d'administration — Brazzaville
PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 3 JUIN 2025

Présents : M. Fulbert Nkounkou (président), Mme Gisèle Mabiala (directrice générale), M. Alain Ibara (administrateur représentant Mayombe Impact Fund), Mme Sophie Tchicaya (administratrice indépendante).
Invité : M. Landry Bouanga, directeur administratif et financier.

1. Situation de trésorerie
Le DAF indique que les disponibilités s'élevaient à 240 M FCFA au 31 mai 2025. La commande de 4 000 kits solaires passée en avril auprès du fournisseur de Shenzhen est ferme et non annulable ; son solde de 96 M FCFA sera réglé le 20 juin.
Sur les trois derniers mois, le chiffre d'affaires mensuel moyen a été de 22 M FCFA et la consommation nette de trésorerie de 31 M FCFA par mois, le recrutement des agents de Dolisie et d'Owando pesant sur les charges.

2. Levée de fonds
La DG rend compte des discussions avec deux fonds régionaux. Aucune lettre d'intention n'a été signée à ce jour.

3. Continuité d'exploitation
Après en avoir délibéré, le conseil constate qu'en l'absence de financement nouveau, il existe une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Le conseil demande que ce point figure dans le rapport de gestion et mandate la DG pour présenter un plan de réduction des coûts lors de la prochaine séance.

4. Endettement
Le DAF rappelle que la société n'a jamais manqué une échéance de son prêt de 150 M FCFA auprès de la BDEAC ; la prochaine échéance tombe le 30 septembre 2025.

5. Questions diverses
Néant. La séance est levée à 17 h 40.

Le président — La secrétaire de séance`,
  },

  // 05 — e-mail mensuel aux investisseurs, SaaS pour pharmacies, Gabon.
  // non-recurring-revenue PRESENT: frais d'intégration du pilote CNAMGS, facturés une seule fois (3,2 M), inclus dans le « MRR total » de mai (14,6 M).
  // regulatory PRESENT: incertitude réglementaire déclarée sur l'hébergement des données de santé (projet de décret, CNPDCP).
  // burn-above-revenue ABSENT: charges 10,1 M < 10,9 M (avril) ; 10,8 M < 14,6 M et même < 11,4 M récurrents (mai).
  // high-churn ABSENT: 1 résiliation sur 204 pharmacies dans le mois (0,5 %).
  // customer-concentration ABSENT: CNAMGS 3,2 / 14,6 = 21,9 % du mois (< 30 %), ponctuel.
  // pending-licence ABSENT: aucune demande d'autorisation en cours.
  {
    id: 'h22-fr-w7-05',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'modality'],
    present: ['non-recurring-revenue', 'regulatory'],
    absent: ['burn-above-revenue', 'high-churn', 'customer-concentration', 'pending-licence'],
    text: `Objet : PharmaLink — point investisseurs de mai 2025

Bonjour à toutes et à tous,

Voici les chiffres du mois (en FCFA) :

| Indicateur | Avril | Mai |
|---|---:|---:|
| Pharmacies abonnées | 204 | 212 |
| Abonnements logiciel | 10,9 M | 11,4 M |
| Intégration pilote CNAMGS (facturée une fois à la signature) | — | 3,2 M |
| MRR total | 10,9 M | 14,6 M |
| Charges du mois | 10,1 M | 10,8 M |
| Trésorerie fin de mois | 131 M | 138 M |

Faits marquants
- 9 nouvelles pharmacies à Port-Gentil et Franceville ; une seule résiliation (fermeture d'officine à Lambaréné).
- Signature du pilote avec la CNAMGS pour la vérification des droits des assurés en officine : c'est une référence majeure pour nous.
- Recrutement d'une deuxième développeuse à Libreville.

Point réglementaire — à lire attentivement
La CNPDCP travaille sur un projet de décret relatif à l'hébergement des données de santé. Nos serveurs sont aujourd'hui à Johannesburg. À ce stade, nous ne savons ni si cet hébergement restera autorisé, ni quel délai de migration serait accordé : l'incertitude réglementaire est réelle et nous la classons comme notre premier risque. Nous avons demandé un chiffrage à deux hébergeurs locaux.

Objectifs de juin
- Passer la barre des 220 pharmacies.
- Lancer le module de commande groupée auprès des grossistes-répartiteurs.

Merci pour votre soutien et vos introductions, elles comptent beaucoup.

Laetitia Nzé
CEO, PharmaLink SAS — Libreville`,
  },

  // 06 — note de due diligence (comité d'investissement), soutien scolaire par SMS, Congo-Brazzaville.
  // unit-economics PRESENT: LTV/CAC annoncé 4,5x ; LTV = ARPU 2 500 x marge 45 % / churn 3 % = 37 500 FCFA ; 37 500 / CAC 21 000 = 1,8x (pas 4,5x).
  // cap-table-complexity PRESENT: registre (1 000 000 actions) et pacte (1 080 000) divergent, aucune table réconciliée remise.
  // high-churn ABSENT: 3 % par mois (< 5 %).
  // low-founder-ownership ABSENT: fondateurs 61 % ou 56,5 % selon la base.
  // investor-control ABSENT: premier investisseur 22 %.
  // burn-above-revenue ABSENT: charges 171 M < CA 186 M ; audit-opinion ABSENT: comptes audités sans réserve.
  {
    id: 'h22-fr-w7-06',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'figures', 'indirect', 'split'],
    present: ['unit-economics', 'cap-table-complexity'],
    absent: ['high-churn', 'low-founder-ownership', 'investor-control', 'burn-above-revenue', 'audit-opinion'],
    text: `NOTE DE DUE DILIGENCE — PROJET KALINA (EduSMS Congo SAS)
Destinataires : comité d'investissement de Likouala Partners — 14 avril 2025
Rédaction : équipe d'investissement, avec l'appui du cabinet juridique de Brazzaville

1. Activité
EduSMS propose des exercices et corrigés par SMS et USSD aux élèves de troisième et de terminale, payés par abonnement mensuel via mobile money. 7 400 abonnés actifs à fin mars 2025.

2. Données financières
Comptes 2024 audités, opinion sans réserve : chiffre d'affaires 186 M FCFA (142 M en 2023), charges totales 171 M FCFA.

3. Indicateurs unitaires (repris de la data room, sans retraitement)
- Ratio LTV/CAC présenté dans le deck : 4,5x
- Revenu moyen par abonné : 2 500 FCFA par mois
- Taux de marge brute : 45 % (coûts SMS des opérateurs, commissions mobile money)
- Taux de désabonnement mensuel moyen 2024 : 3 %
- Coût d'acquisition moyen par abonné : 21 000 FCFA (campagnes radio et primes des enseignants relais)

4. Capital social
Le registre des mouvements de titres fait apparaître 1 000 000 d'actions. Le pacte d'actionnaires de 2023 en mentionne 1 080 000 : les 80 000 actions issues de l'exercice de BSA par deux membres du comité consultatif n'ont été ni inscrites au registre ni annulées. Malgré deux relances, la société n'a pas été en mesure de nous remettre une table de capitalisation réconciliée. Selon la base retenue, les deux fondateurs détiennent 61 % ou 56,5 % du capital ; Sangha Seed, premier investisseur, 22 % au plus.

5. Autres points
Aucun litige déclaré. Les contrats avec Airtel Congo et MTN Congo sont reconduits tacitement chaque année.

6. Prochaines étapes
Obtenir la table réconciliée et la recalculer de manière indépendante avant toute offre ferme.`,
  },

  // 07 — message WhatsApp du fondateur aux associés, livraison de repas, Gabon (Libreville).
  // declining-revenue PRESENT: CA avril 38,2 M FCFA < CA mars 45,6 M FCFA (chiffres répartis sur deux lignes).
  // short-runway PRESENT: « environ 9 semaines » de trésorerie (28 M / (51,4 - 38,2) = 2,1 mois).
  // burn-above-revenue PRESENT: charges d'avril 51,4 M > CA d'avril 38,2 M.
  // customer-concentration ABSENT: contrat Ceca-Gadis à venir, aucune part de revenu.
  // going-concern ABSENT: aucune mise en doute de la continuité, seulement une levée accélérée.
  {
    id: 'h22-fr-w7-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['split', 'figures', 'time', 'list'],
    present: ['declining-revenue', 'short-runway', 'burn-above-revenue'],
    absent: ['customer-concentration', 'going-concern'],
    text: `[18/05/2025 21:47] Yannick (Kanga Express) : Bonsoir les associés 🙏 petit point avant le board de jeudi, le deck complet suit demain

[18/05/2025 21:48] Yannick (Kanga Express) : Commandes livrées
mars : 12 900
avril : 11 240
Le Ramadan + la fermeture du pont de Nzeng-Ayong pendant 10 jours nous ont fait mal

[18/05/2025 21:50] Yannick (Kanga Express) : CA de mars : 45,6 M FCFA
CA d'avril : 38,2 M FCFA
Charges d'avril : 51,4 M FCFA (dont 19 M de rémunération des livreurs)

[18/05/2025 21:52] Yannick (Kanga Express) : Trésorerie au 15 mai : 28 M FCFA. Au rythme d'avril ça nous laisse environ 9 semaines

[18/05/2025 21:53] Yannick (Kanga Express) : Le positif : Ceca-Gadis veut tester nos livreurs pour ses courses à domicile à partir de juillet, contrat en cours de rédaction. Et le panier moyen monte, 3 400 FCFA contre 3 250 en mars

[18/05/2025 21:55] Yannick (Kanga Express) : Du coup je propose d'accélérer le bridge : 150 M FCFA en BSA-AIR, Pierre a déjà dit oui pour 40. Je vous envoie la note jeudi matin. Merci de bloquer 1 h ⏰

[18/05/2025 22:04] Marthe (associée) : Ok pour jeudi. Tu peux ajouter le détail des charges par poste ?

[18/05/2025 22:05] Yannick (Kanga Express) : Oui je l'ajoute 👍`,
  },

  // 08 — résumé de plan d'affaires avec projections, aquaculture (tilapia), Congo-Brazzaville (département du Pool).
  // unrealistic-growth PRESENT: CA 150 -> 450 -> 1 350 -> 4 050 M FCFA = 3x par an sur trois ans (27x au total).
  // regulatory PRESENT: autorisation de prélèvement d'eau du site n° 2 suspendue par l'administration, suspension toujours en vigueur.
  // pending-licence ABSENT: aucune demande déposée et en attente ; c'est une suspension.
  // burn-above-revenue ABSENT: 2024 charges 109 M < CA 118 M ; projections charges < CA.
  // customer-concentration ABSENT: aucun client > 12 % du CA.
  // audit-opinion ABSENT: comptes 2024 certifiés sans réserve.
  {
    id: 'h22-fr-w7-08',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'time', 'modality'],
    present: ['unrealistic-growth', 'regulatory'],
    absent: ['pending-licence', 'burn-above-revenue', 'customer-concentration', 'audit-opinion'],
    text: `TILAPIA DU POOL SARL — Plan d'affaires 2025-2028 (résumé exécutif)
Siège : Kintélé, République du Congo

1. Présentation
Ferme piscicole de 22 bassins sur deux sites, en bordure de la Djoué. Production de tilapia frais et fumé pour les restaurants, les poissonneries et les grossistes de Brazzaville.

2. Réalisé 2024 (comptes certifiés sans réserve)
Chiffre d'affaires : 118 M FCFA — charges totales : 109 M FCFA — 58 tonnes vendues à 43 restaurants et 3 grossistes, aucun client ne dépassant 12 % du chiffre d'affaires.

3. Projections (en millions de FCFA)
| | 2025 | 2026 | 2027 | 2028 |
|---|---:|---:|---:|---:|
| Production (tonnes) | 80 | 240 | 720 | 2 160 |
| Chiffre d'affaires | 150 | 450 | 1 350 | 4 050 |
| Charges totales | 132 | 378 | 1 080 | 3 080 |
| Résultat avant impôt | 18 | 72 | 270 | 970 |

Hypothèses : prix moyen de 1 875 FCFA le kilo, stable ; construction de 40 bassins par an à partir de 2026 ; écloserie propre dès 2026.

4. Situation administrative
En février 2025, la Direction départementale de l'aquaculture du Pool a suspendu l'autorisation de prélèvement d'eau du site n° 2 dans l'attente d'une étude d'impact environnemental. Cette suspension est toujours en vigueur ; le site n° 1 fonctionne normalement et porte aujourd'hui la totalité de la production.

5. Marché et concurrence
Le poisson congelé importé domine le marché ; deux fermes concurrentes opèrent à Kinkala. Si le prix de l'importé baissait de 15 %, notre marge serait réduite sans être effacée.

6. Financement recherché
400 M FCFA en dette et quasi-fonds propres pour les bassins et l'écloserie.`,
  },
];
