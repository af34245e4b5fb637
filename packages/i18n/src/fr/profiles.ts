import type { Catalog } from '../catalog';
import matching from './profiles/matching';

/** French for the profile screens, keyed by their English (catalog.ts). */
export default {
  // The screen (routes/profile.tsx)
  'Loading profile': 'Chargement du profil',
  'Profile sections': 'Sections du profil',

  // Left column (profile-sidebar.tsx)
  'Experience Items': 'Expériences',
  'Edit Profile': 'Modifier le profil',
  'Seeking Co-founder': 'Cherche cofondateur·rice',
  'Open to Invest': 'Ouvert·e à investir',
  'Stats': 'Statistiques',
  'Contact & Links': 'Contact et liens',
  'Email:': 'E-mail :',

  // About (about-view.tsx, profile-form.tsx)
  'None added yet.': 'Rien pour le moment.',
  'Experience level': "Niveau d'expérience",
  'Remote preference': 'Télétravail',
  'Salary expectation': 'Prétentions salariales',
  'No bio yet. Choose Edit Profile to tell people what you do.': 'Pas encore de bio. Choisissez « Modifier le profil » pour présenter votre activité.',
  'Skills': 'Compétences',
  'Interests': "Centres d'intérêt",
  'Hybrid': 'Hybride',
  'On-site': 'Sur site',
  'Headline': 'Titre du profil',
  'Open to': 'Ouvert·e à',
  'Skills (comma separated)': 'Compétences (séparées par des virgules)',
  'Payments, Go, Product': 'Paiements, Go, Produit',
  'Interests (comma separated)': "Centres d'intérêt (séparés par des virgules)",
  'FinTech, AgriTech': 'FinTech, AgriTech',
  'Profile image URL': 'URL de la photo de profil',
  'LinkedIn URL': 'URL LinkedIn',
  'GitHub URL': 'URL GitHub',
  'Twitter URL': 'URL Twitter',
  'Personal website': 'Site personnel',

  // Experience (experience-*.tsx)
  'Add Experience': 'Ajouter une expérience',
  'Edit experience': "Modifier l'expérience",
  'No experience added yet': 'Aucune expérience pour le moment',
  'Add your work, education and projects.': 'Ajoutez vos postes, formations et projets.',
  'Present': "Aujourd'hui",
  'Work': 'Poste',
  'Education': 'Formation',
  'Project': 'Projet',
  'Edit {{title}}': 'Modifier {{title}}',
  'Delete {{title}}': 'Supprimer {{title}}',
  'Company or school': 'Entreprise ou école',
  'I currently do this': "J'y suis actuellement",
  'Start date': 'Date de début',
  'End date': 'Date de fin',
  'Save experience': "Enregistrer l'expérience",

  // Recommendations (recommendations-section.tsx and its dialogs)
  'Request Recommendation': 'Demander une recommandation',
  'Requests for you': 'Demandes qui vous sont adressées',
  'People asking you for a recommendation': 'Personnes qui vous demandent une recommandation',
  'Write': 'Rédiger',
  'No recommendations yet': 'Aucune recommandation pour le moment',
  'Ask a connection to recommend you.': "Demandez à l'une de vos relations de vous recommander.",
  'Waiting for: {{names}}': 'En attente de : {{names}}',
  'Ask a connection to write a few words about working with you. It shows on your profile once they write it.':
    'Demandez à une relation quelques mots sur votre collaboration. Ils apparaîtront sur votre profil une fois rédigés.',
  'You can ask your connections for a recommendation. Connect with people on the Network page first.':
    "Vous pouvez demander une recommandation à vos relations. Commencez par vous connecter avec des personnes sur la page Réseau.",
  'Recommendation requested': 'Recommandation demandée',
  'Choose a connection': 'Choisissez une relation',
  'How you know each other': 'Comment vous vous connaissez',
  'We worked together at…': 'Nous avons travaillé ensemble chez…',
  'Message (optional)': 'Message (facultatif)',
  'Recommend {{name}}': 'Recommander {{name}}',
  'Relationship: {{relationship}}': 'Relation : {{relationship}}',
  'Recommendation published': 'Recommandation publiée',
  'Your title (optional)': 'Votre fonction (facultatif)',
  'CTO, Kora': 'CTO, Kora',
  'Publishing...': 'Publication…',
  'Publish recommendation': 'Publier la recommandation',

  // AI matches (matches-list.tsx)
  'Refresh Matches': 'Actualiser les suggestions',
  'Generate AI Recommendations': 'Générer des suggestions IA',
  'Job': 'Emploi',

  // Messages of the profile contracts (profiles.ts, ui-strings.ts)
  'Company or school is required': "L'entreprise ou l'école est obligatoire",
  'Start date is required': 'La date de début est obligatoire',
  'Add an end date or mark this as current': 'Ajoutez une date de fin ou indiquez que vous y êtes actuellement',
  'End date must be after the start date': 'La date de fin doit suivre la date de début',
  'A current position has no end date': "Un poste actuel n'a pas de date de fin",
  'You can list at most 50 experience items': "Vous pouvez indiquer 50 expériences au plus",
  'Write at least 20 characters': 'Écrivez au moins 20 caractères',
  'Describe how you know each other': 'Indiquez comment vous vous connaissez',
  'You can only ask your connections for a recommendation': "Vous ne pouvez demander une recommandation qu'à vos relations",
  'You have already asked this person for a recommendation': 'Vous avez déjà demandé une recommandation à cette personne',
  'Complete your profile (skills, interests, location) to get better matches': "Complétez votre profil (compétences, centres d'intérêt, lieu) pour de meilleures suggestions",
  'No matches yet. Generate AI recommendations to see them here.': 'Aucune suggestion pour le moment. Générez des suggestions IA pour les voir ici.',
  // The people-matching engine's summaries and reasons (packages/insights)
  ...matching,
} as const satisfies Catalog;
