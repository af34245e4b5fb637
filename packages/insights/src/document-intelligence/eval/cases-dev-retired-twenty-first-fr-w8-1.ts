/** Writer 8's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstFrW8P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, agritech (soja bio), Togo.
  // missing-financials PRESENT: the deck gives tonnes, producers and percentages but no revenue or cost figure
  //   (the 450 000 € ask and the use-of-funds percentages are neither revenue nor costs).
  // customer-concentration PRESENT (indirect): "deux tiers de nos ventes 2024 ... un seul acheteur" = 67% ≥ 30%.
  // no-competition PRESENT: "Il n'existe aujourd'hui aucun concurrent".
  // unrealistic-growth ABSENT: 420 → 1 150 t is past growth (2.7×), not a projection.
  {
    id: 'h21-fr-w8-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'indirect'],
    present: ['missing-financials', 'customer-concentration', 'no-competition'],
    absent: ['unrealistic-growth'],
    text: `SojaVerte Togo — Présentation investisseurs (levée seed) — Avril 2025

Slide 1 — Qui sommes-nous
SojaVerte collecte, nettoie et exporte du soja biologique certifié, produit par des coopératives de la région des Plateaux (Atakpamé, Amlamé, Badou).

Slide 2 — Le problème
- Les producteurs vendent leur soja bord-champ à des commerçants qui fixent seuls le prix.
- Sans certification ni traçabilité, le soja togolais part comme du conventionnel, alors que la demande bio progresse en Europe et en Turquie.

Slide 3 — Notre solution
- Encadrement technique et certification bio de groupe prise en charge par SojaVerte.
- Application mobile de traçabilité, parcelle par parcelle.
- Préfinancement des semences, remboursé en nature à la récolte.

Slide 4 — Traction
- 3 400 producteurs enregistrés, dont 38 % de femmes
- 1 150 tonnes collectées sur la campagne 2024 (420 tonnes en 2023)
- 6 coopératives partenaires, 2 magasins de stockage
- Deux tiers de nos ventes 2024 ont été réalisées avec un seul acheteur, un fabricant turc d'aliments bio pour bétail, sous contrat annuel renouvelable.

Slide 5 — Concurrence
Il n'existe aujourd'hui aucun concurrent sur le soja bio certifié au Togo. Les exportateurs de soja conventionnel ne font ni certification ni traçabilité, et aucun acteur de la sous-région ne s'est positionné sur ce créneau.

Slide 6 — Modèle économique
Nous achetons au producteur avec une prime bio garantie au-dessus du prix du marché et revendons FOB Lomé. Le détail des prix et des marges est disponible dans la data room.

Slide 7 — Équipe
- Essi Amouzou, directrice générale — 9 ans chez un exportateur de café-cacao à Lomé
- Kodjo Tchalla, directeur des opérations — agronome, ancien chercheur à l'ITRA
- Deux ingénieurs agronomes et une responsable qualité

Slide 8 — Ce que nous levons
450 000 € en seed pour :
- construire un troisième magasin à Anié (40 %)
- étendre le préfinancement à 2 000 nouveaux producteurs (35 %)
- renforcer l'équipe commerciale export (25 %)

Slide 9 — Vision 2027
Devenir la première plateforme d'origine du soja et du sésame bio en Afrique de l'Ouest.`,
  },

  // 02 — Board minutes, fintech (monnaie électronique), Burundi.
  // short-runway PRESENT (figures): 612 M FBu / 102 M FBu per month = 6.0 months < 9.
  // burn-above-revenue PRESENT (figures): net burn 102 M FBu/month > revenue 71 M FBu/month.
  // regulatory PRESENT: BRB suspension of new e-money accounts + 25 M FBu fine.
  // founder-departure PRESENT: co-founder CTO announced he leaves on 31 August 2025.
  {
    id: 'h21-fr-w8-02',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['figures', 'list', 'time'],
    present: ['short-runway', 'burn-above-revenue', 'regulatory', 'founder-departure'],
    absent: [],
    text: `KIRAPAY SA
Société anonyme au capital de 1 500 000 000 FBu — Siège : avenue de l'Amitié, Rohero, Bujumbura

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 12 JUIN 2025

Présents : M. Pacifique Hakizimana (Président), Mme Clarisse Nshimirimana (Directrice générale), M. Thierry Ndayishimiye (administrateur), M. Olivier Bigirimana (représentant d'Umuco Ventures). Assiste : M. Désiré Niyonkuru, Directeur financier. Le quorum étant atteint, le Conseil peut valablement délibérer.

Point 1 — Situation financière au 31 mai 2025
Le Directeur financier présente la situation de trésorerie :
- disponibilités au 31 mai 2025 (comptes courants et dépôts à vue) : 612 millions FBu ;
- revenus moyens mensuels de mars à mai (commissions sur transferts et paiements marchands) : 71 millions FBu ;
- consommation nette moyenne de trésorerie sur la même période : 102 millions FBu par mois.
Il précise que la hausse des charges provient surtout du recrutement de l'équipe conformité et du coût des SMS. Le Conseil autorise la Directrice générale à ouvrir des discussions avec les actionnaires existants en vue d'un financement relais.

Point 2 — Relations avec la Banque de la République du Burundi
La Directrice générale rend compte de la lettre de la BRB du 22 avril 2025. À l'issue de la mission d'inspection de février, la BRB a suspendu pour trois mois l'ouverture de nouveaux comptes de monnaie électronique par KiraPay, en raison de manquements aux procédures d'identification de la clientèle, et a prononcé une amende de 25 millions FBu. La suspension court jusqu'au 22 juillet 2025. Le plan de remédiation a été transmis le 15 mai ; la BRB n'a pas encore fait connaître sa réponse.

Point 3 — Direction technique
M. Thierry Ndayishimiye, cofondateur et Directeur technique, informe le Conseil de sa décision de quitter ses fonctions opérationnelles le 31 août 2025 pour rejoindre un groupe bancaire à Nairobi. Il s'engage à assurer la passation avec l'équipe technique jusqu'à cette date. Le Conseil le remercie et mandate la Directrice générale pour lancer le recrutement d'un successeur.

Point 4 — Questions diverses
Aucune autre question n'étant soulevée, la séance est levée à 17 h 40. Prochaine réunion : 18 septembre 2025.

Le Président                                   La Secrétaire de séance`,
  },

  // 03 — Investor update email, health (distribution pharmaceutique), Togo. CLEAN but tempting.
  // litigation ABSENT: dispute settled, homologated and paid; "Plus aucune procédure n'est en cours".
  // pending-licence ABSENT: both depot authorisations granted on 3 March.
  // high-churn ABSENT: 1.6% monthly < 5%.
  // customer-concentration ABSENT: INAM = 18% < 30%.
  // short-runway ABSENT: 286 / 15 = 19.1 months ≥ 9 (and EBITDA is positive).
  // burn-above-revenue ABSENT: prudent burn 15 M FCFA/month vs revenue 118 / 3 ≈ 39 M FCFA/month; EBITDA +14 M.
  // founder-departure ABSENT: the new CFO left ANOTHER company (Ecobank) to join.
  // declining-revenue ABSENT: 74 → 97 → 118 M FCFA.
  {
    id: 'h21-fr-w8-03',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'negation', 'time', 'figures'],
    present: [],
    absent: ['litigation', 'pending-licence', 'high-churn', 'customer-concentration', 'short-runway', 'burn-above-revenue', 'founder-departure', 'declining-revenue'],
    text: `Objet : Point investisseurs — T1 2025
De : Yawa Kouévi <yawa@pharmalink.tg>
À : Comité des investisseurs PharmaLink

Chers investisseurs,

Voici notre point trimestriel, avec un peu de retard, le temps de boucler les chiffres de mars.

Activité
- Chiffre d'affaires du T1 2025 : 118 M FCFA, contre 97 M FCFA au T4 2024 et 74 M FCFA au T1 2024.
- Marge brute : 31 % (30 % au T4).
- 212 officines connectées à notre plateforme de commande groupée ; le taux de désabonnement mensuel reste à 1,6 %.
- L'INAM, notre premier client sur le tiers payant, représente 18 % du chiffre d'affaires du trimestre.

Trésorerie
Nous avons dégagé un EBITDA de 14 M FCFA sur le trimestre. La trésorerie s'élève à 286 M FCFA au 31 mars. Même dans notre scénario prudent — ouverture simultanée des dépôts de Kara et de Sokodé, avec une consommation de 15 M FCFA par mois pendant la phase d'installation — elle couvre plus de 19 mois.

Autorisations
Les autorisations d'ouverture des dépôts de Kara et de Sokodé, demandées en novembre, ont été délivrées par la DPML le 3 mars. Les travaux d'aménagement démarrent en mai.

Juridique
Le différend avec notre ancien grossiste sur les factures de 2023 est définitivement clos : la transaction a été signée puis homologuée par le tribunal de commerce de Lomé le 20 février, et le montant convenu (6,2 M FCFA) a été réglé le jour même. Plus aucune procédure n'est en cours.

Équipe
Nous accueillons Mawuli Agbodjan comme directeur administratif et financier. Il a quitté Ecobank Togo en janvier, après huit ans au département entreprises, pour nous rejoindre.

Priorités du T2
1. Ouverture du dépôt de Kara en juin.
2. Extension du tiers payant à deux mutuelles privées.
3. Lancement de la commande par WhatsApp pour les officines rurales.

Je reste disponible pour en parler de vive voix. Le prochain point est prévu mi-juillet.

Bien à vous,
Yawa Kouévi
Cofondatrice et directrice générale, PharmaLink Togo`,
  },

  // 04 — Audited financial statements (extract), energy (kits solaires), Burundi.
  // audit-opinion PRESENT: "Opinion avec réserve" (modified opinion, stock count not attended).
  // declining-revenue PRESENT (figures, table): revenue 2 840 M FBu in 2024 < 3 310 M FBu in 2023.
  // gross-margin PRESENT (figures): 2023: 1 258 / 3 310 = 38.0%; 2024: 824 / 2 840 = 29.0% → down 9 points ≥ 5.
  // debt-distress PRESENT (indirect): 146 M FBu of VAT and tax instalments due and unpaid to the OBR (tax arrears).
  // going-concern ABSENT: auditor states no material uncertainty.
  // burn-above-revenue ABSENT: net profit 27 M FBu (costs 2 016 + 690 + 95 + 12 = 2 813 < 2 840).
  {
    id: 'h21-fr-w8-04',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'indirect'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'debt-distress'],
    absent: ['going-concern', 'burn-above-revenue'],
    text: `IZUBA ENERGY SA — Bujumbura
États financiers de l'exercice clos le 31 décembre 2024 (extraits)

RAPPORT DU COMMISSAIRE AUX COMPTES

Opinion avec réserve
Nous avons effectué l'audit des états financiers d'Izuba Energy SA, comprenant le bilan au 31 décembre 2024, le compte de résultat et le tableau des flux de trésorerie de l'exercice clos à cette date, ainsi que les notes annexes. À notre avis, sous réserve de l'incidence éventuelle du point décrit dans la section « Fondement de l'opinion avec réserve », les états financiers présentent sincèrement, dans tous leurs aspects significatifs, la situation financière de la société au 31 décembre 2024.

Fondement de l'opinion avec réserve
Nommés après la clôture, nous n'avons pas été en mesure d'assister à l'inventaire physique des kits solaires et batteries au 31 décembre 2024, inscrits au bilan pour 612 millions FBu, ni d'obtenir par d'autres procédures des éléments probants suffisants sur leur existence.

Continuité d'exploitation
Nous n'avons pas relevé d'incertitude significative liée à des événements ou à des situations susceptibles de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

COMPTE DE RÉSULTAT (en millions FBu)

| Poste                               | 2024    | 2023    |
|-------------------------------------|---------|---------|
| Chiffre d'affaires                  | 2 840   | 3 310   |
| Coût des ventes                     | (2 016) | (2 052) |
| Marge brute                         | 824     | 1 258   |
| Charges de personnel                | (356)   | (401)   |
| Autres charges d'exploitation       | (298)   | (347)   |
| Dotations aux amortissements        | (36)    | (72)    |
| Résultat d'exploitation             | 134     | 438     |
| Charges financières nettes          | (95)    | (88)    |
| Résultat avant impôt                | 39      | 350     |
| Impôt sur le résultat               | (12)    | (105)   |
| Résultat net                        | 27      | 245     |

Note 3 — Coût des ventes
La hausse du coût unitaire des kits importés reflète la dépréciation du franc burundais et la difficulté d'accès aux devises, qui ont conduit la société à s'approvisionner en partie sur le marché parallèle.

Note 14 — Dettes fiscales et sociales
Les dettes fiscales de 231 millions FBu comprennent 146 millions FBu de TVA et d'acomptes d'impôt sur le résultat échus au titre du second semestre 2024 et non réglés à l'Office Burundais des Recettes à la date d'arrêté des comptes. Des pénalités de retard de 18 millions FBu ont été comptabilisées en autres charges d'exploitation. Un échéancier de paiement est en cours de discussion avec l'OBR.

Note 18 — Événements postérieurs à la clôture
Néant.

Les états financiers ont été arrêtés par le Conseil d'administration le 28 avril 2025.`,
  },

  // 05 — Shareholder agreement extract + cap table, logistics (livraison urbaine), Togo.
  // low-founder-ownership PRESENT (figures): active founders Mensah 22% + Agbeko 14% = 36% < 40%.
  // founder-departure PRESENT (split): co-founder Dossou left on 31 Oct 2023 (table row + art. 9).
  // dead-equity PRESENT: Dossou keeps his 12 000 shares (12%), call option not exercised.
  // cap-table-complexity PRESENT: annex "n'a pas pu être réconciliée avec le registre".
  // investor-control ABSENT: largest investor Teranga Logistics Fund holds 28% < 50%.
  {
    id: 'h21-fr-w8-05',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'split', 'figures', 'indirect'],
    present: ['low-founder-ownership', 'founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['investor-control'],
    text: `PACTE D'ASSOCIÉS — LOGIKPO SAS
Société par actions simplifiée au capital de 10 000 000 FCFA — RCCM TG-LOM 2021 B 1187 — Lomé
(Extraits — version signée le 7 mars 2025)

Article 4 — Engagements des fondateurs actifs
Mme Afi Mensah, Présidente, et M. Yao Agbeko, Directeur général délégué, s'engagent à consacrer l'intégralité de leur temps professionnel à la Société pendant une durée minimale de quatre ans à compter de la signature du présent pacte.

Article 9 — Situation de M. Komlan Dossou
M. Komlan Dossou, cofondateur, a cessé toute fonction au sein de la Société le 31 octobre 2023. La Société n'ayant pas exercé dans le délai de douze mois l'option d'achat prévue à l'article 12 des statuts, M. Dossou demeure titulaire de l'ensemble de ses actions, qui conservent leurs droits financiers et leurs droits de vote. Il adhère au présent pacte en qualité d'associé non opérationnel.

Article 11 — Droit de préemption et clause de sortie conjointe
Toute cession d'actions à un tiers est soumise au droit de préemption des autres associés, au prorata de leur participation. En cas de cession entraînant un changement de contrôle, chaque associé bénéficie d'un droit de sortie conjointe aux mêmes conditions.

Article 15 — Déclarations des Parties
Les Parties reconnaissent que la répartition du capital figurant en Annexe 2 n'a pas pu être réconciliée avec le registre des mouvements de titres tenu au siège : la conversion des deux prêts d'associés consentis en 2022 n'y a jamais été inscrite, et le nombre exact d'actions revenant à chacun des business angels reste à confirmer. La Société s'engage à régulariser le registre avant le 30 juin 2025.

ANNEXE 2 — Répartition du capital à la date de signature

| Associé                        | Qualité                                   | Actions | %      |
|--------------------------------|-------------------------------------------|---------|--------|
| Afi Mensah                     | Cofondatrice, Présidente                  | 22 000  | 22,0 % |
| Yao Agbeko                     | Cofondateur, DG délégué                   | 14 000  | 14,0 % |
| Komlan Dossou                  | Cofondateur, parti le 31/10/2023          | 12 000  | 12,0 % |
| Teranga Logistics Fund         | Investisseur                              | 28 000  | 28,0 % |
| Business angels (6 personnes)  | Investisseurs                             | 16 000  | 16,0 % |
| Réserve d'actions salariés     | Non attribuée                             | 8 000   | 8,0 %  |
| Total                          |                                           | 100 000 | 100 %  |

Fait à Lomé, le 7 mars 2025, en sept exemplaires originaux.`,
  },

  // 06 — Business plan extract, edtech, Burundi. CLEAN but tempting.
  // customer-concentration ABSENT: largest client = 21% < 30%.
  // unrealistic-growth ABSENT: 420 → 540 → 680 → 840 M FBu = ×1.29, ×1.26, ×1.24 (2× over three years).
  // litigation ABSENT: a former supplier "pourrait contester"; no claim or proceeding filed.
  // high-churn ABSENT: 89% annual renewal.
  // pending-licence ABSENT: ministry homologation already granted (12 Jan 2024).
  // burn-above-revenue ABSENT: every year's costs below revenue (2023: 329 < 338; 2024: 372 < 420; projections too).
  // no-competition ABSENT: competitors are named.
  {
    id: 'h21-fr-w8-06',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'litigation', 'high-churn', 'pending-licence', 'burn-above-revenue', 'no-competition'],
    text: `ISHURI DIGITAL SPRL — Plan d'affaires 2025-2027 (extrait)
Gitega, mars 2025

3. Marché et concurrence
Le Burundi compte plus de 1 200 établissements secondaires, dont environ 400 privés ou conventionnés. Ishuri Digital propose à ces écoles un abonnement annuel donnant accès à des leçons audio et vidéo en kirundi et en français, à des banques d'exercices alignées sur le programme national et à un outil de suivi des élèves. Nous faisons face à deux concurrents locaux, centrés sur la préparation aux examens d'État, et à une plateforme kényane qui vise surtout les écoles anglophones.

Nos contenus sont homologués par le Ministère de l'Éducation nationale et de la Recherche scientifique (lettre d'homologation du 12 janvier 2024).

4. Clients
- 142 écoles abonnées à fin 2024, contre 104 à fin 2023.
- Taux de renouvellement annuel des abonnements : 89 % en 2024.
- Le réseau des écoles conventionnelles catholiques du diocèse de Gitega, notre premier client, représente 21 % du chiffre d'affaires 2024 ; aucun autre client ne dépasse 6 %.

5. Prévisions financières (en millions FBu)

| Année                  | 2023 (réel) | 2024 (réel) | 2025 (prév.) | 2026 (prév.) | 2027 (prév.) |
|------------------------|-------------|-------------|--------------|--------------|--------------|
| Écoles abonnées        | 104         | 142         | 180          | 225          | 275          |
| Chiffre d'affaires     | 338         | 420         | 540          | 680          | 840          |
| Charges totales        | 329         | 372         | 468          | 571          | 689          |
| Résultat net           | 9           | 48          | 72           | 109          | 151          |

Les hypothèses retiennent un prix moyen stable de 3 millions FBu par école et par an et une croissance du nombre d'écoles d'environ 25 % par an, inférieure à celle observée en 2024 (+37 %).

6. Risques
- Devises : une partie des serveurs et des licences logicielles est payée en dollars ; une dépréciation du franc burundais pourrait renchérir nos charges.
- Propriété intellectuelle : un ancien prestataire de contenus audio a laissé entendre qu'il pourrait contester la propriété de certaines leçons enregistrées en 2022. Aucune mise en demeure ni procédure n'a été reçue à ce jour, et les contrats de cession de droits signés à l'époque couvrent l'ensemble des enregistrements.
- Connectivité : les coupures d'électricité dans les provinces limitent l'usage en ligne ; le mode hors ligne de l'application réduit ce risque.`,
  },
];
