import type { Catalog } from '../catalog';

/** French for the messaging screens, keyed by their English (catalog.ts). */
export default {
  // The inbox (routes/messages.tsx, thread-list.tsx)
  'Sign in to read and send messages.': 'Connectez-vous pour lire et envoyer des messages.',
  'Inbox': 'Boîte de réception',
  'Loading conversations': 'Chargement des conversations',
  'No conversations yet. Accepted intro requests open a conversation here.':
    'Aucune conversation pour le moment. Chaque mise en relation acceptée ouvre une conversation ici.',
  'Find people': 'Trouver des personnes',
  'Choose a conversation': 'Choisissez une conversation',
  'Conversations': 'Conversations',
  'Connected. Say hello.': 'Vous êtes en relation. Dites bonjour.',
  '{{count}} unread_one': '{{count, number}} non lu',
  '{{count}} unread_other': '{{count, number}} non lus',

  // A conversation (thread-view.tsx, message-composer.tsx)
  'Loading conversation': 'Chargement de la conversation',
  'Conversation with {{name}}': 'Conversation avec {{name}}',
  'Back to conversations': 'Retour aux conversations',
  'Show older messages': 'Voir les messages précédents',
  'No messages yet. Say hello to {{name}}.': 'Aucun message pour le moment. Dites bonjour à {{name}}.',
  'You:': 'Vous :',
  '{{name}}:': '{{name}} :',
  'Send message': 'Envoyer le message',
  'Messages are limited to {{max}} characters': 'Les messages sont limités à {{max}} caractères',

  // Messages of the messaging contracts (messaging.ts), shown as errors
  'Write a message first': "Écrivez d'abord un message",
  'You can message each other once the intro request is accepted': 'Vous pourrez échanger des messages une fois la mise en relation acceptée',
  'Recipient not found': 'Destinataire introuvable',
  'Message not sent': 'Message non envoyé',
} as const satisfies Catalog;
