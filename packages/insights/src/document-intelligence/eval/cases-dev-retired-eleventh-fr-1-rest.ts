/** The second half of held-out-eleventh-fr-1.ts. */
import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases1Rest: readonly RedFlagCase[] = [
  // NRR : prestation ponctuelle de 180 000 TND classée en abonnements récurrents
  {
    id: 'h11-fr-nuvia-lettre-cac',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'debt-distress', 'non-recurring-revenue'],
    absent: ['going-concern', 'declining-revenue'],
    traits: ['letter', 'auditor', 'words', 'negation'],
    text: `Cabinet Ben Salem & Associés — Experts comptables, commissaires aux comptes
Rue du Lac Léman, Les Berges du Lac, Tunis

Tunis, le 28 avril 2026

Au Conseil d'administration de NUVIA SAAS SA

Objet : Lettre de recommandations — exercice clos le 31 décembre 2025

Mesdames, Messieurs les administrateurs,

Dans le cadre de notre mission de commissariat aux comptes sur l'exercice 2025, nous avons relevé les points suivants, que nous portons à votre attention.

1. Créances clients
Nous n'avons pas obtenu de réponse à nos demandes de confirmation pour des créances représentant 640 000 TND, ni pu mettre en œuvre de procédures alternatives satisfaisantes. En conséquence, notre rapport sur les comptes annuels comporte une réserve sur ce poste.

2. Obligations fiscales et sociales
Les acomptes provisionnels d'impôt sur les sociétés des deuxième et troisième trimestres ainsi que les cotisations CNSS des mois d'octobre à décembre 2025 n'ont pas été réglés à leur échéance. Le montant des arriérés s'élève à 214 000 TND, pénalités de retard non comprises, et aucun échéancier n'a été conclu avec l'administration. Nous recommandons de régulariser sans délai.

3. Classement du chiffre d'affaires
Le chiffre d'affaires de l'exercice s'élève à 2 460 000 TND. Une prestation ponctuelle de migration de données, facturée 180 000 TND à un client bancaire et non reconductible, a été enregistrée dans le compte « abonnements récurrents » et présentée comme telle dans le reporting aux actionnaires. Nous recommandons de la reclasser en prestations de services.

4. Continuité d'exploitation
Nos travaux n'ont pas mis en évidence d'élément de nature à remettre en cause la continuité d'exploitation.

5. Contrôle interne
Les droits d'accès au logiciel de facturation doivent être revus ; trois anciens salariés disposent encore d'un compte actif.

Nous restons à votre disposition.

Sami Ben Salem, associé`,
  },
  // CLEAN — premier client 14 % ; marge brute 21,4 → 21,9 → 22,3 % ; CA en hausse ; DSCR 1,9
  {
    id: 'h11-fr-sodimat-comite-credit',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'debt-distress', 'audit-opinion', 'gross-margin', 'declining-revenue'],
    traits: ['memo', 'table', 'figures', 'negation'],
    text: `BANQUE DE L'OUÉMÉ — Direction des engagements
Note au comité de crédit du 9 octobre 2026

Emprunteur : SODIMAT BÉNIN SARL, Cotonou (zone de Akpakpa)
Activité : distribution de matériaux de construction (ciment, fer à béton, tôles)
Demande : crédit moyen terme de 450 000 000 FCFA sur 5 ans pour l'ouverture d'un dépôt à Parakou

1. Actionnariat
Deux associés fondateurs, MM. Hounkpè (60 %) et Agossou (40 %), tous deux gérants.

2. Données financières (comptes certifiés sans réserve par le cabinet Fiduciaire du Golfe)
Exercice;2023;2024;2025
Chiffre d'affaires (M FCFA);3 100;3 600;4 200
Marge brute;21,4 %;21,9 %;22,3 %
Résultat net (M FCFA);96;131;168
Endettement financier net / EBE;1,2;1,0;0,8

3. Relation bancaire
Client depuis 2014. Aucun incident de paiement, aucun retard sur les deux crédits en cours, dont le dernier sera soldé en mars 2027. Attestations de régularité fiscale (DGI) et sociale (CNSS) à jour.

4. Clients
Portefeuille diversifié d'entreprises de BTP et de revendeurs : le premier client représente 14 % du chiffre d'affaires, les cinq premiers 39 %.

5. Analyse
Le ratio de couverture du service de la dette prévisionnel ressort à 1,9 après le nouveau crédit. La hausse du prix du ciment pourrait peser sur les marges en 2027 ; la société a montré par le passé qu'elle répercutait ces hausses.

6. Garanties
Hypothèque de premier rang sur le terrain de Parakou, caution personnelle des associés, domiciliation des recettes.

Avis de la direction des engagements : favorable.`,
  },
  // CLEAN — questionnaire répondu non ; litige clos par transaction en 2024
  {
    id: 'h11-fr-lomefret-dataroom',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'related-party', 'pending-licence', 'dead-equity', 'cap-table-complexity', 'debt-distress'],
    traits: ['checklist', 'negation', 'time', 'list'],
    text: `LOMÉ FRET EXPRESS SA — Liste de contrôle data room (vérification juridique)
Préparée par le cabinet Adjovi & Partenaires pour le compte de Mono River Capital — version du 21 octobre 2026

N°;Question;Réponse;Pièce
1;Existe-t-il des litiges en cours (civils, commerciaux, sociaux, fiscaux) ?;Non. Le différend de 2023 avec un transitaire de Cotonou a été clos par une transaction homologuée le 14 mai 2024 ; aucune somme ne reste due.;D-1.4
2;Des conventions ont-elles été conclues avec des dirigeants, administrateurs ou leurs proches ?;Non. Le registre des conventions réglementées est vierge pour 2024, 2025 et 2026.;D-2.1
3;Toutes les autorisations d'exercice sont-elles obtenues ?;Oui. Agrément de commissionnaire en douane délivré en 2021, licence de transport routier renouvelée le 3 février 2026. Aucune demande en cours.;D-3.2
4;D'anciens associés, salariés ou dirigeants détiennent-ils encore des actions ?;Non. Aucun associé ni dirigeant n'a quitté la société depuis sa création.;D-4.1
5;La table de capitalisation est-elle rapprochée du registre des titres ?;Oui, rapprochement certifié par Me Lawson, notaire, au 30 septembre 2026.;D-4.2
6;Un actionnaire détient-il 50 % ou plus du capital ?;Non. Les fondateurs détiennent 58 % ; aucun investisseur ne dépasse 22 %.;D-4.2
7;La société est-elle à jour de ses obligations fiscales et sociales ?;Oui. Attestations de l'OTR et de la CNSS datées d'octobre 2026.;D-5.3
8;La société a-t-elle fait l'objet de sanctions d'une autorité de régulation ?;Non.;D-6.1
9;Existe-t-il des sûretés consenties sur les actifs ?;Oui, nantissement de deux camions au profit d'Ecobank Togo, crédit remboursé à bonne date.;D-7.2

Observation du cabinet : aucun point bloquant identifié à ce stade.`,
  },
  // CLEAN — runway 230 / 12 = 19 mois ; churn 2,3 %/mois ; CA 410 → 640 M FCFA ; projection ×2
  {
    id: 'h11-fr-fasolumiere-blog',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'high-churn', 'short-runway', 'unrealistic-growth', 'burn-above-revenue'],
    traits: ['blog', 'words', 'figures', 'negation'],
    text: `Ce que trois ans de kits solaires nous ont appris au Burkina
Par Ousmane Sawadogo, cofondateur de Faso Lumière — publié le 6 novembre 2026

Quand nous avons lancé Faso Lumière à Ouagadougou en 2023, nous pensions vendre des panneaux. Nous vendons en réalité de la confiance : un ménage de Koudougou ou de Kaya accepte de payer 150 FCFA par jour parce qu'il sait qu'un technicien viendra si la batterie tombe en panne.

On me demande souvent si nous sommes seuls sur ce marché. Non, et heureusement. Sun King, Bboxx et plusieurs distributeurs locaux sont présents, parfois dans les mêmes villages que nous. La concurrence a éduqué les clients au paiement mobile et nous oblige à soigner le service.

Quelques chiffres, puisque nos investisseurs nous encouragent à être transparents :
- chiffre d'affaires 2025 : 640 M FCFA, contre 410 M FCFA en 2024 ;
- 21 400 clients actifs ;
- taux de désabonnement mensuel : 2,3 %, en baisse depuis que nous avons recruté des agents dans chaque commune ;
- trésorerie : 230 M FCFA pour un burn net d'environ 12 M FCFA par mois, alors que nos encaissements mensuels dépassent 55 M FCFA.

Notre ambition pour 2027 est raisonnable : doubler le nombre de clients, pas davantage. Nous aurions pu annoncer dix fois plus, mais un kit mal installé est un client perdu.

La situation sécuritaire dans certaines régions nous a obligés à suspendre nos tournées dans l'Est ; elle pourrait encore évoluer. Nous préférons croître là où nos équipes peuvent travailler sereinement.

Enfin, merci à nos 63 collaborateurs. Les trois cofondateurs sont toujours là, à plein temps, et nous n'avons jamais eu autant envie d'avancer.`,
  },
  // CLEAN — premier client 17 % ; fondateurs 71 % ; CA 1,4 → 1,9 Md FCFA ; sanction visant un concurrent
  {
    id: 'h11-fr-okoume-entretien',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['regulatory', 'no-competition', 'founder-departure', 'customer-concentration', 'low-founder-ownership'],
    traits: ['transcript', 'interview', 'negation', 'indirect'],
    text: `Transcription — entretien de présélection, programme Gabon Tech Invest
Société : OKOUMÉ DATA SA (Libreville) — hébergement cloud et services informatiques
Date : 2 octobre 2026 — Intervenants : Claire Moussavou (analyste), Jean-Baptiste Nzé (président-directeur général)

C. Moussavou : Commençons par l'équipe. Qui sont les fondateurs et sont-ils encore tous dans l'entreprise ?
J.-B. Nzé : Nous sommes trois cofondateurs, tous à plein temps depuis 2019 : moi, Ornella Ndong à la technique et Patrick Obiang au commercial. Nous détenons ensemble 71 % du capital, le reste est réparti entre deux investisseurs et les salariés.

C. Moussavou : Vos chiffres ?
J.-B. Nzé : Le chiffre d'affaires 2025 est de 1,9 Md FCFA, contre 1,4 Md FCFA en 2024. Nous sommes rentables depuis 2023.

C. Moussavou : Dépendez-vous d'un grand compte ?
J.-B. Nzé : Notre premier client, un ministère, pèse 17 % du chiffre d'affaires. Nous avons une quarantaine de clients, surtout des banques et des entreprises pétrolières.

C. Moussavou : Et la concurrence ?
J.-B. Nzé : Elle existe : deux acteurs locaux et les intégrateurs français qui répondent depuis Paris. Nous gagnons sur la proximité et sur l'hébergement des données au Gabon.

C. Moussavou : On a lu qu'un hébergeur avait été sanctionné par le régulateur cette année.
J.-B. Nzé : Oui, un de nos concurrents a reçu une amende de l'ARCEP pour des coupures répétées. Cela ne nous concerne pas ; nous avons renouvelé nos autorisations sans difficulté en janvier.

C. Moussavou : Des litiges ?
J.-B. Nzé : Aucun.

C. Moussavou : Merci, nous revenons vers vous d'ici deux semaines.`,
  },
  // CLEAN — CA 48,6 M > charges 41,2 M ; projections ×1,3 par an ; autorisation déjà délivrée
  {
    id: 'h11-fr-djoliba-subvention',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'unrealistic-growth', 'missing-financials', 'burn-above-revenue'],
    traits: ['application', 'form', 'figures', 'negation'],
    text: `DOSSIER DE CANDIDATURE — Fonds d'appui à l'innovation agricole (édition 2026)
Porteur : DJOLIBA AGRO SARL, Ségou (Mali)

Section 1 — Présentation du projet
Djoliba Agro transforme le riz paddy de l'Office du Niger en riz étuvé conditionné, vendu aux grossistes de Bamako et de Sikasso. Le projet soumis consiste à installer un séchoir solaire pour réduire les pertes après récolte et la consommation de bois.

Section 2 — Situation financière (exercice 2025)
- Chiffre d'affaires : 48 600 000 FCFA
- Charges totales : 41 200 000 FCFA
- Résultat : 7 400 000 FCFA
- Effectif : 9 salariés permanents, 22 étuveuses partenaires

Section 3 — Prévisions
- 2026 : 64 000 000 FCFA
- 2027 : 85 000 000 FCFA
Ces prévisions reposent sur la capacité actuelle de l'unité et sur les contrats d'achat déjà signés avec deux coopératives.

Section 4 — Cadre réglementaire
L'autorisation d'exploitation de l'unité de transformation a été délivrée par la direction régionale de l'industrie en 2023. Le projet de séchoir ne nécessite aucune autorisation supplémentaire ; nous l'avons fait confirmer par écrit en août 2026.

Section 5 — Budget du projet
- Séchoir solaire et installation : 18 500 000 FCFA
- Formation des étuveuses : 2 400 000 FCFA
- Apport propre : 6 000 000 FCFA ; subvention demandée : 14 900 000 FCFA

Section 6 — Équipe
Aminata Traoré (gérante, ingénieure agronome) et Seydou Coulibaly (responsable production), cofondateurs, tous deux à temps plein.

Section 7 — Risques identifiés
Une mauvaise crue du Niger pourrait réduire l'offre de paddy ; les contrats avec deux coopératives différentes limitent ce risque.`,
  },
];
