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
  // The round room (round-room-texts.ts, roundRoomMessages), decision 0058
  'Action must be one of soft-circle, commit, pass, withdraw, confirm, accept, scale-back or decline':
    "L'action doit être soft-circle, commit, pass, withdraw, confirm, accept, scale-back ou decline",
  'Enter the amount, like 25,000': 'Indiquez le montant, par exemple 25 000',
  'Enter the cheque you are considering, like 25,000': 'Indiquez le ticket que vous envisagez, par exemple 25 000',
  'The cheque must be more than zero': 'Le ticket doit être supérieur à zéro',
  'Say why you are passing: the founder reads it': 'Dites pourquoi vous déclinez : le fondateur le lira',
  'Keep the reason under 500 characters': 'La raison doit compter moins de 500 caractères',
  'Say which version of the terms you are confirming': 'Indiquez quelle version des conditions vous confirmez',
  'The terms changed since you read them (version {{version}} now): read them again before you confirm':
    'Les conditions ont changé depuis votre lecture (version {{version}} désormais) : relisez-les avant de confirmer',
  'The founder has not set the terms of this round yet: you can soft-circle or pass until they do':
    "Le fondateur n'a pas encore fixé les conditions de ce tour : d'ici là, vous pouvez vous pré-engager ou décliner",
  'A scale-back must be less than the {{amount}} committed': 'Une réduction doit être inférieure aux {{amount}} engagés',
  'Only the investor can take the action "{{action}}"': "Seul l'investisseur peut effectuer l'action « {{action}} »",
  'Only the founder can take the action "{{action}}"': "Seul le fondateur peut effectuer l'action « {{action}} »",
  'No commitment yet': "Pas encore d'engagement",
  'A commitment in the state "{{from}}" cannot take the action "{{action}}"': "Un engagement à l'état « {{from}} » ne peut pas recevoir l'action « {{action}} »",
  'This round is closed or cancelled: commitments can no longer change': 'Ce tour est clôturé ou annulé : les engagements ne peuvent plus changer',
  'Open the round before inviting investors to its room': 'Ouvrez le tour avant d’inviter des investisseurs dans sa salle',
  'This investor is already invited to the round room': 'Cet investisseur est déjà invité dans la salle du tour',
  'This investor is not invited to the round room': "Cet investisseur n'est pas invité dans la salle du tour",
  'Write your question': 'Écrivez votre question',
  'Keep the question under 2,000 characters': 'La question doit compter moins de 2 000 caractères',
  'You can ask at most 30 questions about one round': "Vous pouvez poser au plus 30 questions sur un même tour",
  'Write your answer': 'Écrivez votre réponse',
  'Keep the answer under 5,000 characters': 'La réponse doit compter moins de 5 000 caractères',
  'The lead must be an investor on this round’s board': 'Le chef de file doit être un investisseur du tableau de ce tour',
  'No data room of this company has this id': "Aucune data room de cette entreprise n'a cet identifiant",
  'Ownership is known once a priced round after this one is modelled: a {{instrument}} without a valuation cap converts at a price not set yet':
    "La participation sera connue une fois modélisé un tour valorisé après celui-ci : un instrument {{instrument}} sans plafond de valorisation se convertit à un prix pas encore fixé",
  'The terms cannot be computed yet: {{problem}}': 'Les conditions ne peuvent pas encore être calculées : {{problem}}',
  'The terms are modelled in {{terms}} and the round is raised in {{round}}: the founder needs to align them':
    'Les conditions sont modélisées en {{terms}} et le tour est levé en {{round}} : le fondateur doit les aligner',
  // The round room's notifications (notification-texts.ts) and their kind (notifications-texts.ts)
  'Round rooms: invitations, questions and commitments': 'Salles de tour : invitations, questions et engagements',
  '{{startup}} invited you to the room of its round "{{round}}"': '{{startup}} vous invite dans la salle de son tour « {{round}} »',
  'Read the terms, ask questions, and soft-circle, commit or pass there.': "Lisez-y les conditions, posez vos questions, et pré-engagez-vous, engagez-vous ou déclinez.",
  '{{name}} asked a question about "{{round}}"': '{{name}} a posé une question sur « {{round}} »',
  '{{startup}} answered your question about "{{round}}"': '{{startup}} a répondu à votre question sur « {{round}} »',
  '{{name}} soft-circled {{amount}} in "{{round}}"': "{{name}} s'est pré-engagé pour {{amount}} dans « {{round}} »",
  '{{name}} committed {{amount}} to "{{round}}": accept, scale back or decline': "{{name}} s'est engagé pour {{amount}} dans « {{round}} » : acceptez, réduisez ou refusez",
  '{{name}} passed on "{{round}}"': '{{name}} a décliné « {{round}} »',
  '{{name}} withdrew from "{{round}}"': "{{name}} s'est retiré de « {{round}} »",
  '{{startup}} received your {{amount}} for "{{round}}": your {{instrument}} is on its cap table and in your portfolio':
    '{{startup}} a reçu vos {{amount}} pour « {{round}} » : votre {{instrument}} figure dans sa table de capitalisation et dans votre portefeuille',
  '{{startup}} received your {{amount}} for "{{round}}": your {{series}} shares are on its cap table and in your portfolio':
    '{{startup}} a reçu vos {{amount}} pour « {{round}} » : vos actions {{series}} figurent dans sa table de capitalisation et dans votre portefeuille',
  'Money received for "{{round}}": {{amount}} written to the cap table (investors: {{count}})':
    'Fonds reçus pour « {{round}} » : {{amount}} inscrits dans la table de capitalisation (investisseurs : {{count}})',
  '{{name}} confirmed {{amount}} in "{{round}}" and signed': '{{name}} a confirmé {{amount}} dans « {{round}} » et signé',
  '{{startup}} accepted your {{amount}} commitment to "{{round}}": confirm it to sign': '{{startup}} a accepté votre engagement de {{amount}} dans « {{round}} » : confirmez-le pour signer',
  '{{startup}} scaled your commitment to "{{round}}" back to {{amount}}: confirm it to sign, or withdraw':
    '{{startup}} a réduit votre engagement dans « {{round}} » à {{amount}} : confirmez-le pour signer, ou retirez-vous',
  '{{startup}} declined your commitment to "{{round}}"': '{{startup}} a refusé votre engagement dans « {{round}} »',
  'The terms of "{{round}}" changed: read them and confirm your commitment again': 'Les conditions de « {{round}} » ont changé : relisez-les et confirmez à nouveau votre engagement',
  // New materials and deadlines (decision 0064) and their kinds
  'New materials in rounds you are invited to': 'Nouveaux documents des tours auxquels vous êtes invité',
  'Deadlines of rounds you are invited to: the target close, and commitments awaiting your confirmation':
    'Échéances des tours auxquels vous êtes invité : la clôture visée, et les engagements qui attendent votre confirmation',
  '{{startup}} added "{{document}}" to the materials of "{{round}}"': '{{startup}} a ajouté « {{document}} » aux documents de « {{round}} »',
  '{{startup}} uploaded a new version of "{{document}}" to the materials of "{{round}}"': '{{startup}} a déposé une nouvelle version de « {{document}} » dans les documents de « {{round}} »',
  '{{startup}} plans to close "{{round}}" on {{date}} (days left: {{days}})': '{{startup}} prévoit de clôturer « {{round}} » le {{date}} (jours restants : {{days}})',
  '{{startup}} is waiting for you to confirm your {{amount}} commitment to "{{round}}"': '{{startup}} attend que vous confirmiez votre engagement de {{amount}} dans « {{round}} »',
} as const satisfies Catalog;
