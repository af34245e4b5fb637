/** Writer 6's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW6P3: readonly RedFlagCase[] = [
  // 14 — Procès-verbal du conseil d'administration, télégestion de pompes solaires, Biskra (Algérie). CLEAN.
  // debt-distress ABSENT: échéances honorées, attestations CNAS/CASNOS, aucune dette échue.
  // cap-table-complexity ABSENT: registre concordant selon le notaire. low-founder-ownership ABSENT: fondateurs 46 % (≥ 40 %).
  // investor-control ABSENT: premier investisseur 30 %. founder-departure ABSENT: arrivée d'une directrice, aucun départ.
  // pending-licence ABSENT: homologation ARPCE obtenue. going-concern / audit-opinion ABSENT: aucune incertitude ; certification sans réserve.
  // litigation ABSENT: le litige concerne un ancien fournisseur, la société n'y est pas partie.
  // Arithmétique : 214,3 − 187,6 = 26,7 ; − 2,6 = 24,1 avant impôt ; IBS 19 % ≈ 4,6 → résultat net 19,5 M DA.
  {
    id: 'h23-fr-w6-14',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'negation', 'prose'],
    present: [],
    absent: [
      'debt-distress',
      'cap-table-complexity',
      'low-founder-ownership',
      'investor-control',
      'founder-departure',
      'pending-licence',
      'going-concern',
      'audit-opinion',
      'litigation',
    ],
    text: `CHAMS AGRITECH SPA — Biskra
PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 27 AVRIL 2025

Présents : M. Farid Zerrouki (président), Mme Imane Djaballah, M. Lotfi Saïdi, M. Karim Touati (représentant du fonds Sahara Ventures), Mme Houda Benmoussa (administratrice indépendante).
Assistent : Mme Samia Ould-Ali, directrice commerciale ; M. Rachid Bouzid, directeur financier.
Le quorum étant atteint, le conseil peut valablement délibérer.

Ordre du jour :
1. Arrêté des comptes de l'exercice 2024
2. Financement et engagements
3. Actionnariat
4. Ressources humaines
5. Homologations
6. Questions diverses

1. Comptes 2024
Le directeur financier présente les comptes : chiffre d'affaires 214,3 M DA (2023 : 168,1 M DA), charges d'exploitation 187,6 M DA, charges financières 2,6 M DA, résultat net 19,5 M DA. Le commissaire aux comptes a certifié les comptes sans réserve ni observation. Après examen des prévisions de trésorerie à douze mois, le conseil n'identifie aucune incertitude quant à la continuité de l'exploitation. Les comptes sont arrêtés à l'unanimité.

2. Financement et engagements
Le prêt d'investissement de 60 M DA obtenu en 2022 présente un encours de 38 M DA. Toutes les échéances ont été honorées à leur date, sans aucun retard. La société a produit ses attestations de mise à jour CNAS et CASNOS ainsi qu'un extrait de rôle apuré : aucune dette fiscale ou sociale échue.

3. Actionnariat
Le notaire de la société a confirmé par lettre du 15 avril 2025 que le registre des actions est à jour et concorde, action par action, avec le tableau de capitalisation annexé au présent procès-verbal. Les trois fondateurs détiennent ensemble 46 % du capital ; Sahara Ventures, premier investisseur, en détient 30 %.

4. Ressources humaines
Le conseil prend acte de l'arrivée de Mme Samia Ould-Ali au poste de directrice commerciale le 1er mars 2025. Le président indique qu'aucun fondateur ni dirigeant n'a quitté la société ni n'a fait part d'une intention de le faire ; les engagements de présence des fondateurs ont été prorogés jusqu'au 31 décembre 2028.

5. Homologations
L'homologation par l'ARPCE des boîtiers de télégestion des pompes solaires a été obtenue le 10 février 2025. Les premières livraisons aux exploitations de palmiers dattiers de Tolga et d'El Oued ont eu lieu en mars.

6. Questions diverses
Le conseil est informé qu'un ancien fournisseur de panneaux photovoltaïques est en litige avec un distributeur de Ouargla. Chams AgriTech n'est pas partie à cette procédure et n'a plus de relation commerciale avec ce fournisseur depuis 2023.

L'ordre du jour étant épuisé, la séance est levée à 12 h 40.
Le président — Un administrateur`,
  },

  // 15 — Pitch deck, café de spécialité du Sud-Kivu (RDC).
  // missing-financials PRESENT (indirect): aucun chiffre de revenu ni de coût — tonnes, scores, pourcentages, montant levé seulement.
  // no-competition PRESENT (direct): « Nous n'avons pas de concurrent direct : nous sommes seuls sur ce créneau. »
  // pending-licence PRESENT: agrément d'exportateur déposé en janvier 2024, toujours en attente.
  // unrealistic-growth ABSENT: volumes 40 → 120 t (3×) → 300 t (2,5×) : moins de 4× en un an, et pas 3× par an sur trois ans.
  {
    id: 'h23-fr-w6-15',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'indirect'],
    present: ['missing-financials', 'no-competition', 'pending-licence'],
    absent: ['unrealistic-growth'],
    text: `KAHAWA YA IDJWI — Café de spécialité traçable du lac Kivu
Deck investisseurs · Bukavu, septembre 2024

01 | Notre histoire
L'arabica du Kivu a longtemps compté parmi les cafés les plus recherchés d'Afrique. Aujourd'hui, la majorité des cerises de l'île d'Idjwi et des hauts plateaux de Kabare part encore par des intermédiaires, sans traçabilité ni prime de qualité.

02 | Ce que nous faisons
• Achat des cerises auprès de 1 850 producteurs regroupés en 12 coopératives
• Dépulpage et lavage dans notre station de Kabare, séchage sur lits surélevés, tri manuel
• Un QR code sur chaque sac : coopérative, altitude, date de récolte, note de dégustation

03 | Ce que nous avons déjà fait
• Récolte 2024 : 40 tonnes de café vert, score moyen de 85,5 points
• Trois lots achetés par un torréfacteur belge après dégustation à l'aveugle
• Prime versée aux producteurs : +20 % par rapport au prix bord champ local
• 46 % de femmes parmi les producteurs membres

04 | Notre marché
Les torréfacteurs de spécialité d'Europe, du Japon et d'Amérique du Nord cherchent des origines nouvelles, traçables et à impact. Le Kivu coche les trois cases.

05 | Concurrence
Aucune autre entreprise n'offre la traçabilité de la ferme à la tasse au Kivu. Nous n'avons pas de concurrent direct : nous sommes seuls sur ce créneau.

06 | Autorisations
• Agrément d'exportateur de café : dossier déposé auprès de l'ONAPAC en janvier 2024, toujours en attente de délivrance. En attendant, nos lots sont exportés par une coopérative agréée partenaire.
• Certification biologique : audit initial programmé en novembre 2024.

07 | Plan de croissance
Récolte 2025 : 120 tonnes · Récolte 2026 : 300 tonnes · deux stations de lavage supplémentaires à Idjwi et à Kalehe.

08 | L'équipe
Josué Bahati, fondateur — agronome, dix ans dans une ONG de filière café
Aline Mapendo, qualité — Q-grader certifiée
Éric Zihindula, logistique — ancien transitaire entre Bukavu et Mombasa

09 | La levée
Nous levons 600 000 USD en dette convertible.
Utilisation : 45 % stations de lavage · 25 % fonds de roulement pour l'achat des cerises · 20 % certification et qualité · 10 % équipe`,
  },

  // 16 — Comptes annuels audités, snacks aux dattes, Blida (Algérie). CLEAN.
  // customer-concentration ABSENT: premier client 29 % (2023 : 27 %), < 30 % ; aucun autre au-delà de 6 %.
  // non-recurring-revenue ABSENT: aide ponctuelle de 4 200 k DA présentée en autres produits, hors chiffre d'affaires.
  // gross-margin ABSENT: (348 620 − 201 190) / 348 620 = 42,3 % contre (301 450 − 172 950) / 301 450 = 42,6 % (−0,3 point).
  // debt-distress ABSENT: échéances réglées, aucune dette fiscale ou parafiscale échue. related-party ABSENT: aucune convention.
  // audit-opinion ABSENT: certification sans réserve. declining-revenue ABSENT: 348 620 > 301 450 k DA.
  // Arithmétique : 52 930 + 4 200 − 14 600 = 42 530 ; − 3 100 = 39 430 ; IBS 19 % = 7 490 ; net 31 940 k DA.
  {
    id: 'h23-fr-w6-16',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'figures'],
    present: [],
    absent: ['customer-concentration', 'non-recurring-revenue', 'gross-margin', 'debt-distress', 'related-party', 'audit-opinion'],
    text: `MITIDJA SNACKS SARL — Blida
Comptes annuels de l'exercice 2024 (SCF) — extraits

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
En exécution de la mission qui nous a été confiée, nous avons procédé à l'audit des états financiers de la société MITIDJA SNACKS SARL relatifs à l'exercice clos le 31 décembre 2024. Nous certifions que ces états financiers sont réguliers et sincères et donnent une image fidèle du résultat de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. Cette certification est émise sans réserve.

COMPTE DE RÉSULTAT (en milliers de DA)
| Rubrique | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires | 348 620 | 301 450 |
| Achats consommés | (201 190) | (172 950) |
| Services extérieurs et autres consommations | (31 400) | (28 100) |
| Valeur ajoutée d'exploitation | 116 030 | 100 400 |
| Charges de personnel | (58 200) | (51 700) |
| Impôts, taxes et versements assimilés | (4 900) | (4 300) |
| Excédent brut d'exploitation | 52 930 | 44 400 |
| Autres produits opérationnels | 4 200 | — |
| Dotations aux amortissements | (14 600) | (12 900) |
| Résultat opérationnel | 42 530 | 31 500 |
| Résultat financier | (3 100) | (3 600) |
| Résultat ordinaire avant impôts | 39 430 | 27 900 |
| Impôts exigibles sur résultats ordinaires | (7 490) | (5 300) |
| Résultat net de l'exercice | 31 940 | 22 600 |

NOTES ANNEXES (extraits)

Note 5 — Chiffre d'affaires. Barres aux dattes, biscuits complets et galettes d'orge. Le premier client, une chaîne de supérettes algéroise, représente 29 % du chiffre d'affaires 2024 (27 % en 2023). Aucun autre client ne dépasse 6 %. Les ventes à l'export (France, Canada) représentent 8 % du chiffre d'affaires.

Note 6 — Autres produits opérationnels. Aide ponctuelle de 4 200 milliers de DA reçue au titre du soutien au transport des marchandises exportées. Non reconductible, elle est présentée hors chiffre d'affaires.

Note 12 — Emprunts et dettes. Crédit d'investissement bancaire (ligne de conditionnement) : capital restant dû 24 000 milliers de DA au 31 décembre 2024. Toutes les échéances ont été réglées à leur date. La société ne présente aucune dette fiscale ou parafiscale échue.

Note 15 — Conventions. Le rapport spécial du commissaire aux comptes ne mentionne aucune convention conclue entre la société et l'un de ses gérants ou associés.`,
  },

  // 17 — Lettre trimestrielle aux actionnaires, microcrédit numérique, Kinshasa (RDC).
  // regulatory PRESENT (direct): amende de la BCC et interdiction de 60 jours des octrois par application.
  // declining-revenue PRESENT (figures, table): produits T3 167 000 < T2 221 000 USD.
  // high-churn PRESENT (indirect): rétention à 12 mois de la cohorte T3 2023 = 48 % (< 55 %).
  // debt-distress ABSENT: les retards (PAR30) sont ceux des emprunteurs ; les lignes de refinancement de la société sont à jour.
  // burn-above-revenue ABSENT: charges T3 158 000 < produits 167 000 USD (et chaque trimestre charges < produits).
  // pending-licence ABSENT: agrément d'IMF délivré en 2021.
  {
    id: 'h23-fr-w6-17',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'time'],
    present: ['regulatory', 'declining-revenue', 'high-churn'],
    absent: ['debt-distress', 'burn-above-revenue', 'pending-licence'],
    text: `TUMAINI CRÉDIT SA — Lettre trimestrielle aux actionnaires — T3 2024
Kinshasa, le 21 octobre 2024

Chers actionnaires,

Ce trimestre a été le plus difficile depuis notre lancement. Voici les chiffres, puis les explications.

1. Chiffres du trimestre
| (en USD) | T1 2024 | T2 2024 | T3 2024 |
|---|---|---|---|
| Prêts décaissés | 1 450 000 | 1 720 000 | 1 010 000 |
| Produits d'intérêts et commissions | 188 000 | 221 000 | 167 000 |
| Charges totales (personnel, refinancement, coût du risque, amende) | 151 000 | 169 000 | 158 000 |
| Résultat | 37 000 | 52 000 | 9 000 |
| Encours en fin de période | 2 310 000 | 2 690 000 | 2 240 000 |

2. Ce qui s'est passé
Le 5 juillet, à l'issue d'une inspection sur place, la Banque Centrale du Congo nous a infligé une amende de 25 000 USD et a interdit pendant 60 jours tout nouvel octroi de prêt par l'application mobile : le taux effectif global n'était pas affiché avant la validation du prêt. Les octrois ont repris le 4 septembre, avec un nouvel écran de confirmation validé par la BCC. Pendant ces deux mois, seules nos 9 agences physiques ont pu décaisser.

3. Nos emprunteurs
Portefeuille à risque à 30 jours : 6,8 % (T2 : 4,1 %). Il s'agit des retards de nos clients — commerçants des marchés de la Liberté, de Gambela et de Matete — entièrement provisionnés dans le coût du risque.
Fidélité : sur les clients de la cohorte T3 2023, 48 % ont contracté au moins un nouveau prêt dans les douze mois suivant le remboursement du premier.

4. Notre propre financement
Nos deux lignes de refinancement (une banque locale et un fonds de dette à impact) sont remboursées à bonne date et les ratios prévus aux contrats sont respectés au 30 septembre.

5. Agrément
Notre agrément d'institution de microfinance, délivré par la BCC en 2021, reste pleinement en vigueur.

6. Pour le T4
Relance des octrois par l'application, campagne de réactivation des anciens clients, et formation de nos 40 agents de crédit au nouveau parcours de consentement.

Bien à vous,
Dorcas Mbuyamba, directrice générale`,
  },

  // 18 — E-mail et échange WhatsApp avant un conseil, plateforme de fret routier B2B, Oran (Algérie).
  // short-runway PRESENT (figures, split): 17,6 / 4,1 ≈ 4,3 mois (< 9) ; « fin juillet » à partir du 17 mars.
  // audit-opinion PRESENT (indirect): comptes 2024 arrêtés par la gérance, pas encore audités.
  // customer-concentration PRESENT (figures): Tassili BTP 11,3 / 30,4 = 37,2 % (≥ 30 %).
  // burn-above-revenue PRESENT (figures): burn net 4,1 > CA 2,9 M DA par mois ; charges 2024 78,9 > CA 30,4 M DA.
  // debt-distress ABSENT: aucun impayé bancaire, fiscal ou social. declining-revenue ABSENT: 30,4 > 21,7 M DA.
  {
    id: 'h23-fr-w6-18',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['split', 'figures', 'indirect', 'prose'],
    present: ['short-runway', 'audit-opinion', 'customer-concentration', 'burn-above-revenue'],
    absent: ['debt-distress', 'declining-revenue'],
    text: `De : Sofiane Rahmani <sofiane@nakl.dz>
À : Mourad Benali
Date : lundi 17 mars 2025, 19:42
Objet : Chiffres avant le board du 28

Salam Mourad,

Comme promis, les chiffres 2024 avant le board. Ce sont les comptes arrêtés par la gérance : notre commissaire aux comptes ne démarre sa mission qu'en mai, donc rien n'est audité pour l'instant.

- CA 2024 : 30,4 M DA (2023 : 21,7 M DA)
- dont Tassili BTP : 11,3 M DA — ils ont doublé leurs volumes au T4 avec le chantier de Mostaganem
- Charges 2024 : 78,9 M DA, dont 41 M DA de masse salariale
- Sur le T4 : CA moyen de 2,9 M DA par mois, burn net moyen de 4,1 M DA par mois
- Trésorerie au 15 mars : 17,6 M DA
- 1 340 transporteurs inscrits, 212 chargeurs actifs

Côté dettes, rien à signaler : pas un dinar d'impayé à la banque, CNAS et impôts à jour (j'ai les attestations, je les joins au dossier du board).

Bonne soirée,
Sofiane

— — —
WhatsApp · 17/03/2025
[21:14] Mourad : Merci pour le mail. Donc avec 17,6 et 4,1 par mois, on tient jusqu'à quand ?
[21:16] Sofiane : Fin juillet, à rythme constant. Le term sheet du fonds de Tunis devrait arriver en avril.
[21:17] Mourad : Et si Tassili ralentit après Mostaganem ?
[21:19] Sofiane : On en parle au board. On a quatre nouveaux chargeurs en test à Oran et Sidi Bel Abbès, dont deux cimentiers.
[21:20] Mourad : Ok. Prépare-moi un scénario sans Tassili pour le 28.`,
  },
];
