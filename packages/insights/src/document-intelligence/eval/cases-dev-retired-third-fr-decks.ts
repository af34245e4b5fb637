/** Third held-out set: French pitch decks that carry flags. */
import type { RedFlagCase } from './case';

export const thirdFrDecks: readonly RedFlagCase[] = [
  {
    id: 'h3-fr-artp-amende-ussd',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Diapositive 11 — Risques
En février 2025, l'ARTP nous a infligé une amende de 45 millions FCFA pour envoi de SMS promotionnels sans consentement et a suspendu nos codes USSD pendant trois semaines.
Chiffre d'affaires 2024 : 1,3 Md FCFA.`,
    present: ['regulatory'],
    absent: [],
    traits: ['time', 'figures'],
  },
  {
    id: 'h3-fr-un-abonne-sur-quinze',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Fidélisation : nous perdons environ un abonné sur quinze chaque mois, mais nous en gagnons deux fois plus.
Revenus mensuels récurrents : 21 millions FCFA.`,
    present: ['high-churn'],
    absent: [],
    traits: ['indirect'],
  },
  {
    id: 'h3-fr-assurance-recolte-sans-concurrent',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Concurrence : aucun acteur ne propose aujourd'hui l'assurance récolte indexée par satellite au Burkina Faso. Nous n'avons pas de concurrent.
Prévisions : chiffre d'affaires de 150 millions FCFA en 2025, 900 millions FCFA en 2026.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: [],
    traits: ['negation', 'figures'],
  },
  {
    id: 'h3-fr-arr-frais-installation-one',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Indicateurs clés
• ARR : 1,1 M€, dont 240 k€ de frais d'installation facturés une seule fois au T2 à l'Office national de l'électricité
• 46 clients entreprises
• Rétention nette : 112 %`,
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration', 'high-churn'],
    traits: ['list', 'indirect'],
  },
  {
    id: 'h3-fr-yobante-sans-chiffres',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Présentation investisseurs — Yobante Express (Dakar)
1. Le problème : livrer un colis à Dakar prend en moyenne deux jours.
2. Notre solution : un réseau de 300 coursiers à moto et des points relais.
3. Le marché : 4 millions d'habitants et un commerce en ligne en forte croissance.
4. L'équipe : anciens de Jumia Sénégal et de DHL.
5. Levée : 500 millions FCFA pour couvrir Thiès et Touba.`,
    present: ['missing-financials'],
    absent: [],
    traits: ['list'],
  },
  {
    id: 'h3-fr-ltv-cac-six',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Économie unitaire
LTV/CAC : 6x
Panier moyen : 9 000 FCFA
Une commande par mois en moyenne
Durée de vie moyenne d'un client : 8 mois
Marge brute : 15 %
CAC : 15 000 FCFA
CA mensuel : 38 millions FCFA`,
    present: ['unit-economics'],
    absent: [],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'h3-fr-depenses-mensuelles-tnd',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Nos chiffres
Dépenses mensuelles : 180 k TND
Revenus mensuels : 95 k TND
Trésorerie : 2,1 M TND (après la levée de juin)`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h3-fr-actionnariat-ancien-salarie',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Actionnariat
Fondateurs (Yacine et Leïla, à plein temps) : 37 %
Investisseurs seed : 40 %
Un ancien salarié, parti en 2022 : 9 % (titres non rachetés)
Plan d'options : 14 %
CA 2024 : 2,3 M MAD`,
    present: ['low-founder-ownership', 'dead-equity'],
    absent: ['investor-control', 'founder-departure'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h3-fr-bsa-non-recenses',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Table de capitalisation : en cours de reconstitution. Les BSA émis aux business angels en 2021 n'ont jamais été recensés et deux cessions de 2022 restent à enregistrer ; les pourcentages ci-dessous sont donc indicatifs.
Chiffre d'affaires 2024 : 520 k€.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['prose'],
  },
  {
    id: 'h3-fr-tresorerie-trimestre',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Trésorerie : 210 k€. Consommation nette : 95 k€ par trimestre. CA trimestriel : 120 k€.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h3-fr-commande-rentable',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Chaque commande est rentable : marge de contribution positive dès la première livraison.
Prix moyen d'une commande : 4 500 FCFA
Coût des produits : 3 100 FCFA
Livraison : 1 200 FCFA
Commission de paiement et emballage : 400 FCFA
CA du trimestre : 96 millions FCFA`,
    present: ['unit-economics'],
    absent: ['gross-margin'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'h3-fr-attrition-annuelle-commercants',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Attrition annuelle : 48 % des commerçants abonnés en 2024 ont résilié dans l'année. Abonnements : 52 millions FCFA de revenus en 2025.`,
    present: ['high-churn'],
    absent: [],
    traits: ['figures'],
  },
  {
    id: 'h3-fr-troisieme-cofondateur-parti',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Équipe : Ibrahim Koné (PDG) et Salif Traoré (directeur des opérations). Notre troisième cofondateur, Oumar Sangaré, a quitté l'entreprise en 2023 ; il détient toujours 15 % du capital.
CA 2024 : 410 millions FCFA.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    traits: ['time'],
  },
  {
    id: 'h3-fr-multiplier-par-cinq',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Objectif : multiplier par cinq le chiffre d'affaires en douze mois, de 80 à 400 millions FCFA.`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['figures'],
  },
  {
    id: 'h3-fr-mtn-orange-cameroun',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Clients : MTN Cameroun et Orange Cameroun représentent ensemble 55 % de notre chiffre d'affaires de 1,1 Md FCFA ; aucun autre client ne dépasse 5 %.`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['figures'],
  },
  {
    id: 'h3-fr-fondateurs-un-tiers',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Après trois tours de financement, les deux fondateurs, toujours aux commandes, détiennent ensemble un peu plus d'un tiers du capital ; le fonds Africinvest en détient à lui seul 54 %.
CA 2025 : 3,4 M€.`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: [],
    traits: ['indirect'],
  },
  {
    id: 'h3-fr-sante-mobile-niger',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Santé Mobile Niger — présentation
• 7 femmes sur 10 accouchent sans personnel qualifié
• Notre réponse : téléconsultation par SMS avec des sages-femmes
• 42 centres de santé partenaires, 18 000 consultations depuis le lancement
• Nous recherchons 300 000 € pour étendre le service à Maradi`,
    present: ['missing-financials'],
    absent: [],
    traits: ['list'],
  },
];
