import type { Catalog } from '../catalog';

/** French for the investor directory and the investor page, and their contract strings, keyed by their English (catalog.ts). */
export default {
  // Directory
  'Connect with Investors': 'Rencontrez des investisseurs',
  'Angels, VC partners and institutions backing emerging-market founders.': 'Business angels, associés VC et institutions qui soutiennent les fondateurs des marchés émergents.',
  'Investors found': 'Investisseurs trouvés',
  'Angel investors': 'Business angels',
  'VC partners': 'Associés VC',
  'Institutional': 'Institutionnel',
  'Investors': 'Investisseurs',
  'The investors could not be loaded. Check the filters and try again.': 'Impossible de charger les investisseurs. Vérifiez les filtres et réessayez.',
  'No investors found': 'Aucun investisseur trouvé',
  'Pages': 'Pages',
  // Filters
  'Search investors': 'Rechercher des investisseurs',
  'Name or thesis…': 'Nom ou thèse…',
  'Type': 'Type',
  'All types': 'Tous les types',
  'Sector': 'Secteur',
  'All sectors': 'Tous les secteurs',
  'Stage': 'Stade',
  'All stages': 'Tous les stades',
  'Verified only': 'Vérifiés uniquement',
  // Card
  'Sectors': 'Secteurs',
  'Tickets': 'Tickets',
  '${{min}} – ${{max}}': '{{min}} $ – {{max}} $',
  'Geographies': 'Zones géographiques',
  'View profile of {{name}}': 'Voir le profil de {{name}}',
  'View Profile': 'Voir le profil',
  // Investor page
  'All investors': 'Tous les investisseurs',
  'on Baobab since {{date}}': 'sur Baobab depuis le {{date}}',
  'Edit profile': 'Modifier le profil',
  'Investment thesis': "Thèse d'investissement",
  'Minimum ticket': 'Ticket minimum',
  'Average ticket': 'Ticket moyen',
  'Maximum ticket': 'Ticket maximum',
  'Preferred sectors': 'Secteurs privilégiés',
  'Stages': 'Stades',
  'Portfolio': 'Portefeuille',
  'since {{date}}': 'depuis le {{date}}',
  // Contract strings (investors.ts)
  'Unknown sector filter': 'Filtre de secteur inconnu',
  'Unknown stage filter': 'Filtre de stade inconnu',
  'No confirmed investments on Baobab yet: a company appears here once its founder confirms the round.': "Aucun investissement confirmé sur Baobab pour le moment : une entreprise apparaît ici dès que son fondateur confirme le tour.",
  "Companies whose founders confirmed this investor's round on Baobab.": "Entreprises dont les fondateurs ont confirmé sur Baobab le tour de cet investisseur.",
} as const satisfies Catalog;
