import type { Catalog } from '../catalog';

/** French for the jobs screens, keyed by their English (catalog.ts). */
export default {
  // The screen (routes/jobs.tsx)
  'Jobs & Opportunities': 'Emplois et opportunités',
  'Roles, co-founder searches, operator and advisor openings at emerging-market startups.':
    "Postes, recherches de cofondateur·rice, missions d'opérationnel·le et de conseil dans les startups des marchés émergents.",
  'Post Opportunity': 'Publier une offre',
  'Sign in to post': 'Se connecter pour publier',
  'Report {{title}}': 'Signaler {{title}}',

  // Tabs and filters (jobs.ts, enums.ts)
  'Opportunity types': "Types d'opportunités",
  'All Opportunities': 'Toutes',
  'Co-founders': 'Cofondateur·rices',
  'Operators': 'Opérationnel·les',
  'Advisors': 'Conseiller·ères',
  'Saved': 'Enregistrées',
  'Opportunities pages': "Pages d'opportunités",
  'Search opportunities': 'Rechercher des opportunités',
  'Title, skills, description': 'Titre, compétences, description',
  'All locations': 'Tous les lieux',
  'Lagos': 'Lagos',
  'Nairobi': 'Nairobi',
  'Full-time Employee': 'Salarié·e à temps plein',
  'Part-time Employee': 'Salarié·e à temps partiel',
  'Contractor': 'Prestataire',
  'Leadership': 'Direction',
  'Advisory': 'Conseil',

  // The list and its cards
  'Loading opportunities': 'Chargement des opportunités',
  'No opportunities found': 'Aucune opportunité trouvée',
  'You have not saved any opportunities yet': "Vous n'avez encore enregistré aucune opportunité",
  'Posted by {{name}} on {{date}}': 'Publiée par {{name}} le {{date}}',
  'Salary': 'Salaire',
  'Equity': 'Parts',
  'from {{value}}': 'à partir de {{value}}',
  'up to {{value}}': "jusqu'à {{value}}",
  'Apply': 'Postuler',
  'Close': 'Clôturer',
  'Application for {{title}}': 'Candidature : {{title}}',
  'Contact {{name}} at {{email}}': 'Contactez {{name}} à {{email}}',
  '{{title}} has been saved to your favorites': '{{title}} a été ajoutée à vos favoris',
  'Removed from your saved opportunities': 'Retirée de vos opportunités enregistrées',
  'Opportunity updated': 'Opportunité mise à jour',
  'Opportunity closed': 'Opportunité clôturée',

  // Post and edit (job-dialogs.tsx, job-form.tsx)
  'Share a job, co-founder, operator or advisor role with the network.':
    'Partagez un poste, une recherche de cofondateur·rice, une mission opérationnelle ou de conseil avec le réseau.',
  'Posting...': 'Publication…',
  'Edit opportunity': "Modifier l'opportunité",
  'Job type': 'Type de poste',
  'Select a job type': 'Choisissez un type de poste',
  'Category': 'Catégorie',
  'Select a category': 'Choisissez une catégorie',
  'Remote friendly': 'Télétravail possible',
  'Minimum salary (USD per year)': 'Salaire minimum (USD par an)',
  'Maximum salary (USD per year)': 'Salaire maximum (USD par an)',
  'Minimum equity (%)': 'Parts minimum (%)',
  'Maximum equity (%)': 'Parts maximum (%)',
  'Requirements': 'Profil recherché',
  'Benefits': 'Avantages',
  'Application URL': 'Lien de candidature',
  'Optional: where candidates apply': 'Facultatif : où postuler',
  'Application email': 'E-mail de candidature',
  'Optional: used when there is no URL': "Facultatif : utilisé s'il n'y a pas de lien",

  // Validation (jobs.ts, ui-strings.ts)
  'Minimum salary must not be more than the maximum salary': 'Le salaire minimum ne peut pas dépasser le salaire maximum',
  'Minimum equity must not be more than the maximum equity': 'Les parts minimum ne peuvent pas dépasser les parts maximum',
  'Equity is a percentage between 0 and 100': 'Les parts sont un pourcentage entre 0 et 100',
  'Salary must be a positive whole number of US dollars': 'Le salaire doit être un nombre entier positif de dollars US',
} as const satisfies Catalog;
