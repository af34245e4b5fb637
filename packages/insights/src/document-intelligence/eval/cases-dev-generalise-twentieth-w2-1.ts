import type { RedFlagCase } from './case';

export const generaliseTwentiethW2Part1: readonly RedFlagCase[] = [
  // short-runway: 118 M / 29 M FCFA par mois = ~4 mois (en net: 118 / (29 - 11) = 6,6 mois), < 9 dans les deux cas. burn-above-revenue: dépenses 29 M > CA 11 M FCFA en octobre. founder-departure: le CTO cofondateur a annoncé son départ. declining-revenue absent: CA 9,4 -> 11 M (hausse).
  {
    id: 'd20-w2-fr-001-email-dakar-runway-cto',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['short-runway', 'burn-above-revenue', 'founder-departure'],
    absent: ['declining-revenue', 'regulatory'],
    traits: ['email', 'figures', 'indirect'],
    text: `De : Aminata Diallo <aminata@koripay.sn>
À : investisseurs@koripay.sn
Objet : Kori Pay – point mensuel d'octobre

Chers investisseurs,

Voici notre point du mois d'octobre.

Activité
- 41 200 utilisateurs actifs (+9 % sur le mois), 2 900 marchands équipés à Dakar et Thiès.
- Chiffre d'affaires d'octobre : 11 M FCFA, contre 9,4 M FCFA en septembre.
- Notre partenariat avec la banque émettrice fonctionne normalement ; aucun incident de règlement sur le mois.

Finances
Nos dépenses du mois se sont élevées à 29 M FCFA (équipe, marketing terrain, infrastructure). La trésorerie au 31 octobre est de 118 M FCFA. Nous avons lancé des discussions avec deux fonds pour une extension de seed, mais rien n'est signé à ce jour.

Équipe
Moussa, notre CTO et cofondateur, m'a fait part de sa décision de quitter Kori Pay à la fin de l'année pour des raisons personnelles. Il assurera la passation avec Ibrahima, notre lead développeur, d'ici le 31 décembre. Nous recrutons un directeur technique et je vous solliciterai pour des recommandations.

Ce dont nous avons besoin
- Des introductions auprès de distributeurs FMCG au Sénégal ;
- Des retours sur notre note de levée, que je vous enverrai la semaine prochaine.

Merci pour votre soutien,
Aminata`,
  },
  // PV (procès-verbal) = compte rendu, pas un procès. Comptes certifiés sans réserve -> pas d'audit-opinion. Prêt remboursé par anticipation -> debt-distress résolu. Résultat net bénéficiaire 96 M (charges < CA 1,84 Md) -> pas de burn-above-revenue. "Aucun litige" -> pas de litigation.
  {
    id: 'd20-w2-fr-002-pv-ca-dakar-comptes',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'audit-opinion', 'debt-distress', 'burn-above-revenue'],
    traits: ['boilerplate', 'resolved', 'negation'],
    text: `TERANGA LOGISTIQUE SA
Société anonyme au capital de 250 000 000 FCFA – RCCM SN-DKR-2019-B-11452

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 14 MARS 2026

L'an deux mille vingt-six, le quatorze mars à dix heures, les administrateurs de la société se sont réunis au siège social, sur convocation du Président. Sont présents : M. Ousmane Ndiaye (Président), Mme Fatou Sarr, M. Jean-Paul Mendy, représentant permanent de Sahel Invest. Le quorum étant atteint, le Conseil peut valablement délibérer.

Première résolution – Arrêté des comptes de l'exercice 2025
Le Conseil arrête les états financiers de l'exercice clos le 31 décembre 2025, faisant ressortir un chiffre d'affaires de 1,84 milliard de FCFA et un résultat net bénéficiaire de 96 M FCFA. Le Conseil prend connaissance du rapport du commissaire aux comptes, qui certifie ces comptes sans réserve ; ce rapport sera présenté à l'assemblée générale ordinaire.

Deuxième résolution – Financement
Le Directeur financier informe le Conseil que le prêt de 300 M FCFA contracté en 2022 auprès de la banque a été intégralement remboursé par anticipation le 28 février 2026. La mainlevée du nantissement sur le matériel roulant a été obtenue.

Troisième résolution – Litiges et contentieux
Le Président confirme qu'aucun litige ni contentieux n'est en cours à la date de la réunion.

Quatrième résolution – Pouvoirs
Tous pouvoirs sont donnés au porteur d'une copie du présent procès-verbal pour accomplir les formalités.

L'ordre du jour étant épuisé, la séance est levée à onze heures trente.

Le Président                     L'Administrateur`,
  },
  // going-concern: "incertitude significative ... continuité d'exploitation" du CAC. audit-opinion: opinion avec réserve. debt-distress: arriérés CNPS/DGI et échéances bancaires impayées. Pas de perte nette chiffrée -> burn-above-revenue non posé. litigation absent (aucune procédure citée).
  {
    id: 'd20-w2-fr-003-cac-abidjan-reserve-continuite',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['going-concern', 'audit-opinion', 'debt-distress'],
    absent: ['litigation'],
    traits: ['boilerplate', 'indirect'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE SYNTHÈSE
Exercice clos le 31 décembre 2025 – AGRIFRESH CI SA, Abidjan

Aux actionnaires,

Opinion avec réserve
Nous avons effectué l'audit des états financiers de synthèse de la société AGRIFRESH CI SA, établis conformément au Système comptable OHADA. À notre avis, sous la réserve décrite ci-après, les états financiers sont réguliers et sincères.

Fondement de l'opinion avec réserve
Nous n'avons pas pu assister à l'inventaire physique des stocks au 31 décembre 2025, inscrits à l'actif pour 412 M FCFA, ni nous assurer de leur existence par d'autres procédures. En conséquence, nous n'avons pu déterminer si des ajustements auraient été nécessaires.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 3 des états financiers. Au 31 décembre 2025, la société présente des arriérés de cotisations sociales envers la CNPS de 84 M FCFA et des impôts non reversés à la DGI pour 132 M FCFA ; par ailleurs, les échéances du prêt bancaire de moyen terme ne sont plus honorées depuis septembre 2025. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Vérifications spécifiques
Nous n'avons pas d'autre observation à formuler sur le rapport de gestion du Conseil d'administration.

Abidjan, le 22 avril 2026
Le Commissaire aux comptes`,
  },
  // 1,02 Md / 95 M FCFA = 10,7 mois >= 9: pas de short-runway. Consommation nette 95 M < CA mensuel 160 M: le guide compare la consommation nette au CA tel qu'énoncé -> pas de burn-above-revenue (choix). Agrément BCEAO obtenu -> ni regulatory ni pending-licence. "Règlements" = paiements.
  {
    id: 'd20-w2-fr-004-email-abidjan-reglements-10mois',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'regulatory', 'pending-licence'],
    traits: ['email', 'figures', 'resolved'],
    text: `Objet : Lettre aux investisseurs – novembre 2025
De : direction@djelipay.ci

Bonjour à toutes et à tous,

Le mois de novembre a été le meilleur de notre histoire.

1. Volumes. Nous avons traité 14,2 milliards de FCFA de règlements marchands (+18 % sur octobre), avec un taux de réussite des transactions de 98,7 %. Le délai moyen de règlement aux marchands est passé de J+2 à J+1.

2. Chiffre d'affaires. Les commissions perçues atteignent 160 M FCFA sur le mois, contre 141 M FCFA en octobre.

3. Trésorerie. Nous terminons le mois avec 1,02 milliard de FCFA en banque. Notre consommation nette de trésorerie est de 95 M FCFA par mois, ce qui nous donne un peu plus de dix mois de visibilité sans nouvelle levée ; nous prévoyons d'ouvrir le tour de série A au deuxième trimestre.

4. Réglementaire. Pour rappel, l'agrément d'établissement de monnaie électronique délivré par la BCEAO en juillet nous permet désormais d'émettre en propre. La première revue annuelle de conformité est prévue en mars ; nous l'avons préparée avec notre conseil.

5. Recrutements. Une responsable conformité et deux ingénieurs back-end nous ont rejoints.

Merci pour vos introductions, notamment auprès des réseaux de pharmacies d'Abidjan.

Kouassi & l'équipe Djeli Pay`,
  },
  // CSV (k XAF... en M XAF): CA 42 -> 38 -> 31: declining-revenue. Coût des ventes 45/41/36 > CA: gross-margin (marge négative) et burn-above-revenue (coûts des ventes > CA). Trésorerie 610 M / consommation ~23 M par mois = 26 mois: pas de short-runway.
  {
    id: 'd20-w2-fr-005-csv-douala-agritech-marge',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin', 'burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['csv', 'figures', 'indirect'],
    text: `Comptes de gestion T1 2026 – Mbolo Farms SAS (Douala) – montants en millions de FCFA (XAF)

mois;chiffre_affaires;cout_des_ventes;charges_personnel;autres_charges;tresorerie_fin_mois
janvier;42,0;45,1;11,2;6,4;656
fevrier;38,3;41,0;11,4;6,1;634
mars;31,2;36,4;11,5;6,6;610

Commentaires de la direction :
- Les volumes de tomates et de piment livrés aux supermarchés de Douala et Yaoundé ont baissé de près d'un quart entre janvier et mars, la saison sèche ayant réduit les rendements de nos producteurs partenaires.
- Le coût des ventes intègre le transport frigorifique et les pertes post-récolte (environ 14 % des volumes en mars).
- Les charges de personnel sont stables : 46 salariés au 31 mars.
- La trésorerie provient de la levée de fonds de septembre 2025 ; elle reste confortable au regard de notre rythme de consommation.

Prochaines étapes : renégociation du contrat de transport, mise en service de la chambre froide de Bafoussam en mai.`,
  },
  // Clause compromissoire (arbitrage CCJA) et clause attributive de juridiction = clauses contractuelles, aucun différend existant -> pas de litigation. Distributeur déclaré sans lien avec les dirigeants -> pas de related-party.
  {
    id: 'd20-w2-fr-006-contrat-clause-compromissoire',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'related-party'],
    traits: ['boilerplate', 'modality', 'negation'],
    text: `CONTRAT DE DISTRIBUTION EXCLUSIVE – EXTRAITS
entre SOLARIS ÉNERGIE SARL (Cotonou, Bénin), ci-après « le Fournisseur », et BATIMAT DISTRIBUTION SA (Lomé, Togo), ci-après « le Distributeur »

Article 12 – Déclarations
Le Distributeur déclare qu'aucun de ses associés, dirigeants ou membres de leur famille ne détient de participation dans le Fournisseur ni n'exerce de fonction dans celui-ci, et réciproquement.

Article 17 – Règlement amiable
En cas de différend relatif à la formation, l'exécution ou l'interprétation du présent contrat, les Parties s'engagent à rechercher une solution amiable dans un délai de trente (30) jours à compter de la notification écrite du différend par la Partie la plus diligente.

Article 18 – Clause compromissoire
À défaut d'accord amiable, tout différend découlant du présent contrat sera tranché définitivement par voie d'arbitrage, conformément au Règlement d'arbitrage de la Cour Commune de Justice et d'Arbitrage (CCJA) de l'OHADA, par un arbitre unique. Le siège de l'arbitrage est fixé à Abidjan. La langue de l'arbitrage est le français.

Article 19 – Mesures conservatoires
Nonobstant l'article 18, chaque Partie pourra saisir le Tribunal de commerce de Cotonou, seul compétent, aux fins de mesures provisoires ou conservatoires.

Article 20 – Droit applicable
Le présent contrat est régi par les Actes uniformes de l'OHADA et, à titre supplétif, par le droit béninois.

Fait à Cotonou, le 3 février 2026, en deux exemplaires originaux.`,
  },
  // regulatory: mise en demeure BCEAO + suspension de l'enrôlement de nouveaux clients. pending-licence: demande d'agrément déposée, en cours d'instruction, non accordée.
  {
    id: 'd20-w2-fr-007-bceao-mise-en-demeure-agrement',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['indirect'],
    text: `BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST
Direction Nationale pour le Bénin – Service de la Surveillance des Systèmes de Paiement

Cotonou, le 9 décembre 2025
N/Réf. : DN-BN/SSP/2025/0417

À Monsieur le Directeur Général de WALLETO SAS
Objet : Mise en demeure

Monsieur le Directeur Général,

Il ressort des vérifications effectuées par nos services que votre société propose au public, depuis le mois de juin 2025, un portefeuille électronique permettant le stockage de valeur et les transferts entre particuliers, sans être titulaire de l'agrément d'établissement de monnaie électronique requis par l'Instruction n° 008-05-2015.

Nous prenons acte de la demande d'agrément que vous avez déposée le 21 octobre 2025. Ce dossier est en cours d'instruction et ne vaut pas autorisation d'exercer.

En conséquence, vous êtes mis en demeure :
1. de suspendre, à compter de la réception de la présente, l'ouverture de tout nouveau compte client ;
2. de cantonner, sous quinze (15) jours, les fonds de la clientèle existante sur un compte ouvert auprès d'une banque agréée ;
3. de nous transmettre, sous trente (30) jours, un état détaillé des encours et des transactions depuis juin 2025.

À défaut, la Banque Centrale se réserve la faculté de saisir la Commission Bancaire de l'UMOA aux fins de sanctions.

Veuillez agréer, Monsieur le Directeur Général, l'expression de notre considération distinguée.

Le Directeur National`,
  },
  // Réponse d'avocat à une demande de confirmation du CAC: "aucun litige" (négation); ancien différend clos par transaction exécutée -> résolu. Pas de litigation.
  {
    id: 'd20-w2-fr-008-avocat-confirmation-cac-neant',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress'],
    traits: ['boilerplate', 'negation', 'resolved'],
    text: `CABINET MBAYE & ASSOCIÉS – Avocats à la Cour
Dakar, le 18 janvier 2026

À l'attention du Cabinet d'audit, commissaire aux comptes de NAFOORE SAS
Objet : Demande de confirmation – litiges et contentieux au 31 décembre 2025

Messieurs,

En réponse à votre demande du 6 janvier 2026, formulée à la demande de notre cliente NAFOORE SAS, nous avons l'honneur de vous confirmer ce qui suit.

1. Litiges et contentieux en cours : à notre connaissance, au 31 décembre 2025 et à la date de la présente, il n'existe aucune procédure judiciaire, arbitrale ou administrative en cours dans laquelle la société serait demanderesse ou défenderesse.

2. Réclamations non contentieuses : néant.

3. Affaires closes au cours de l'exercice : le différend qui opposait la société à un ancien prestataire informatique au sujet d'une facture de 7,5 M FCFA a été clos par un protocole transactionnel signé le 12 mai 2025. Le montant convenu a été versé le 30 mai 2025 ; les parties ont renoncé à toute action ultérieure.

4. Honoraires : à la date de la présente, aucun honoraire ne reste dû à notre cabinet par la société.

Cette confirmation est délivrée à la seule attention du commissaire aux comptes, dans le cadre de sa mission légale, et ne saurait être utilisée à d'autres fins.

Veuillez agréer, Messieurs, l'expression de nos salutations distinguées.

Me Awa Mbaye`,
  },
];
