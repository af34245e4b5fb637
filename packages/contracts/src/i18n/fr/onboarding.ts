import type { Catalog } from '../catalog';

/** French for the onboarding screen and its contract messages (onboarding.ts), keyed by their English (catalog.ts). */
export default {
  // Screen
  'Sign in to set up your profile': 'Connectez-vous pour configurer votre profil',
  'Your profiles': 'Vos profils',
  'You have already completed onboarding. Edit your profile here instead of starting again.': "Vous avez déjà terminé l'inscription. Modifiez votre profil ici plutôt que de recommencer.",
  'Step {{step}} of 2': 'Étape {{step}} sur 2',
  'Onboarding progress': "Progression de l'inscription",
  'Welcome, {{name}}': 'Bienvenue, {{name}}',
  'Your founder profile': 'Votre profil fondateur',
  'Your investor profile': 'Votre profil investisseur',
  'How will you use Baobab?': 'Comment utiliserez-vous Baobab ?',
  'Tell us a little about yourself. You can edit this later.': 'Parlez-nous un peu de vous. Vous pourrez le modifier plus tard.',
  'Continue': 'Continuer',
  'Back': 'Retour',
  // Role step
  'Choose your role': 'Choisissez votre rôle',
  "I'm a Founder": 'Je suis fondateur·rice',
  "I'm an Investor": 'Je suis investisseur·euse',
  'Create your startup profile, get a readiness score and find investors.': 'Créez le profil de votre startup, obtenez un score de préparation et trouvez des investisseurs.',
  'Discover startups by sector, stage and region and manage your deal flow.': 'Découvrez des startups par secteur, stade et région, et gérez votre flux de deals.',
  // Profiles
  'Investor profile': 'Profil investisseur',
  'Edit founder profile': 'Modifier le profil fondateur',
  'Edit investor profile': 'Modifier le profil investisseur',
  'Add founder profile': 'Ajouter un profil fondateur',
  'Add investor profile': 'Ajouter un profil investisseur',
  'Completed. You can edit it at any time.': 'Terminé. Vous pouvez le modifier à tout moment.',
  'Add one to create startup profiles.': 'Ajoutez-en un pour créer des profils de startup.',
  'Add one to appear in the investor directory.': "Ajoutez-en un pour figurer dans l'annuaire des investisseurs.",
  'Complete Profile': 'Terminer le profil',
  // Founder form
  'What you are building and why you are the one to build it': 'Ce que vous construisez, et pourquoi vous êtes la bonne personne pour le faire',
  'LinkedIn URL (optional)': 'URL LinkedIn (facultatif)',
  'https://linkedin.com/in/you': 'https://linkedin.com/in/vous',
  'Previous exits (optional)': 'Sorties précédentes (facultatif)',
  'Expertise areas': "Domaines d'expertise",
  'I am looking for a co-founder': 'Je cherche un·e cofondateur·rice',
  // Investor form
  'Investor type': "Type d'investisseur",
  'Select a type': 'Choisissez un type',
  'What you invest in, where, and why': 'Dans quoi vous investissez, où, et pourquoi',
  'Minimum ticket size (USD)': 'Ticket minimum (USD)',
  'Average ticket size (USD)': 'Ticket moyen (USD)',
  'Maximum ticket size (USD)': 'Ticket maximum (USD)',
  'Preferred geographies': 'Zones géographiques privilégiées',
  'Preferred stages': 'Stades privilégiés',
  // Contract messages (onboarding.ts)
  'Role must be founder or investor': 'Le rôle doit être fondateur ou investisseur',
  'Select an investor type': "Choisissez un type d'investisseur",
  'Previous exits must be a whole number from 0 to 100': 'Les sorties précédentes doivent être un nombre entier de 0 à 100',
  'You have already completed founder onboarding. Edit your founder profile instead.': "Vous avez déjà terminé l'inscription fondateur. Modifiez plutôt votre profil fondateur.",
  'You have already completed investor onboarding. Edit your investor profile instead.': "Vous avez déjà terminé l'inscription investisseur. Modifiez plutôt votre profil investisseur.",
  'You have no founder profile yet. Complete founder onboarding first.': "Vous n'avez pas encore de profil fondateur. Terminez d'abord l'inscription fondateur.",
  'You have no investor profile yet. Complete investor onboarding first.': "Vous n'avez pas encore de profil investisseur. Terminez d'abord l'inscription investisseur.",
} as const satisfies Catalog;
