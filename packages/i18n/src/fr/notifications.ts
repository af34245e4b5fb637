import type { Catalog } from '../catalog';

/** French for the notifications screens, keyed by their English (catalog.ts). */
export default {
  // The bell (notification-bell.tsx)
  'Notifications, {{count}} unread_one': 'Notifications, {{count, number}} non lue',
  'Notifications, {{count}} unread_other': 'Notifications, {{count, number}} non lues',

  // The screen (routes/notifications.tsx, notification-list.tsx)
  'Sign in to see your notifications.': 'Connectez-vous pour voir vos notifications.',
  'You will no longer receive these e-mails: {{kind}}.': 'Vous ne recevrez plus ces e-mails : {{kind}}.',
  'This unsubscribe link is not valid': "Ce lien de désinscription n'est pas valide",
  'Loading notifications': 'Chargement des notifications',
  '{{count}} unread_one': '{{count, number}} non lue',
  '{{count}} unread_other': '{{count, number}} non lues',
  'All caught up': 'Vous êtes à jour',
  'Mark all as read': 'Tout marquer comme lu',
  'No notifications yet': 'Aucune notification pour le moment',
  'Unread:': 'Non lue :',

  // Notification titles and bodies the server writes (notification-texts.ts, moderation.ts, verification.ts);
  // the other notification templates' French is in email.ts, which the list loads too.
  '{{name}} recorded a {{amount}} {{round}} investment in {{startup}}: please confirm or decline':
    '{{name}} a déclaré un investissement {{round}} de {{amount}} dans {{startup}} : merci de le confirmer ou de le refuser',
  '{{name}} changed their {{amount}} {{round}} investment in {{startup}}: please confirm or decline':
    '{{name}} a modifié son investissement {{round}} de {{amount}} dans {{startup}} : merci de le confirmer ou de le refuser',
  'Deal date {{date}}. Only rounds you confirm count in your funding tracker.':
    "Date de l'opération : {{date}}. Seuls les tours que vous confirmez comptent dans votre suivi de levée.",
  "{{startup}}'s founder confirmed your {{amount}} {{round}} investment": 'Le fondateur de {{startup}} a confirmé votre investissement {{round}} de {{amount}}',
  "{{startup}}'s founder declined your {{amount}} {{round}} investment": 'Le fondateur de {{startup}} a refusé votre investissement {{round}} de {{amount}}',
  'We reviewed your report': 'Nous avons examiné votre signalement',
  'A warning from Baobab moderators': 'Un avertissement des modérateurs de Baobab',
  'Your Baobab account is suspended': 'Votre compte Baobab est suspendu',
  'We reviewed your report of a profile and took action.': "Nous avons examiné votre signalement d'un profil et avons pris des mesures.",
  'We reviewed your report of a profile and found no breach of our rules.': "Nous avons examiné votre signalement d'un profil et n'avons constaté aucune infraction à nos règles.",
  'We reviewed your report of a startup and took action.': "Nous avons examiné votre signalement d'une startup et avons pris des mesures.",
  'We reviewed your report of a startup and found no breach of our rules.': "Nous avons examiné votre signalement d'une startup et n'avons constaté aucune infraction à nos règles.",
  'We reviewed your report of a job post and took action.': "Nous avons examiné votre signalement d'une offre d'emploi et avons pris des mesures.",
  'We reviewed your report of a job post and found no breach of our rules.': "Nous avons examiné votre signalement d'une offre d'emploi et n'avons constaté aucune infraction à nos règles.",
  'We reviewed your report of a message and took action.': "Nous avons examiné votre signalement d'un message et avons pris des mesures.",
  'We reviewed your report of a message and found no breach of our rules.': "Nous avons examiné votre signalement d'un message et n'avons constaté aucune infraction à nos règles.",
  'We reviewed your report of a data-room access request and took action.': "Nous avons examiné votre signalement d'une demande d'accès à une data room et avons pris des mesures.",
  'We reviewed your report of a data-room access request and found no breach of our rules.':
    "Nous avons examiné votre signalement d'une demande d'accès à une data room et n'avons constaté aucune infraction à nos règles.",
  'You are now a verified investor': 'Vous êtes désormais un investisseur vérifié',
  'Your investor verification was declined': "Votre vérification d'investisseur a été refusée",
  'Your investor verification was withdrawn': "Votre vérification d'investisseur a été retirée",

  // E-mail preferences (preferences-form.tsx, notifications.ts)
  'E-mail notifications': 'Notifications par e-mail',
  'Loading preferences': 'Chargement des préférences',
  'Preferences saved': 'Préférences enregistrées',
  'In-app notifications always arrive at once; choose how each kind reaches your inbox.':
    'Les notifications dans l’application arrivent toujours immédiatement ; choisissez comment chaque type arrive dans votre boîte mail.',
  Immediately: 'Immédiatement',
  'These e-mails come at once, or not at all': 'Ces e-mails arrivent immédiatement, ou pas du tout',
  'Daily digest': 'Résumé quotidien',
  'Weekly digest': 'Résumé hebdomadaire',
  Off: 'Désactivé',
} as const satisfies Catalog;
