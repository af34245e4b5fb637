import type { Catalog } from '../../catalog';

/** French for closing a raise's commitments (round-closing.ts). Part of the messages namespace (../messages.ts). */
export default {
  'Choose the confirmed commitments whose money you received': 'Choisissez les engagements confirmés dont vous avez reçu les fonds',
  'Close at most 100 commitments at once': 'Clôturez au plus 100 engagements à la fois',
  'Enter the date the money was received, like 2026-11-27': 'Indiquez la date de réception des fonds, par exemple 2026-11-27',
  'The money cannot have been received after today': "Les fonds ne peuvent pas avoir été reçus après aujourd'hui",
  'No commitment of this round has the id {{id}}': "Aucun engagement de ce tour n'a l'identifiant {{id}}",
  'Only a confirmed and signed commitment can be closed: {{name}}’s is "{{state}}"':
    'Seul un engagement confirmé et signé peut être clôturé : celui de {{name}} est « {{state}} »',
  'Link the round’s priced terms before marking money received: the first close writes the series from them': "Liez les conditions valorisées du tour avant de marquer des fonds comme reçus : la première clôture crée la série à partir d'elles",
  '{{name}}’s money buys less than one share at the series price of {{price}}': "Les fonds de {{name}} n'achètent même pas une action au prix de la série, {{price}}",
  'The round’s series is on the cap table since its first close: its terms and instrument can no longer change': 'La série du tour est dans la table de capitalisation depuis sa première clôture : ses conditions et son instrument ne peuvent plus changer',
  'Open the round before marking money received': 'Ouvrez le tour avant de marquer des fonds comme reçus',
  'Mark the money received for every confirmed commitment before closing the round ({{count}} left)':
    'Marquez les fonds reçus pour chaque engagement confirmé avant de clôturer le tour (il en reste {{count}})',
  'This investment was written when the founder closed your commitment to their round: it cannot be edited or deleted here':
    "Cet investissement a été inscrit quand le fondateur a clôturé votre engagement dans son tour : il ne peut pas être modifié ni supprimé ici",
} as const satisfies Catalog;
