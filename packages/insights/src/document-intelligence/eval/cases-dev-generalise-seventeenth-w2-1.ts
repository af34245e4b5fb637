/**
 * Development set, seventeenth round (w2, part 1; 2026-11-30): French, in many genres and voices of francophone Africa (procès-verbaux, auditors' reports, regulators' letters, chats, transcripts, pacts), written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW2Part1: readonly RedFlagCase[] = [
  {
    id: 'd17-w2-001', documentType: 'legal_docs', language: 'fr',
    present: ['founder-departure', 'related-party'], absent: ['dead-equity', 'litigation'], traits: ['prose', 'time'],
    text: `TERANGA LOGISTIQUE SA – Société anonyme avec conseil d'administration au capital de 150 000 000 FCFA – Siège : Zone industrielle de Mbao, Dakar – RCCM SN-DKR-2017-B-21874
PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 14 MARS 2025
L'an deux mille vingt-cinq, le quatorze mars à dix heures, les administrateurs se sont réunis au siège social sur convocation du Président, M. Abdoulaye Sarr. Sont présents : M. Abdoulaye Sarr, M. Cheikh Ndiaye, Mme Aïssatou Diop et M. Olivier Mensah, représentant permanent de Sahel Ventures. Le quorum étant atteint, le conseil peut valablement délibérer.
1. Communication du Directeur général. M. Cheikh Ndiaye, cofondateur et Directeur général, informe le conseil de sa décision de quitter ses fonctions au 30 juin 2025, pour des raisons personnelles. Il se tient à la disposition du conseil pour assurer une transition ordonnée. Le conseil prend acte de cette décision et charge le Président de lancer sans délai le recrutement d'un successeur.
2. Autorisation préalable d'une convention. Le Président expose que la société doit disposer d'un nouvel entrepôt de 2 400 m² à Diamniadio. La SCI Keur Fatou, dont la gérante et associée majoritaire est Mme Fatou Sarr, épouse du Président, propose un bail commercial de neuf ans moyennant un loyer mensuel de 7 800 000 FCFA HT. M. Sarr, administrateur intéressé, ne prend pas part au vote. La convention est autorisée à l'unanimité des autres administrateurs ; elle sera mentionnée dans le rapport spécial du commissaire aux comptes.
3. Questions diverses. Néant.
L'ordre du jour étant épuisé, la séance est levée à douze heures quinze. Le Président – Un administrateur.`,
  },
  // capitaux propres 1 094 M > 500 M / 2: no dissolution question; loan repaid; certified without reservation
  {
    id: 'd17-w2-002', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['audit-opinion', 'going-concern', 'debt-distress', 'related-party', 'declining-revenue'], traits: ['prose', 'negation', 'figures'],
    text: `AKWABA PAY SA – Capital social : 500 000 000 FCFA – Siège : Abidjan-Plateau, avenue Chardy
PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE ANNUELLE DU 27 JUIN 2025
Les actionnaires présents ou représentés détiennent 4 612 actions sur les 5 000 composant le capital, soit 92,2 % ; l'assemblée peut valablement délibérer. Elle est présidée par M. Jean-Marc Aké, Président du conseil d'administration.
Première résolution. L'assemblée, après avoir entendu le rapport de gestion du conseil et le rapport général du commissaire aux comptes, le cabinet Kouassi & Associés, qui certifie les états financiers sans réserve ni observation, approuve les comptes de l'exercice clos le 31 décembre 2024, faisant apparaître un chiffre d'affaires de 3 418 millions FCFA (contre 2 705 millions en 2023) et un bénéfice net de 212 millions FCFA. Adoptée à l'unanimité.
Deuxième résolution. L'assemblée constate que les capitaux propres, qui s'élèvent à 1 094 millions FCFA, demeurent supérieurs à la moitié du capital social ; il n'y a donc pas lieu de statuer sur la dissolution anticipée prévue à l'article 664 de l'Acte uniforme relatif au droit des sociétés commerciales.
Troisième résolution. L'assemblée prend acte que l'emprunt bancaire de 400 millions FCFA souscrit en 2022 a été intégralement remboursé par anticipation en février 2025 et que la société n'a plus aucun endettement bancaire à ce jour.
Quatrième résolution. Après lecture du rapport spécial du commissaire aux comptes, l'assemblée prend acte qu'aucune convention visée à l'article 438 de l'Acte uniforme n'a été conclue ou poursuivie au cours de l'exercice.
Cinquième résolution. Le bénéfice est affecté en report à nouveau. Adoptée à l'unanimité.`,
  },
  {
    id: 'd17-w2-003', documentType: 'legal_docs', language: 'fr',
    present: ['going-concern', 'debt-distress'], absent: ['litigation', 'short-runway'], traits: ['prose', 'negation', 'figures'],
    text: `MBOA AGRO SA – Capital : 300 000 000 FCFA – Siège : Bafoussam, quartier Tamdja
PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE DU 18 SEPTEMBRE 2025
L'assemblée est réunie sur convocation du conseil d'administration, en application de l'article 664 de l'Acte uniforme OHADA, les capitaux propres ressortant à 118 millions FCFA au 31 décembre 2024, soit moins de la moitié du capital social, du fait de pertes cumulées de 236 millions FCFA.
Le Président, M. Emmanuel Fotso, donne lecture du rapport du conseil. Celui-ci indique que, compte tenu des pertes, de la dégradation du fonds de roulement et de l'absence à ce jour d'engagement ferme des investisseurs sollicités, il existe une incertitude significative sur la capacité de la société à poursuivre son exploitation au-delà du 31 décembre 2025.
Le Directeur financier précise la situation des dettes sociales et fiscales : les cotisations dues à la CNPS depuis le deuxième trimestre 2024 n'ont pas été reversées, pour un montant de 46 millions FCFA, et les arriérés d'impôts et de TVA envers la Direction générale des impôts atteignent 71 millions FCFA, majorations comprises. Un plan d'apurement a été proposé aux deux administrations mais n'est pas encore signé. Il précise qu'aucune poursuite n'a été engagée par la CNPS à ce jour.
Résolution unique. Après en avoir délibéré, l'assemblée, statuant à la majorité des deux tiers des voix exprimées, décide qu'il n'y a pas lieu à dissolution anticipée de la société et que les capitaux propres devront être reconstitués dans le délai légal. Adoptée.`,
  },
  // shares: fund 54 000 / 100 000 = 54 % >= 50 %; founders 22 000 + 12 000 = 34 % < 40 %; ex-associé (left 2022) 12 000 not bought back
  {
    id: 'd17-w2-004', documentType: 'legal_docs', language: 'fr',
    present: ['dead-equity', 'investor-control', 'low-founder-ownership'], absent: ['cap-table-complexity', 'founder-departure'], traits: ['table', 'indirect', 'figures'],
    text: `ATLAS DATTES SA – Capital : 10 000 000 MAD divisé en 100 000 actions de 100 MAD – Siège : Erfoud
Extrait du procès-verbal du conseil d'administration du 22 mai 2025
Point 3 – Actionnariat. Le secrétaire du conseil présente l'état des actionnaires, rapproché du registre des titres nominatifs au 31 décembre 2024 sans écart :
| Actionnaire | Actions |
| Sahara Agri Capital (fonds d'investissement) | 54 000 |
| M. Youssef Benali, fondateur, Président-directeur général | 22 000 |
| Mme Nadia Benali, fondatrice, Directrice générale déléguée | 12 000 |
| M. Hicham Alaoui, ancien associé apporteur du verger d'Aoufous | 12 000 |
| Total | 100 000 |
M. Hicham Alaoui n'exerce plus aucune fonction ni activité pour la société depuis son départ en octobre 2022. La promesse de cession de ses actions au profit des fondateurs, prévue au protocole de 2019, n'a jamais été levée et les actions restent inscrites à son nom. Le représentant de Sahara Agri Capital rappelle que les décisions stratégiques listées à l'article 14 des statuts requièrent son accord.
Point 4 – Campagne 2025. La récolte de Medjool est estimée à 410 tonnes, en ligne avec la campagne précédente. Le conseil approuve le budget d'exploitation présenté.`,
  },
  {
    id: 'd17-w2-005', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['founder-departure', 'related-party', 'debt-distress', 'declining-revenue'], traits: ['prose', 'negation', 'time'],
    text: `CARTHAGE MEDTECH SA – Capital : 2 400 000 TND – Siège : Technopole El Ghazala, Ariana
Procès-verbal de la réunion du conseil d'administration du 9 avril 2025
Présents : Mme Hela Ben Salah (Présidente), MM. Karim Jaziri, Walid Mejri, Mme Inès Chaabane (administratrice indépendante).
1. Situation de la direction technique. Il est rappelé qu'en janvier dernier, M. Karim Jaziri, cofondateur et directeur technique, avait fait part de son intention de rejoindre un groupe européen. M. Jaziri informe le conseil qu'il a définitivement renoncé à ce projet et retiré sa démission ; un avenant à son contrat, d'une durée de trois ans, a été signé le 2 avril. Le conseil s'en félicite.
2. Activité du premier trimestre. Le chiffre d'affaires du T1 2025 s'établit à 1,34 M TND, contre 1,12 M TND au T4 2024 et 0,98 M TND au T1 2024, porté par les ventes de moniteurs de dialyse aux cliniques de Sfax et de Sousse.
3. Conventions réglementées. Interrogée par l'administratrice indépendante, la Présidente confirme qu'aucune convention relevant de l'article 200 du Code des sociétés commerciales n'a été conclue depuis la dernière assemblée.
4. Contrôle fiscal. Le contrôle approfondi portant sur les exercices 2021 et 2022 s'est clôturé en mars sans aucun redressement ; la notification de clôture est annexée au présent procès-verbal.
Plus rien n'étant à l'ordre du jour, la séance est levée à 17 h 40.`,
  },
  // loss 1 137 M on revenue 2 960 M: the year's costs were 4 097 M, above its revenue (relabelled 2026-12-01: a net loss is costs above revenue)
  {
    id: 'd17-w2-006', documentType: 'financial_statements', language: 'fr',
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'], absent: ['debt-distress'], traits: ['prose', 'figures'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS ANNUELS – Exercice clos le 31 décembre 2024
Aux actionnaires de la société BAOBAB ÉNERGIE SA, Abidjan-Marcory
Opinion avec réserve. Nous avons effectué l'audit des états financiers annuels de la société Baobab Énergie SA, qui comprennent le bilan au 31 décembre 2024, le compte de résultat, le tableau des flux de trésorerie et les notes annexes, et qui font apparaître un total bilan de 8 214 millions FCFA, un chiffre d'affaires de 2 960 millions FCFA et une perte nette de 1 137 millions FCFA. À notre avis, sous réserve des incidences du point décrit dans la section « Fondement de l'opinion avec réserve », les états financiers sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé.
Fondement de l'opinion avec réserve. Les stocks de panneaux solaires et de batteries figurent au bilan pour 1 208 millions FCFA. Nous n'avons pas été en mesure d'assister à l'inventaire physique au 31 décembre 2024, réalisé dans les dépôts de Korhogo et de Bouaké, ni d'obtenir par d'autres procédures des éléments probants suffisants concernant ces quantités.
Incertitude significative liée à la continuité d'exploitation. Nous attirons votre attention sur la note 2.3 des états financiers, qui indique que la société a subi une perte nette de 1 137 millions FCFA et que ses passifs courants excèdent ses actifs courants de 1 540 millions FCFA. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée à l'égard de ce point.
Abidjan, le 28 avril 2025 – Cabinet Yao Konan Audit, associé signataire`,
  },
  {
    id: 'd17-w2-007', documentType: 'financial_statements', language: 'fr',
    present: [], absent: ['audit-opinion', 'going-concern', 'related-party'], traits: ['prose', 'negation'],
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES – Exercice clos le 31 décembre 2024
Mesdames, Messieurs les actionnaires de SUNU SANTÉ SA (Dakar, Sacré-Cœur 3),
Opinion. Nous avons effectué l'audit des états financiers de synthèse de la société, faisant ressortir un chiffre d'affaires de 1 882 millions FCFA et un résultat net bénéficiaire de 146 millions FCFA. Nous certifions que ces états financiers sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.
Observation. Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 4 de l'annexe, qui expose le changement de méthode de comptabilisation des abonnements annuels des cliniques partenaires, désormais étalés sur la durée du contrat.
Continuité d'exploitation. La direction a établi les états financiers selon le principe de continuité d'exploitation. Sur la base de nos travaux, nous n'avons pas relevé d'incertitude significative liée à des événements ou à des circonstances susceptibles de jeter un doute important sur la capacité de la société à poursuivre son exploitation.
Vérifications spécifiques. Nous n'avons pas d'observation à formuler sur la sincérité et la concordance avec les états financiers des informations données dans le rapport de gestion. Par ailleurs, nous vous informons que nous n'avons été avisés d'aucune convention relevant de l'article 438 de l'Acte uniforme.
Dakar, le 15 avril 2025 – Cabinet Diouf Mbaye Expertise, commissaire aux comptes`,
  },
  // milk supplier run by the CEO's brother: related party; 37 % of purchases is supplier, not customer, concentration
  {
    id: 'd17-w2-008', documentType: 'legal_docs', language: 'fr',
    present: ['related-party'], absent: ['customer-concentration', 'audit-opinion'], traits: ['prose', 'figures', 'indirect'],
    text: `FASO LAIT SA – Ouagadougou, Zone industrielle de Kossodo
RAPPORT SPÉCIAL DU COMMISSAIRE AUX COMPTES SUR LES CONVENTIONS RÉGLEMENTÉES – Exercice 2024
En application de l'article 440 de l'Acte uniforme OHADA, nous vous présentons notre rapport sur les conventions dont nous avons été avisés. Il ne nous appartient pas de rechercher l'existence éventuelle d'autres conventions, ni de nous prononcer sur leur utilité.
1. Convention d'approvisionnement en lait cru avec la société Wend-Panga Élevage SARL. Personne concernée : M. Salif Ouédraogo, Directeur général de votre société, dont le frère, M. Issouf Ouédraogo, est gérant et associé unique de Wend-Panga Élevage SARL. Nature et modalités : fourniture exclusive de lait cru pour l'usine de Kossodo au prix de 400 FCFA le litre, soit un prix supérieur d'environ 12 % au prix moyen payé aux autres centres de collecte. Montant facturé au titre de l'exercice : 286 millions FCFA, représentant 37 % des achats de matières premières de la société.
2. Avance en compte courant de M. Paul Zongo, Président du conseil d'administration. Montant au 31 décembre 2024 : 60 millions FCFA, rémunéré au taux de 8 % l'an ; intérêts comptabilisés sur l'exercice : 4,8 millions FCFA.
Ces conventions ont été autorisées par le conseil d'administration des 12 février et 3 juillet 2024. Notre opinion sur les comptes annuels fait l'objet d'un rapport distinct.
Ouagadougou, le 30 avril 2025 – Cabinet Sawadogo Audit & Conseil`,
  },
  // 'chiffre d'affaires récurrent' 14,2 Mds MGA includes a one-off stock sale of 3,1 Mds MGA
  {
    id: 'd17-w2-009', documentType: 'financial_statements', language: 'fr',
    present: ['audit-opinion', 'non-recurring-revenue'], absent: ['going-concern', 'declining-revenue'], traits: ['prose', 'figures', 'indirect'],
    text: `VANILLE SAVA EXPORT SA – Sambava, région SAVA
Rapport du commissaire aux comptes sur les états financiers de l'exercice clos le 31 décembre 2024
Impossibilité d'exprimer une opinion. Nous avons été désignés pour auditer les états financiers de la société Vanille Sava Export SA. Nous n'exprimons pas d'opinion sur ces états financiers. En raison de l'importance des points décrits dans la section « Fondement de l'impossibilité d'exprimer une opinion », nous n'avons pas été en mesure d'obtenir des éléments probants suffisants et appropriés pour fonder une opinion d'audit.
Fondement. Une partie des pièces justificatives des achats de vanille verte auprès des collecteurs (environ 5,8 Mds MGA) a été détruite lors du passage du cyclone en mars 2025, et la société n'a pas été en mesure de reconstituer les bordereaux d'achat. Par ailleurs, les confirmations bancaires de deux établissements ne nous sont pas parvenues.
Autres informations. Le rapport de gestion présente un « chiffre d'affaires récurrent » de 14,2 Mds MGA, en progression. Nous signalons que ce montant inclut la cession exceptionnelle, en septembre 2024, d'un stock de vanille de la campagne 2022 à un négociant de Toamasina pour 3,1 Mds MGA, opération que la direction elle-même qualifie de non renouvelable dans la note 18 de l'annexe.
Antananarivo, le 27 juin 2025 – Cabinet Rakotomalala & Associés, commissaire aux comptes`,
  },
  // DSCR 1,52 vs covenant minimum 1,3: respected
  {
    id: 'd17-w2-010', documentType: 'financial_statements', language: 'fr',
    present: [], absent: ['going-concern', 'audit-opinion', 'debt-distress'], traits: ['prose', 'negation', 'figures'],
    text: `SOUSS SOLAR SARL – Agadir, Parc Haliopolis
Rapport du commissaire aux comptes – Exercice du 1er janvier au 31 décembre 2024
Opinion sur les états de synthèse. Nous avons effectué l'audit des états de synthèse ci-joints de la société Souss Solar SARL, comprenant le bilan, le compte de produits et charges, l'état des soldes de gestion, le tableau de financement et l'état des informations complémentaires (ETIC). Ces états font ressortir un chiffre d'affaires de 41,6 M MAD et un bénéfice net de 3,9 M MAD. À notre avis, ces états de synthèse donnent, dans tous leurs aspects significatifs, une image fidèle du patrimoine, de la situation financière et du résultat de la société, conformément au référentiel comptable admis au Maroc. Nous certifions ces comptes sans réserve.
Continuité d'exploitation. La gérance a évalué la capacité de la société à poursuivre son exploitation et a conclu à l'absence d'incertitude significative. Nos travaux n'ont pas identifié d'élément de nature à remettre en cause cette appréciation.
Endettement. Le contrat de prêt de 18 M MAD conclu en 2022 pour la centrale de Tiznit comporte un ratio minimum de couverture du service de la dette de 1,3. Au 31 décembre 2024, ce ratio s'établit à 1,52 ; toutes les échéances de l'exercice ont été réglées à bonne date.
Agadir, le 21 mars 2025 – Fiduciaire El Amrani, commissaire aux comptes`,
  },
  // margin 2023 = (2 060 - 1 421) / 2 060 = 31,0 %; 2024 = (1 840 - 1 398) / 1 840 = 24,0 %: -7 points; CA 1 840 < 2 060
  {
    id: 'd17-w2-011', documentType: 'business_plan', language: 'fr',
    present: ['declining-revenue', 'gross-margin'], absent: ['burn-above-revenue', 'debt-distress'], traits: ['table', 'indirect', 'figures'],
    text: `KPAKPATO DISTRIBUTION SA – Cotonou, Akpakpa
Lettre aux actionnaires – Exercice 2024
Chers actionnaires,
L'année 2024 a mis notre modèle à l'épreuve. La fermeture prolongée de la frontière avec le Niger a privé nos dépôts de Parakou et de Malanville d'une partie de leur clientèle de grossistes, et la hausse des prix d'achat du riz et de l'huile n'a pu être que partiellement répercutée.
Principaux agrégats (en millions de FCFA) :
| | 2023 | 2024 |
| Chiffre d'affaires | 2 060 | 1 840 |
| Coût des marchandises vendues | 1 421 | 1 398 |
| Charges de personnel et frais généraux | 571 | 404 |
| Résultat d'exploitation | 68 | 38 |
Nous avons réagi rapidement : fermeture de deux points de vente déficitaires, renégociation du bail de l'entrepôt de Glo-Djigbé et réduction du BFR de 140 millions grâce à une meilleure rotation des stocks. Toutes nos échéances bancaires ont été honorées.
Pour 2025, nous visons le retour à une activité comparable à 2023, en nous appuyant sur le développement des ventes vers le Togo et sur notre application de commande pour les boutiquiers.
Avec nos remerciements pour votre fidélité,
Rodrigue Adjovi, Président-directeur général`,
  },
  // CA 4,1 Mds vs 3,76 Mds: +9 %; gross margin 44,3 % -> 41,5 % = -2,8 points (< 5); BCEAO licence granted March 2024
  {
    id: 'd17-w2-012', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['declining-revenue', 'gross-margin', 'pending-licence', 'regulatory'], traits: ['prose', 'negation', 'figures', 'time'],
    text: `SAHEL MOBILE MONEY SA – Bamako, ACI 2000
Lettre aux actionnaires – mars 2025
Chers actionnaires,
Contrairement à ce que certains d'entre vous craignaient au vu de la conjoncture – délestages électriques à répétition, tensions sur la liquidité –, notre activité n'a pas reculé en 2024. Le volume de transactions a progressé de 22 % et le chiffre d'affaires atteint 4,1 Mds FCFA, contre 3,76 Mds FCFA en 2023, soit une hausse de 9 %.
La marge brute s'établit à 41,5 %, contre 44,3 % l'an dernier. Ce léger tassement s'explique par la revalorisation des commissions versées à notre réseau de 3 800 agents, décidée pour fidéliser les meilleurs points de vente de Sikasso et de Ségou.
Sur le plan réglementaire, l'année a été marquée par l'obtention, en mars 2024, de l'agrément d'établissement de monnaie électronique délivré par la BCEAO, qui met un terme à la période transitoire pendant laquelle nous opérions en partenariat avec une banque. Nous sommes désormais pleinement autonomes.
Pour 2025, nos priorités sont le paiement des factures d'eau et d'électricité depuis le portefeuille et le transfert vers la Côte d'Ivoire et le Sénégal.
Bien cordialement,
Aminata Traoré, Directrice générale`,
  },
  // costs 1,9 M MAD/month > revenue 1,2 M MAD/month; cash 21 M / net burn 0,7 M = 30 months (no short runway)
  {
    id: 'd17-w2-013', documentType: 'business_plan', language: 'fr',
    present: ['founder-departure', 'burn-above-revenue'], absent: ['short-runway', 'dead-equity'], traits: ['prose', 'figures', 'time', 'indirect'],
    text: `ARGAN BEAUTY LAB SARL – Casablanca / Essaouira
Lettre aux associés – bilan du premier semestre 2025
Chers associés,
Le semestre a confirmé l'appétit pour nos soins à l'huile d'argan certifiée : nos ventes mensuelles moyennes ont atteint 1,2 M MAD, portées par le site marchand et par les concept stores de Marrakech. Nous avons dans le même temps accéléré nos investissements : sur la période, nos charges mensuelles totales – production à la coopérative d'Essaouira, marketing digital, équipe de 31 personnes – se sont établies en moyenne à 1,9 M MAD. Grâce à la levée bouclée en décembre, la trésorerie s'élève à 21 M MAD au 30 juin.
Je dois également vous informer d'un changement important. Salma El Idrissi, cofondatrice et directrice des opérations, a fait part au conseil de gérance de sa décision de quitter ses fonctions à la fin du mois de septembre 2025 afin de s'installer à Montréal. Elle restera associée et nous accompagnera pendant la passation. Nous avons engagé un cabinet pour recruter un directeur des opérations.
Je sais pouvoir compter sur votre soutien.
Youssef Chraïbi, cogérant`,
  },
  // CA 2,9 M < 3,3 M TND; top client 1,2 / 2,9 = 41 % >= 30 %
  {
    id: 'd17-w2-014', documentType: 'business_plan', language: 'fr',
    present: ['declining-revenue', 'customer-concentration'], absent: ['gross-margin', 'going-concern'], traits: ['prose', 'indirect', 'figures'],
    text: `DJERBA TECH SA – Tunis, Les Berges du Lac
Lettre aux actionnaires – avril 2025
Madame, Monsieur,
Le chiffre d'affaires de l'exercice 2024 s'établit à 2,9 M TND, contre 3,3 M TND en 2023. Ce recul s'explique principalement par le report, à la demande des clients, de deux projets de migration vers le cloud qui devaient être livrés au quatrième trimestre.
Notre premier client, un opérateur de télécommunications national avec lequel nous travaillons depuis 2019, nous a confié 1,2 M TND de prestations et de licences sur l'exercice. Nous avons renouvelé avec lui un contrat-cadre de trois ans en février.
La marge brute reste solide à 62 %, stable par rapport à 2023, et nos comptes ont été certifiés sans réserve. Nous abordons 2025 avec un carnet de commandes de 1,8 M TND et sans endettement bancaire.
Nos équipes de Tunis et de Sfax (54 ingénieurs) poursuivent le développement de notre offre de supervision réseau, que nous présenterons au salon de Casablanca en juin.
Veuillez agréer l'expression de nos sentiments dévoués.
Mehdi Ben Ammar, Président-directeur général`,
  },
  // operating costs 2,4 Mds > revenue 1,7 Md FCFA; board states material uncertainty
  {
    id: 'd17-w2-015', documentType: 'business_plan', language: 'fr',
    present: ['going-concern', 'burn-above-revenue'], absent: ['declining-revenue', 'audit-opinion', 'unrealistic-growth'], traits: ['prose', 'figures', 'modality'],
    text: `CACAO TRACE SA – San-Pédro, Côte d'Ivoire
Lettre aux actionnaires – juin 2025
Chers actionnaires,
Notre plateforme de traçabilité couvre désormais 61 coopératives et 48 000 producteurs des régions de San-Pédro, Soubré et Daloa. La demande des chocolatiers européens pour des fèves géolocalisées nous a permis de porter le chiffre d'affaires à 1,7 Md FCFA en 2024, contre 1,1 Md FCFA en 2023.
Cette croissance a toutefois un coût. Nos charges d'exploitation de l'exercice ont atteint 2,4 Mds FCFA, sous l'effet du déploiement de 120 agents de terrain et de l'achat de terminaux GPS. Nos comptes ont été certifiés sans réserve par notre commissaire aux comptes.
Le conseil d'administration vous doit la transparence : comme il l'a indiqué dans son rapport de gestion, il considère qu'il existe une incertitude significative sur la capacité de la société à poursuivre son activité au-delà du premier trimestre 2026 si la levée de fonds actuellement en discussion avec deux fonds d'impact n'aboutit pas.
Nous travaillons activement à la conclure avant la fin de l'année et à réduire nos coûts de terrain de 20 % grâce à la collecte des données par les coopératives elles-mêmes.
Avec mes sentiments les meilleurs,
Awa Bamba, Présidente du conseil d'administration`,
  },
  // LTV = 2 500 x 60 % / 9 % = 16 667 FCFA < CAC 18 000 -> LTV/CAC ~0,9, not ~4; churn 9 %/month >= 5 %
  {
    id: 'd17-w2-016', documentType: 'business_plan', language: 'fr',
    present: ['unit-economics', 'high-churn'], absent: ['customer-concentration', 'short-runway'], traits: ['list', 'indirect', 'figures'],
    text: `Compte rendu d'appel – JÀNG (edtech, Dakar) – 12/02/2025
Participants : Awa Fall (fondatrice, CEO), Mamadou Ba (CFO) ; côté fonds : Claire Gomis, Ibrahima Sy.
- Produit : soutien scolaire par WhatsApp et application mobile, collège et lycée, abonnement mensuel à 2 500 FCFA.
- 14 300 abonnés payants fin janvier, majoritairement Dakar, Thiès et Ziguinchor ; aucun contrat B2B, clientèle 100 % familles.
- Awa présente un LTV/CAC « autour de 4 », argument central du deck pour le ticket de 500 k€ demandé.
- Chiffres donnés en séance par Mamadou : CAC moyen 18 000 FCFA (campagnes Facebook + ambassadeurs dans les lycées), marge brute 60 %, churn mensuel moyen de 9 % sur les six derniers mois, avec des pics après les examens.
- Runway : 15 mois selon le CFO après le bridge de décembre.
- Sentiment général : équipe solide et produit apprécié, mais le ratio présenté devra être recalculé à partir des chiffres ci-dessus avant le comité.
- Prochaines étapes : demander l'export des cohortes mensuelles 2024 et le détail des dépenses d'acquisition par canal.`,
  },
  // top client 540 000 / 1 260 000 USD = 42,9 % >= 30 %; plan 2,1 M / 1,26 M = 1,7x
  {
    id: 'd17-w2-017', documentType: 'business_plan', language: 'fr',
    present: ['customer-concentration', 'no-competition'], absent: ['unrealistic-growth', 'founder-departure'], traits: ['list', 'indirect', 'figures'],
    text: `CR call investisseur – KINSHASA COURSES SARL – 4 mars 2025
Interlocuteurs : Patrick Mbuyi (fondateur, DG), Christelle Kabeya (responsable financière).
- Activité : livraison B2B programmée (boissons, produits pharmaceutiques, produits de grande consommation) dans les communes de Limete, Gombe, Ngaliema et Masina ; 64 motos et 9 camionnettes.
- CA 2024 : 1,26 M USD. Premier client, un brasseur installé à Limete : 540 000 USD facturés sur l'année. Les deux suivants (une chaîne de supermarchés et un distributeur pharmaceutique) : 110 000 et 95 000 USD.
- Concurrence : Patrick est catégorique, « personne d'autre ne fait de la livraison B2B programmée à Kinshasa, on n'a pas de concurrent ». Quand nous avons évoqué les coursiers moto informels et les flottes internes des grossistes, il estime que « ce n'est pas le même métier ».
- Projection 2025 présentée : 2,1 M USD de CA, tirée par l'ouverture de Lubumbashi au second semestre.
- Équipe dirigeante stable, pas de changement prévu.
- À faire : obtenir le contrat signé avec le brasseur (durée, clause de résiliation) et la balance âgée clients.`,
  },
  // churn 2,1 %/month < 5 %; top client 22 % < 30 %; 1,4 Md / 100 M = 14 months; net burn 100 M < revenue 160 M/month
  {
    id: 'd17-w2-018', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['high-churn', 'customer-concentration', 'short-runway', 'burn-above-revenue', 'founder-departure'], traits: ['list', 'negation', 'figures'],
    text: `Compte rendu – appel avec WÔRÔ LOGISTICS (Abidjan) – 20 mai 2025
Présents : Koffi N'Guessan (CEO), Yannick Aka (CTO) ; pour le fonds : S. Diabaté.
- Wôrô opère une place de marché de camionnage entre le port d'Abidjan, Yamoussoukro et Bouaké ; 412 PME chargeuses actives.
- Churn mensuel des PME clientes : 2,1 % en moyenne sur douze mois, en baisse depuis l'introduction du suivi GPS.
- Premier client, un cimentier de Yopougon : 22 % du CA ; aucun autre client au-dessus de 8 %.
- CA mensuel moyen : 160 M FCFA ; burn net : environ 100 M FCFA par mois.
- Trésorerie au 31 mars : 1,4 Md FCFA ; Koffi annonce 14 mois de runway, hors nouvelle levée.
- Yannick avait été approché par une plateforme concurrente basée à Lagos au début de l'année ; il a décliné l'offre et a renouvelé son engagement, avec un complément d'actions soumis à vesting sur quatre ans.
- Prochaines étapes : data room la semaine prochaine, visite du dépôt de Vridi.`,
  },
];
