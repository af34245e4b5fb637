/** The second half of cases-dev-generalise-fifteenth-informal-fr.ts's texts, kept apart so no file passes 400 lines; cases-dev-generalise-fifteenth-informal-fr.ts gathers them. */
import type { RedFlagCase } from './case';

export const generaliseFifteenthInformalFrRest: readonly RedFlagCase[] = [
  {
    id: 'd15-w3-kinshasa-codir-arrieres-dgi-cnss',
    documentType: 'business_plan',
    text: `Notes de réunion – comité de direction (Kinshasa), 24/11
- arriérés DGI : 46 000 USD (TVA T2–T3 non reversée), + CNSS : deux mois de cotisations en retard
- plan d'apurement proposé à la DGI, pas encore accepté
- CA octobre 128 000 USD (sept. 119 000)
- charges totales octobre 104 000 USD
- action : Jonathan voit le conseiller fiscal mardi`,
    present: ['debt-distress'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  // Marge brute 2025 (1 250 - 710) / 1 250 = 43,2 % ; 2024 (980 - 560) / 980 = 42,9 % : stable.
  {
    id: 'd15-w3-abidjan-ocr-compte-resultat-non-audite',
    documentType: 'financial_statements',
    text: `SOCIETE IV0IRIENNE DE DISTRIBUTI0N AGRI (SIDA) SARL
COMPTE DE RESULTAT – exercice clos le 31/12/2025
Comptes non au dités, arrêtés par la gér ance

                          2025 (M FCFA)   2024 (M FCFA)
Chiffre d'affai res          1 2 50            980
Achats cons ommés          (  710)          (560)
Charges de perso nnel       (  285)          (240)
Autres cha rges             (  193)          (151)
Résultat net                   62             29`,
    present: ['audit-opinion'],
    absent: ['gross-margin', 'declining-revenue'],
    language: 'fr',
    traits: ['table', 'split', 'words'],
  },
  // Octobre : coût des ventes 48 M > CA 44,5 M FCFA (marge négative) ; marge septembre (44 - 41) / 44 = 6,8 %.
  {
    id: 'd15-w3-dakar-tableur-cout-des-ventes',
    documentType: 'business_plan',
    text: `copie du tableur envoyée sur le groupe « fondateurs » :
mois | CA | coût des ventes
sept | 44 M
| 41 M
oct | 44,5 M | 48 M

[19:02] Fatou : c'est le riz importé, le prix a bondi et on n'a pas répercuté
[19:04] Ousmane : donc en octobre on vend à perte sur chaque sac ?
[19:05] Fatou : oui. nouvelle grille tarifaire lundi, sinon novembre sera pareil`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['table', 'split', 'figures'],
  },
  // LTV annoncée 180 000 FCFA ; ARPU 6 000 / churn 8 % = 75 000 FCFA ; churn 8 % par mois (>= 5 %).
  {
    id: 'd15-w3-abidjan-formulaire-ltv-churn',
    documentType: 'pitch_deck',
    text: `Formulaire de candidature – accélérateur (réponses collées)

Q : Vos indicateurs clés ?
R : ARPU : 6 000 FCFA par mois. LTV : 180 000 FCFA par client, ce qui nous donne un ratio LTV/CAC de 9.
Q : Rétention ?
R : Churn mensuel autour de 8 %, on travaille dessus avec un programme de fidélité.
Q : Chiffre d'affaires ?
R : 52 M FCFA en 2025, 71 M FCFA sur les dix premiers mois de 2026.`,
    present: ['high-churn', 'unit-economics'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
  },
  // Fondateurs actifs 24 + 18 = 42 % (>= 40 %) ; Teranga Ventures 49 % (< 50 %).
  {
    id: 'd15-w3-dakar-cap-table-quarante-neuf',
    documentType: 'legal_docs',
    text: `Table de capitalisation post-seed (collée depuis le tableur, 28/11)

Aïcha Ndiaye (CEO, fondatrice) | 24,0 %
Malick Sow (CTO, fondateur) |
18,0 %
Teranga Ventures | actions de préférence |
49,0 %
BSPCE (dont 4,0 non attribués) | 9,0 %
Total | 100 %

Les deux fondateurs sont à plein temps. Table rapprochée avec le registre par le cabinet, aucun écart.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    language: 'fr',
    traits: ['table', 'split', 'figures'],
  },
  // Trésorerie 1,2 Md / burn 110 M FCFA = 10,9 mois (>= 9) ; burn 110 M < CA 130 M.
  {
    id: 'd15-w3-abidjan-newsletter-tresorerie-onze-mois',
    documentType: 'business_plan',
    text: `Newsletter investisseurs – novembre (Abidjan)

Tréso : 1,2 Md FCFA au 30/11.
CA du mois : 130 M FCFA (octobre : 121 M).
Burn net : 110 M FCFA, en hausse à cause des recrutements à Bouaké.

Pour ceux qui s'inquiétaient le mois dernier : non, on n'est pas à court. On a largement de quoi tenir jusqu'à la série A, même sans la ligne de crédit.
Prochain point : mi-décembre.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'negation', 'split'],
  },
  {
    id: 'd15-w3-dakar-slack-controle-bceao-rien',
    documentType: 'business_plan',
    text: `[17:20] Rokhaya : contrôle BCEAO terminé 🙌 aucune sanction, aucune remarque bloquante, juste deux recommandations sur l'archivage
[17:22] Pape : et l'agrément ?
[17:22] Rokhaya : obtenu en 2024, toujours valable, rien à renouveler avant 2029
[17:24] Pape : parfait. tu l'ajoutes au point mensuel avec le CA ?
[17:25] Rokhaya : oui, 87 M FCFA en novembre, record`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    language: 'fr',
    traits: ['split', 'negation'],
  },
  {
    id: 'd15-w3-douala-point-menace-ancien-client',
    documentType: 'business_plan',
    text: `Point hebdo (Douala), notes de Christelle
- un ancien client, Camlog, menace de nous assigner pour un retard de livraison en août. Leur avocat a envoyé un courrier, mais à ce jour aucune procédure n'a été engagée et notre avocat pense qu'ils n'iront pas plus loin
- CA novembre : 36 M FCFA (oct. 33 M)
- charges : 29 M FCFA
- recrutement d'un chauffeur-livreur supplémentaire validé`,
    present: [],
    absent: ['litigation'],
    language: 'fr',
    traits: ['list', 'modality', 'negation'],
  },
  // CA novembre 38,5 M > octobre 38,2 M FCFA : pas de baisse.
  {
    id: 'd15-w3-abidjan-whatsapp-on-a-eu-peur',
    documentType: 'business_plan',
    text: `[30/11 22:10] Didier : chiffres de novembre bouclés. CA 38,5 M FCFA
[30/11 22:11] Aminata : et octobre c'était ?
[30/11 22:11] Didier : 38,2
[30/11 22:12] Aminata : ouf. franchement mi-novembre j'étais sûre qu'on allait baisser avec la panne de la plateforme
[30/11 22:13] Didier : moi aussi 😅 les deux dernières semaines ont tout rattrapé
[30/11 22:14] Aminata : charges ?
[30/11 22:14] Didier : 31 M, stables`,
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'fr',
    traits: ['split', 'figures', 'modality'],
  },
  {
    id: 'd15-w3-dakar-linkedin-on-a-des-concurrents',
    documentType: 'pitch_deck',
    text: `« Vous n'avez pas de concurrents ? » On me pose la question chaque semaine depuis qu'on a lancé Jëf.
Réponse honnête : si, évidemment. Wave, Orange Money, Free Money, et une bonne dizaine de fintechs qui font du paiement marchand à Dakar.
Ce qui nous distingue, c'est le crédit stock intégré. Et les chiffres suivent : 210 M FCFA de CA en 2026, 1 800 boutiques actives.
On recrute deux devs backend 👇
#Sénégal #fintech`,
    present: [],
    absent: ['no-competition'],
    language: 'fr',
    traits: ['prose', 'negation', 'words'],
  },
  {
    id: 'd15-w3-dakar-mail-rachat-dev-parti-signe',
    documentType: 'legal_docs',
    text: `Objet : Clôture du dossier Pape

Bonjour à tous,
Pour information : le rachat des 1,5 % détenus par Pape, développeur parti en juin, est signé et payé depuis le 20 novembre. Ses titres ont été annulés par décision de la gérance.
Plus aucune personne ayant quitté la société n'est au capital, et la table de capitalisation est rapprochée avec le registre des titres, sans écart.
Bonne semaine,
Coumba`,
    present: [],
    absent: ['dead-equity', 'cap-table-complexity', 'founder-departure'],
    language: 'fr',
    traits: ['prose', 'negation', 'time'],
  },
  // Rétention à 12 mois 580 / 1 000 = 58 % (>= 55 %).
  {
    id: 'd15-w3-casablanca-cohorte-retention-58',
    documentType: 'business_plan',
    text: `Extrait du reporting trimestriel (Casablanca)

Cohorte 2025 : 1 000 clients acquis entre janvier et mars 2025, dont 580 encore actifs douze mois plus tard.
Objectif pour la cohorte 2026 : 65 %.
CA T3 2026 : 4,6 M MAD (T2 : 4,2 M MAD).
Marge brute : 47 %, stable.
Prochaine étape : ouverture de Rabat en janvier.`,
    present: [],
    absent: ['high-churn', 'declining-revenue'],
    language: 'fr',
    traits: ['prose', 'figures', 'words'],
  },
  {
    id: 'd15-w3-abidjan-whatsapp-entrepot-du-cousin-refuse',
    documentType: 'business_plan',
    text: `[14:30] Ange (angel) : j'ai entendu que vous preniez l'entrepôt de ton cousin à Yopougon ?
[14:34] Fatou : il l'a proposé, on a dit non. On ne veut aucun lien familial dans les fournisseurs
[14:35] Fatou : on a signé avec un bailleur indépendant à Koumassi, 1,8 M FCFA/mois
[14:37] Ange : sage. et le CA ?
[14:38] Fatou : 64 M FCFA en novembre, + 9 % sur octobre`,
    present: [],
    absent: ['related-party'],
    language: 'fr',
    traits: ['split', 'negation'],
  },
];
