/** Writer 4's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW4P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck, logiciel pour pharmacies, Abidjan (Côte d'Ivoire).
  // customer-concentration PRESENT (table, figures): deux répartiteurs nommés = (38 + 24) / 176 = 35,2 % du CA (>= 30 %).
  // non-recurring-revenue PRESENT (indirect, footnote): MRR 19,3 M = 10,3 + 5,6 + 3,4 M de frais de mise en service
  //   « facturés une fois » ; ARR 232 M = 19,3 × 12 inclut donc 3,4 × 12 = 40,8 M de revenus ponctuels.
  // unit-economics PRESENT (split): slide 5 annonce CAC 100 000 FCFA et LTV/CAC = 6 ; or 54 M FCFA / 180 nouvelles
  //   officines = 300 000 FCFA de CAC, soit LTV/CAC = 600 000 / 300 000 = 2.
  // high-churn ABSENT: 2,5 %/mois. unrealistic-growth ABSENT: 390 / 176 = 2,2× ; 780 / 390 = 2,0×.
  {
    id: 'h23-fr-w4-08',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'list', 'split', 'figures', 'indirect'],
    present: ['customer-concentration', 'non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'unrealistic-growth'],
    text: `PHARMALINK CI — L'officine connectée
Présentation investisseurs · Série A · mars 2025

1 · Le problème
Une pharmacie ivoirienne passe en moyenne 2 h par jour à commander par téléphone auprès de trois ou quatre grossistes-répartiteurs. Résultat : 11 % de ruptures sur les 200 références les plus vendues.

2 · Notre solution
Logiciel de gestion d'officine en ligne + commande automatique multi-répartiteurs. Les répartiteurs nous reversent une commission sur chaque commande passée via PharmaLink.

3 · Traction
• 412 officines abonnées au 31/12/2024 (sur environ 1 400 en Côte d'Ivoire)
• 180 nouvelles officines signées en 2024
• MRR de décembre 2024 : 19,3 M FCFA → ARR de 232 M FCFA*
• CA 2024 : 176 M FCFA (+118 %)
* MRR de décembre : abonnements 10,3 M + commissions répartiteurs 5,6 M + mise en service des 34 officines raccordées en décembre 3,4 M (100 000 FCFA par officine, facturés une seule fois).

4 · D'où vient le chiffre d'affaires 2024

Source                                  | M FCFA | Part
Abonnements officines                   | 96     | 54,5 %
Commissions — Groupe Medivoire          | 38     | 21,6 %
Commissions — Pharmacor                 | 24     | 13,6 %
Frais de mise en service                | 18     | 10,2 %
Total                                   | 176    | 100 %

5 · Des unit economics solides
• ARPU abonnement : 25 000 FCFA / mois / officine
• Marge brute : 60 %
• Churn mensuel : 2,5 % → durée de vie moyenne de 40 mois
• LTV : 600 000 FCFA
• CAC : 100 000 FCFA
• LTV / CAC = 6x

6 · Go-to-market
Neuf délégués terrain à Abidjan, Bouaké, San-Pédro et Yamoussoukro ; démonstrations lors des journées de l'Ordre des pharmaciens. Dépenses commerciales et marketing 2024 : 54 M FCFA.

7 · Plan
CA 2025 : 390 M FCFA · CA 2026 : 780 M FCFA · 1 000 officines fin 2026 · ouverture du Sénégal en 2026

8 · Équipe
Adama Ouattara (CEO, pharmacien), Stéphanie N'Dri (CTO), Hervé Kacou (ventes)

9 · Levée
2 M€ — recrutement commercial, intégration avec les assureurs santé, ouverture Dakar`,
  },

  // 09 — Note trimestrielle au conseil, location-vente de motos électriques, Dakar (Sénégal). CLEAN but tempting.
  // declining-revenue ABSENT: 162 -> 187 -> 214 M FCFA. burn-above-revenue ABSENT: charges T3 198 < CA 214 (+16 M FCFA).
  // debt-distress ABSENT: échéances payées, DSCR 1,38 >= covenant 1,20 ; les impayés de 3,1 % sont ceux des locataires (clients).
  // regulatory ABSENT: la suspension vise un concurrent ; notre autorisation est valide.
  // litigation ABSENT (modality): simple menace, aucune assignation. founder-departure ABSENT: la COO reste.
  // audit-opinion ABSENT: comptes 2023 certifiés sans réserve ; revue limitée du S1 2024 sans anomalie.
  {
    id: 'h23-fr-w4-09',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'prose', 'negation', 'modality', 'indirect'],
    present: [],
    absent: ['debt-distress', 'regulatory', 'litigation', 'founder-departure', 'declining-revenue', 'burn-above-revenue'],
    text: `TERANGA MOBILITY SA — Rapport trimestriel au conseil d'administration — T3 2024
Dakar, le 14 octobre 2024

1. Activité
• Flotte : 1 150 motos électriques en location-vente auprès de livreurs et de conducteurs de « Jakarta » (T2 : 1 020)
• Chiffre d'affaires : T1 162 M FCFA · T2 187 M FCFA · T3 214 M FCFA
• Charges totales du T3 : 198 M FCFA, soit un résultat d'exploitation de +16 M FCFA
• Taux d'impayés des locataires à 30 jours : 3,1 % (T2 : 3,4 %) ; les motos des locataires défaillants sont récupérées et réaffectées sous dix jours

2. Financement
Les échéances de juillet, août et septembre du prêt de 600 M FCFA de la Banque Sahélienne de Financement ont été payées à date. Le ratio de couverture du service de la dette (DSCR) s'établit à 1,38 pour un minimum contractuel de 1,20 : le covenant est respecté.
Rappel : les comptes 2023 ont été certifiés sans réserve ; la revue limitée du premier semestre 2024 par le commissaire aux comptes n'a relevé aucune anomalie.

3. Environnement réglementaire
La suspension prononcée le 3 septembre par le CETUD vise la société Dakar Moto Express, notre concurrent, pour défaut d'assurance de sa flotte. Elle ne nous concerne pas : toutes nos motos sont immatriculées et assurées, et notre autorisation d'exploitation est valide jusqu'en mars 2027.

4. Points juridiques
Un ancien locataire a menacé de saisir le tribunal au sujet de sa caution (150 000 FCFA). Aucune assignation n'a été reçue ; le remboursement de la caution lui a été proposé par écrit le 9 octobre.

5. Équipe
Awa Ndiaye, cofondatrice et COO, a décliné l'offre d'un opérateur de VTC et reste pleinement engagée à nos côtés. Arrivée le 1er octobre de notre responsable maintenance, ancien chef d'atelier chez un concessionnaire de Thiès.

6. Perspectives T4
Objectif de 1 300 motos au 31 décembre ; ouverture d'une station d'échange de batteries à Rufisque.`,
  },

  // 10 — États financiers provisoires, courtage de micro-assurance, Abidjan (Côte d'Ivoire).
  // audit-opinion PRESENT (direct): comptes « non audités », mission du CAC pas encore démarrée.
  // burn-above-revenue PRESENT (table): charges 2024 = 298,4 + 146,2 + 87,9 + 61,3 = 593,8 M > commissions 412,6 M FCFA ;
  //   résultat net −191,0 M FCFA (−181,2 − 9,8).
  // debt-distress PRESENT (indirect): 86,4 M FCFA de dettes fiscales (ITS) et sociales (CNPS) échues et non réglées.
  // going-concern PRESENT (director): le Président fait état d'une incertitude significative sur la continuité.
  // declining-revenue ABSENT: 356,9 -> 412,6 M FCFA. pending-licence ABSENT: agrément de courtier délivré en 2022.
  {
    id: 'h23-fr-w4-10',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'prose'],
    present: ['audit-opinion', 'burn-above-revenue', 'debt-distress', 'going-concern'],
    absent: ['declining-revenue', 'pending-licence'],
    text: `KÔRÔ ASSUR SAS — Courtier en micro-assurance digitale
Siège : Plateau, Abidjan — Agrément de courtier d'assurance délivré par la Direction des Assurances le 4 avril 2022
ÉTATS FINANCIERS PROVISOIRES AU 31 DÉCEMBRE 2024

Les présents états financiers ont été arrêtés par le Président le 28 mars 2025. Ils ne sont pas audités : le commissaire aux comptes, nommé en février 2025, n'a pas encore démarré sa mission.

Compte de résultat (en FCFA)
Poste                                          2024             2023
Commissions de courtage                     412 600 000      356 900 000
Charges de personnel                       (298 400 000)    (241 700 000)
Marketing et acquisition                   (146 200 000)    (118 300 000)
Informatique et télécoms (USSD, SMS)        (87 900 000)     (64 500 000)
Autres charges                              (61 300 000)     (49 800 000)
Résultat d'exploitation                    (181 200 000)    (117 400 000)
Charges financières                          (9 800 000)      (4 100 000)
Résultat net                               (191 000 000)    (121 500 000)

Bilan — extrait du passif (en FCFA)
Capitaux propres                            (74 300 000)
Dettes fournisseurs                          63 900 000
Dettes fiscales et sociales                 118 200 000
  dont échues et non réglées                 86 400 000

Note 2 — Continuité d'exploitation
La Société a enregistré une perte de 191 M FCFA sur l'exercice et ses capitaux propres sont devenus négatifs. Sa capacité à poursuivre son activité au cours des douze prochains mois dépend de la réalisation de l'augmentation de capital actuellement négociée avec deux fonds. Ces circonstances font naître une incertitude significative susceptible de jeter un doute important sur la capacité de la Société à poursuivre son exploitation. Le Président a néanmoins arrêté les comptes selon le principe de continuité d'exploitation.

Note 9 — Dettes fiscales et sociales
Les montants échus correspondent aux retenues d'ITS sur les salaires d'août à décembre 2024, non reversées à la DGI, et aux cotisations CNPS du second semestre 2024. Une demande d'échéancier a été adressée aux deux administrations le 10 mars 2025 ; aucune réponse n'a été reçue à la date d'arrêté des comptes.

Note 11 — Activité
Nombre d'assurés actifs au 31/12/2024 : 214 000 (2023 : 162 000), répartis entre trois compagnies partenaires.`,
  },

  // 11 — Lettre de synthèse d'audit juridique, marketplace agricole, Dakar (Sénégal). CLEAN but tempting.
  // cap-table-complexity ABSENT (negation): registre rapproché, aucune divergence.
  // low-founder-ownership ABSENT: fondateurs 30 + 24 = 54 %. investor-control ABSENT: premier investisseur 31 %.
  // dead-equity ABSENT: les deux salariés partis (non dirigeants) ne détiennent aucun titre ; options caduques.
  // litigation ABSENT (time): différend clos par protocole transactionnel exécuté.
  // pending-licence / regulatory ABSENT: récépissé CDP délivré, aucune sanction. related-party ABSENT (negation).
  {
    id: 'h23-fr-w4-11',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'negation', 'time', 'prose'],
    present: [],
    absent: ['cap-table-complexity', 'dead-equity', 'litigation', 'pending-licence', 'regulatory', 'related-party', 'investor-control', 'low-founder-ownership'],
    text: `CABINET DIAGNE & ASSOCIÉS — Avocats à la Cour
Immeuble Fahd, boulevard Djily Mbaye, Dakar

Dakar, le 12 novembre 2024
À l'attention de Kora Partners — Confidentiel
Objet : Xalaat SAS — synthèse de l'audit juridique préalable à votre prise de participation

Madame, Monsieur,

Nous avons l'honneur de vous communiquer la synthèse de nos travaux, menés sur la base de la data room ouverte le 21 octobre 2024 et d'entretiens avec la direction.

1. Capital social et titres
Le capital de 5 000 000 FCFA est divisé en 5 000 actions. Le registre des mouvements de titres a été rapproché des procès-verbaux d'assemblées et des bulletins de souscription : nous n'avons relevé aucune divergence. Répartition actuelle : M. Mamadou Lamine Faye (cofondateur, Président) 30 % ; Mme Rokhaya Ndiaye (cofondatrice, Directrice générale) 24 % ; Fonds Xeewal 31 % ; Club Sénégal Angels 9 % ; plan d'options salariés 6 %.

2. Salariés et options
Deux salariés (un développeur et une comptable) ont quitté la société en 2024. Aucune de leurs options n'était acquise à la date de leur départ ; celles-ci sont devenues caduques et les intéressés ne détiennent aucun titre de la société.

3. Contentieux
Le différend qui opposait la société à l'ancien bailleur des locaux de Mermoz a été clos par un protocole transactionnel signé le 8 février 2024 et intégralement exécuté. Nous n'avons identifié aucune procédure judiciaire, arbitrale ou administrative en cours.

4. Données personnelles
Les traitements de données des producteurs et des acheteurs ont été déclarés à la Commission de protection des données personnelles (CDP) ; récépissé délivré le 22 mai 2023. La société n'a fait l'objet d'aucun contrôle, mise en demeure ou sanction.

5. Conventions réglementées
Aucune convention entre la société et ses dirigeants, associés ou leurs proches n'a été conclue ou poursuivie au cours des trois derniers exercices.

6. Contrats commerciaux
Les contrats-cadres avec les coopératives de la vallée du fleuve et les acheteurs de Dakar sont conformes aux usages ; aucune clause de changement de contrôle n'a été relevée.

Nous restons à votre disposition pour tout complément.

Me Aïssatou Diagne, associée`,
  },

  // 12 — Plan d'affaires, transformation du manioc (attiéké), Bouaké (Côte d'Ivoire).
  // unrealistic-growth PRESENT (table, figures): 1 350 / 421 = 3,21× ; 4 310 / 1 350 = 3,19× ; 13 800 / 4 310 = 3,20×
  //   -> plus de 3× par an sur trois ans (×32,8 au total).
  // pending-licence PRESENT (indirect): certificat de conformité environnementale demandé à l'ANDE le 03/03/2025, non délivré.
  // related-party PRESENT (split): bail avec la SCI de la famille du PDG ; transport confié à la société de son frère.
  // declining-revenue ABSENT: 260 -> 338 -> 421 M FCFA. burn-above-revenue ABSENT: résultat d'exploitation 2024 +23 M FCFA (421 − 398).
  {
    id: 'h23-fr-w4-12',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'split', 'indirect'],
    present: ['unrealistic-growth', 'pending-licence', 'related-party'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    text: `SAVANE FOODS SA — PLAN D'AFFAIRES 2025-2027
Projet : unité industrielle d'attiéké et de placali de Bouaké (40 t/jour)
Document remis aux investisseurs — avril 2025

1. Résumé
Savane Foods produit et distribue de l'attiéké déshydraté et du placali conditionné pour les supermarchés d'Abidjan et la diaspora (France, Belgique, États-Unis). Nous recherchons 3,5 Md FCFA (environ 5,3 M€) pour construire notre usine de Bouaké.

2. Historique
Chiffre d'affaires : 2022 : 260 M FCFA · 2023 : 338 M FCFA · 2024 : 421 M FCFA
Résultat d'exploitation 2024 : +23 M FCFA. Comptes 2024 certifiés sans réserve.
Approvisionnement : 1 300 productrices organisées en 11 coopératives de la région du Gbêkê.

3. Projections financières (en M FCFA)

                          2024 (réel)   2025     2026     2027
Chiffre d'affaires            421       1 350    4 310    13 800
Charges d'exploitation        398       1 180    3 620    11 040
Résultat d'exploitation        23         170      690     2 760
Effectif                       48         120      260       540

Hypothèses : démarrage de l'usine en septembre 2025, export de 60 % des volumes dès 2026, référencement dans deux enseignes françaises.

4. Autorisations
L'usine bénéficie d'un accord de principe du Centre de promotion des investissements en Côte d'Ivoire (CEPICI) au titre du Code des investissements. Le certificat de conformité environnementale a été sollicité auprès de l'Agence nationale de l'environnement (ANDE) le 3 mars 2025 ; la visite de site a eu lieu le 17 avril et nous attendons la délivrance du certificat, préalable à l'arrêté d'autorisation d'exploitation de l'unité.

5. Site et logistique
Le terrain de 2 ha et les bâtiments de l'usine seront pris à bail auprès de la SCI Kouassi & Fils, propriété de la famille de notre PDG, M. Jean-Marc Kouassi, pour un loyer de 4,5 M FCFA par mois.
Le transport des produits finis vers Abidjan et le port sera assuré par Trans-Gbêkê SARL, dirigée par M. Patrice Kouassi, frère du PDG, sur la base d'un tarif à la tonne.

6. Équipe dirigeante
Jean-Marc Kouassi (PDG, 20 ans dans l'agroalimentaire), Mariam Bakayoko (directrice industrielle), Eric Gnahoré (directeur financier).`,
  },

  // 13 — Pitch deck, billetterie de transport interurbain, Dakar (Sénégal).
  // missing-financials PRESENT: aucun chiffre de revenu ni de coût de la société (le marché de 350 Md FCFA n'est pas
  //   son CA ; 1,5 M€ est le montant levé, pas une charge).
  // high-churn PRESENT (indirect, figures): rétention à 12 mois de la cohorte 2023 = 48 % (< 55 %), présentée comme un atout.
  // founder-departure PRESENT (indirect): cofondatrice CTO jusqu'en août 2024, partie chez un opérateur télécom.
  // no-competition ABSENT: concurrents nommés, « nous ne sommes pas seuls ».
  {
    id: 'h23-fr-w4-13',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'indirect', 'figures', 'time'],
    present: ['missing-financials', 'high-churn', 'founder-departure'],
    absent: ['no-competition'],
    text: `SAMABUS
La billetterie digitale des gares routières sénégalaises
Deck Série A · avril 2025

01 · Le constat
À Dakar, Touba ou Ziguinchor, acheter une place de « 7 places » ou de bus interurbain, c'est encore se lever à 5 h, négocier avec un coxeur et attendre que le véhicule se remplisse.

02 · Ce que fait SamaBus
• Réservation par application, par USSD et auprès de 240 agents en gare
• Paiement Wave, Orange Money, Free Money
• Pour les transporteurs : remplissage prévisionnel et manifeste passagers numérique

03 · Traction
• 1,2 million de billets vendus depuis le lancement (mars 2022)
• 38 transporteurs partenaires, dont 3 des 5 plus grandes compagnies de bus
• 186 000 voyageurs actifs par mois (mars 2025)
• Note Play Store : 4,6 / 5

04 · Fidélité
Cohorte des voyageurs inscrits en 2023 : 48 % d'entre eux achetaient encore leurs billets sur SamaBus douze mois après leur premier voyage. Un niveau inédit dans un secteur où l'on prend « le premier car qui part ».

05 · Marché
Transport interurbain de voyageurs au Sénégal : environ 350 Md FCFA par an, dont moins de 2 % vendus en ligne.

06 · Concurrence
Nous ne sommes pas seuls : Sen Bus Ticket (lancé en 2023), les ventes WhatsApp des compagnies, et demain les opérateurs télécoms. Notre avantage : le réseau d'agents en gare.

07 · Équipe
Moussa Fall — cofondateur, CEO
Ndèye Coumba Mbaye — COO (ex-Dakar Dem Dikk)
Khadija Sow — cofondatrice, CTO jusqu'en août 2024 ; elle a depuis rejoint un opérateur télécom. L'intérim technique est assuré par notre lead developer ; recrutement d'un CTO en cours.

08 · Feuille de route
2025 : ouverture des lignes vers Bamako et Banjul
2026 : carte voyageur prépayée et programme de fidélité

09 · La levée
1,5 M€ pour l'expansion régionale et le produit`,
  },

  // 14 — Note au comité d'investissement d'un fonds, chaîne du froid, Dakar (Sénégal). CLEAN but tempting.
  // gross-margin ABSENT (table): 1 017 / 2 480 = 41,0 % -> 1 197 / 3 150 = 38,0 % ; baisse de 3,0 points (< 5).
  //   Contrôles : 2 480 − 1 463 = 1 017 ; 3 150 − 1 953 = 1 197.
  // customer-concentration ABSENT: premier client 29 % (< 30 %), aucun autre au-dessus de 5 % et aucun autre nommé.
  // debt-distress ABSENT: dette nette / EBITDA 2,1x pour un plafond de 3,0x ; échéances honorées ; pas de dette fiscale échue.
  // non-recurring-revenue ABSENT: subvention ponctuelle présentée hors CA et hors revenus récurrents.
  // audit-opinion ABSENT: comptes 2023 et 2024 certifiés sans réserve.
  // investor-control ABSENT: le fonds détiendrait 1,8 / 9,0 = 20 %. low-founder-ownership ABSENT: fondateurs 58 %.
  {
    id: 'h23-fr-w4-14',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'prose'],
    present: [],
    absent: ['gross-margin', 'customer-concentration', 'debt-distress', 'non-recurring-revenue', 'audit-opinion', 'investor-control'],
    text: `FONDS KORA AGRI I — NOTE AU COMITÉ D'INVESTISSEMENT
Dossier : Baobab Fresh SA (Dakar) — chaîne du froid pour fruits, légumes et produits halieutiques
Date : 20 mars 2025 — Rédacteurs : équipe d'investissement Dakar

1. Recommandation
Investir 1,8 M€ (environ 1 181 M FCFA) en actions de préférence sur une valorisation post-money de 9,0 M€, soit 20 % du capital. Après l'opération, les deux fondateurs conserveraient 58 % et les business angels historiques 22 %.

2. Comptes (certifiés sans réserve pour 2023 et 2024 — cabinet Sarr & Ndao Audit)

En M FCFA                 2023       2024
Chiffre d'affaires        2 480      3 150
Coût des ventes          (1 463)    (1 953)
Marge brute               1 017      1 197
Taux de marge brute       41,0 %     38,0 %
EBITDA                      372        441
Résultat net                118        163

La légère érosion du taux de marge tient à la hausse du prix du gazole et à l'ouverture de l'entrepôt de Ziguinchor ; elle reste contenue.

3. Clients
Le premier client, une chaîne de supermarchés dakaroise, représente 29 % du chiffre d'affaires 2024 ; aucun autre client ne dépasse 5 %. Le carnet compte 340 clients actifs (hôtels, restaurants, exportateurs de mangues, mareyeurs).

4. Endettement
Dette bancaire : 1,1 Md FCFA. Dette nette / EBITDA : 2,1x pour un covenant plafonné à 3,0x. Toutes les échéances ont été honorées ; attestation de régularité fiscale délivrée le 15 janvier 2025, aucune dette fiscale ou sociale échue.

5. Éléments non récurrents
Une subvention d'exploitation ponctuelle de 35 M FCFA, reçue en 2024 d'un programme de soutien à l'horticulture, est comptabilisée en autres produits. Elle est exclue du chiffre d'affaires comme des revenus récurrents présentés dans cette note.

6. Risques identifiés
Dépendance au premier client (à suivre), volatilité du prix de l'énergie, saisonnalité de la mangue. Aucun risque bloquant identifié à ce stade.`,
  },
];
