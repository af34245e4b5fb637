/** NINTH held-out set, French 2 (see cases-dev-retired-ninth.ts). */
import type { RedFlagCase } from './case';

export const heldOutNinthFrench2: readonly RedFlagCase[] = [
  // LTV d'après ses propres chiffres : 15 000 x 70 % / 7 % = 150 000 FCFA, soit 2,5x le CAC de 60 000, pas 5x ; attrition 7 %/mois >= 5 %
  { id: 'h9-fr-pharmalink-deck', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'figures', 'indirect'],
    text: `PHARMALINK CI — Série A — Abidjan, 2025
Diapo 10 – Économie unitaire

Revenu moyen par pharmacie ........ 15 000 FCFA / mois
Marge brute ........................ 70 %
Attrition mensuelle ................ 7 %
Coût d'acquisition (CAC) ........... 60 000 FCFA
Valeur vie client (LTV) ............ 300 000 FCFA
LTV / CAC .......................... 5x

CA 2024 : 238 M FCFA (2023 : 121 M FCFA) — 1 340 pharmacies à Abidjan, Bouaké et San-Pédro.
Notre force : le logiciel de gestion des stocks est relié aux grossistes répartiteurs, ce qui rend le produit indispensable au quotidien.`,
    present: ['unit-economics', 'high-churn'], absent: ['declining-revenue'] },
  // charges 1 547 M > CA 1 204 M ; doute sur la continuité exprimé par le conseil ; certification sans réserve avec observation
  { id: 'h9-fr-wouri-note', documentType: 'financial_statements', language: 'fr', traits: ['prose', 'figures'],
    text: `WOURI PLASTIQUES RECYCLÉS SA — Douala
Notes annexes aux états financiers de l'exercice 2024

Note 2 – Continuité d'exploitation
Au cours de l'exercice clos le 31 décembre 2024, la société a réalisé un chiffre d'affaires de 1 204 M FCFA pour des charges d'exploitation de 1 547 M FCFA. Ses capitaux propres sont devenus inférieurs à la moitié du capital social. Le conseil d'administration considère que la poursuite de l'activité dépend de la réalisation de l'augmentation de capital en cours de négociation avec deux fonds d'impact ; ces circonstances font naître une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Les comptes ont néanmoins été arrêtés selon le principe de continuité d'exploitation. Ils ont été certifiés sans réserve par le commissaire aux comptes, qui a inclus dans son rapport une observation attirant l'attention sur la présente note.`,
    present: ['going-concern', 'burn-above-revenue'], absent: ['audit-opinion'] },
  // trésorerie 1,42 MDT / 96 000 DT = 14,8 mois ; 96 000 < CA mensuel 137 000 ; rétention 61 % >= 55 %
  { id: 'h9-fr-medinalearn-point', documentType: 'business_plan', language: 'fr', traits: ['list', 'figures', 'negation'],
    text: `Objet : Medina Learn — point trimestriel T3 2024

Chers actionnaires,

- CA du T3 : 412 000 DT (T2 : 388 000 DT ; T3 2023 : 301 000 DT).
- CA mensuel moyen : 137 000 DT ; consommation nette mensuelle moyenne : 96 000 DT.
- Trésorerie au 30 septembre : 1,42 MDT, soit environ 15 mois au rythme actuel.
- Rétention à 12 mois des écoles clientes : 61 % (cohorte de septembre 2023).
- 84 écoles privées clientes, dont 19 hors du Grand Tunis (Sousse, Sfax, Nabeul).

Priorité du T4 : signer les premiers établissements publics pilotes avec le ministère, sans dépendre de cette signature pour le plan de trésorerie.

Amicalement,
Yasmine Ben Salah`,
    present: [], absent: ['high-churn', 'short-runway', 'burn-above-revenue', 'declining-revenue'] },
  // fonds 10 000 / 20 000 = 50 % exactement, seuil atteint ; fondateurs 9 000 / 20 000 = 45 %
  { id: 'h9-fr-anfa-pacte', documentType: 'legal_docs', language: 'fr', traits: ['list', 'figures', 'indirect'],
    text: `PACTE D'ACTIONNAIRES — ANFA ASSURTECH S.A. (Casablanca)

Article 2 – Capital après l'augmentation de capital réalisée le 10 avril 2025 (certificat du dépositaire joint)
Le capital social de 2 000 000 MAD est divisé en 20 000 actions de 100 MAD chacune, réparties comme suit :
- Maghreb Growth Partners : 10 000 actions de préférence ;
- Mme Salma Idrissi (fondatrice, présidente du directoire) : 5 200 actions ordinaires ;
- M. Omar Tazi (fondateur, directeur général) : 3 800 actions ordinaires ;
- Plan d'attribution gratuite d'actions aux salariés : 1 000 actions ordinaires.

Article 5 – Gouvernance
Le conseil de surveillance comprend cinq membres, dont deux désignés par Maghreb Growth Partners. Les décisions importantes listées en annexe 3 requièrent l'accord de Maghreb Growth Partners.`,
    present: ['investor-control'], absent: ['low-founder-ownership'] },
  // 2026-2028 : 2,7 / 0,9 = 3x, 8,1 / 2,7 = 3x, 24,3 / 8,1 = 3x : triplement trois années de suite ; incertitude réglementaire déclarée
  { id: 'h9-fr-mayipropre-bp', documentType: 'business_plan', language: 'fr', traits: ['table', 'figures', 'modality'],
    text: `MAYI PROPRE SARL — Plan d'affaires 2025-2028 (Kinshasa)

Projections de chiffre d'affaires (en millions USD)
2024 (réalisé) : 0,42 — charges 0,39
2025 : 0,9
2026 : 2,7
2027 : 8,1
2028 : 24,3

Hypothèse principale : triplement annuel du nombre de kiosques d'eau potable à partir de 2026 (Kinshasa, puis Matadi et Kikwit), chaque kiosque vendant 12 m³ par jour.

Risques. La loi relative à l'eau et ses mesures d'application n'ont pas encore fixé le régime tarifaire applicable aux opérateurs privés de kiosques. Nous ne savons pas, à ce stade, si nos prix devront être homologués par l'autorité de régulation, ni dans quels délais ; il s'agit d'une incertitude réglementaire majeure pour le plan.`,
    present: ['unrealistic-growth', 'regulatory'], absent: ['burn-above-revenue'] },
  // charges 389,2 M < CA 412,65 M ; échéances impayées et découvert dépassé ; document provisoire non audité
  { id: 'h9-fr-yoff-bilan-ocr', documentType: 'financial_statements', language: 'fr', traits: ['ocr', 'figures'],
    text: `Y0FF IMPRESSl0N SARL — Dakar
BlLAN ET C0MPTE DE RÉSULTAT PR0VIS0IRES AU 31/12/2024
(document de travail — non audité — à l'usage du conseil de gérance)

Chiffre d'affaires ..................... 412 650 000
Charges d'exploitation ................ (389 200 000)
Résultat d'exploitation ................. 23 450 000

Emprunts et dettes financières ........ 186 000 000
  dont échéances impayées .............. 41 300 000
Découvert bancaire (autorisé : 30 M) ... 47 800 000

Note manuscrite du gérant : 3 échéances du prêt machine offset en retard ; découvert dépassé depuis octobre ; voir la banque avant le 15/01.`,
    present: ['debt-distress', 'audit-opinion'], absent: ['burn-above-revenue'] },
  { id: 'h9-fr-gbeke-chat', documentType: 'legal_docs', language: 'fr', traits: ['informal', 'negation', 'time'],
    text: `[WhatsApp — Gbêkê Agro, direction (Bouaké)]
Koffi : bonne nouvelle, le contrôle fiscal est terminé. avis de clôture reçu ce matin, aucun redressement 🙏
Mariam : super !! et l'autorisation d'exploitation de l'entrepôt d'anacarde ?
Koffi : arrivée hier, signée par le ministère. on est en règle, je scanne l'arrêté
Mariam : et la CNPS ? on avait du retard en juin
Koffi : tout régularisé en juillet, j'ai l'attestation de situation à jour
Mariam : parfait, je mets les trois documents dans la data room
Koffi : ok. et dis aux gens du fonds que le comité peut se tenir la semaine prochaine`,
    present: [], absent: ['pending-licence', 'debt-distress', 'regulatory'] },
  { id: 'h9-fr-karite-ag', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'time', 'negation'],
    text: `KARITÉ DU MANDÉ SARL — Bamako
PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE DES ASSOCIÉS DU 28 JUIN 2025

Première résolution – Démission d'un cogérant. L'Assemblée prend acte de la démission de M. Boubacar Traoré, cofondateur et cogérant, effective au 31 mai 2025. Ses parts sociales ont été cédées le même jour aux associés restants, au prix fixé par les statuts ; il ne détient plus aucune part.

Deuxième résolution – Gérance. M. Mamadou Coulibaly exercera seul la gérance.

Troisième résolution – Conventions. L'Assemblée approuve le bail de l'unité de transformation de Sikasso conclu avec la société Immobilière Coulibaly & Fils, dont l'associé majoritaire est M. Seydou Coulibaly, père du gérant, pour un loyer de 2 400 000 FCFA par mois. M. Mamadou Coulibaly n'a pas pris part au vote.

Ces résolutions sont adoptées à l'unanimité des votants.`,
    present: ['founder-departure', 'related-party'], absent: ['dead-equity'] },
  // ARR 1,34 MDT inclut un contrat unique de 240 000 DT ; premier client 630 000 / 1 340 000 = 47 %
  { id: 'h9-fr-jasmin-deck', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'figures'],
    text: `JASMIN RH — Diapo 7 : Chiffres clés 2024 (Tunis)

• ARR : 1,34 MDT (+64 % sur un an)
• Clients : 86 entreprises, de 50 à 4 000 salariés
• Premier client (un opérateur télécom national) : 630 000 DT facturés en 2024, soit 47 % du total
• L'ARR inclut le contrat de formation et de paramétrage unique de 240 000 DT signé avec ce même client et facturé en décembre
• Rétention nette : 112 %
• Équipe : 31 personnes à Tunis et Sousse

Objectif 2025 : 30 nouveaux clients dans le secteur bancaire.`,
    present: ['non-recurring-revenue', 'customer-concentration'], absent: ['high-churn'] },
  // trésorerie 690 M / 46 M = 15 mois ; 46 M < CA 71 M ; attrition 2,9 % ; marge 58 % -> 55 % = 3 points
  { id: 'h9-fr-dantokpa-deck', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'figures', 'negation'],
    text: `DANTOKPA DIGITAL — Série A — Cotonou, 2025
Diapo 8 – Santé financière (au 31 mars 2025)

Trésorerie ................................ 690 M FCFA
CA mensuel ................................ 71 M FCFA
Consommation nette mensuelle .............. 46 M FCFA → 15 mois d'autonomie
Attrition mensuelle des commerçants ....... 2,9 %
Marge brute ............................... 55 % (2024 : 58 %)

Commentaire : la marge recule légèrement avec le lancement de la livraison à Porto-Novo ; elle reste au-dessus de notre plancher de 50 %. Nous ne levons pas par nécessité mais pour ouvrir Lomé et Abidjan.`,
    present: [], absent: ['short-runway', 'high-churn', 'gross-margin', 'burn-above-revenue'] },
  // marge 2024 : 266 300 / 918 400 = 29,0 % ; 2023 : 303 200 / 842 100 = 36,0 % ; baisse de 7 points ; CA en hausse
  { id: 'h9-fr-hodna-etats', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures', 'indirect'],
    text: `HODNA CONSERVES SPA — Extraits des états financiers 2024
Comptes certifiés sans réserve par le commissaire aux comptes (Sétif, 30 avril 2025)

Tableau des comptes de résultats (en milliers de DA)
                                         2024          2023
Chiffre d'affaires                    918 400       842 100
Matières et fournitures consommées   (652 100)     (538 900)
Marge sur consommations               266 300       303 200
Charges de personnel et autres       (211 500)     (198 700)
Résultat opérationnel                  54 800       104 500

Rapport de gestion : la hausse du prix de la tomate fraîche et des emballages métalliques importés n'a pu être répercutée qu'en partie sur les prix de vente aux grossistes de Sétif et d'Alger.`,
    present: ['gross-margin'], absent: ['declining-revenue', 'audit-opinion', 'burn-above-revenue'] },
  { id: 'h9-fr-hautsplateaux-dgi', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'figures', 'modality'],
    text: `RÉPUBLIQUE DU CAMEROUN — MINISTÈRE DES FINANCES
DIRECTION GÉNÉRALE DES IMPÔTS — Centre des impôts des moyennes entreprises de l'Ouest
Bafoussam, le 12 août 2025

À Monsieur le Directeur général, Café des Hauts Plateaux SA

Objet : Mise en demeure de payer

Monsieur le Directeur général,

Il ressort de l'examen de votre compte fiscal que les sommes ci-après restent impayées à ce jour :
- TVA collectée (mars à mai 2025) : 38 214 600 FCFA ;
- acomptes d'impôt sur le revenu (avril à juin 2025) : 6 870 000 FCFA ;
soit un total de 45 084 600 FCFA.

Vous êtes mis en demeure de vous acquitter de ces sommes dans un délai de huit jours à compter de la réception de la présente. À défaut, il sera procédé au recouvrement forcé par les voies de droit.

Veuillez agréer, Monsieur le Directeur général, l'assurance de ma considération distinguée.
Le Chef de centre`,
    present: ['debt-distress'], absent: ['litigation', 'regulatory'] },
  // trésorerie 3,6 MDH / (1,5 MDH par trimestre = 0,5 MDH par mois) = 7,2 mois < 9 ; 500 000 MAD/mois > CA 420 000 MAD/mois
  { id: 'h9-fr-fescuir-bp', documentType: 'business_plan', language: 'fr', traits: ['prose', 'figures', 'indirect'],
    text: `FÈS CUIR DIGITAL SARL — Plan de relance, juillet 2025 (extrait)

Situation financière. La trésorerie disponible s'élève à 3,6 MDH au 30 juin. Le chiffre d'affaires du deuxième trimestre a atteint 1,26 MDH, soit 420 000 MAD par mois, porté par les ventes en ligne vers la France et la Belgique. Notre consommation nette de trésorerie est stable à 1,5 MDH par trimestre depuis le début de l'année.

Mesures. Nous réduisons le stock de peaux achetées aux tanneries de Chouara, renégocions le loyer de l'atelier de Sidi Brahim et suspendons les campagnes payantes sur les marchés du Golfe.

Financement. Une levée de 8 MDH est prévue au quatrième trimestre auprès de nos actionnaires historiques et d'un fonds régional.`,
    present: ['short-runway', 'burn-above-revenue'], absent: [] },
  { id: 'h9-fr-babelmandeb-dd', documentType: 'legal_docs', language: 'fr', traits: ['list', 'negation'],
    text: `RÉPONSES AU QUESTIONNAIRE DE DUE DILIGENCE — BAB EL-MANDEB LOGISTIQUE SARL (Djibouti)
Date : 14 mai 2025 — réponses de la gérance

1. Litiges : aucun litige en cours ni, à notre connaissance, menacé contre la société ou ses dirigeants.
2. Comptes : les comptes des exercices 2022, 2023 et 2024 ont été audités ; les trois opinions sont sans réserve (rapports joints en annexe 4).
3. Parties liées : aucune transaction avec les associés, les dirigeants ou leurs proches. Les bureaux et l'entrepôt de la zone franche sont loués à un bailleur indépendant, la Société Immobilière de Haramous, sans lien avec les associés.
4. Autorisations : licence de commissionnaire en douane obtenue le 2 février 2024 (n° 2024/117), valable cinq ans ; aucune demande en cours.`,
    present: [], absent: ['litigation', 'audit-opinion', 'related-party', 'pending-licence'] },
  // attrition 4,4 %/mois (2023 : 4,9 %) < 5 % ; marge 47,1 % vs 47,9 % ; CA en hausse ; audité sans réserve
  { id: 'h9-fr-lushi-rapport', documentType: 'financial_statements', language: 'fr', traits: ['list', 'figures', 'negation'],
    text: `LUSHI CONNECT SA — Lubumbashi
Rapport de gestion et états financiers 2024 (extraits)

Les états financiers de l'exercice 2024 ont été audités ; le commissaire aux comptes a émis une opinion sans réserve.

- Chiffre d'affaires : 6,84 M USD (2023 : 5,97 M USD)
- Coût des services (bande passante, énergie, maintenance) : 3,62 M USD (2023 : 3,11 M USD)
- Résultat opérationnel : 0,71 M USD (2023 : 0,58 M USD)
- Abonnés internet fixe et 4G au 31 décembre : 48 300
- Taux de résiliation mensuel moyen : 4,4 % (2023 : 4,9 %)

Le conseil note que la résiliation, bien qu'en baisse, reste élevée dans les quartiers desservis par les générateurs ; la mise en service de la ligne de la SNEL à Kampemba devrait l'améliorer.`,
    present: [], absent: ['high-churn', 'audit-opinion', 'gross-margin'] },
  // trésorerie 280 000 DT / consommation nette 70 000 DT = 4 mois < 9 ; 70 000 < revenus 95 000
  { id: 'h9-fr-soussesmart-pv', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'figures', 'indirect'],
    text: `SOUSSE SMART TOURISM SA — PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 21 NOVEMBRE 2024

Point 2 : Trésorerie. Le directeur financier présente la situation au 31 octobre : trésorerie disponible de 280 000 DT ; revenus mensuels moyens de 95 000 DT sur les six derniers mois ; consommation nette mensuelle de 70 000 DT. La fin de la saison a réduit les réservations des hôtels partenaires de Port El Kantaoui.

Point 3 : Continuité d'exploitation. Les administrateurs constatent qu'en l'absence de l'augmentation de capital envisagée, la société ne sera pas en mesure de faire face à ses engagements au-delà du premier trimestre 2025. Ils estiment qu'il existe un doute important sur la continuité d'exploitation et demandent que ce point soit mentionné dans le rapport de gestion et porté à la connaissance du commissaire aux comptes.

Point 4 : Le président est mandaté pour relancer les deux fonds ayant manifesté leur intérêt en septembre.`,
    present: ['going-concern', 'short-runway'], absent: ['burn-above-revenue'] },
  { id: 'h9-fr-babi-deck', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'negation', 'time'],
    text: `BABI TRANSFERT — Série A — Abidjan, 2025

Diapo 6 — Réglementation : agrément d'établissement de monnaie électronique délivré par la BCEAO le 12 février 2024, après quatorze mois d'instruction. Nous opérons désormais sous notre propre agrément et n'avons aucune demande en attente.
Diapo 7 — Concurrence : Wave, Orange Money et MTN MoMo dominent les transferts domestiques. Notre créneau : les transferts de la diaspora vers les comptes marchands, où nous sommes moins chers de 40 %.
Diapo 9 — Chiffres : CA 2024 : 1,06 Md FCFA (2023 : 0,58 Md FCFA) ; 212 000 utilisateurs actifs mensuels ; volume traité : 96 Md FCFA.`,
    present: [], absent: ['pending-licence', 'no-competition'] },
  // fondateurs actifs 1 900 + 1 900 = 3 800 / 10 400 = 36,5 % < 40 % ; avec l'associé parti 51,5 % ; fonds 35 % ; parts de l'associé parti non rachetées
  { id: 'h9-fr-zitouna-parts-ocr', documentType: 'legal_docs', language: 'fr', traits: ['ocr', 'table', 'figures', 'indirect'],
    text: `ÉTAT DES PARTS S0CIALES — ZlT0UNA AGRlTECH SARL (Meknès) — copie scannée

Associé ............................................... Parts
Hamza El Amrani (cofondateur, gérant) ................. 1 900
Nadia Berrada (cofondatrice, directrice générale adj.) 1 900
Khalid Ouazzani (cofondateur — a quitté la société en 2023) 1 560
Fonds Saïss Capital ................................... 3 640
Love money (9 personnes) .............................. 1 400
T0TAL ................................................ 10 400

Mention : les parts de M. Ouazzani n'ont pas été rachetées ; les statuts et le pacte ne prévoyaient aucune clause de départ.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'], absent: ['investor-control'] },
  { id: 'h9-fr-xamxam-presse', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'time'],
    text: `LE QUOTIDIEN DE L'ÉCONOMIE — 4 juin 2025

XAM XAM DIGITAL ATTAQUÉE EN CONTREFAÇON

La start-up thiessoise Xam Xam Digital, qui revendique 120 000 élèves inscrits sur sa plateforme de révision du bac, fait l'objet d'une action en contrefaçon engagée par l'éditeur scolaire dakarois Éditions Kër Jàng devant le tribunal de grande instance de Dakar. L'éditeur lui reproche d'avoir reproduit sans autorisation plusieurs centaines de sujets corrigés tirés de ses annales. L'audience de mise en état est fixée au 2 juillet.

Interrogé, le fondateur Ousmane Faye se dit « serein » : « Nos contenus sont produits par nos propres enseignants. Et soyons clairs : nous n'avons aucun concurrent sur ce marché, personne d'autre ne propose un accompagnement en wolof et en français. »

La société a levé 350 millions FCFA l'an dernier auprès d'un fonds régional.`,
    present: ['litigation', 'no-competition'], absent: [] },
  // aucun chiffre de revenus ni de coûts (volumes, producteurs, montant recherché)
  { id: 'h9-fr-litchiconnect-bp', documentType: 'business_plan', language: 'fr', traits: ['list'],
    text: `PLAN D'AFFAIRES — LITCHI CONNECT (Toamasina) — résumé exécutif

1. Vision : devenir la plateforme de référence des filières litchi et girofle de la côte Est.
2. Marché : environ 20 000 tonnes de litchis exportées chaque saison ; 35 000 petits producteurs entre Toamasina, Brickaville et Fénérive-Est.
3. Offre : pesée certifiée au village, paiement mobile immédiat, traçabilité jusqu'au port pour les exportateurs.
4. Traction : 1 150 producteurs inscrits, 14 collecteurs partenaires, 3 exportateurs en phase pilote pour la campagne de novembre.
5. Concurrence : collecteurs informels et deux exportateurs intégrés qui disposent de leurs propres réseaux.
6. Équipe : Rija Randriamampianina (ex-exportateur), Haingo Rasoanaivo (ingénieure logiciel).
7. Besoin de financement : 1,2 milliard d'Ariary.`,
    present: ['missing-financials'], absent: ['no-competition'] },
  // août 38,1 M < juillet 47,9 M mais septembre et octobre en hausse, octobre record ; client principal 27 % < 30 %
  { id: 'h9-fr-oueme-point', documentType: 'business_plan', language: 'fr', traits: ['prose', 'figures', 'time', 'negation'],
    text: `Objet : Point d'octobre — on respire

Bonjour à tous,

Après un mois d'août difficile (fermeture temporaire du marché de gros de Porto-Novo pour travaux), l'activité est repartie :
- CA juillet : 47,9 M FCFA
- CA août : 38,1 M FCFA
- CA septembre : 44,6 M FCFA
- CA octobre : 51,2 M FCFA, notre meilleur mois à ce jour

Notre client principal, une chaîne de supermarchés de Cotonou, représente 27 % du CA d'octobre ; nous avons ajouté trois restaurants d'hôtels et la cantine d'une école internationale.

Les chambres froides de Sèmè tournent à 85 % de capacité. Prochain point en décembre.

Afiavi Houngbédji, Ouémé Pêche Froid`,
    present: [], absent: ['declining-revenue', 'customer-concentration'] },
  // CAC annoncé 150 MAD, mais 1,2 MDH / 3 000 nouveaux abonnés = 400 MAD ; charges 2,71 < CA 2,94 MDH
  { id: 'h9-fr-soussbio-reporting', documentType: 'financial_statements', language: 'fr', traits: ['list', 'figures', 'indirect'],
    text: `SOUSS BIO BOX SARL — Agadir
Reporting de gestion du 1er trimestre 2025 (non audité)

- Chiffre d'affaires : 2,94 MDH
- Charges totales : 2,71 MDH
- Nouveaux abonnés (paniers bio hebdomadaires) : 3 000
- Dépenses de marketing et d'acquisition : 1,2 MDH (Instagram, dégustations à Agadir et Marrakech, parrainage)
- Abonnés actifs au 31 mars : 7 900

Indicateur clé : coût d'acquisition client de 150 MAD, amorti dès le deuxième panier. Ce niveau nous permet de viser Casablanca et Rabat au second semestre sans augmenter le budget marketing.`,
    present: ['unit-economics', 'audit-opinion'], absent: ['burn-above-revenue'] },
  { id: 'h9-fr-briques-ndjamena', documentType: 'legal_docs', language: 'fr', traits: ['list', 'time', 'negation'],
    text: `De : Hassan Mahamat <h.mahamat@terrebtc.td>
À : Comité d'investissement, Sahel Impact
Objet : Usine de briques de terre compressée (N'Djamena) — statut des autorisations

Bonjour,

Comme demandé, voici le point avant votre comité :

1. Le permis environnemental (autorisation d'exploitation d'installation classée) a été demandé au ministère de l'Environnement le 5 mai. La visite de site a eu lieu le 19 juin, mais l'autorisation n'est pas encore signée.
2. Le terrain de Farcha (2 ha) est loué à la société Mahamat & Frères, qui appartient à mon oncle, pour 1 500 000 FCFA par mois, avec un bail de neuf ans.
3. Aucun litige en cours ou annoncé.

Cordialement,
Hassan Mahamat, fondateur`,
    present: ['pending-licence', 'related-party'], absent: ['litigation'] },
  { id: 'h9-fr-lagonbleu-pv', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'negation', 'time'],
    text: `LAGON BLEU FINTECH LTD — Port-Louis
Extrait du procès-verbal de la réunion du conseil d'administration du 3 juillet 2025

1. Direction financière. Le conseil prend acte que Mme Anne-Sophie Li, directrice financière, a retiré la démission qu'elle avait présentée le 2 juin. Elle reste en fonction et a signé un avenant à son contrat de travail prolongeant son engagement jusqu'en juin 2027.

2. Litige Rivière Noire Properties. Le protocole d'accord transactionnel signé le 20 juin a été homologué par la Cour suprême le 1er juillet ; l'affaire est définitivement close et aucune somme ne reste due.

3. Questions diverses. Le conseil approuve le calendrier de clôture semestrielle.`,
    present: [], absent: ['founder-departure', 'litigation'] },
];
