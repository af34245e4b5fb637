import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part7: readonly RedFlagCase[] = [
  // charges 520 000 € > CA 340 000 € ; perte 180 000 € par an = 15 000 € par mois ; trésorerie 400 000 € / 15 000 € = 26,7 mois (>=9).
  {
    id: 'd19-w3-fr-charges-au-dessus-ca',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['burn-above-revenue'],
    absent: ['short-runway', 'going-concern', 'audit-opinion', 'gross-margin'],
    traits: ['table', 'figures'],
    text: `AGRITECH TERANGA SAS (Saint-Louis, Sénégal)
Comptes annuels de l'exercice clos le 31 décembre 2024 - extraits
Comptes certifiés sans réserve par le cabinet Mazars Sénégal (rapport du 30 avril 2025)

Compte de résultat (en euros, convertis au taux fixe de 655,957 FCFA)
                                            2024          2023
Charges de personnel                      214 000       168 000
Achats consommés (semences, engrais)      131 000        98 000
Services extérieurs (transport, loyers)    94 000        77 000
Dotations aux amortissements               81 000        52 000
Total des charges d'exploitation          520 000       395 000
Chiffre d'affaires (ventes de riz paddy
  et prestations de conseil agricole)     340 000       226 000
Résultat d'exploitation                  (180 000)     (169 000)

Marge sur achats consommés : 61,5 % en 2024 contre 56,6 % en 2023.

Bilan (extraits)
Trésorerie au 31 décembre 2024 : 400 000 € (après l'augmentation de capital de 450 000 € de juin 2024)
Dettes financières : néant

Note 3 - Continuité d'exploitation
Compte tenu de la trésorerie disponible, qui couvre plus de deux années de pertes au rythme actuel, la direction n'identifie pas d'incertitude sur la continuité d'exploitation.

Note 12 - Activité
La société accompagne 1 400 riziculteurs de la vallée du fleuve Sénégal et achète une partie de leur production pour la revendre aux rizeries de Ross Béthio.`,
  },
  {
    id: 'd19-w3-fr-bail-epouse-non-audite',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['related-party', 'audit-opinion'],
    absent: ['debt-distress', 'burn-above-revenue', 'going-concern'],
    traits: ['words', 'notes', 'figures'],
    text: `MEDICAM DISTRIBUTION SARL (Yaoundé)
Situation intermédiaire au 30 juin 2025
Ces états n'ont fait l'objet ni d'un audit ni d'un examen limité par le commissaire aux comptes ; ils sont établis par le service comptable à l'intention des investisseurs.

Compte de résultat semestriel (en millions de FCFA)
                                S1 2025      S1 2024
Chiffre d'affaires                 1 412        1 198
Achats de marchandises            (1 003)        (851)
Charges externes                    (176)        (149)
Charges de personnel                (118)        (104)
Résultat d'exploitation              115           94

Note 6 - Locaux
La société loue son entrepôt de Mvan et ses bureaux à la SCI Les Palmiers pour un loyer annuel de 96 millions de FCFA. La SCI Les Palmiers appartient à Mme Laure Essomba, épouse du gérant, M. Paul Essomba. Le bail a été conclu en 2020 pour neuf ans, sans appel d'offres ni expertise du loyer.

Note 7 - Achats
Environ 12 % des achats de médicaments génériques sont effectués auprès de Pharma Import Centre SA, dont le gérant est administrateur ; les conditions tarifaires sont celles du catalogue public du fournisseur.

Note 8 - Trésorerie et dettes
Trésorerie au 30 juin 2025 : 214 millions de FCFA. Le découvert autorisé de la Société Générale Cameroun n'est pas utilisé ; aucune échéance n'est en retard.`,
  },
  {
    id: 'd19-w3-fr-capitalisation-non-reconciliee',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['cap-table-complexity'],
    absent: ['dead-equity', 'investor-control', 'low-founder-ownership'],
    traits: ['words', 'list', 'indirect'],
    text: `RAPPORT D'AUDIT JURIDIQUE - CHAPITRE 3 : CAPITAL SOCIAL
Société auditée : WASSALA TECHNOLOGIES SA (Nouakchott / Dakar)
Auditeur : cabinet Diop, Sy & Associés - version provisoire du 9 septembre 2025

3.1 Constat général
Nous ne sommes pas en mesure d'établir avec certitude la répartition du capital de la société. Les documents remis présentent des écarts que la direction n'a pas pu expliquer à ce jour.

3.2 Écarts relevés
- Les statuts à jour déposés au greffe indiquent un capital de 25 000 actions ; le tableau de capitalisation remis par la direction en mentionne 27 350.
- Quatre BSA-AIR souscrits en 2023 par des business angels (montant total de 60 millions d'ouguiyas) sont présentés comme « convertis » dans le tableau, mais aucune décision d'assemblée constatant la conversion ne nous a été communiquée.
- Deux versions du registre des mouvements de titres nous ont été transmises, l'une manuscrite et l'autre sous tableur ; elles diffèrent sur trois cessions intervenues en 2024.
- Des promesses d'attribution d'actions à des salariés figurent dans des courriels de la direction, sans plan approuvé par l'assemblée.

3.3 Ce que nous pouvons confirmer
Les deux fondateurs, qui travaillent à plein temps, détiennent selon toutes les versions plus de la moitié du capital, et aucun investisseur ne dépasse 20 %.

3.4 Recommandation
Subordonner la réalisation de l'investissement à la production d'un tableau de capitalisation réconcilié et certifié par le conseil de la société, à la régularisation des conversions et à la mise à jour du registre.`,
  },
  {
    id: 'd19-w3-fr-transcription-depart-cto',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure'],
    absent: ['dead-equity', 'burn-above-revenue', 'short-runway'],
    traits: ['transcript', 'spoken', 'indirect'],
    text: `Transcription - comité de pilotage mensuel de NAFA LOGISTIQUE (Conakry), 3 novembre 2025
(enregistrement retranscrit automatiquement, corrigé à la main)

[00:01:05] Mariama (DG, cofondatrice) : Bon, on commence par les chiffres. Octobre : 2,9 milliards de francs guinéens de chiffre d'affaires, en hausse de 11 % sur septembre. Les charges du mois, tout compris, font 2,4 milliards. Donc on reste bénéficiaires.
[00:01:40] Thierno (administrateur, investisseur) : Très bien. La trésorerie ?
[00:01:43] Mariama : 6,8 milliards à la fin du mois, chez Ecobank.
[00:02:10] Thierno : Parfait. Point suivant, Moussa, tu voulais dire quelque chose ?
[00:02:14] Moussa (cofondateur, directeur technique) : Oui... Je l'ai dit à Mariama la semaine dernière, je préfère que tout le monde l'entende de moi. Je vais quitter Nafa à la fin mars. On m'a proposé de diriger l'équipe technique d'une banque à Abidjan et j'ai accepté. Je reste jusqu'à fin mars pour la passation, et après je peux donner un coup de main à distance si besoin.
[00:02:52] Thierno : Merci de ta franchise, Moussa. Qui reprend la technique ?
[00:02:58] Mariama : On a lancé un recrutement. En attendant, Fodé, le lead développeur, assurera l'intérim.
[00:03:20] Moussa : Pour mes actions, on a convenu que la société rachète l'ensemble de mes actions à mon départ : la partie non acquise au nominal et la partie acquise à la valeur fixée par l'expert, comme prévu au pacte.
[00:03:41] Thierno : D'accord, on l'inscrit au procès-verbal. Point suivant : l'ouverture de Kankan.`,
  },
  {
    id: 'd19-w3-fr-deck-sans-chiffres',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials'],
    absent: ['no-competition', 'unrealistic-growth'],
    traits: ['words', 'list'],
    text: `KUNDA - La cantine scolaire connectée
Présentation aux investisseurs - Kinshasa, octobre 2025

1. Le problème
Dans les écoles privées de Kinshasa, les repas de midi sont préparés par des vendeuses informelles, sans contrôle d'hygiène. Les parents ne savent ni ce que mangent leurs enfants, ni combien ils dépensent réellement.

2. Notre solution
Une cuisine centrale certifiée qui livre des repas équilibrés aux écoles partenaires, et une application mobile où les parents prépaient les repas par M-Pesa ou Airtel Money et suivent la consommation de leurs enfants.

3. Nos premiers résultats
- 11 écoles partenaires à Gombe, Limete et Ngaliema
- Plus de 4 000 élèves inscrits au service
- Taux de satisfaction des parents de 92 % (enquête de juin)
- Accord de principe avec un réseau de 30 écoles confessionnelles

4. Le marché
Plus de 2 millions d'élèves scolarisés dans le privé à Kinshasa, et des villes comme Lubumbashi et Goma à suivre.

5. La concurrence
Les vendeuses informelles, les traiteurs pour entreprises qui livrent parfois des écoles, et les cantines gérées par les écoles elles-mêmes.

6. Notre modèle
Un prix par repas payé d'avance par les parents ; une commission versée aux écoles ; des partenariats avec des producteurs maraîchers du plateau des Batéké.

7. L'équipe
Grâce Mbuyi (fondatrice), nutritionniste ; Patrick Lukusa (opérations), ancien responsable logistique chez Bralima.

8. Notre besoin
Une levée d'amorçage pour équiper une deuxième cuisine centrale.`,
  },
  {
    id: 'd19-w3-fr-redressement-douanier-impayes',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation', 'debt-distress'],
    absent: ['regulatory', 'going-concern'],
    traits: ['words', 'list', 'split-lines'],
    text: `NOTE AU COMITÉ D'INVESTISSEMENT - Risques identifiés chez DAKAR FROID SERVICES SA
Rédigée par l'équipe d'investissement, 21 octobre 2025

Points juridiques
- Contentieux avec
  l'administration des douanes :
  en 2024, la Direction
  générale des douanes
  a notifié un redressement
  de 186 millions de FCFA
  sur la valeur déclarée de
  compresseurs importés.
  La société l'a contesté ;
  le recours est pendant
  devant le Tribunal de grande
  instance de Dakar, audience
  fixée au 12 février 2026.
- Aucun autre litige
  n'est en cours.

Points financiers
- Prêt d'équipement de
  la BICIS (240 millions
  de FCFA) : les
  échéances d'août et de
  septembre 2025 n'ont
  pas été payées ; la
  banque a adressé une
  lettre de rappel le
  3 octobre.
- La direction indique
  que les impayés
  seront régularisés à
  l'encaissement des
  factures de la SAR.
- Aucune autre dette
  bancaire.

Conclusion provisoire
Nous recommandons de ne poursuivre qu'après régularisation des échéances bancaires et obtention d'une analyse du risque douanier par un avocat indépendant.`,
  },
  {
    id: 'd19-w3-fr-ocr-certification-sans-reserve',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue'],
    traits: ['ocr', 'split-lines', 'negation'],
    text: `[numérisation - page 1/2 - texte reconnu automatiquement]

RAP PORT GÉ NÉRAL DU COMMIS SAIRE AUX COMP TES
Exer cice clos le 31 dé cembre 2024

Aux action naires de la so ciété BÉ NIN AGRO -TRANS FORMATION SA, Cotonou

Opi nion
Nous avons effec tué l'au dit des états finan ciers an nuels de la so ciété ... fai sant ap pa raître un chif fre d'af faires de 2 8 4 6 mil lions de FCFA (2023 : 2 3 1 0 mil lions), des char ges d'ex ploi tation de 2 4 7 1 mil lions de FCFA et un ré sul tat net bé né fi ciaire de 2 4 1 mil lions de FCFA.
À notre avis, les états finan ciers an nuels sont ré gu liers et sin cères et don nent une image fi dèle du ré sul tat des opé ra tions de l'exer cice écoulé ainsi que de la si tua tion finan cière et du pa tri moine de la so ciété à la fin de cet exer cice, con for mé ment aux rè gles et mé thodes comp tables édic tées par l'Acte uni forme OHADA rela tif au droit comp table.

Fon de ment de l'opi nion
Nous avons ef fec tué notre au dit se lon les normes ISA ... Nous es ti mons que les élé ments pro bants que nous avons re cueil lis sont suf fi sants et ap pro priés pour fon der notre opi nion.

Conti nuité d'ex ploi tation
Nous n'avons pas re levé d'in cer ti tude si gni fi ca tive liée à des évé ne ments ou à des cir cons tan ces sus cep ti bles de met tre en cause la ca pa cité de la so ciété à pour suivre son ex ploi ta tion.

Co tonou, le 18 avril 2025
Fidu ciaire d'Afri que - [cachet et si gna ture]`,
  },
  {
    id: 'd19-w3-fr-partie-liee-terminee',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['related-party', 'burn-above-revenue', 'litigation'],
    traits: ['time', 'negation', 'words'],
    text: `LOGIPORT NIGER SA - Plan d'affaires 2026, section 7 : Gouvernance et relations avec les parties prenantes

7.1 Chiffres de référence (exercice 2024, comptes certifiés par le cabinet Fiducial Niger)
- Chiffre d'affaires : 3,42 milliards de FCFA
- Charges d'exploitation totales : 2,97 milliards de FCFA
- Résultat net : 318 millions de FCFA

7.2 Transactions avec des personnes liées
Jusqu'en 2023, la société sous-traitait une partie de ses transports entre Niamey et Cotonou à Transports Issoufou & Fils, entreprise appartenant au frère du directeur général. À la demande des investisseurs entrés au capital en 2023, ce contrat a été résilié le 31 décembre 2023 et remplacé par un appel d'offres ouvert, remporté par deux transporteurs sans lien avec les dirigeants. Aucune somme n'est due de part ni d'autre.

Depuis le 1er janvier 2024, la société n'entretient aucune relation d'affaires avec un dirigeant, un actionnaire, un administrateur ou un membre de leur famille. Le comité d'audit vérifie chaque année la liste des fournisseurs sur ce point ; sa revue de mars 2025 n'a relevé aucune exception.

7.3 Conseil d'administration
Cinq membres, dont deux indépendants. Le comité d'audit est présidé par une administratrice indépendante, ancienne directrice financière de la Nigelec.

7.4 Objectifs 2026
Ouverture d'un entrepôt sous douane à Dosso et d'une liaison régulière vers le port de Lomé ; chiffre d'affaires visé de 4,1 milliards de FCFA.`,
  },
  // piste : 330 000 € par trimestre = 110 000 € par mois ; 3,6 M€ / 110 000 € = 32,7 mois (>=9). Consommation 110 k€ < CA mensuel 150 k€.
  {
    id: 'd19-w3-fr-trimestres-piste-longue',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'going-concern'],
    traits: ['modality', 'figures', 'time'],
    text: `CARBONA - Note de trésorerie au conseil d'administration (Nairobi / Paris), 15 octobre 2025

1. Situation au 30 septembre 2025
- Trésorerie disponible : 3,6 M€
- Chiffre d'affaires mensuel moyen du troisième trimestre : 150 k€ (deuxième trimestre : 128 k€)
- Consommation nette de trésorerie du troisième trimestre : 330 k€ sur le trimestre
- Consommation nette du deuxième trimestre : 360 k€

2. Lecture
Au rythme actuel, notre trésorerie couvre près de trois ans d'activité. La consommation diminue d'un trimestre à l'autre grâce à la hausse des ventes de crédits carbone issus des projets de foyers améliorés.

3. Scénarios étudiés
- Si les ventes de foyers améliorés en Ouganda prenaient six mois de retard, le chiffre d'affaires de 2026 serait inférieur d'environ 400 k€ ; la trésorerie resterait supérieure à deux ans.
- Si le prix des crédits baissait de 30 %, nous pourrions devoir différer l'ouverture du bureau de Kigali ; la trésorerie couvrirait encore 20 mois.
Ces scénarios sont des hypothèses de travail ; aucun n'est survenu à ce jour.

Projets en cours : les projets du Kenya, de Tanzanie et d'Ouganda sont tous certifiés et émettent des crédits chaque trimestre.

4. Recommandation
La direction ne propose pas de nouvelle levée avant 2027.`,
  },
  // concentration : premier client 18 % (<30 %), cinq premiers 27 % ; CA en hausse ; charges 7,1 < CA 8,4 M€.
  {
    id: 'd19-w3-fr-puces-coupees-sain',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'declining-revenue', 'burn-above-revenue', 'founder-departure'],
    traits: ['split-lines', 'list', 'figures'],
    text: `OASIS IRRIGATION - Diapositives 4 à 6 (texte copié depuis le PDF, retours à la ligne d'origine)

Chiffres 2024
 • Chiffre d'affaires de
   8,4 M€, contre
   6,1 M€ en 2023 et
   4,7 M€ en 2022
 • Charges totales de
   7,1 M€
 • 2 300 exploitations
   équipées dans le
   Souss-Massa et le
   Haouz

Clients
 • Premier client (un
   groupe d'agrumiculteurs
   de Taroudant) : 18 % du
   chiffre d'affaires
 • Cinq premiers clients :
   27 % au total
 • Aucune relation
   capitalistique avec
   nos clients

Équipe
 • Les deux fondateurs,
   Rachid et Leïla, sont
   à plein temps depuis
   2019 ; aucun départ
   n'est prévu
 • Recrutement d'un
   directeur financier
   venu d'OCP en mars

Produit
 • Kits goutte-à-goutte
   pilotés par SMS,
   installés en deux
   jours
 • Contrat de
   maintenance annuel
   souscrit par 64 %
   des exploitations

Objectifs 2025
 • 10,2 M€ de chiffre
   d'affaires
 • Ouverture de la
   Tunisie (Cap Bon)
 • Financement des
   kits par crédit
   agricole avec le
   Crédit Agricole du
   Maroc`,
  },
  {
    id: 'd19-w3-fr-transcription-rumeur-depart',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['founder-departure', 'burn-above-revenue', 'litigation'],
    traits: ['transcript', 'spoken', 'negation'],
    text: `Transcription - appel investisseurs de SAHEL SANTÉ (Niamey), 22 septembre 2025

[00:00:30] Halima (DG, cofondatrice) : Bonjour à tous. Avant les chiffres, je voudrais répondre à une question que plusieurs d'entre vous m'ont posée par message.
[00:00:41] Halima : Un article de blog a laissé entendre la semaine dernière qu'Abdou, notre cofondateur et directeur médical, allait rejoindre le ministère de la Santé. C'est faux. Abdou a été consulté pour un groupe de travail sur la télémédecine, à titre bénévole, quelques heures par mois. Il ne quitte pas Sahel Santé.
[00:01:10] Abdou (cofondateur, directeur médical) : Je confirme, je reste à temps plein. Je n'ai aucune intention de partir, et ce groupe de travail n'est pas rémunéré.
[00:01:25] Oumar (investisseur) : Merci pour la clarification. Et les chiffres ?
[00:01:29] Halima : Chiffre d'affaires d'août : 184 millions de FCFA, contre 171 millions en juillet. Charges totales d'août : 152 millions. Nous sommes bénéficiaires depuis quatre mois.
[00:01:55] Oumar : La trésorerie ?
[00:01:57] Halima : 530 millions à fin août, sans aucune dette.
[00:02:10] Oumar : Et le dossier avec la clinique de Maradi dont on parlait au printemps ?
[00:02:15] Halima : Clos. Nous avons trouvé un accord amiable en mai, la clinique a retiré sa plainte, il n'y a plus rien en cours.
[00:02:30] Oumar : Parfait. On passe au plan d'ouverture de Zinder ?`,
  },  {
    id: 'd19-w3-fr-emprunt-rembourse-ratios',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'going-concern', 'audit-opinion', 'burn-above-revenue'],
    traits: ['negation', 'table', 'words'],
    text: `CIMENTS DU LITTORAL SA (Pointe-Noire, Congo)
Annexe aux états financiers de l'exercice 2024 - Note 15 : Emprunts et dettes financières
(États financiers certifiés sans réserve par le cabinet EY Congo, rapport du 29 avril 2025)

Emprunts (en millions de FCFA)         31/12/2024    31/12/2023
Emprunt BGFIBank - ligne de broyage       1 240         1 860
Crédit-bail matériel roulant                310           420
Total                                     1 550         2 280

15.1 Remboursements. Les douze échéances mensuelles de l'exercice ont été réglées à leur date. Aucun report, rééchelonnement ou abandon de créance n'a été demandé ni obtenu.

15.2 Ratios. Le contrat de prêt impose un ratio dette nette / EBE inférieur à 2,5 et un ratio de couverture du service de la dette supérieur à 1,3. Au 31 décembre 2024, ces ratios s'établissent respectivement à 0,9 et 2,4 ; ils sont respectés.

15.3 Dettes fiscales et sociales. La société est à jour de ses obligations envers la Direction générale des impôts et des domaines et la CNSS ; les attestations de régularité sont annexées.

Extrait du compte de résultat (en millions de FCFA)
                                 2024        2023
Chiffre d'affaires              9 870       8 940
Charges d'exploitation         (8 210)     (7 560)
Charges financières              (164)       (221)
Résultat net                     1 102         824

Note 2 - Continuité d'exploitation : aucune incertitude identifiée.`,
  },
];
