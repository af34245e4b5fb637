import type { Catalog } from '../catalog';

/** French for the network screens, keyed by their English (catalog.ts). */
export default {
  // The screen (routes/network.tsx)
  'Professional Network': 'Réseau professionnel',
  'Sign in to find people and grow your network.': 'Connectez-vous pour trouver des personnes et développer votre réseau.',
  'Find founders, investors and operators, and keep track of the people you know.':
    'Trouvez des fondateur·rices, investisseur·euses et opérationnel·les, et gardez le lien avec les personnes que vous connaissez.',
  'Pending invitations': 'Invitations en attente',
  'They declined your last request. You can ask again after {{date}}.': 'Votre dernière demande a été refusée. Vous pourrez en envoyer une nouvelle après le {{date}}.',
  'Network sections': 'Sections du réseau',
  'Discover': 'Découvrir',
  'My Network': 'Mon réseau',
  'Invitations': 'Invitations',
  'Matches use your': "Les suggestions s'appuient sur votre",
  ': skills, interests, location, experience and what you are open to.': " : compétences, centres d'intérêt, lieu, expérience et ce à quoi vous êtes ouvert·e.",

  // Discover (discover-people.tsx, people-filters.tsx, person-card.tsx)
  'Search people': 'Rechercher des personnes',
  'Name, headline, skill': 'Nom, titre, compétence',
  'Role': 'Rôle',
  'Everyone': 'Tout le monde',
  'VC funds': 'Fonds de capital-risque',
  'Lagos, Nairobi…': 'Dakar, Abidjan…',
  'Any level': 'Tous niveaux',
  'Availability': 'Disponibilité',
  'Anyone': 'Tous',
  'Open to work': 'Ouvert·e aux offres',
  'Not looking': 'Pas en recherche',
  'Searching people': 'Recherche en cours',
  'People pages': 'Pages de personnes',
  'Accept {{name}}': 'Accepter {{name}}',
  'Accept': 'Accepter',

  // Invitations and connections (invitations.tsx, decline-dialog.tsx, connection-list.tsx, my-network.tsx)
  'Loading invitations': 'Chargement des invitations',
  'Received': 'Reçues',
  'Received invitations': 'Invitations reçues',
  'Sent, awaiting a reply': 'Envoyées, en attente de réponse',
  'Sent invitations': 'Invitations envoyées',
  'Withdraw request to {{name}}': 'Retirer la demande à {{name}}',
  'Withdraw': 'Retirer',
  "Decline {{name}}'s request": 'Refuser la demande de {{name}}',
  'They will not be able to ask again for {{count}} days_one': 'Cette personne ne pourra pas vous relancer avant {{count, number}} jour.',
  'They will not be able to ask again for {{count}} days_other': 'Cette personne ne pourra pas vous relancer avant {{count, number}} jours.',
  'Note to them (optional)': 'Un mot pour elle (facultatif)',
  'For example: not raising until next year.': "Par exemple : pas de levée de fonds avant l'an prochain.",
  'Decline request': 'Refuser la demande',
  'Attached:': 'Jointe :',
  'pending': 'en attente',
  'accepted': 'acceptée',
  'withdrawn': 'retirée',
  'Loading connections': 'Chargement des relations',
  'Find people in Discover and send them a connection request.': 'Trouvez des personnes dans Découvrir et envoyez-leur une demande de mise en relation.',

  // Analytics (network-analytics.tsx)
  'Loading analytics': 'Chargement des statistiques',
  'Invitations received': 'Invitations reçues',
  'Requests awaiting reply': 'Demandes sans réponse',
  'Acceptance rate of your requests': "Taux d'acceptation de vos demandes",
  'No replies yet': 'Pas encore de réponse',
  'Your network by role': 'Votre réseau par rôle',
  'Connect with people to see who your network is made of.': 'Connectez-vous avec des personnes pour voir de qui se compose votre réseau.',
  'Role not chosen yet': 'Rôle non choisi',

  // Messages of the network contracts (network.ts), shown as toasts, empty states and errors
  'Connection request sent': 'Demande de mise en relation envoyée',
  'A connection request between you already exists': 'Une demande de mise en relation existe déjà entre vous',
  'This request has already been answered or withdrawn': 'Cette demande a déjà reçu une réponse ou a été retirée',
  'Attach one of your own startups': "Joignez l'une de vos propres startups",
  'Request withdrawn': 'Demande retirée',
  'You cannot connect to yourself': 'Vous ne pouvez pas vous connecter à vous-même',
  'Invitation declined': 'Invitation refusée',
  'No Pending Invitations': 'Aucune invitation en attente',
  'No connections yet': 'Aucune relation pour le moment',
  'No people match your search': 'Personne ne correspond à votre recherche',

  // Writing for a fund (decision 0069)
  'Send as': 'Envoyer en tant que',
  'Myself': 'Moi-même',
  'For {{fund}}': 'Pour {{fund}}',
  'The fund is named to them; only the two of you see the request and its conversation.': 'Le fonds lui est indiqué ; seuls vous deux voyez la demande et la conversation.',
  'Writing for': 'Au nom de',
  'You can write for a fund only while you are one of its admins or members': "Vous ne pouvez écrire au nom d'un fonds que si vous en êtes administrateur ou membre",
  'Viewers of a fund cannot write for it': "Les observateurs d'un fonds ne peuvent pas écrire en son nom",
} as const satisfies Catalog;
