/** The second half of held-out-eleventh-fr-3.ts. */
import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases3Rest: readonly RedFlagCase[] = [
  // Carthage Growth Fund 51 % (≥ 50 %) ; fondateurs actifs 42 % (≥ 40 %) ; Walid, parti, garde 7 %
  {
    id: 'h11-fr-yasmine-entretien',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['founder-departure', 'dead-equity', 'investor-control'],
    absent: ['low-founder-ownership', 'cap-table-complexity', 'litigation'],
    traits: ['transcript', 'interview', 'words', 'figures'],
    text: `Transcription — entretien de due diligence (extrait)
Société : YASMINE AGRITECH SA, Sousse (Tunisie) — irrigation goutte-à-goutte connectée
Date : 3 novembre 2026
Participants : Amira Gharbi (cofondatrice, directrice générale), Olivier Mensah (fonds Mare Nostrum Partners)

O. Mensah : Commençons par les chiffres.
A. Gharbi : Nous avons réalisé 3,4 M TND de chiffre d'affaires en 2025, soit 40 % de plus qu'en 2024. Nous équipons 1 850 exploitations, surtout dans le Sahel et au Cap Bon.

O. Mensah : Votre équipe fondatrice a changé, je crois.
A. Gharbi : Oui. Walid, notre troisième cofondateur, qui s'occupait de l'électronique, a quitté la société en janvier 2026 pour s'installer au Canada. Nous sommes restés en bons termes.

O. Mensah : Et ses actions ?
A. Gharbi : Il a gardé ses 7 %. Le pacte d'associés ne prévoyait pas de clause de rachat en cas de départ, et nous n'avions pas la trésorerie pour lui faire une offre.

O. Mensah : Quelle est la répartition aujourd'hui ?
A. Gharbi : Carthage Growth Fund détient 51 % depuis le tour de 2025. Hichem et moi, les deux fondateurs encore en poste, avons 42 % à nous deux. Le registre est tenu par notre avocat et il est à jour.

O. Mensah : Le fonds a-t-il des droits particuliers ?
A. Gharbi : Il nomme trois administrateurs sur cinq.

O. Mensah : Des litiges ?
A. Gharbi : Aucun.

O. Mensah : Dernière question : vos marges ?
A. Gharbi : La marge brute est de 38 %, au même niveau qu'en 2024.`,
  },
  // ARR 2,6 M$ dont 700 000 $ d'un contrat ponctuel (installation unique)
  {
    id: 'h11-fr-kivusolar-blog',
    documentType: 'business_plan',
    language: 'fr',
    present: ['litigation', 'related-party', 'non-recurring-revenue'],
    absent: ['regulatory', 'declining-revenue'],
    traits: ['blog', 'words', 'figures', 'indirect'],
    text: `Kivu Solar Connect : une année de croissance, et quelques vérités
Billet du fondateur, Emmanuel Mushagalusa — Goma, 2 décembre 2026

Nous avons terminé l'année avec un revenu annuel récurrent (ARR) de 2,6 M USD, contre 1,4 M USD il y a un an. Ce chiffre comprend le contrat de 700 000 USD signé avec une agence des Nations unies pour l'installation, en une seule fois, de 40 mini-réseaux dans des camps de déplacés autour de Goma. Ce contrat ne sera pas renouvelé une fois les installations livrées, mais il a prouvé que notre équipe pouvait exécuter à grande échelle.

Le reste de nos revenus vient des abonnements mensuels de 11 000 foyers et de 300 commerces raccordés à nos mini-réseaux du Nord-Kivu et de Kinshasa.

Je veux aussi être transparent sur deux sujets.

D'abord, notre ancien distributeur exclusif pour l'Ituri, avec qui nous avons rompu en 2025, nous poursuit devant le tribunal de commerce de Kinshasa/Gombe. Il réclame 340 000 USD au titre de la rupture du contrat. Nos avocats estiment que la demande est infondée ; l'affaire est toujours en cours et la prochaine audience est prévue en février.

Ensuite, plusieurs d'entre vous m'ont interrogé sur notre transport. Depuis 2023, l'acheminement des panneaux et des batteries depuis Dar es-Salaam est confié à TransKivu SARL, la société de mon père. Les tarifs ont été comparés à deux autres transporteurs et sont inférieurs de 8 % ; le conseil a validé ce contrat, mais nous lancerons un appel d'offres formel en 2027.

Merci à nos 140 collaborateurs. 2027 sera l'année de Bukavu et de Kisangani.`,
  },
  // CLEAN — table réconciliée, aucun départ, aucun litige en cours, max investisseur 27 %
  {
    id: 'h11-fr-argana-dataroom',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['cap-table-complexity', 'dead-equity', 'litigation', 'investor-control', 'pending-licence', 'founder-departure'],
    traits: ['checklist', 'negation', 'list', 'time'],
    text: `ARGANA COSMÉTIQUES SA (Agadir, Maroc) — Check-list data room — réponses au 30 octobre 2026
Préparé par : direction juridique de la société ; revu par le cabinet Alaoui Benjelloun Avocats

[Oui] 1. La table de capitalisation a été rapprochée du registre des titres.
Commentaire : rapprochement réalisé par l'étude notariale au 30 septembre 2026, sans écart (pièce 1.1).

[Non] 2. Des titres sont-ils détenus par des personnes ayant quitté la société ?
Commentaire : aucun fondateur, dirigeant ou salarié actionnaire n'a quitté la société depuis sa création en 2017.

[Non] 3. Existe-t-il des instruments convertibles (BSA, obligations convertibles, BSA AIR) non reflétés dans la table ?
Commentaire : les obligations convertibles de 2022 ont été converties en 2024 ; la conversion figure dans la table.

[Non] 4. Un investisseur détient-il 50 % ou plus du capital ?
Commentaire : le premier investisseur, Souss Capital, détient 27 % ; les trois fondateurs 61 %.

[Non] 5. Des litiges sont-ils en cours ?
Commentaire : un litige avec une ancienne salariée a été tranché par un jugement définitif en juin 2025 ; la condamnation de 85 000 MAD a été payée. Aucune autre procédure.

[Oui] 6. Les autorisations sanitaires sont-elles obtenues ?
Commentaire : autorisations de l'ONSSA pour l'unité de production obtenues en 2024 et renouvelées en 2026 ; certificat d'exportation vers l'Union européenne valide.

[Non] 7. Des conventions ont-elles été conclues avec des dirigeants ou leurs proches ?
Commentaire : aucune.

[Oui] 8. La société est-elle à jour de ses obligations fiscales et sociales ?
Commentaire : attestations DGI et CNSS de septembre 2026.`,
  },
  // CLEAN — premier client 27 % (< 30 %, hypothèse de dépassement seulement) ; CA 11,3 → 14,2 M$ ; marge 33 → 34 %
  {
    id: 'h11-fr-boke-maintenance-comite',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'short-runway', 'unrealistic-growth', 'declining-revenue', 'low-founder-ownership'],
    traits: ['memo', 'modality', 'figures', 'negation'],
    text: `GUINÉE CROISSANCE PARTENAIRES — Note au comité d'investissement du 16 novembre 2026
Cible : BOKÉ MAINTENANCE INDUSTRIELLE SA (Boké, Guinée)
Opération : acquisition de 30 % du capital pour 4,5 M USD, dont 3 M USD d'augmentation de capital

1. Activité
La société assure la maintenance des engins miniers, des convoyeurs et des installations portuaires pour les sociétés de bauxite de la région de Boké. Elle emploie 420 techniciens, dont 85 % de Guinéens formés dans son propre centre.

2. Performance
- Chiffre d'affaires 2024 : 11,3 M USD
- Chiffre d'affaires 2025 : 14,2 M USD
- Marge brute : 34 % en 2025, 33 % en 2024
- Résultat net 2025 : 1,6 M USD ; trésorerie de 3,1 M USD et aucune dette financière
- Plan : 19,8 M USD en 2027

3. Clients
Le premier client représente 27 % du chiffre d'affaires et les trois premiers 58 %, dans un marché qui compte une dizaine de sociétés minières. Si le contrat avec le premier client était renouvelé en 2027 avec un volume doublé, sa part pourrait dépasser 30 % ; nous demanderons un suivi trimestriel de cet indicateur.

4. Gouvernance
Les deux fondateurs, MM. Camara et Soumah, détiennent 100 % du capital avant opération et en conserveront 70 %. Ils restent tous deux dirigeants.

5. Points examinés
- Aucun litige en cours ; aucun arriéré fiscal ni social.
- Comptes 2024 et 2025 audités, opinion sans réserve.

6. Recommandation : approbation, sous réserve de la finalisation de la documentation juridique.`,
  },
  // CLEAN — runway 520 / 21 = 24,8 mois ; CA 38 M > burn 21 M ; churn 1,8 %/mois ; marge 63 → 64 %
  {
    id: 'h11-fr-njangi-lettre-novembre',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['litigation', 'high-churn', 'short-runway', 'gross-margin', 'burn-above-revenue'],
    traits: ['letter', 'figures', 'time', 'negation'],
    text: `NJANGI DIGITAL — Lettre d'information aux investisseurs — novembre 2026
Yaoundé, Cameroun

Chers investisseurs,

Voici les nouvelles du mois.

Indicateurs
- Chiffre d'affaires de novembre : 38 M FCFA (+6 % par rapport à octobre)
- Groupes de tontine actifs : 5 240
- Taux d'attrition des groupes : 1,8 % par mois (2,0 % en octobre)
- Marge brute : 64 % (63 % le mois précédent)
- Burn net : 21 M FCFA
- Trésorerie : 520 M FCFA

Produit
Nous avons lancé la tontine « projets » permettant aux groupes d'épargner pour l'achat d'un terrain ou de matériel, en partenariat avec une banque camerounaise agréée qui conserve les fonds.

Juridique
Petit rappel, puisque certains nouveaux actionnaires nous ont posé la question : le litige qui nous opposait à notre ancien bailleur de Bastos est définitivement clos depuis le jugement du 12 mars 2026, qui n'a pas fait l'objet d'appel. Aucune autre procédure n'est ouverte.

Équipe
Arrivée de notre nouvelle responsable marketing, Carine Fotso, précédemment chez un opérateur télécom. L'équipe compte 34 personnes.

Prochain trimestre
Ouverture de Douala Nord et de Bafoussam, et préparation de l'extension au Gabon, sous réserve des discussions avec notre banque partenaire.

Merci pour votre soutien,
Rodrigue Tchamba, cofondateur et directeur général`,
  },
  // CLEAN — autorisation de la CDP accordée
  {
    id: 'h11-fr-cdp-autorisation-xeweul',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['letter', 'regulator', 'negation', 'words'],
    text: `RÉPUBLIQUE DU SÉNÉGAL
COMMISSION DE PROTECTION DES DONNÉES PERSONNELLES (CDP)

Dakar, le 6 octobre 2026
Délibération n° 2026-1432 du 1er octobre 2026

À Madame la Gérante
XEWEUL ANALYTICS SARL
Sacré-Cœur 3, Dakar

Objet : Autorisation de mise en œuvre d'un traitement de données à caractère personnel

Madame la Gérante,

Par la présente, nous vous notifions la délibération par laquelle la Commission de protection des données personnelles, réunie en séance plénière le 1er octobre 2026, a statué sur votre demande d'autorisation relative au traitement intitulé « Analyse des données de consommation pour le compte d'enseignes de distribution ».

Après examen du dossier et des engagements pris par votre société, notamment en matière d'anonymisation des données, de durée de conservation limitée à 24 mois et d'hébergement des données au Sénégal, la Commission a décidé d'autoriser la mise en œuvre du traitement.

La présente autorisation est délivrée sans réserve. Elle vaut pour les finalités décrites dans votre demande ; toute modification substantielle du traitement, notamment tout transfert de données hors du Sénégal, devra faire l'objet d'une nouvelle formalité préalable.

La Commission rappelle qu'elle peut procéder à tout moment à des contrôles. Votre société n'a fait l'objet d'aucune procédure de contrôle ni d'aucune sanction à ce jour.

Veuillez agréer, Madame la Gérante, l'expression de nos salutations distinguées.

Le Président de la Commission de protection des données personnelles`,
  },
];
