import type { Catalog } from '../catalog';

/** French for the investor verification screens and the admin's verification queue, keyed by their English (catalog.ts). */
export default {
  // The investor's screen (verification.ts)
  'Verified investors carry a badge on their card, their profile and every intro request they send, and founders can choose to hear only from them.':
    "Les investisseurs vérifiés portent un badge sur leur carte, leur profil et chaque demande de mise en relation qu'ils envoient, et les fondateurs peuvent choisir de n'être contactés que par eux.",
  'Loading your verification': 'Chargement de votre vérification',
  'Only investors can apply for verification. Set up an investor profile first.':
    "Seuls les investisseurs peuvent demander une vérification. Créez d'abord un profil d'investisseur.",
  'Set up an investor profile': "Créer un profil d'investisseur",
  'You have not applied yet.': "Vous n'avez pas encore fait de demande.",
  "Your application is waiting for an admin's review.": "Votre demande attend l'examen d'un administrateur.",
  'You are a verified investor since {{date}}.': 'Vous êtes un investisseur vérifié depuis le {{date}}.',
  'Your last application was declined.': 'Votre dernière demande a été refusée.',
  'Your verification was withdrawn.': 'Votre vérification a été retirée.',
  ': ': ' : ',
  'You may apply again with more evidence.': 'Vous pouvez refaire une demande avec davantage de justificatifs.',
  'LinkedIn': 'LinkedIn',
  'Applied': 'Demande envoyée le',
  // The application form
  'Fund or company website': 'Site web du fonds ou de la société',
  "If its domain is your verified e-mail address's domain, you are verified at once.":
    'Si son domaine est celui de votre adresse e-mail vérifiée, vous êtes vérifié immédiatement.',
  'LinkedIn profile (optional)': 'Profil LinkedIn (facultatif)',
  'Supporting document, PDF (optional)': 'Justificatif, PDF (facultatif)',
  'A fund letter, registration or mandate. PDF, up to {{max}} MB.': "Lettre du fonds, immatriculation ou mandat. PDF, jusqu'à {{max}} Mo.",
  'Apply for verification': 'Demander la vérification',
  'You are now a verified investor': 'Vous êtes désormais un investisseur vérifié',
  'Application sent: an admin will review it': "Demande envoyée : un administrateur va l'examiner",
  'Your e-mail address is not verified, so it cannot vouch for your website. An admin will review your application.':
    "Votre adresse e-mail n'est pas vérifiée : elle ne peut donc pas attester de votre site web. Un administrateur examinera votre demande.",
  // The admin console
  'Pending verifications': 'Vérifications en attente',
  'No applications waiting': 'Aucune demande en attente',
  'Loading applications': 'Chargement des demandes',
  'Application from {{name}}': 'Demande de {{name}}',
  'Applied {{date}}': 'Demande du {{date}}',
  'E-mail verified': 'E-mail vérifié',
  'E-mail not verified': 'E-mail non vérifié',
  'E-mail domain matches website': "Le domaine de l'e-mail correspond au site web",
  'E-mail domain differs from website': "Le domaine de l'e-mail diffère de celui du site web",
  'Withdraw verification': 'Retirer la vérification',
  'Approve {{name}}?': 'Approuver {{name}} ?',
  'Decline {{name}}?': 'Refuser {{name}} ?',
  "Withdraw {{name}}'s verification?": 'Retirer la vérification de {{name}} ?',
  'The investor is told this reason.': "Ce motif est communiqué à l'investisseur.",
  'Investor verified': 'Investisseur vérifié',
  'Application declined': 'Demande refusée',
  'Verification withdrawn': 'Vérification retirée',
  'Verified investors': 'Investisseurs vérifiés',
  'Find a verified investor': 'Trouver un investisseur vérifié',
  'Name or e-mail…': 'Nom ou e-mail…',
  'No verified investors match': 'Aucun investisseur vérifié ne correspond',
  'Loading verified investors': 'Chargement des investisseurs vérifiés',
  'Verified {{date}}': 'Vérifié le {{date}}',
  // Server messages and notices (verification.ts)
  'Your application is already waiting for review. You can apply again once it is decided.':
    "Votre demande est déjà en attente d'examen. Vous pourrez en refaire une une fois la décision rendue.",
  'You are already a verified investor.': 'Vous êtes déjà un investisseur vérifié.',
  'Enter your fund or company website': 'Saisissez le site web de votre fonds ou de votre société',
  'Enter a website address starting with http:// or https://': 'Saisissez une adresse de site web commençant par http:// ou https://',
  'Enter a LinkedIn address (https://www.linkedin.com/in/...)': 'Saisissez une adresse LinkedIn (https://www.linkedin.com/in/...)',
  'The document must be a PDF file': 'Le document doit être un fichier PDF',
  'The document must be at most {{max}} MB': 'Le document ne doit pas dépasser {{max}} Mo',
  'The application could not be read. Try again.': "La demande n'a pas pu être lue. Veuillez réessayer.",
  'Another admin has already decided this application. Refresh the list.': 'Un autre administrateur a déjà statué sur cette demande. Actualisez la liste.',
  'This verification is no longer active. Refresh the list.': "Cette vérification n'est plus active. Actualisez la liste.",
  'Your investor verification was declined': "Votre vérification d'investisseur a été refusée",
  'Your investor verification was withdrawn': "Votre vérification d'investisseur a été retirée",
  // A startup's trust controls and facts (startup-trust.ts), shown on startup pages
  '{{startup}} accepts intro requests from verified investors only. Get verified at /verification to send one.':
    "{{startup}} n'accepte les demandes de mise en relation que des investisseurs vérifiés. Faites-vous vérifier sur /verification pour en envoyer une.",
  '{{startup}} accepts data-room access requests from verified investors only. Get verified at /verification to ask for access.':
    "{{startup}} n'accepte les demandes d'accès aux data rooms que des investisseurs vérifiés. Faites-vous vérifier sur /verification pour demander l'accès.",
  'Registered in {{country}}, number {{number}}': 'Immatriculation : {{country}}, n° {{number}}',
  "Website domain {{domain}} matches the founder's verified e-mail": "Le domaine du site web {{domain}} correspond à l'e-mail vérifié du fondateur",
  'A registration number is 2 to 40 letters, digits, spaces, dashes, slashes or dots':
    "Un numéro d'immatriculation comporte de 2 à 40 lettres, chiffres, espaces, tirets, barres obliques ou points",
  'Choose the country of the company registry from the list': 'Choisissez dans la liste le pays du registre du commerce',
  'Give the registration number and the country of its registry together, or leave both empty':
    "Indiquez à la fois le numéro d'immatriculation et le pays de son registre, ou laissez les deux vides",
  'Who can send requests': 'Qui peut envoyer des demandes',
  'Accept intro and data-room requests from verified investors only': "N'accepter les demandes de mise en relation et d'accès aux data rooms que des investisseurs vérifiés",
  'When on, people who are not verified investors cannot send this startup an intro request or ask for its data rooms. Requests already sent stay in your invitations.':
    "Si cette option est activée, les personnes qui ne sont pas des investisseurs vérifiés ne peuvent ni envoyer de demande de mise en relation à cette startup ni demander l'accès à ses data rooms. Les demandes déjà envoyées restent dans vos invitations.",
  'Only verified investors can now send requests to this startup.': 'Seuls les investisseurs vérifiés peuvent désormais envoyer des demandes à cette startup.',
  'Anyone signed in can now send requests to this startup.': 'Toute personne connectée peut désormais envoyer des demandes à cette startup.',
  'The setting was not saved': "Le réglage n'a pas été enregistré",
  'This startup accepts intro and data-room requests from verified investors only.':
    "Cette startup n'accepte les demandes de mise en relation et d'accès aux data rooms que des investisseurs vérifiés.",
  'You are a verified investor, so you can send one.': 'Vous êtes un investisseur vérifié : vous pouvez en envoyer une.',
  'Get verified to send one': 'Faites-vous vérifier pour en envoyer une',
  'As stated by the founder; Baobab has not checked the registry.': "Selon les déclarations du fondateur ; Baobab n'a pas vérifié le registre.",
  "Checked by Baobab: the founder's e-mail address is verified and at this domain.": "Vérifié par Baobab : l'adresse e-mail du fondateur est vérifiée et appartient à ce domaine.",
  'No verification facts yet.': 'Aucun élément de vérification pour le moment.',
  'Add the company registration number in Edit. The website domain shows here when your verified e-mail address is at the same domain.':
    "Ajoutez le numéro d'immatriculation de la société dans Modifier. Le domaine du site web s'affiche ici lorsque votre adresse e-mail vérifiée appartient au même domaine.",
  'Company registration number (optional)': "Numéro d'immatriculation de la société (facultatif)",
  'As on the certificate of incorporation, for example PVT-ABC123': "Tel qu'il figure sur le certificat d'immatriculation, par exemple RCCM SN-DKR-2024-B-123",
  'Country of registration (optional)': "Pays d'immatriculation (facultatif)",
} as const satisfies Catalog;
