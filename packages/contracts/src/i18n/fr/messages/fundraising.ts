import type { Catalog } from '../../catalog';

/**
 * French for the raise's messages (fundraising-texts.ts: raiseMessages). Part of the messages namespace (../messages.ts);
 * the status and instrument labels named inside them are in the fundraising catalog, which reads this one.
 */
export default {
  'Give the round a name': 'Donnez un nom au tour de table',
  'Keep the round name under 80 characters': 'Le nom du tour doit compter moins de 80 caractères',
  'Instrument must be a post-money SAFE, a pre-money SAFE, a convertible note or priced equity':
    "L'instrument doit être un SAFE post-money, un SAFE pre-money, une obligation convertible ou un tour valorisé (actions)",
  'Enter the amount you are raising, like 500,000': 'Indiquez le montant que vous levez, par exemple 500 000',
  'The target must be more than zero': "L'objectif doit être supérieur à zéro",
  'Enter the smallest amount you would close on, like 250,000': 'Indiquez le plus petit montant avec lequel vous clôtureriez, par exemple 250 000',
  'The minimum cannot be more than the target': "Le minimum ne peut pas dépasser l'objectif",
  'Target close must be a real calendar date like 2026-06-30': 'La clôture visée doit être une vraie date, par exemple 2026-06-30',
  'The next step date must be a real calendar date like 2026-06-30': 'La date de la prochaine étape doit être une vraie date, par exemple 2026-06-30',
  'Link a modelled round or model a new one, not both': 'Liez un tour modélisé ou modélisez-en un nouveau, pas les deux',
  'No modelled round of this company has this id': "Aucun tour modélisé de cette entreprise n'a cet identifiant",
  'Another round of this company already uses these terms': 'Un autre tour de cette entreprise utilise déjà ces conditions',
  'These terms are not a {{instrument}}: choose terms of the same instrument':
    "Ces conditions ne correspondent pas à l'instrument {{instrument}} : choisissez des conditions du même instrument",
  'A company can have at most 20 rounds; cancel or remove one first': "Une entreprise peut avoir au plus 20 tours ; annulez-en un d'abord",
  'This round is closed or cancelled: it can no longer change': 'Ce tour est clôturé ou annulé : il ne peut plus changer',
  'A round that is {{from}} cannot become {{to}}': 'Un tour au statut {{from}} ne peut pas passer au statut {{to}}',
  'Status must be draft, open, closing, closed or cancelled': 'Le statut doit être draft, open, closing, closed ou cancelled',
  'Choose an investor from the directory or enter an e-mail address, not both': "Choisissez un investisseur de l'annuaire ou saisissez une adresse e-mail, pas les deux",
  'Choose an investor from the directory or enter an e-mail address': "Choisissez un investisseur de l'annuaire ou saisissez une adresse e-mail",
  'No investor in the directory has this id': "Aucun investisseur de l'annuaire n'a cet identifiant",
  'Enter a valid e-mail address, like ama@fund.com': 'Saisissez une adresse e-mail valide, par exemple ama@fund.com',
  'Give the name of the person you are adding': 'Indiquez le nom de la personne que vous ajoutez',
  'Keep the name under 120 characters': 'Le nom doit compter moins de 120 caractères',
  'This investor is already on the board of this round': 'Cet investisseur est déjà sur le tableau de ce tour',
  'A round can follow at most 300 investors': 'Un tour peut suivre au plus 300 investisseurs',
  'Stage must be one of target, contacted, meeting, due-diligence, soft-circled, committed, signed, funded or passed':
    "L'étape doit être target, contacted, meeting, due-diligence, soft-circled, committed, signed, funded ou passed",
  'Enter the amount this investor soft-circled or committed': 'Indiquez le montant que cet investisseur a pré-engagé ou engagé',
  'Enter an amount like 25,000': 'Saisissez un montant, par exemple 25 000',
  'The amount must be more than zero': 'Le montant doit être supérieur à zéro',
  'Keep the next step under 200 characters': 'La prochaine étape doit compter moins de 200 caractères',
  'Keep the notes under 5,000 characters': 'Les notes doivent compter moins de 5 000 caractères',
} as const satisfies Catalog;
