import type { RedFlagCase } from './case';

export const redFlagTwelfthFrW4Part3: readonly RedFlagCase[] = [
  // litigation: C-02 commercial case pending (hearing adjourned to June 2024); C-01 closed, C-03 only a formal notice
  // cap table: version 12 not reconciled with the share register, 312-share gap unexplained
  {
    id: 'h12-fr-w4-yaounde-data-room-contentieux',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation', 'cap-table-complexity'],
    absent: [],
    traits: ['table', 'list', 'time'],
    text: `DATA ROOM — PROJET « NKOLBISSON »
Société cible : MBOA AGRITECH SA, Yaoundé (Cameroun)
Dossier 7 — Juridique

7.1 Table de capitalisation
Document 7.1.a : « Cap_table_v12.xlsx » (transmis par la direction le 4 avril 2024).
Note du conseil de la cible : la version 12 n'a pas pu être rapprochée du registre des mouvements de titres tenu au siège. Un écart de 312 actions subsiste entre les deux documents. Il proviendrait de la conversion des obligations convertibles émises en 2021 et de deux cessions entre investisseurs providentiels dont les ordres de mouvement n'ont pas été retrouvés. Les travaux de reconstitution sont en cours avec le notaire.

7.3 Contentieux — index
| Réf. | Partie adverse | Juridiction | Objet | Enjeu | Statut au 15/04/2024 |
| C-01 | Ancien commercial | Tribunal de première instance de Yaoundé-Centre administratif (chambre sociale) | Contestation de licenciement | 14 MFCFA | Clos : transaction signée le 3 mai 2023, exécutée |
| C-02 | Transco Centre SARL (transporteur) | Tribunal de grande instance du Mfoundi (chambre commerciale) | Factures de transport contestées et pénalités de retard réclamées par le transporteur | 38 MFCFA | Audience de plaidoirie renvoyée au 18 juin 2024 |
| C-03 | Propriétaire de l'entrepôt d'Obala | — | Mise en demeure relative à des travaux d'aménagement | 6 MFCFA | Aucune procédure engagée ; discussions amiables |

7.4 Assurances
Police responsabilité civile exploitation en cours de validité jusqu'au 31 décembre 2024 ; aucune déclaration de sinistre sur les trois derniers exercices.

Commentaire de l'avocat de l'acquéreur : faire figurer C-02 dans les déclarations et garanties avec une garantie spécifique ; exiger la remise du registre rapproché comme condition suspensive.`,
  },

  // audit: statements drawn up by management, "non audités"
  // debt: 186 420 DT of overdue and unpaid social security and VAT (tax arrears)
  // revenue 1 482 300 > 1 315 800 DT; net profit 1 482 300 - 1 364 700 - 41 600 - 14 800 = 61 200 DT (no loss)
  {
    id: 'h12-fr-w4-sfax-ocr-etats-gerance',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'debt-distress'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['ocr', 'table', 'indirect', 'figures'],
    text: `[numérisation — page 1/3]
OLIVA TECH SARL — Sfax
MF 1456789/A/M/000
ETATS FINANClERS ARRETES AU 31/12/2023
Documents etablis par la gérance — non audités

BlLAN — PASSIF (en dinars)
Capital social .................................. 200 000
Réserves ........................................ 148 300
Résultat de l'exercice .......................... 61 200
Emprunts bancaires (BH, échéance 2027) .......... 420 000
Fournisseurs et comptes rattachés ............... 233 900
Dettes fiscales et sociales ..................... 251 640
   dont échues et impayées (CNSS 2e à 4e trim. 2023,
   TVA sept. à déc. 2023) ....................... 186 420
Tota1 passif .................................. 1 315 040

ETAT DE RESULTAT (en dinars)             2023         2022
Chiffre d'affalres ................... 1 482 300    1 315 800
Charges d'exploitation .............. (1 364 700)  (1 243 100)
Charges financières ................... (41 600)     (38 900)
lmpôt sur les sociétés ................ (14 800)      (8 200)
Résultat net ........................... 61 200       25 600

Note 6 — La gérance a sollicité auprès de la CNSS et du
centre des impôts de Sfax un échéancier de règlement. Aucune
réponse n'a été reçue à la date d'arrêté des comptes.
[page 2/3 illisible]`,
  },

  // pending licence: ISP licence filed with ARPTC in September, still not granted
  // concentration: named few = (340k + 255k) / 1 860k = 32.0% (>= 30%); each alone under 30%
  // budget 2024 USD 2.9M / 1.86M = 1.56x: not unrealistic
  {
    id: 'h12-fr-w4-lubumbashi-courriel-licence-fai',
    documentType: 'business_plan',
    language: 'fr',
    present: ['pending-licence', 'customer-concentration'],
    absent: ['unrealistic-growth'],
    traits: ['figures', 'indirect', 'split', 'words'],
    text: `De : Aurélie Kabeya <a.kabeya@grandslacs-capital.com>
À : Patrick Mwamba ; Aline Ilunga
Cc : Équipe d'investissement
Objet : RE: Katanga Fibre — points ouverts avant le comité du 24

Bonjour Patrick, bonjour Aline,

Merci pour l'accès à la data room et pour la visite du NOC de Lubumbashi la semaine dernière. Avant notre comité du 24, trois points restent ouverts de notre côté.

1. Licence. Nous comprenons que votre dossier de demande de licence de fournisseur d'accès Internet a été déposé auprès de l'ARPTC le 14 septembre dernier, et qu'elle conditionne la commercialisation en votre nom propre prévue dans le plan (aujourd'hui, vous revendez en marque blanche la capacité d'un opérateur, contrat valable jusqu'en 2026). À notre connaissance, la licence n'a toujours pas été délivrée. Pourriez-vous nous transmettre l'accusé de réception et les échanges intervenus depuis ?

2. Clients. La balance clients 2023 fait ressortir un chiffre d'affaires total de USD 1,86 million. Les deux premiers comptes sont Kasapa Mining (USD 340k) et Lualaba Cuivre SA (USD 255k) ; le troisième, un hôtel du centre-ville, est à USD 48k. Pouvez-vous nous indiquer la durée restante de ces deux contrats miniers et leurs conditions de résiliation ?

3. Budget 2024. Le chiffre d'affaires prévu de USD 2,9 millions nous paraît cohérent avec le carnet de commandes ; merci de nous envoyer le détail des hypothèses de raccordement par quartier.

Bien cordialement,
Aurélie Kabeya
Chargée d'investissement, Grands Lacs Capital`,
  },

  // growth: 15 -> 45 -> 135 -> 405 -> 1 215 MDA = 3x a year, sustained over three years and more
  // regulatory: the deck states it does not know whether its activity needs a Bank of Algeria licence
  // no application filed, so not pending-licence; startup label already obtained
  {
    id: 'h12-fr-w4-alger-bnpl-deck-projections',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unrealistic-growth', 'regulatory'],
    absent: ['pending-licence', 'no-competition'],
    traits: ['table', 'figures', 'indirect', 'modality'],
    text: `TAKSIT DZ — Présentation investisseurs (Alger, janvier 2024)

Diapo 1 — Payez en 3 ou 4 fois chez les commerçants partenaires, sans carte bancaire.

Diapo 2 — Traction 2023
• 310 commerçants partenaires (électroménager, téléphonie, mobilier)
• 9 400 plans de paiement accordés
• Revenus 2023 : 15 MDA (commissions commerçants)
• Label « Startup » obtenu en juin 2023

Diapo 3 — Concurrence
Les banques publiques proposent du crédit à la consommation pour les produits fabriqués localement, avec des délais de plusieurs semaines. Deux applications concurrentes ont été lancées à Oran en 2023.

Diapo 4 — Cadre réglementaire
À ce jour, aucun texte de la Banque d'Algérie ne précise si le paiement fractionné proposé par un acteur non bancaire relève du monopole des opérations de crédit. Nous ne savons pas encore si un agrément sera exigé, ni sous quelle forme. Notre avocat a sollicité un avis informel ; dans l'attente, les plans de paiement sont plafonnés à 120 000 DA.

Diapo 5 — Projections (MDA)
| | 2023 | 2024 | 2025 | 2026 | 2027 |
| Revenus | 15 | 45 | 135 | 405 | 1 215 |
| Commerçants | 310 | 900 | 2 700 | 8 000 | 24 000 |

Diapo 6 — La levée
300 MDA pour financer l'équipe de risque et l'extension à Oran, Constantine et Sétif.`,
  },

  // unit economics: revenue per order 2.1M / 61 000 = 34.4 MAD; direct cost 23.5 + 9.0 + 2.2 + 1.9 = 36.6 MAD
  // contribution = -2.2 MAD per order, contradicting "contribution positive dès la première commande"
  // gross margin: Q4 cost of sales 2.23 M MAD > revenue 2.1 M MAD -> negative; also costs above revenue
  // revenue Q4 2.1 > Q3 1.6 (not declining)
  {
    id: 'h12-fr-w4-marrakech-quick-commerce-deck',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unit-economics', 'gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
    text: `HANOUT EXPRESS — Vos courses livrées en 20 minutes
Deck série A — Marrakech & Casablanca, février 2024

Diapo 2 — Traction
• 61 000 commandes au T4 2023 (T3 : 48 000)
• Revenus nets du T4 : 2,1 M MAD (marge sur produits + frais de livraison), contre 1,6 M MAD au T3
• 6 dark stores ouverts, 2 en préparation à Rabat
• Note moyenne de l'application : 4,7/5

Diapo 3 — Une économie unitaire saine
Contribution positive dès la première commande.
Par commande (moyenne du T4) :
– Revenu net : 34,4 MAD
– Rémunération du livreur : 23,5 MAD
– Préparation en dark store : 9,0 MAD
– Emballage : 2,2 MAD
– Frais de paiement : 1,9 MAD
Coût des ventes du T4 : 2,23 M MAD.

Diapo 4 — Pourquoi nous allons gagner
Panier moyen en hausse de 11 % sur six mois ; 38 % des clients commandent au moins une fois par semaine. Trois concurrents sont présents à Casablanca, un seul à Marrakech.

Diapo 5 — Feuille de route
Densification des zones déjà couvertes, regroupement des commandes par tournée et renégociation des marges avec les grossistes de Derb Omar.

Diapo 6 — La levée
60 millions de dirhams pour ouvrir 20 dark stores en 18 mois.`,
  },

  // departure: co-founder holds no function since October 2022 (has left)
  // dead equity: still registered for 22 000 shares, no buy-back or leaver clause exercised
  // cap table: register and management cap table do not match, could not be reconstituted
  // active founders (management figures): 38 000 + 14 000 = 52 000 / 120 000 = 43.3% (>= 40%); fund 30 000 = 25%
  {
    id: 'h12-fr-w4-port-louis-memo-registre-actions',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['indirect', 'words', 'list', 'figures'],
    text: `MÉMORANDUM — STRICTEMENT CONFIDENTIEL
De : Cabinet Rivière & Seegoolam, avocats (Port-Louis)
À : Indian Ocean Growth Fund — équipe d'investissement
Objet : Dodo Analytics Ltd — revue juridique préliminaire du capital
Date : 19 mars 2024

1. Registre des actionnaires
Le registre tenu par le secrétaire de société ne concorde pas avec le tableau de capitalisation communiqué par la direction. Trois émissions d'actions de 2021 n'y figurent pas et le nombre total d'actions diffère de 4 150. Malgré nos demandes, nous n'avons pas pu reconstituer l'historique des émissions : plusieurs résolutions du conseil n'ont pas été retrouvées.

2. Répartition selon le tableau de la direction (120 000 actions ordinaires)
– Mme Anjali Caunhye, cofondatrice et directrice générale : 38 000
– M. Jean-Marc Labonne, cofondateur et directeur technique : 14 000
– M. Vikash Doorgakant, cofondateur : 22 000
– Mascarene Seed Fund : 30 000
– Investisseurs individuels : 10 000
– Plan d'options : 6 000

3. Situation de M. Doorgakant
M. Doorgakant n'exerce plus aucune fonction au sein de la société depuis octobre 2022 et réside désormais à Dubaï. Il demeure inscrit pour l'ensemble de ses actions. Les statuts ne prévoient pas de clause de rachat et aucune négociation n'a été engagée.

4. Recommandations
Exiger, comme condition préalable, la rectification du registre auprès du Registrar of Companies et un accord écrit de M. Doorgakant sur le nombre d'actions qu'il détient.`,
  },

  // clean: a competitor closed and its founder left (another company); own 12-month retention 70% (>= 55%)
  // monthly churn 2.9% (< 5%); 0.971^12 = 0.70 consistent; revenue 96 MDA > 58 MDA; competitors acknowledged
  {
    id: 'h12-fr-w4-alger-linkedin-retention-cohorte',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['high-churn', 'founder-departure', 'going-concern', 'no-competition'],
    traits: ['negation', 'figures', 'words'],
    text: `Publication LinkedIn — Amine Boudiaf, cofondateur de Qoffa (box repas à cuisiner, Alger)

Depuis deux semaines, je reçois le même message : « Vous allez fermer vous aussi ? »

Non. Et je comprends la question. La fermeture de BoxDz nous a tous touchés : c'était une belle équipe, et leur fondateur, qui avait quitté l'entreprise l'an dernier, a été l'un des premiers à croire à la livraison de repas à Alger. Leur liquidation, annoncée le mois dernier, rappelle à quel point ce marché est exigeant.

Alors, en toute transparence, quelques chiffres de Qoffa :
🔹 Chiffre d'affaires 2023 : 96 millions de DA, contre 58 millions en 2022.
🔹 Rétention à 12 mois de notre cohorte de janvier 2023 : 70 %.
🔹 Churn mensuel moyen sur l'année : 2,9 %.
🔹 Nos trois fondateurs sont toujours à plein temps, et l'équipe compte 34 personnes.

Nous ne sommes pas seuls sur ce créneau : trois autres acteurs livrent des box à Alger et Oran, et c'est très bien, cela fait grandir le marché.

Ce qui a fait la différence pour nous ? Des abonnements mensuels plutôt que des achats ponctuels, des producteurs de la Mitidja payés à sept jours, et une obsession : ne jamais rater une livraison du jeudi soir.

Merci à nos 4 200 abonnés. On continue. 💪

#startup #Algérie #foodtech #entrepreneuriat`,
  },

  // clean: all 18 instalments paid on time, covenant DSCR 1.6 >= 1.3, dispute closed by approved settlement,
  // tax clearance certificate; largest customer 9% (fishing sector 40% spread over 23 shipowners); accounts certified
  // revenue 1.35 Md > 1.12 Md FCFA
  {
    id: 'h12-fr-w4-pointe-noire-comite-credit-froid',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'litigation', 'customer-concentration', 'audit-opinion'],
    traits: ['negation', 'time', 'list'],
    text: `PROCÈS-VERBAL DU COMITÉ DE CRÉDIT — Direction régionale de Pointe-Noire
Séance du 9 avril 2024

Client : KOUILOU FROID SARL (entreposage frigorifique et fabrication de glace, zone portuaire)
Demande : prêt d'équipement de 180 MFCFA sur 48 mois (deuxième chambre froide)

1. Historique de la relation
Premier prêt de 300 MFCFA mis en place en octobre 2022 sur 48 mois. Les 18 échéances exigibles à ce jour ont été réglées à bonne date ; aucun impayé ni dépassement n'a été enregistré depuis l'origine. Le ratio de couverture du service de la dette s'établit à 1,6 pour un minimum contractuel de 1,3.

2. Comptes 2023 (certifiés sans réserve par le commissaire aux comptes)
Chiffre d'affaires : 1 350 MFCFA (2022 : 1 120 MFCFA)
Excédent brut d'exploitation : 298 MFCFA
Résultat net : 121 MFCFA

3. Clientèle
Le secteur de la pêche représente 40 % du chiffre d'affaires, réparti entre 23 armateurs ; le premier client pèse 9 %. Le reste provient de distributeurs de produits surgelés et de deux supermarchés.

4. Points juridiques et fiscaux
Le litige qui opposait la société à son ancien bailleur a été clos par une transaction homologuée le 14 mars 2023. Une attestation de régularité fiscale a été délivrée le 8 janvier 2024.

5. Décision
Avis favorable à l'unanimité, sous réserve du nantissement de l'équipement financé et de la domiciliation des recettes des deux supermarchés.`,
  },
];
