import type { Catalog } from '../../catalog';

/** French for closing a raise's commitments (round-closing-texts.ts). Part of the messages namespace (../messages.ts). */
export default {
  'Choose the confirmed commitments whose money you received': 'Choisissez les engagements confirmés dont vous avez reçu les fonds',
  'Close at most 100 commitments at once': 'Clôturez au plus 100 engagements à la fois',
  'Enter the date the money was received, like 2026-11-27': 'Indiquez la date de réception des fonds, par exemple 2026-11-27',
  'The money cannot have been received after today': "Les fonds ne peuvent pas avoir été reçus après aujourd'hui",
  'No commitment of this round has the id {{id}}': "Aucun engagement de ce tour n'a l'identifiant {{id}}",
  'Only a confirmed and signed commitment can be closed: {{name}}’s is "{{state}}"':
    'Seul un engagement confirmé et signé peut être clôturé : celui de {{name}} est « {{state}} »',
  'Closing a priced round commitment by commitment is not built yet: close the priced round on the cap table':
    "La clôture d'un tour valorisé engagement par engagement n'existe pas encore : clôturez le tour valorisé dans la table de capitalisation",
  'Open the round before marking money received': 'Ouvrez le tour avant de marquer des fonds comme reçus',
  'Mark the money received for every confirmed commitment before closing the round ({{count}} left)':
    'Marquez les fonds reçus pour chaque engagement confirmé avant de clôturer le tour (il en reste {{count}})',
  'This investment was written when the founder closed your commitment to their round: it cannot be edited or deleted here':
    "Cet investissement a été inscrit quand le fondateur a clôturé votre engagement dans son tour : il ne peut pas être modifié ni supprimé ici",
} as const satisfies Catalog;
