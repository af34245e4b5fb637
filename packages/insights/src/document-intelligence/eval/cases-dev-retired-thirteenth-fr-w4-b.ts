/** Part b of cases-dev-retired-thirteenth-fr-w4.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthFrW4B: readonly RedFlagCase[] = [
  // 14. Deck Maurice sans aucun chiffre de CA ni de couts (taille de marche, utilisateurs, montant leve seulement)
  {
    id: 'h13-fr-w4-maurice-deck-insurtech',
    documentType: 'pitch_deck',
    text: `KOVERA - L'assurance qui tient dans un téléphone
Pré-série A - Port-Louis, 2024

1. Problème : moins d'un actif sur cinq est assure dans l'océan Indien hors Maurice.
2. Solution : micro-assurance santé et habitation souscrite en trois minutes, paiement par mobile money.
3. Traction : 12 000 utilisateurs inscrits, 3 partenariats bancaires signés (Maurice, Madagascar, Comores).
4. Marché : TAM de 2,1 Md USD sur la zone COI + Afrique de l'Est.
5. Concurrence : assureurs traditionnels, peu digitalisés ; deux insurtechs kényanes en phase pilote à Maurice. Notre avance : la distribution bancaire.
6. Équipe : ex-actuaires et ingénieurs passés par de grands assureurs panafricains.
7. Levée : 1,5 M USD.
   Utilisation des fonds : 45 % produit, 35 % distribution, 20 % conformité.
8. Contact : founders@kovera.mu`,
    present: ['missing-financials'],
    absent: ['no-competition', 'unrealistic-growth', 'pending-licence'],
    language: 'fr',
    traits: ['list'],
  },

  // 15. Demande de subvention RDC : charges 131 000 USD > recettes 48 000 USD ; tresorerie 21 000 USD / (1 650 x 4,33 = 7 150 USD/mois) = 2,9 mois < 9
  {
    id: 'h13-fr-w4-rdc-subvention-solaire',
    documentType: 'business_plan',
    text: `APPEL À PROJETS "ÉNERGIE ET INCLUSION" - FORMULAIRE DE CANDIDATURE
Porteur : LUMI KIVU SARL (Goma) - kits solaires en paiement à l'usage

Section 4 - Situation financière (exercice 2023)

Poste                          | Montant (USD)
-------------------------------|--------------
Recettes clients               |  48 000
Achats de kits et transport    |  67 000
Salaires (11 personnes)        |  41 000
Loyers, énergie, divers        |  23 000
Total charges                  | 131 000

Section 5 - Trésorerie
Au 31 mars 2024, la société disposait de 21 000 USD en banque et en mobile money. Nos sorties nettes tournent autour de 1 650 USD par semaine.

Section 6 - Utilisation de la subvention demandée (120 000 USD)
- 70 % : stock de 1 800 kits pour les territoires de Nyiragongo et Masisi ;
- 20 % : recrutement de 6 agents de recouvrement ;
- 10 % : système de suivi des paiements.

Nous n'avons contracté aucun emprunt bancaire à ce jour.`,
    present: ['burn-above-revenue', 'short-runway'],
    absent: ['debt-distress', 'missing-financials'],
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'time'],
  },

  // 16. Questionnaire DD Algerie : cofondateur retire en 2022 (depart) qui garde 15 % sans rachat (dead equity) ; litige CNAS clos
  {
    id: 'h13-fr-w4-algerie-questionnaire-dd',
    documentType: 'legal_docs',
    text: `QUESTIONNAIRE DE DUE DILIGENCE - RÉPONSES DE LA SOCIÉTÉ TAWSIL SPA (Alger)

3.1 Un fondateur ou un dirigeant a-t-il quitté la société ou annoncé son départ ?
Réponse : M. Karim Benali, cofondateur et ancien directeur technique, s'est retiré de toute fonction dans la société en novembre 2022 pour des raisons personnelles.

3.2 Les associés sortants ont-ils cédé leurs titres ?
Réponse : M. Benali demeure associé à hauteur de 15 % du capital. La clause de départ prévue au pacte n'a pas été mise en œuvre et aucune offre de rachat ne lui a été faite.

5.1 Existe-t-il des litiges en cours ?
Réponse : Non. Le différend qui nous opposait à la CNAS sur des cotisations de 2021 a été clos par un échéancier intégralement soldé en juillet 2023.

5.2 La société a-t-elle fait l'objet de mises en demeure de l'ARPCE ou d'une autre autorité ?
Réponse : Non, aucune.`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['litigation', 'debt-distress', 'regulatory'],
    language: 'fr',
    traits: ['negation', 'time', 'indirect'],
  },

  // ---------- Textes sans signal (tentants) ----------

  // C1. Lettre investisseurs Cameroun : runway "4 mois" en janvier, desormais 1 140 / 60 = 19 mois >= 9 ; burn net 60 M < CA mensuel 140 M
  {
    id: 'h13-fr-w4-cameroun-update-runway',
    documentType: 'business_plan',
    text: `Douala, le 8 juillet 2024
Lettre trimestrielle aux actionnaires - MBOA AGRI SAS

Chers actionnaires,

Vous vous en souvenez : en janvier, notre trésorerie ne couvrait guère plus de quatre mois d'activité, et nous avions gelé les recrutements.

Ce chapitre est clos. Le closing de la série A (850 M FCFA) a eu lieu le 3 mai. Au 30 juin :
- trésorerie disponible : 1 140 M FCFA ;
- consommation nette de trésorerie : 60 M FCFA par mois en moyenne sur le trimestre ;
- chiffre d'affaires de juin : 140 M FCFA (118 M FCFA en mars).

Nous disposons donc d'environ dix-neuf mois de visibilité au rythme actuel. Nous avons par ailleurs remboursé par anticipation le prêt-relais d'Afriland First Bank ; la société n'a plus aucune dette bancaire.

Prochain point : conseil du 24 septembre.

Bien cordialement,
Estelle Ngo Mbami, Présidente`,
    present: [],
    absent: ['short-runway', 'debt-distress', 'burn-above-revenue'],
    language: 'fr',
    traits: ['time', 'figures', 'list'],
  },

  // C2. Note juridique Maroc : litige clos, risque hypothetique, sanction visant un concurrent
  {
    id: 'h13-fr-w4-maroc-note-juridique',
    documentType: 'legal_docs',
    text: `NOTE À L'ATTENTION DES INVESTISSEURS - Situation juridique de SOUQLY SARL (Casablanca)
Établie par le cabinet El Fassi & Associés, le 20 mars 2024

1. Contentieux
Le litige qui opposait la société à son ancien distributeur de Tanger a pris fin par une transaction homologuée par le tribunal de commerce en février 2024. Aucune procédure n'est pendante à ce jour.

2. Risques éventuels
Si la société venait à résilier le contrat de sous-traitance logistique avant son terme, le prestataire pourrait engager une action en indemnisation. Aucune résiliation n'est envisagée.

3. Environnement réglementaire
La société détient depuis 2022 toutes les autorisations requises pour son activité de commerce en ligne. Nous notons que l'un de ses concurrents, Bazar.ma, a fait l'objet en janvier d'une sanction du Conseil de la concurrence ; cette décision ne concerne pas SOUQLY.

4. Actionnariat
Les deux fondateurs détiennent ensemble 68 % du capital ; le registre des titres est à jour et concorde avec les statuts.`,
    present: [],
    absent: ['litigation', 'regulatory', 'low-founder-ownership', 'cap-table-complexity'],
    language: 'fr',
    traits: ['negation', 'modality', 'time'],
  },

  // C3. Rapport CAC Tunisie : opinion sans reserve ; l'incertitude de 2022 est levee ; CA 5,6 M TND (4,9 M en 2022), benefice 0,4 M TND
  {
    id: 'h13-fr-w4-tunisie-rapport-sans-reserve',
    documentType: 'financial_statements',
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES - Exercice 2023
NOVAPACK SA - Zone industrielle de Ben Arous

Opinion
Nous avons audité les états financiers de la société NOVAPACK SA, qui font apparaître un total du bilan de 7,2 M TND, un chiffre d'affaires de 5,6 M TND (4,9 M TND en 2022) et un bénéfice net de 0,4 M TND. À notre avis, les états financiers sont réguliers et sincères et donnent, dans tous leurs aspects significatifs, une image fidèle de la situation financière de la société.

Absence d'incertitude sur la continuité d'exploitation
Dans notre rapport sur l'exercice 2022, nous avions fait état d'une incertitude significative liée à la continuité d'exploitation. Compte tenu de l'augmentation de capital de 1,5 M TND réalisée en avril 2023 et du retour aux bénéfices, cette incertitude n'a plus lieu d'être et notre opinion ne comporte ni réserve ni observation à ce titre.

Vérifications spécifiques
Nous n'avons pas d'observation à formuler sur la sincérité des informations données dans le rapport de gestion.

Tunis, le 12 avril 2024`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'burn-above-revenue', 'declining-revenue'],
    language: 'fr',
    traits: ['negation', 'time', 'figures'],
  },

  // C4. Demande de pret Gabon : premier client 22 % < 30 %, aucun autre > 6 % ; projection 640 M -> 1,1 Md FCFA = 1,7x < 4x
  {
    id: 'h13-fr-w4-gabon-demande-pret-client',
    documentType: 'business_plan',
    text: `DEMANDE DE FINANCEMENT - FONDS GABONAIS D'INVESTISSEMENTS STRATÉGIQUES
Guichet PME - Dossier n° 2024-0381

Entreprise : ATELIERS DE L'OGOOUÉ SARL (Port-Gentil) - maintenance industrielle
Montant demande : 180 000 000 FCFA

Activité et clients
Chiffre d'affaires 2023 : 640 M FCFA (521 M FCFA en 2022), résultat net : 48 M FCFA.
Notre premier client, un opérateur pétrolier de la place, a représenté 22 % du chiffre d'affaires 2023 ; aucun autre client ne dépasse 6 %. Nous travaillons aujourd'hui pour 47 donneurs d'ordre.

Projections
2024 : 820 M FCFA
2025 : 1 100 M FCFA
Ces projections reposent sur les contrats déjà signés (62 % du CA 2024) et sur l'ouverture de l'antenne de Libreville.

Situation financière
Comptes 2023 certifiés sans réserve. Aucun retard de paiement envers les banques, la CNSS ou l'administration fiscale.`,
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'debt-distress', 'audit-opinion'],
    language: 'fr',
    traits: ['figures', 'negation', 'list'],
  },

  // C5. Deck Maurice : 312 departs / 1 200 abonnes = 26 %/an < 45 % (~2,2 %/mois)
  //     LTV = 40 x 0,75 x (1/0,0217 = 46 mois) = 1 380 EUR ; /CAC 300 EUR = 4,6x -> "superieur a 4" est coherent
  {
    id: 'h13-fr-w4-maurice-deck-abonnement',
    documentType: 'pitch_deck',
    text: `FITLAGON - Series A, Quatre-Bornes (Maurice)

Slide 4 - Le modèle
Abonnement coaching sportif en ligne : 40 EUR par mois, marge brute 75 %.

Slide 5 - Rétention
Sur les 1 200 abonnés présents au 1er janvier 2023, 312 étaient partis au 31 décembre.
(Concurrents locaux : environ 40 % de départs par an selon nos estimations.)

Slide 6 - Unit economics
CAC moyen 2023 : 300 EUR
Durée de vie moyenne implicite : environ 46 mois
LTV/CAC : supérieur à 4

Slide 7 - Chiffres
CA 2023 : 610 000 EUR (+38 % sur un an)
EBITDA 2023 : +42 000 EUR`,
    present: [],
    absent: ['high-churn', 'unit-economics', 'burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },

  // C6. Pacte Algerie : fondateurs 27 + 22 + 14 = 63 % >= 40 ; premier investisseur 18 % < 50 ; BSPCE caducs (pas de titres detenus)
  {
    id: 'h13-fr-w4-algerie-pacte-clean',
    documentType: 'legal_docs',
    text: `PACTE D'ACTIONNAIRES - IKHDAR SPA (Oran)
Extrait - Article 2 : Capital social et répartition

Au jour de la signature, le capital social est réparti comme suit :
- Mme Amina Hadj-Ali, fondatrice, Directrice générale : 27 %
- M. Sofiane Kaci, fondateur, Directeur technique : 22 %
- M. Walid Mokrani, fondateur, Directeur commercial : 14 %
- Casbah Ventures : 18 %
- Réseau de business angels "Oran Invest" : 9 %
- Réserve destinée aux salariés : 10 %

La table de capitalisation ci-dessus a été établie par le notaire instrumentaire et concorde avec le registre des actionnaires et les statuts modifiés.

Article 2.4 - Les options attribuées à deux salariés ayant quitté la société en 2023 sont devenues caduques à leur départ, conformément au règlement du plan ; elles ont été réintégrées à la réserve. Aucun ancien salarié ou dirigeant ne détient de titres de la société.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'],
    language: 'fr',
    traits: ['list', 'negation', 'figures'],
  },

  // C7. Lettre Banque Centrale du Congo : agrement OCTROYE ; suspensions visant d'autres acteurs
  {
    id: 'h13-fr-w4-rdc-bcc-agrement-octroye',
    documentType: 'legal_docs',
    text: `BANQUE CENTRALE DU CONGO
Direction de la Surveillance des Intermédiaires Financiers
Kinshasa/Gombe, le 11 décembre 2023

À Monsieur le Gérant de MALI YA BISO SA
Avenue du Commerce, Kinshasa

Objet : Notification d'agrément - établissement de monnaie électronique

Monsieur,

Faisant suite à votre demande du 16 janvier 2023 et au terme de son instruction, j'ai l'honneur de vous notifier que le Comité de Politique Monétaire a accordé à votre société l'agrément en qualité d'établissement de monnaie électronique, enregistré sous le numéro EME/2023/007.

Cet agrément est pleinement effectif à compter de la date de la présente. Je vous rappelle que plusieurs opérateurs non agréés ont fait l'objet de mesures de suspension au cours de l'année ; votre société n'est concernée par aucune de ces mesures.

Je vous prie d'agréer, Monsieur, l'assurance de ma considération distinguée.

Le Directeur`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    language: 'fr',
    traits: ['time', 'negation'],
  },

  // C8. Note de credit Madagascar : CA 2,1 -> 2,6 Md MGA ; marge brute 40 % -> 38 % (-2 pts < 5) ; covenants respectes
  {
    id: 'h13-fr-w4-madagascar-note-credit-saine',
    documentType: 'financial_statements',
    text: `NOTE DE CRÉDIT - Renouvellement de lignes
Client : TSARA PACK SA (Antananarivo, zone Forello)
Comité de crédit du 6 mai 2024

Indicateurs (comptes certifiés sans réserve)
                        2022            2023
Chiffre d'affaires      2,1 Md MGA      2,6 Md MGA
Marge brute             40 %            38 %
Résultat net            110 M MGA       180 M MGA
Trésorerie nette        420 M MGA       640 M MGA

Analyse
Légère érosion de la marge brute liée au renchérissement des résines importées, largement compensée par les volumes. Le ratio de couverture du service de la dette s'établit à 1,6x (covenant : 1,2x). Aucun impayé ni retard n'a été enregistré sur les concours en cours ; la société est à jour de ses obligations fiscales et sociales.

Le principal concurrent local, en difficulté, a été placé en redressement judiciaire en mars ; la société pourrait en récupérer une partie de la clientèle.

Avis : favorable au renouvellement des lignes pour 900 M MGA.`,
    present: [],
    absent: ['gross-margin', 'debt-distress', 'declining-revenue', 'litigation'],
    language: 'fr',
    traits: ['table', 'figures', 'negation'],
  },

  // C9. Export WhatsApp Cameroun : la cofondatrice ne part pas ; concurrents nommes ; revenus ponctuels exclus du MRR
  {
    id: 'h13-fr-w4-cameroun-chat-investisseur',
    documentType: 'business_plan',
    text: `[14/05/2024 09:12] Olivier (Sawa Capital) : Bonjour Arnaud, on m'a dit que Carine quittait Njangi Pay ? Qu'en est-il ?
[14/05/2024 09:20] Arnaud Fotso : Bonjour Olivier. Non, pas du tout. Carine reste cofondatrice et COO, elle prend en plus la direction de notre filiale à Libreville à partir de juin. Rien ne change au capital.
[14/05/2024 09:21] Olivier (Sawa Capital) : Ok, merci. Et le MRR d'avril ?
[14/05/2024 09:27] Arnaud Fotso : 38,5 M FCFA, que des abonnements des tontines et des mutuelles. Les 6 M FCFA de la formation faite pour une ONG en avril sont comptabilisés à part, hors MRR.
[14/05/2024 09:28] Olivier (Sawa Capital) : Et côté concurrence, toujours seuls ?
[14/05/2024 09:33] Arnaud Fotso : Non, on n'a jamais été seuls : il y a Tontine.cm et les offres d'Orange Money. On se différencie sur la gestion des cotisations de groupe.
[14/05/2024 09:34] Olivier (Sawa Capital) : Parfait, à jeudi pour le board.`,
    present: [],
    absent: ['founder-departure', 'non-recurring-revenue', 'no-competition'],
    language: 'fr',
    traits: ['negation', 'indirect', 'time'],
  },

  // C10. Etats financiers Tunisie (audites) : CA 3,2 -> 3,9 -> 4,6 M TND ; marge 51 -> 49 -> 48 % (-3 pts sur deux ans, < 5)
  //      subvention hors CA
  {
    id: 'h13-fr-w4-tunisie-tableau-pluriannuel',
    documentType: 'financial_statements',
    text: `OLIVIA COSMÉTIQUES SA (Sfax) - Extraits des états financiers audités (opinion sans réserve)

en milliers de TND          2021      2022      2023
Chiffre d'affaires         3 200     3 900     4 600
Coût des ventes            1 568     1 989     2 392
Marge brute                1 632     1 911     2 208
Taux de marge brute        51 %      49 %      48 %
Charges d'exploitation     1 310     1 520     1 690
Résultat d'exploitation      322       391       518

Note 14 - Autres produits
La subvention d'exploitation de 120 k TND reçue en 2023 du programme de mise à niveau est comptabilisée en "autres produits" ; elle n'est pas incluse dans le chiffre d'affaires.

Note 21 - Perspectives
La direction vise une croissance du chiffre d'affaires de l'ordre de 20 % en 2024, portée par l'export vers la Libye et l'Algérie.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'non-recurring-revenue', 'audit-opinion', 'unrealistic-growth'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
];
