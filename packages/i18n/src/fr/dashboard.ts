import type { Catalog } from '../catalog';

/** French for the dashboard and its contract strings, keyed by their English (catalog.ts). */
export default {
  'Sign in to see your dashboard': 'Connectez-vous pour voir votre tableau de bord',
  'Welcome back, {{name}}': 'Bon retour, {{name}}',
  // Role copy (role-copy.ts)
  'Track your startup progress and connect with investors.': 'Suivez les progrès de votre startup et rencontrez des investisseurs.',
  'Discover startups and manage your deal flow.': 'Découvrez des startups et gérez votre flux de deals.',
  'Profile Views': 'Vues du profil',
  'Startups Viewed': 'Startups consultées',
  'Readiness Score': 'Score de préparation',
  'Deal Score': 'Score des deals',
  'Matched Investors': 'Investisseurs correspondants',
  'Matched Startups': 'Startups correspondantes',
  'Deck Improvement': 'Améliorer votre deck',
  'Investment Opportunity': "Opportunité d'investissement",
  // Quick actions (dashboard-quick-actions.ts)
  'Browse Startups': 'Parcourir les startups',
  'Deal Pipeline': 'Pipeline de deals',
  'Upload Pitch Deck': 'Importer un pitch deck',
  'Find Investors': 'Trouver des investisseurs',
  // Figures and cards
  'Score out of 100': 'Score sur 100',
  'Likely {{low}}–{{high}}, based on {{known}} of {{total}} fact groups': 'Probablement {{low}}–{{high}}, fondé sur {{known}} groupes de faits sur {{total}}',
  'readiness': 'préparation',
  'AI Recommendations': 'Recommandations IA',
  'Recent activity': 'Activité récente',
  'Loading recent activity': "Chargement de l'activité récente",
  'Go to': 'Aller à',
  'Shortcuts': 'Raccourcis',
  // Notes and match basis (dashboard.ts, the server's matching)
  'Your deal score is the average assessment of the startups in your deal pipeline: add a startup to your deal flow to see it.': 'Votre score des deals est l’évaluation moyenne des startups de votre pipeline : ajoutez une startup à votre flux de deals pour le voir.',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._one': 'Votre score des deals est l’évaluation moyenne des startups de votre pipeline, telles que vous les voyez ({{count, number}} startup, hors deals écartés).',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._other': 'Votre score des deals est l’évaluation moyenne des startups de votre pipeline, telles que vous les voyez ({{count, number}} startups, hors deals écartés).',
  'Create your startup profile to raise your readiness score.': 'Créez le profil de votre startup pour augmenter votre score de préparation.',
  'Create your startup profile to be matched with investors.': 'Créez le profil de votre startup pour être mis en relation avec des investisseurs.',
  'Complete your investor profile to be matched with startups.': 'Complétez votre profil investisseur pour être mis en relation avec des startups.',
  'Investors passing every hard filter (stage, sector, geography, ticket) for your startup.':
    'Investisseurs qui passent tous les filtres stricts (étape, secteur, zone géographique, ticket) pour votre startup.',
  'Investors passing every hard filter (stage, sector, geography, ticket) for each of your {{startups}} startups, counted per startup.':
    'Investisseurs qui passent tous les filtres stricts (étape, secteur, zone géographique, ticket) pour chacune de vos {{startups}} startups, comptés startup par startup.',
  'Startups passing every hard filter among the {{candidates}} best-scored startups in your sectors and stages.':
    'Startups qui passent tous les filtres stricts parmi les {{candidates}} startups les mieux notées de vos secteurs et étapes.',
  'Choose founder or investor at onboarding to be matched.': "Choisissez fondateur ou investisseur lors de l'inscription pour être mis en relation.",
  // Recent activity (dashboard.service.ts, activityLines): a message the reader sent, and one someone else sent
  'You: {{message}}': 'Vous : {{message}}',
  '{{name}}: {{message}}': '{{name}} : {{message}}',
} as const satisfies Catalog;
