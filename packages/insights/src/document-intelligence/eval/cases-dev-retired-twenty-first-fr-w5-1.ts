/** Writer 5's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstFrW5P1: readonly RedFlagCase[] = [
  // 01 — Deck investisseurs, agritech (vanille), Madagascar.
  // no-competition PRESENT (direct): « il n'existe aujourd'hui aucun concurrent sur notre modèle ».
  // customer-concentration PRESENT (indirect, figures): 9,1 t sur 14 t au même prix moyen = 65 % du CA ≥ 30 %.
  // unrealistic-growth PRESENT (figures): 2025 → 2026 : 68 / 16 = 4,25× ≥ 4× en un an.
  // declining-revenue ABSENT: 8,4 → 12,9 Md Ar. burn-above-revenue ABSENT: charges 12,1 < CA 12,9 Md Ar.
  {
    id: 'h21-fr-w5-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'figures', 'indirect'],
    present: ['no-competition', 'customer-concentration', 'unrealistic-growth'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    text: `VANILOVA — Présentation investisseurs — Tour d'amorçage — mars 2025

Slide 1 — Qui sommes-nous
VaniLova achète, prépare et exporte de la vanille Bourbon de la région SAVA (Sambava, Andapa, Antalaha). 1 150 planteurs partenaires, 3 centres de préparation, 46 salariés permanents.

Slide 2 — Le problème
- Les planteurs vendent la vanille verte trop tôt, à des collecteurs qui paient comptant et bas
- Vols sur pied, qualité irrégulière, taux de vanilline imprévisible
- Les acheteurs européens n'ont aucune traçabilité au niveau du village

Slide 3 — Notre solution
- Préfinancement des récoltes par mobile money, remboursé en gousses
- Préparation et séchage contrôlés, lot tracé de la liane au fût
- Vente directe aux aromaticiens, sans intermédiaire à Antananarivo

Slide 4 — Marché
Madagascar assure environ 80 % de l'offre mondiale de vanille naturelle. La demande des industriels pour une vanille tracée et certifiée augmente chaque année.

Slide 5 — Concurrence
Il n'existe aujourd'hui aucun concurrent sur notre modèle : personne à Madagascar ne combine préfinancement, préparation et export tracé. Les exportateurs historiques ne sont que des négociants.

Slide 6 — Traction
| | 2023 | 2024 |
|---|---|---|
| Vanille exportée | 9,5 t | 14 t |
| Chiffre d'affaires | 8,4 Md Ar | 12,9 Md Ar |
| Charges totales | 7,9 Md Ar | 12,1 Md Ar |
| Résultat net | 0,5 Md Ar | 0,8 Md Ar |

Slide 7 — Nos clients
Notre premier client, un aromaticien de Grasse lié par un contrat de trois ans, a enlevé 9,1 t sur les 14 t exportées en 2024, au même prix moyen que nos autres acheteurs. Les volumes restants sont partagés entre un industriel allemand et un importateur japonais.

Slide 8 — Projections
| | 2025 | 2026 | 2027 |
|---|---|---|---|
| Volume exporté | 17 t | 70 t | 190 t |
| Chiffre d'affaires | 16 Md Ar | 68 Md Ar | 175 Md Ar |
Hypothèses : ouverture de 6 nouveaux centres en 2026, contrats avec 4 000 planteurs supplémentaires.

Slide 9 — La levée
Nous levons 1,2 M€ (environ 6 Md Ar) pour financer les préfinancements de campagne, deux séchoirs solaires et l'équipe commerciale en Europe.

Slide 10 — L'équipe
Rindra Rasoanaivo (CEO, ex-responsable qualité chez un exportateur de Sambava), Fidy Andrianarisoa (COO, agronome), Claire Morel (ventes Europe).`,
  },
  // 02 — États financiers audités 2024, fintech (paiement mobile), Comores. Cas propre.
  // declining-revenue ABSENT: 412 → 468 M KMF (+13,6 %).
  // gross-margin ABSENT: marge sur commissions 46,1 % → 44,2 % = −1,9 pt < 5 pts.
  // litigation ABSENT: litige avec l'ancien agent réglé par transaction, affaire radiée.
  // pending-licence ABSENT: agrément BCC délivré en 2022. audit-opinion / going-concern ABSENT: opinion sans réserve, aucune incertitude.
  // customer-concentration ABSENT: premier partenaire 18 %.
  {
    id: 'h21-fr-w5-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'time'],
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'litigation', 'pending-licence', 'audit-opinion', 'going-concern', 'customer-concentration'],
    text: `KOMOPAY SA — Moroni, Union des Comores
Établissement de paiement agréé par la Banque Centrale des Comores (agrément délivré le 14 juin 2022)
États financiers de l'exercice clos le 31 décembre 2024 — extraits

RAPPORT DU COMMISSAIRE AUX COMPTES
Opinion : Nous avons effectué l'audit des états financiers de la société KomoPay SA. À notre avis, les états financiers sont, au regard des règles et principes comptables de l'Acte uniforme OHADA, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.
Continuité d'exploitation : nous n'avons pas relevé d'incertitude significative liée à des événements ou à des circonstances susceptibles de mettre en cause la capacité de la société à poursuivre son exploitation.

COMPTE DE RÉSULTAT (en millions de KMF)
| Poste | 2023 | 2024 |
|---|---|---|
| Commissions sur transactions | 412 | 468 |
| Commissions reversées aux agents | (222) | (261) |
| Marge sur commissions | 190 | 207 |
| Taux de marge | 46,1 % | 44,2 % |
| Charges de personnel | (86) | (94) |
| Autres charges d'exploitation | (71) | (76) |
| Résultat net | 33 | 37 |

NOTES ANNEXES (extraits)
Note 7 — Litiges : Le différend qui opposait la société à un ancien agent distributeur de Mutsamudu au sujet de commissions de 2022 a été réglé par une transaction signée le 9 septembre 2024 ; l'affaire a été radiée du rôle du tribunal de première instance. Aucune provision n'est maintenue au 31 décembre 2024.
Note 9 — Concentration : Le premier partenaire marchand, une chaîne de distribution alimentaire, représente 18 % des commissions de l'exercice ; aucun autre partenaire ne dépasse 7 %.
Note 11 — Cadre réglementaire : La mission de contrôle sur place menée par la Banque Centrale des Comores en mai 2024 s'est conclue sans observation ni sanction.
Note 12 — Endettement : La société n'a contracté aucun emprunt bancaire ; les fonds de la clientèle sont cantonnés sur un compte dédié.`,
  },
  // 03 — États financiers non audités 2024, distribution (supermarché), Comores.
  // audit-opinion PRESENT (direct): « non audités, établis par la gérance ».
  // declining-revenue PRESENT (table): CA 1 840 → 1 615 M KMF (−12,2 %).
  // gross-margin PRESENT (figures): 570/1 840 = 31,0 % → 387/1 615 = 24,0 %, soit −7 pts ≥ 5.
  // burn-above-revenue ABSENT: total des charges 2024 = 1 228 + 350 + 25 + 4 = 1 607 < 1 615 (résultat net +8).
  // debt-distress ABSENT: échéances payées à bonne date.
  {
    id: 'h21-fr-w5-03',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'debt-distress'],
    text: `SUPERMARCHÉ AL-FAJR SARL — Moroni (Ngazidja)
Comptes annuels de l'exercice 2024 — non audités, établis par la gérance

Le commissaire aux comptes n'ayant pas encore été désigné pour l'exercice 2024, les comptes ci-dessous sont présentés sous la seule responsabilité de la gérance, à l'appui de notre demande de financement pour le second magasin de Mitsamiouli.

COMPTE DE RÉSULTAT SIMPLIFIÉ (en millions de francs comoriens)
| Poste | 2023 | 2024 |
|---|---|---|
| Chiffre d'affaires | 1 840 | 1 615 |
| Coût des marchandises vendues | (1 270) | (1 228) |
| Marge brute | 570 | 387 |
| Charges d'exploitation (personnel, loyers, énergie) | (420) | (350) |
| Résultat d'exploitation | 150 | 37 |
| Charges financières | (20) | (25) |
| Impôt sur les bénéfices | — | (4) |
| Résultat net | 130 | 8 |

COMMENTAIRES DE LA GÉRANCE
1. Activité. L'ouverture d'un hypermarché concurrent sur la route de l'aéroport en mars 2024 nous a fait perdre une partie de la clientèle du week-end. Les coupures de courant de l'été ont par ailleurs imposé la destruction de produits frais.
2. Approvisionnement. Le coût du fret depuis Dubaï et Dar es Salaam a fortement augmenté après les perturbations en mer Rouge ; nous n'avons répercuté qu'une partie de ces hausses sur nos prix de vente afin de rester compétitifs.
3. Charges. Les effectifs ont été ramenés de 38 à 31 personnes au second semestre ; le groupe électrogène a été remplacé par une installation solaire en toiture.
4. Endettement. L'emprunt contracté en 2022 auprès de la banque (120 M KMF à l'origine, 71 M KMF restant dus au 31 décembre 2024) a été remboursé selon l'échéancier, sans aucun retard.
5. Perspectives. La gérance vise un retour à un chiffre d'affaires de 1 750 M KMF en 2025 grâce à la carte de fidélité lancée en janvier et à une offre de livraison à domicile.`,
  },
  // 04 — Procès-verbal de conseil d'administration, fintech (microcrédit digital), Madagascar.
  // regulatory PRESENT (direct): suspension par la CSBF des nouveaux crédits via USSD.
  // founder-departure PRESENT (direct): le cofondateur DOP annonce son départ au 30 juin.
  // short-runway PRESENT (figures): trésorerie 1 260 M Ar / consommation nette 180 M Ar par mois = 7 mois < 9.
  // burn-above-revenue PRESENT (figures): consommation nette 180 M Ar/mois > produits de mars 140 M Ar.
  // pending-licence ABSENT: l'agrément a été renouvelé en janvier. declining-revenue ABSENT: 128 → 140 M Ar.
  {
    id: 'h21-fr-w5-04',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'figures', 'time', 'split'],
    present: ['regulatory', 'founder-departure', 'short-runway', 'burn-above-revenue'],
    absent: ['pending-licence', 'declining-revenue'],
    text: `TSARACREDIT SA — Procès-verbal de la réunion du conseil d'administration du 17 avril 2025
Lieu : siège social, Ankorondrano, Antananarivo. Présents : 5 administrateurs sur 5. Secrétaire de séance : Mme Voahangy Ralison.

1. Situation réglementaire
Le directeur général informe le conseil que, par courrier du 3 avril 2025, la Commission de Supervision Bancaire et Financière (CSBF) a suspendu l'octroi de nouveaux crédits par le canal USSD, dans l'attente de la mise en conformité de l'affichage du taux effectif global. Les encours existants continuent d'être remboursés normalement. Un plan de mise en conformité sera remis à la CSBF avant le 15 mai. Le conseil rappelle que l'agrément de l'institution de microfinance a été renouvelé sans réserve en janvier 2025.

2. Situation financière au 31 mars 2025
- Produits d'intérêts et de frais du mois de mars : 140 M Ar (février : 128 M Ar)
- Consommation nette de trésorerie : 180 M Ar par mois en moyenne sur le trimestre
- Trésorerie disponible : 1 260 M Ar
- Encours de crédit : 3,9 Md Ar, portefeuille à risque à 30 jours de 4,1 %
Le directeur financier précise que la suspension des décaissements USSD pèsera sur les produits de mai et juin.

3. Gouvernance
M. Hery Rakotondrabe, cofondateur et directeur des opérations, informe le conseil de sa décision de quitter ses fonctions le 30 juin 2025 pour des raisons familiales. Il restera disponible pour accompagner la transition. Le conseil le remercie et mandate le directeur général pour lancer le recrutement d'un successeur.

4. Financement
Le conseil autorise le directeur général à engager des discussions avec deux investisseurs existants en vue d'un financement relais, et à solliciter une ligne de refinancement auprès d'une banque de la place.

5. Questions diverses
Néant. La séance est levée à 17 h 40.

Le Président — Le Secrétaire de séance`,
  },
  // 05 — Plan d'affaires, edtech, Madagascar. Cas propre.
  // short-runway ABSENT (figures): 540 M Ar / 25 M Ar par mois = 21,6 mois ≥ 9.
  // burn-above-revenue ABSENT: consommation nette 25 M Ar/mois < CA mensuel 60 M Ar (net burn comparé au CA déclaré).
  // unrealistic-growth ABSENT: 620 → 820 (×1,32) → 1 090 (×1,33) → 1 450 (×1,33) M Ar.
  // customer-concentration ABSENT: premier client 22 % < 30 %. high-churn ABSENT: 91 % de renouvellement annuel (churn 9 %/an).
  // gross-margin ABSENT: 72 % → 71 %. no-competition ABSENT: concurrents nommés. low-founder-ownership ABSENT: 68 %.
  // audit-opinion ABSENT: comptes 2024 audités, opinion sans réserve.
  {
    id: 'h21-fr-w5-05',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'modality'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'unrealistic-growth', 'customer-concentration', 'high-churn', 'gross-margin', 'no-competition', 'low-founder-ownership', 'audit-opinion'],
    text: `MIANATRA+ — Plan d'affaires 2025-2027 (version du 2 mai 2025)

1. Résumé
Mianatra+ propose aux lycées privés et confessionnels de Madagascar une plateforme de révision du baccalauréat en malgache et en français, accessible hors connexion sur téléphone Android. 214 établissements abonnés à Antananarivo, Fianarantsoa, Antsirabe et Mahajanga ; 61 000 élèves actifs.

2. Historique et chiffres clés (comptes 2024 audités, opinion sans réserve du commissaire aux comptes)
- Chiffre d'affaires 2023 : 485 M Ar ; 2024 : 620 M Ar (+28 %)
- Marge brute : 72 % en 2023, 71 % en 2024 (hébergement et rémunération des enseignants-auteurs)
- Taux de renouvellement annuel des établissements : 91 %
- Premier client : un réseau de 23 lycées catholiques, soit 22 % du chiffre d'affaires 2024

3. Concurrence
Nous ne sommes pas seuls : deux start-up locales proposent des annales en ligne, et les grandes plateformes internationales gratuites restent une alternative pour les élèves connectés. Notre avantage tient au fonctionnement hors ligne et aux contenus alignés sur le programme malgache.

4. Prévisions
| | 2025 | 2026 | 2027 |
|---|---|---|---|
| Établissements abonnés | 270 | 350 | 450 |
| Chiffre d'affaires (M Ar) | 820 | 1 090 | 1 450 |
| Marge brute | 70 % | 71 % | 72 % |
Ces prévisions pourraient être revues à la hausse si le partenariat en discussion avec une ONG pour les lycées publics se concrétise ; elles n'en tiennent pas compte.

5. Trésorerie et financement
Après la levée de fonds de février, la trésorerie s'élève à 540 M Ar. Le chiffre d'affaires mensuel actuel est d'environ 60 M Ar, et la consommation nette de trésorerie, investissements de production de contenus compris, est de 25 M Ar par mois. Cela nous donne près de 21 mois de visibilité sans nouvelle levée.

6. Actionnariat
Les deux fondateurs, Tiana Razafy et Njaka Randria, détiennent ensemble 68 % du capital ; un fonds d'amorçage régional 20 % ; le solde est réservé aux salariés.`,
  },
  // 06 — Projet de term sheet et table de capitalisation, micro-assurance, Comores.
  // investor-control PRESENT (table): FOII 55 % post-money ≥ 50 %.
  // low-founder-ownership PRESENT (figures): fondateurs actifs 17 % + 11 % = 28 % < 40 %.
  // dead-equity PRESENT (indirect): ancien salarié parti en 2023 garde 9 %, actions non rachetées.
  // cap-table-complexity PRESENT: table non réconciliée avec le registre des mouvements de titres.
  // founder-departure ABSENT: la personne partie était le premier salarié (développeur), ni fondateur ni dirigeant.
  {
    id: 'h21-fr-w5-06',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure'],
    text: `PROJET — CONFIDENTIEL — NON ENGAGEANT
Lettre d'intention / Term sheet — Augmentation de capital de HIFADHI MICRO-ASSURANCES SA (Moroni)

Investisseur : Fonds Océan Indien Impact (« FOII »)
Montant : 245 M KMF (environ 498 000 €), par émission de 5 500 actions de préférence nouvelles
Valorisation pré-money : 200 M KMF
Sièges au conseil : 2 sièges sur 3 pour FOII ; 1 siège pour les fondateurs
Droits particuliers : préemption, sortie conjointe totale, liquidation préférentielle 1× non participante, droit de veto sur le budget annuel et toute nouvelle émission de titres

Table de capitalisation post-money (indicative)
| Actionnaire | Actions | % |
|---|---|---|
| Fonds Océan Indien Impact | 5 500 | 55,0 % |
| Said Ahmed (fondateur, directeur général) | 1 700 | 17,0 % |
| Nadia Mohamed (fondatrice, directrice technique) | 1 100 | 11,0 % |
| Ibrahim Soilihi | 900 | 9,0 % |
| Réserve pour les salariés (plan d'actions gratuites) | 800 | 8,0 % |
| Total | 10 000 | 100,0 % |

Notes de l'avocat de FOII
1. M. Ibrahim Soilihi, premier salarié de la société (développeur), a quitté Hifadhi en août 2023. Les actions qui lui avaient été attribuées en 2021 n'ont été ni rachetées ni annulées, faute de clause de sortie dans son contrat. Une proposition de rachat est à l'étude.
2. La table ci-dessus a été établie à partir des déclarations des fondateurs. Elle n'a pas pu être rapprochée du registre des mouvements de titres, qui mentionne deux cessions intervenues en 2022 sans ordre de mouvement signé ni acte de cession. Les pourcentages définitifs seront arrêtés après régularisation.
3. Conditions suspensives : audit juridique et financier satisfaisant, adoption de nouveaux statuts, signature d'un pacte d'actionnaires.

Durée d'exclusivité : 60 jours à compter de la signature de la présente lettre.
Droit applicable : droit OHADA et droit comorien.`,
  },
];
