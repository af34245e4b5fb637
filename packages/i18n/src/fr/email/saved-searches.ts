import type { Catalog } from '../../catalog';

/** French for the saved searches' digest e-mail and unsubscribe page (apps/server/src/modules/saved-searches), keyed by their English (saved-searches-texts.ts). */
export default {
  'New startups for your search "{{name}}"': 'Nouvelles startups pour votre recherche « {{name}} »',
  '{{count}} startups match your saved search "{{name}}":_one': '{{count}} startup correspond à votre recherche enregistrée « {{name}} » :',
  '{{count}} startups match your saved search "{{name}}":_other': '{{count}} startups correspondent à votre recherche enregistrée « {{name}} » :',
  changed: 'modifiée',
  'See them on Baobab: {{url}}': 'Les voir sur Baobab : {{url}}',
  'You receive this because e-mails for the search "{{name}}" are on. Turn them off: {{url}}':
    'Vous recevez cet e-mail car les e-mails de la recherche « {{name}} » sont activés. Pour les désactiver : {{url}}',
  'Stop e-mails for the search "{{name}}"?': 'Ne plus recevoir d’e-mails pour la recherche « {{name}} » ?',
} as const satisfies Catalog;
