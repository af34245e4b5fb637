import type { Catalog } from '../catalog';

/** French for the admin screens, keyed by their English (catalog.ts). */
export default {
  // The console (admin.ts, and the tabs other features fill)
  'Verify investors, review reports and keep Baobab safe. Every action here is logged with your reason.':
    'Vérifiez les investisseurs, examinez les signalements et veillez à la sécurité de Baobab. Chaque action effectuée ici est consignée avec votre motif.',
  'Verifications': 'Vérifications',
  'Admins': 'Administrateurs',
  'Audit log': "Journal d'audit",
  // Overview
  'Investors waiting for verification': 'Investisseurs en attente de vérification',
  'Open reports': 'Signalements ouverts',
  'Suspended or banned accounts': 'Comptes suspendus ou bannis',
  // Team and invitations
  'Invite an admin': 'Inviter un administrateur',
  'Send invitation': "Envoyer l'invitation",
  'Waiting invitations': 'Invitations en attente',
  'No invitations waiting': 'Aucune invitation en attente',
  'Invitation sent': 'Invitation envoyée',
  'Kept in the audit log with your name.': "Conservé dans le journal d'audit avec votre nom.",
  'Expires': 'Expire le',
  'Invited by': 'Invité par',
  'you': 'vous',
  'Remove admin': "Retirer l'administrateur",
  'Admin removed': 'Administrateur retiré',
  'Remove {{name}} as admin?': "Retirer les droits d'administrateur de {{name}} ?",
  'They keep their account and lose access to the admin console at once.': "Cette personne conserve son compte et perd immédiatement l'accès à la console d'administration.",
  // Audit log
  'No admin actions yet': "Aucune action d'administration pour le moment",
  'When': 'Date',
  'Target': 'Cible',
  'Show older': 'Afficher les plus anciennes',
  // Accepting an invitation
  'Admin invitation': "Invitation d'administrateur",
  'You have been invited to help run Baobab as an admin. Admins verify investors and handle reports; every action is logged.':
    "Vous êtes invité à participer à la gestion de Baobab en tant qu'administrateur. Les administrateurs vérifient les investisseurs et traitent les signalements ; chaque action est consignée.",
  'Accept invitation': "Accepter l'invitation",
  '{{name}} invited you. The invitation expires on {{date}}.': "{{name}} vous a invité. L'invitation expire le {{date}}.",
  'You are now a Baobab admin': 'Vous êtes désormais administrateur de Baobab',
  'Sign in with the invited e-mail address to accept this invitation.': "Connectez-vous avec l'adresse e-mail invitée pour accepter cette invitation.",
  'Verify your e-mail address first: open the link we e-mailed you, then come back here.':
    "Confirmez d'abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé, puis revenez ici.",
  'You are already an admin.': 'Vous êtes déjà administrateur.',
  'Open the admin console': "Ouvrir la console d'administration",
  // Server messages these screens show (admin.ts)
  'Give a reason: it is kept in the audit log': "Indiquez un motif : il est conservé dans le journal d'audit",
  'Keep the reason under {{max}} characters': 'Le motif doit compter moins de {{max}} caractères',
  'This person is already an admin': 'Cette personne est déjà administrateur',
  'This invitation is used, expired or for another e-mail address. Sign in with the invited address, or ask an admin for a new one.':
    "Cette invitation a déjà été utilisée, a expiré ou concerne une autre adresse e-mail. Connectez-vous avec l'adresse invitée ou demandez-en une nouvelle à un administrateur.",
  'There is no admin invitation for your e-mail address': "Il n'y a aucune invitation d'administrateur pour votre adresse e-mail",
  'Verify your e-mail address first, then open the invitation again.': "Confirmez d'abord votre adresse e-mail, puis rouvrez l'invitation.",
  'Baobab needs at least one admin: invite another before removing this one':
    "Baobab a besoin d'au moins un administrateur : invitez-en un autre avant de retirer celui-ci",
  'Exchange rates': 'Taux de change',
} as const satisfies Catalog;
