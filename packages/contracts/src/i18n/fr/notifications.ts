import type { Catalog } from '../catalog';

/** French for the notifications screens, keyed by their English (catalog.ts). */
export default {
  // The bell (notification-bell.tsx)
  'Notifications': 'Notifications',
  'Notifications, {{count}} unread_one': 'Notifications, {{count}} non lue',
  'Notifications, {{count}} unread_other': 'Notifications, {{count}} non lues',

  // The screen (routes/notifications.tsx, notification-list.tsx)
  'Sign in to see your notifications.': 'Connectez-vous pour voir vos notifications.',
  'You will no longer receive these e-mails: {{kind}}.': 'Vous ne recevrez plus ces e-mails : {{kind}}.',
  'This unsubscribe link is not valid': "Ce lien de désinscription n'est pas valide",
  'Loading notifications': 'Chargement des notifications',
  '{{count}} unread_one': '{{count}} non lue',
  '{{count}} unread_other': '{{count}} non lues',
  'All caught up': 'Vous êtes à jour',
  'Mark all as read': 'Tout marquer comme lu',
  'No notifications yet': 'Aucune notification pour le moment',
  'Unread:': 'Non lue :',
  'Loading...': 'Chargement…',
  'Show more': 'Voir plus',

  // E-mail preferences (preferences-form.tsx, notifications.ts)
  'E-mail notifications': 'Notifications par e-mail',
  'Loading preferences': 'Chargement des préférences',
  'Preferences saved': 'Préférences enregistrées',
  'Error': 'Erreur',
  'Intro requests': 'Demandes de mise en relation',
  'Connection requests': 'Demandes de connexion',
  'Accepted requests': 'Demandes acceptées',
  'Declined requests': 'Demandes refusées',
  'New messages': 'Nouveaux messages',
  'Recommendation requests': 'Demandes de recommandation',
  'Data room access requests': "Demandes d'accès aux data rooms",
  'Answers to your data room requests': 'Réponses à vos demandes de data room',
  'New documents in data rooms shared with you': 'Nouveaux documents dans les data rooms partagées avec vous',
  'Financials shared with you': 'Données financières partagées avec vous',
  'Investments to confirm': 'Investissements à confirmer',
  'Answers to your recorded investments': 'Réponses à vos investissements enregistrés',
  'Investor updates sent to you': 'Actualités investisseurs qui vous sont envoyées',
  'Replies to investor updates': 'Réponses aux actualités investisseurs',
  'Invitations to be a Baobab admin': 'Invitations à administrer Baobab',
  'Decisions on your investor verification': 'Décisions sur votre vérification investisseur',
  'Outcomes of your reports': 'Suites données à vos signalements',
  'Warnings and notices about your account': 'Avertissements et avis concernant votre compte',
} as const satisfies Catalog;
