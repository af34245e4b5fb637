import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases2: readonly RedFlagCase[] = [
  // burn net 55 300 € > CA 31 200 € ; runway = 210 000 / 55 300 = 3,8 mois ; churn 7,5 %/mois (≥ 5 %)
  {
    id: 'h11-fr-kaloum-lettre-septembre',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['high-churn', 'burn-above-revenue', 'short-runway', 'going-concern'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['letter', 'figures', 'list', 'indirect'],
    text: `KALOUM LIVRAISON — Point mensuel aux investisseurs — septembre 2026
Conakry, Guinée

Bonjour à toutes et à tous,

Chiffres du mois
- Commandes livrées : 18 900 (+6 % sur août)
- Chiffre d'affaires : 31 200 € (août : 29 400 €)
- Charges totales : 86 500 €
- Burn net : 55 300 €
- Trésorerie au 30 septembre : 210 000 €

Marchands
Nous avons gagné 142 nouveaux marchands en septembre, mais 7,5 % de notre base active a cessé de commander sur le mois, un niveau comparable à celui de juillet et d'août. Les départs concernent surtout les petites boutiques de Ratoma, qui reviennent à la livraison par moto-taxi informelle.

Gouvernance
Le conseil d'administration du 18 septembre a examiné le budget 2027. Il a constaté qu'en l'absence de nouveau financement avant la fin janvier 2027, la continuité d'exploitation de la société n'est pas assurée, et il a demandé que ce point figure dans les prochains comptes.

Plan d'action
1. Relèvement du tarif minimum de livraison de 15 000 à 20 000 GNF à partir du 1er novembre.
2. Gel des recrutements et renégociation du bail de l'entrepôt de Kaloum.
3. Discussions avec deux fonds régionaux et avec un opérateur de paiement mobile pour un financement relais.

Ce dont nous avons besoin
Des introductions auprès d'investisseurs en dette ou en quasi-fonds propres, et vos retours sur notre nouvelle grille tarifaire.

Merci de votre confiance,
Mamadou Bah, fondateur et directeur général`,
  },
  // CA 148 → 121 M MAD (baisse) ; ModaSur 58 % ; DSCR 0,9 < covenant 1,25 ; marge brute 27,1 → 26,4 % (−0,7 pt)
  {
    id: 'h11-fr-textiles-souss-credit',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'customer-concentration', 'debt-distress', 'litigation'],
    absent: ['gross-margin', 'going-concern', 'audit-opinion'],
    traits: ['memo', 'table', 'figures', 'time'],
    text: `CRÉDIT DU MAGHREB ATLANTIQUE — Comité de crédit régional Casablanca-Settat
Note d'analyse — dossier n° CC-2026-0871

Contrepartie : TEXTILES DU SOUSS SA, Casablanca (Aïn Sebaâ)
Activité : confection de prêt-à-porter pour l'export
Objet : demande de réaménagement du crédit d'investissement (encours : 38 M MAD) et renouvellement de la ligne d'escompte

1. Éléments financiers (comptes certifiés sans réserve)
Exercice;2023;2024;2025
Chiffre d'affaires (M MAD);139;148;121
Marge brute;27,0 %;27,1 %;26,4 %
Résultat net (M MAD);6,1;7,3;4,2
DSCR;1,6;1,4;0,9

2. Clientèle
Le distributeur espagnol ModaSur SL a représenté 58 % des ventes 2025. La réduction de ses commandes au second semestre explique l'essentiel du recul de l'activité.

3. Comportement bancaire
Le contrat de prêt impose un ratio de couverture du service de la dette d'au moins 1,25. Au 31 décembre 2025, ce ratio ressort à 0,9 : le covenant n'est pas respecté et la société n'a pas obtenu de dérogation. Les échéances de février et de mars 2026 ont été réglées avec 45 jours de retard ; celle de septembre 2026 reste impayée à ce jour.

4. Contentieux
Un ancien fournisseur de fils, Filatures de l'Oriental, a assigné la société devant le tribunal de commerce de Casablanca en paiement de 6,8 M MAD de factures contestées. L'affaire est pendante ; la prochaine audience est fixée au 14 janvier 2027.

5. Avis
Le chargé d'affaires propose un rééchelonnement sur 24 mois assorti d'un nantissement du fonds de commerce. La direction des risques émet un avis réservé.`,
  },
  {
    id: 'h11-fr-cobac-wouri',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation', 'going-concern'],
    traits: ['letter', 'regulator', 'words', 'time'],
    text: `COMMISSION BANCAIRE DE L'AFRIQUE CENTRALE (COBAC)
Secrétariat général — Libreville

Libreville, le 3 août 2026
Réf. : COBAC/SG/DCP/2026/1187

Monsieur le Directeur général
CRÉDIT SOLIDAIRE DU WOURI SA
Établissement de microfinance de 1re catégorie
Boulevard de la Liberté, Douala (Cameroun)

Objet : Décision COBAC D-2026/214 et situation de votre demande d'agrément

Monsieur le Directeur général,

J'ai l'honneur de vous notifier la décision prise par la Commission bancaire lors de sa session du 24 juillet 2026.

Au vu du rapport de la mission de contrôle sur place de mars 2026, qui a relevé un ratio de liquidité inférieur au minimum réglementaire pendant cinq mois consécutifs et des insuffisances graves dans le dispositif de lutte contre le blanchiment, la Commission a décidé :
- la suspension, pour une durée de six mois, de l'ouverture de nouveaux comptes de dépôt ;
- l'interdiction de distribuer des dividendes au titre de l'exercice 2025 ;
- la désignation d'un administrateur provisoire adjoint chargé de suivre la mise en œuvre du plan de redressement.

Par ailleurs, votre demande d'agrément en qualité d'établissement de microfinance de 2e catégorie, déposée le 3 février 2026 auprès de l'autorité monétaire, demeure en cours d'instruction. Elle ne pourra être présentée à la Commission qu'après la levée des mesures ci-dessus et la production des pièces complémentaires listées en annexe.

Vous voudrez bien transmettre au Secrétariat général, dans un délai de trente jours, un plan d'action daté et chiffré.

Veuillez agréer, Monsieur le Directeur général, l'assurance de ma considération distinguée.

Le Secrétaire général`,
  },
  {
    id: 'h11-fr-sunu-dataroom',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure', 'dead-equity', 'litigation'],
    absent: ['cap-table-complexity', 'related-party', 'pending-licence', 'low-founder-ownership'],
    traits: ['checklist', 'table', 'time', 'words'],
    text: `SUNU CLINIQUE DIGITALE SAS (Dakar) — Liste de contrôle data room, réponses de la société
Destinataire : Teranga Growth Partners — état au 4 novembre 2026

Rubrique A — Gouvernance et équipe
A1. Un fondateur ou un dirigeant a-t-il quitté la société au cours des 24 derniers mois ?
Réponse : Oui. M. Ibrahima Diallo, cofondateur et directeur technique, a quitté ses fonctions le 30 juin 2026.
A2. Ses titres ont-ils été rachetés ?
Réponse : Non. M. Diallo détient toujours 9 % du capital. La clause de rachat prévue au pacte (départ avant quatre ans) n'a pas été exercée ; les discussions sont suspendues.
A3. Répartition actuelle du capital ?
Réponse : fondateurs en poste 58 %, M. Diallo 9 %, Teranga Seed 21 %, BSPCE attribués 12 %. Table rapprochée du registre par Me Faye au 30 septembre 2026 (pièce A3).

Rubrique B — Contentieux
B1. Existe-t-il des procédures en cours ?
Réponse : Oui. M. Diallo a saisi le tribunal du travail de Dakar le 2 août 2026 ; il conteste la qualification de sa sortie et réclame 42 000 000 FCFA d'indemnités. Audience de conciliation sans accord le 10 octobre ; renvoi au fond en février 2027.
B2. Autres litiges ?
Réponse : Non.

Rubrique C — Réglementaire
C1. Autorisations d'exercice : autorisation du ministère de la Santé pour la téléconsultation obtenue le 12 mars 2025 (pièce C1).
C2. Données personnelles : déclaration à la CDP effectuée, récépissé reçu (pièce C2).

Rubrique D — Conventions
D1. Conventions avec des parties liées : aucune.

Rubrique E — Fiscal et social
E1. Attestations de régularité fiscale et sociale à jour (pièces E1 et E2).`,
  },
  // MRR déclaré = abonnements + frais de mise en service ponctuels ; marge brute 72,1 % → 62,0 % (−10 pts) ; CA en hausse chaque mois
  {
    id: 'h11-fr-qarta-csv-mensuel',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['non-recurring-revenue', 'gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['csv', 'table', 'figures', 'indirect'],
    text: `# QARTA SAAS SARL (Tunis) — compte de gestion mensuel — second semestre 2026
# Montants en dinars tunisiens (TND) — export du tableau de bord financier, séparateur ;
# Logiciel de gestion de flotte pour transporteurs et distributeurs

Poste;juil. 2026;août 2026;sept. 2026;oct. 2026;nov. 2026;déc. 2026
Abonnements mensuels;150 000;156 000;163 000;171 000;178 000;186 000
Frais de mise en service (facturés une seule fois à la signature);22 000;24 000;25 000;27 000;28 000;30 000
Revenus récurrents déclarés (MRR);172 000;180 000;188 000;198 000;206 000;216 000
Coût des services (hébergement, boîtiers, support);48 000;52 000;58 000;66 000;74 000;82 000
Marge brute;124 000;128 000;130 000;132 000;132 000;134 000
Taux de marge brute;72,1 %;71,1 %;69,1 %;66,7 %;64,1 %;62,0 %
Charges de personnel;70 000;71 000;72 000;73 000;75 000;76 000
Marketing;15 000;15 000;16 000;16 000;16 000;16 000
Autres charges;10 000;10 000;10 000;11 000;11 000;11 000
Total charges;143 000;148 000;156 000;166 000;176 000;185 000
Résultat d'exploitation;29 000;32 000;32 000;32 000;30 000;31 000
Clients actifs;412;431;452;476;497;521

# Commentaires de la direction financière
# - Le MRR présenté aux actionnaires correspond à la ligne « Revenus récurrents déclarés », conformément à la méthode retenue depuis 2025.
# - La hausse du coût des services s'explique par le passage à des boîtiers 4G et par l'internalisation du support de niveau 2.
# - Objectif 2027 : MRR de 300 000 TND en décembre.`,
  },
  // IC : Lagune Capital 52 % (≥ 50 %) ; fondateurs 38 % (< 40 %) ; CTO cofondateur annonce son départ
  {
    id: 'h11-fr-marchevert-blog',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure', 'investor-control', 'low-founder-ownership'],
    absent: ['dead-equity', 'cap-table-complexity', 'burn-above-revenue'],
    traits: ['blog', 'words', 'figures', 'time'],
    text: `Marché Vert ouvre un nouveau chapitre
Billet de blog de Mariam Touré, cofondatrice et directrice générale — Abidjan, 20 octobre 2026

Il y a cinq ans, Serge Koné et moi lancions Marché Vert depuis un petit bureau de Treichville, avec une idée simple : permettre aux restaurants et aux supérettes d'Abidjan de commander fruits, légumes et vivriers directement auprès des coopératives, livrés le lendemain.

Aujourd'hui, plus de 2 100 commerçants commandent chaque semaine sur la plateforme. Notre chiffre d'affaires 2025 a atteint 2,3 Md FCFA, en hausse de 64 %, et nous avons ouvert Bouaké et Yamoussoukro cette année.

Je suis heureuse d'annoncer la clôture de notre série A, menée par Lagune Capital. À l'issue de l'opération, Lagune Capital détient 52 % du capital de la société. Serge et moi en détenons ensemble 38 %, et 10 % sont réservés à nos salariés. Certains nous ont demandé si nous n'avions pas cédé trop. Nous avons fait ce choix en connaissance de cause : Lagune nous apporte bien plus que des fonds, avec son réseau logistique dans toute la sous-région.

Ce nouveau chapitre s'accompagne aussi d'un changement dans l'équipe. Serge, notre directeur technique et cofondateur, a décidé de quitter ses fonctions opérationnelles à la fin du mois de décembre pour se consacrer à un projet personnel. Il restera un ami et un conseiller. Le recrutement de son successeur est en cours.

Nos priorités pour 2027 : la chaîne du froid, le crédit fournisseur pour nos commerçants et l'arrivée à Dakar.

Merci à nos clients, à nos producteurs et à toute l'équipe.`,
  },
];
