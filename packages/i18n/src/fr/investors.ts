import type { Catalog } from '../catalog';

/** French for the investor directory and the investor page, and their contract strings, keyed by their English (catalog.ts). */
export default {
  // Directory
  'Connect with Investors': 'Rencontrez des investisseurs',
  'Angels, VC partners and institutions backing emerging-market founders.': 'Business angels, associés VC et institutions qui soutiennent les fondateurs des marchés émergents.',
  'Investors found': 'Investisseurs trouvés',
  'Angel investors': 'Business angels',
  'VC partners': 'Associés VC',
  'The investors could not be loaded. Check the filters and try again.': 'Impossible de charger les investisseurs. Vérifiez les filtres et réessayez.',
  // Filters
  'Region or country': 'Région ou pays',
  'All regions and countries': 'Toutes les régions et tous les pays',
  'Regions': 'Régions',
  'Search investors': 'Rechercher des investisseurs',
  'Name or thesis…': 'Nom ou thèse…',
  'Verified only': 'Vérifiés uniquement',
  // Card
  'Tickets': 'Tickets',
  '${{min}} – ${{max}}': '{{min}} $ – {{max}} $',
  'Geographies': 'Zones géographiques',
  'View profile of {{name}}': 'Voir le profil de {{name}}',
  'View Profile': 'Voir le profil',
  // Investor page
  'All investors': 'Tous les investisseurs',
  'on Baobab since {{date}}': 'sur Baobab depuis le {{date}}',
  'Minimum ticket': 'Ticket minimum',
  'Average ticket': 'Ticket moyen',
  'Maximum ticket': 'Ticket maximum',
  'Stages': 'Stades',
  'since {{date}}': 'depuis le {{date}}',
  // Contract strings (investors.ts)
  'Unknown region or country filter': 'Filtre de région ou de pays inconnu',
  'No confirmed investments on Baobab yet: a company appears here once its founder confirms the round.': "Aucun investissement confirmé sur Baobab pour le moment : une entreprise apparaît ici dès que son fondateur confirme le tour.",
  "Companies whose founders confirmed this investor's round on Baobab.": "Entreprises dont les fondateurs ont confirmé sur Baobab le tour de cet investisseur.",
  "See funds, angel networks and syndicates": "Voir les fonds, réseaux de business angels et syndicats",
} as const satisfies Catalog;
