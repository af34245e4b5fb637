import type { Catalog } from '../../catalog';

/**
 * French for the people-matching engine's summaries and reasons (packages/insights: people-matching.ts,
 * people/candidates.ts), shown in the profile's AI matches. Spread into fr/profiles.ts.
 */
export default {
  'Co-founder match: {{name}}, {{score}}%': 'Match cofondateur : {{name}}, {{score}} %',
  'Investor match: {{name}}, {{score}}%': 'Match investisseur : {{name}}, {{score}} %',
  'Startup match: {{name}}, {{score}}%': 'Match startup : {{name}}, {{score}} %',
  'Job match: {{name}}, {{score}}%': 'Match emploi : {{name}}, {{score}} %',
  'Investor match: {{investor}} for {{startup}}, {{score}}%': 'Match investisseur : {{investor}} pour {{startup}}, {{score}} %',
  'a founder': 'un fondateur',
  'Experience level not stated': "Niveau d'expérience non indiqué",
  'Same experience level ({{level}})': "Même niveau d'expérience ({{level}})",
  'Experience level {{level}} (yours: {{own}})': "Niveau d'expérience {{level}} (le vôtre : {{own}})",
  'Brings {{skills}} skills you lack': 'Apporte des compétences qui vous manquent : {{skills}}',
  'Brings no skill family you lack': "N'apporte aucune famille de compétences qui vous manque",
  'Shares your sectors: {{sectors}}': 'Partage vos secteurs : {{sectors}}',
  'No shared sectors': 'Aucun secteur en commun',
  'Shares your interests: {{interests}}': "Partage vos centres d'intérêt : {{interests}}",
  'No shared interests': "Aucun centre d'intérêt en commun",
  'Also in {{place}}': 'Également à {{place}}',
  'In another place': 'Dans un autre lieu',
  'Your skills appear in the job: {{skills}}': "Vos compétences figurent dans l'offre : {{skills}}",
  'None of your skills appear in the job': "Aucune de vos compétences ne figure dans l'offre",
  '{{category}} is among your skills or interests': "{{category}} fait partie de vos compétences ou centres d'intérêt",
  '{{category}} is not among your skills or interests': "{{category}} ne fait pas partie de vos compétences ou centres d'intérêt",
  'Remote role': 'Poste à distance',
  'Based in {{place}}': 'Basé à {{place}}',
  'Title suits {{level}} experience': "L'intitulé correspond à une expérience {{level}}",
  'Invests in {{list}}': 'Investit dans : {{list}}',
  'Invests in other sectors': "Investit dans d'autres secteurs",
  'Does not name your country': 'Ne cite pas votre pays',
  '{{sector}} is one of your sectors': '{{sector}} fait partie de vos secteurs',
  '{{sector}} is outside your sectors': '{{sector}} ne fait pas partie de vos secteurs',
} as const satisfies Catalog;
