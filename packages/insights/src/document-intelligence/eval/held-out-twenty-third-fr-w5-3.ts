/** Writer 5's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW5P3: readonly RedFlagCase[] = [
  // 16 — Business plan, plateforme de financement participatif, Tunis (Tunisie).
  // missing-financials PRESENT: no revenue or cost figure anywhere (only market, headcount and pipeline counts).
  // pending-licence PRESENT: CMF approval applied for on 12 Feb. 2025, "en cours d'instruction".
  // regulatory PRESENT: stated uncertainty — implementing texts not published, date and content unknown.
  // no-competition ABSENT: "Nous ne sommes pas seuls", competitors described.
  {
    id: 'h23-fr-w5-16',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'list', 'negation', 'modality'],
    present: ['missing-financials', 'pending-licence', 'regulatory'],
    absent: ['no-competition'],
    text: `JAMAA INVEST — Plan d'affaires
Plateforme tunisienne de financement participatif en capital et en prêt pour les PME
Version 3 — mai 2025

1. Notre mission
Permettre à la diaspora et à l'épargne locale de financer directement les PME tunisiennes, avec des projets sélectionnés, documentés et suivis.

2. Le marché
• Plus de 95 % des entreprises tunisiennes sont des TPE et PME, dont une large part déclare un accès difficile au crédit bancaire
• Près de 1,8 million de Tunisiens résident à l'étranger, dont une partie souhaite investir au pays sans passer par l'immobilier

3. Le produit
• Parcours investisseur entièrement en ligne (KYC, signature électronique)
• Comité de sélection indépendant et notation interne des projets
• Reporting trimestriel obligatoire pour les entreprises financées

4. Cadre réglementaire et calendrier
Le dossier de demande d'agrément en qualité de société de gestion de plateforme de financement participatif a été déposé auprès du Conseil du marché financier (CMF) le 12 février 2025 ; il est en cours d'instruction. Aucune opération ne sera ouverte au public avant l'obtention de cet agrément.
Par ailleurs, plusieurs textes d'application de la loi de 2020 relative au financement participatif — notamment sur les plafonds d'investissement par particulier et sur la tenue des comptes de cantonnement — ne sont toujours pas publiés. Leur contenu pourrait modifier sensiblement notre modèle, et nous ne pouvons aujourd'hui en prévoir ni la date ni la teneur.

5. Concurrence
Nous ne sommes pas seuls : deux autres équipes préparent leur dossier auprès du CMF, les plateformes de dons internationales touchent déjà la diaspora, et les banques lancent des offres de financement PME en ligne.

6. Traction
• 1 200 investisseurs préinscrits sur la liste d'attente
• 40 PME dans le pipeline, dont 12 dossiers complets
• Partenariat de principe avec une association de Tunisiens de France

7. Modèle économique
Commission prélevée auprès des entreprises financées sur les fonds levés, et frais de suivi annuels ; grille en cours de finalisation.

8. Équipe
Amira Jaziri (CEO, ex-analyste crédit), Fares Mejri (CTO), Nizar Ayari (conformité, ex-intermédiaire en bourse). Trois salariés à temps plein.

9. Besoin de financement
À préciser après l'obtention de l'agrément.`,
  },

  // 17 — Procès-verbal du conseil d'administration (legal), plateforme d'artisans, Casablanca (Maroc).
  // founder-departure PRESENT (indirect): co-founder resigned as deputy CEO and director effective 30 June 2025.
  // dead-equity PRESENT: his 150 000 shares (15 %) could not be bought back and remain in his name.
  // litigation PRESENT: he sued before the Casablanca commercial court on 21 June 2025; first hearing 25 Sept. 2025.
  // cap-table-complexity ABSENT: register up to date, no other change.
  // low-founder-ownership ABSENT: remaining founders 48 % (≥ 40 %). investor-control ABSENT: largest investor 27 %.
  {
    id: 'h23-fr-w5-17',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'indirect', 'time', 'negation', 'figures'],
    present: ['founder-departure', 'dead-equity', 'litigation'],
    absent: ['cap-table-complexity', 'low-founder-ownership', 'investor-control'],
    text: `BRICOL.MA SA
Société anonyme au capital de 1 000 000 DH — Siège social : boulevard Zerktouni, Casablanca

PROCÈS-VERBAL DES DÉLIBÉRATIONS DU CONSEIL D'ADMINISTRATION DU 3 JUILLET 2025

Présents : Mme Ghita Benkirane (présidente), M. Yassir Fassi-Fihri, M. Hamza Sqalli (représentant permanent de Sirocco Ventures).
Le quorum étant atteint, le conseil peut valablement délibérer.

Première résolution — Démission
Le conseil prend acte de la démission de M. Réda Alaoui, cofondateur, de ses fonctions de directeur général délégué et de son mandat d'administrateur, avec effet au 30 juin 2025. Ses attributions opérationnelles sont reprises, à titre intérimaire, par Mme Ghita Benkirane.

Deuxième résolution — Actions de M. Alaoui
Le conseil constate que la promesse de cession consentie par M. Alaoui au titre de la clause de « bad leaver » (article 11 du pacte d'actionnaires) n'a pu être exécutée, M. Alaoui contestant tant sa qualification de bad leaver que le prix de rachat à la valeur nominale. Les 150 000 actions qu'il détient, soit 15 % du capital, restent en conséquence inscrites à son nom au registre des mouvements de titres.

Troisième résolution — Procédure judiciaire
Le conseil est informé que M. Alaoui a saisi le tribunal de commerce de Casablanca, par requête du 21 juin 2025, d'une action tendant à faire juger qu'il est « good leaver » et à obtenir le rachat de ses actions à leur valeur de marché. La première audience est fixée au 25 septembre 2025. Le conseil mandate le cabinet Lahlou & Berrada pour représenter la société.

Quatrième résolution — Situation de l'actionnariat
Le conseil constate qu'aucune autre modification de l'actionnariat n'est intervenue depuis la dernière assemblée et que le registre des mouvements de titres est à jour. Les fondateurs en fonctions (Mme Benkirane et M. Fassi-Fihri) détiennent ensemble 48 % du capital ; Sirocco Ventures 27 % ; les business angels 10 %.

Cinquième résolution — Pouvoirs
Tous pouvoirs sont donnés au porteur d'une copie du présent procès-verbal pour accomplir les formalités légales.

La présidente — Un administrateur`,
  },
];
