/** Third held-out set: French legal documents (minutes, letters of intent, formal notices, due-diligence answers) that carry flags. */
import type { RedFlagCase } from './case';

export const thirdFrLegal: readonly RedFlagCase[] = [
  {
    id: 'h3-fr-douala-mise-en-demeure',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Douala, le 6 juin 2025
Objet : mise en demeure
Madame la Directrice générale,
Nous constatons que les échéances des 31 mars, 30 avril et 31 mai 2025 du prêt de 350 millions de francs CFA consenti à votre société restent impayées, pour un total de 41,7 millions FCFA. Nous vous mettons en demeure de régulariser sous quinze jours, faute de quoi nous prononcerons la déchéance du terme.
Réponse de la société (annexée) : la société reconnaît la dette, ne la conteste pas et propose un rééchelonnement ; aucune procédure judiciaire n'a été engagée.`,
    present: ['debt-distress'],
    absent: ['litigation'],
    traits: ['prose', 'time', 'negation'],
  },
  {
    id: 'h3-fr-lettre-intention-teranga',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Lettre d'intention — principaux termes
Investisseur : Teranga Capital Fund II
Montant : 1,8 milliard de FCFA en actions de préférence
Détention de l'investisseur après l'opération : 58 % du capital dilué
Fondateurs (Moussa Sow et Awa Diop, à temps plein) : 34 %
Plan d'options : 8 %
Conseil d'administration : cinq membres, dont trois nommés par l'investisseur`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    traits: ['term-sheet', 'list', 'figures'],
  },
  {
    id: 'h3-fr-casablanca-distributeur',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Note de l'avocat — contentieux
Un litige commercial oppose la société à son ancien distributeur exclusif, Maghreb Distribution SARL, qui réclame 4,2 millions de dirhams au titre de la rupture du contrat. L'affaire est pendante devant le Tribunal de commerce de Casablanca ; la prochaine audience est fixée au 14 janvier 2026. Le litige fiscal de 2022 a, lui, été définitivement clos.`,
    present: ['litigation'],
    absent: [],
    traits: ['prose', 'time'],
  },
  {
    id: 'h3-fr-pv-demission-directeur-technique',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Procès-verbal du conseil d'administration du 3 novembre 2025 — Wari Tech SA
Le conseil prend acte de la démission de M. Karim Benali, cofondateur et directeur technique, intervenue le 30 septembre 2025. Les 220 000 actions qu'il détient (22 % du capital) restent inscrites à son nom : la clause de « bad leaver » du pacte d'associés n'a pas été mise en œuvre et le conseil décide de ne pas racheter ces titres pour le moment.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    traits: ['prose', 'time'],
  },
  {
    id: 'h3-fr-audit-juridique-capital',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Rapport d'audit juridique — capital social
La table de capitalisation transmise par la société ne concorde pas avec le registre des mouvements de titres : un écart de 120 000 actions subsiste, et les bons de souscription émis en 2021 n'y figurent pas. À ce jour, la société n'a pas été en mesure de rapprocher ces documents.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['prose', 'negation', 'figures'],
  },
  {
    id: 'h3-fr-questionnaire-acquisition',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Questionnaire d'audit d'acquisition — réponses de la société
Q5. Litiges en cours ? Oui : la Société nationale des eaux conteste nos factures de 2024 (95 millions FCFA) ; une procédure d'arbitrage est pendante devant la CCJA d'Abidjan.
Q6. Conventions avec des parties liées ? Nous achetons nos compteurs chez Tech Sahel SARL, détenue par l'épouse du directeur général (310 millions FCFA en 2024).
Q7. Sanctions d'un régulateur ? Aucune.`,
    present: ['litigation', 'related-party'],
    absent: ['regulatory'],
    traits: ['list', 'negation'],
  },
  {
    id: 'h3-fr-atlas-droits-de-vote',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Termes de l'augmentation de capital (extrait)
Souscripteur : Atlas Ventures
Droits de vote d'Atlas Ventures après l'opération : 51 %
Fondateurs (trois, actifs) : 41 %
Autres actionnaires : 8 %`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['term-sheet', 'figures'],
  },
  {
    id: 'h3-fr-redressement-tunis',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Contentieux fiscal : la société conteste devant le tribunal administratif de Tunis un redressement de 1,3 million de dinars notifié en 2024 ; la procédure est en cours et aucune décision n'a été rendue.`,
    present: ['litigation'],
    absent: ['debt-distress'],
    traits: ['prose'],
  },
  {
    id: 'h3-fr-registre-non-tenu',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Déclaration du dirigeant : le registre des titres n'a pas été tenu entre 2019 et 2022 ; le nombre d'actions détenues par les premiers business angels n'est donc pas établi avec certitude, et la table de capitalisation jointe n'a pas été rapprochée.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['negation', 'prose'],
  },
];
