/** Writer 8's texts of the twentieth held-out set (held-out-twentieth.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethFrW8P2: readonly RedFlagCase[] = [
  // 09 — Pitch deck (slides), SMS / mobile-money education subscription, Niger (Niamey, Maradi).
  // high-churn PRESENT (figures/indirect): monthly churn 7.2% (>= 5%); 12-month retention 41% (< 55%).
  // non-recurring-revenue PRESENT: ARR 552 M includes the one-off UNICEF content contract of 96 M ("prestation unique livrée en décembre").
  // unit-economics PRESENT (figures): stated CAC 1 500 FCFA but 147 M / 42 000 new subscribers = 3 500 FCFA; stated LTV 14 000 but 1 000 x 70% / 7.2% = 9 722 FCFA; stated LTV/CAC 9.3x vs 2.8x.
  // customer-concentration ABSENT (figures): UNICEF 96 M / CA 2024 450 M = 21% (< 30%).
  // burn-above-revenue ABSENT: EBITDA 2024 +22 M FCFA.
  // unrealistic-growth ABSENT (figures): ARR 552 M -> 1,1 Md target = 2.0x.
  {
    id: 'h20-fr-w8-09',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics'],
    absent: ['customer-concentration', 'burn-above-revenue', 'unrealistic-growth'],
    text: `KARATU — Apprendre par SMS, partout au Niger
Présentation investisseurs, mars 2025

Slide 1 — Le constat
Plus de la moitié des enfants de 10 ans ne savent pas lire un texte simple ; 80 % des foyers ruraux ont un téléphone, rarement un smartphone.

Slide 2 — Notre produit
Cours de lecture et de calcul en haoussa, zarma et français par SMS et messages vocaux, abonnement de 1 000 FCFA par mois payé par Airtel Money, Zamani Cash ou crédit téléphonique.

Slide 3 — Traction 2024
- 38 000 abonnés actifs au 31 décembre (22 000 un an plus tôt)
- 42 000 nouveaux abonnés recrutés dans l'année via radios communautaires, agents et SMS
- Chiffre d'affaires 2024 : 450 M FCFA, dont 96 M FCFA au titre du contrat UNICEF (21 %)
- EBITDA 2024 : +22 M FCFA

Slide 4 — Revenu récurrent
ARR : 552 M FCFA
= 38 000 abonnés x 1 000 FCFA x 12 (456 M FCFA)
+ contrat de production de contenus UNICEF (96 M FCFA, prestation unique livrée en décembre 2024)

Slide 5 — Fidélité des abonnés
- Attrition mensuelle moyenne : 7,2 %
- Sur 100 abonnés inscrits en janvier 2024, 41 étaient encore actifs en janvier 2025
- Nouveau : pause d'abonnement pendant les travaux champêtres, pour limiter les départs

Slide 6 — Unit economics
- Coût d'acquisition client (CAC) : 1 500 FCFA
- Valeur vie client (LTV) : 14 000 FCFA
- LTV / CAC : 9,3x
- Dépenses d'acquisition 2024 (radios, agents, SMS promotionnels) : 147 M FCFA
- Marge brute par abonnement : 70 % après frais opérateurs

Slide 7 — Objectifs 2025
- ARR de 1,1 Md FCFA
- Lancement au Tchad et au nord du Nigeria avec un opérateur partenaire

Slide 8 — Levée
750 000 USD en seed pour la production de contenus et l'expansion régionale.`,
  },
  // 10 — Annual financial statements (auditor's report, income statement, note 2), cashew processing, Bénin (Parakou).
  // audit-opinion PRESENT: "opinion avec réserve" (auditor could not attend the stock count of raw nuts, 64 M FCFA).
  // going-concern PRESENT: note 2 by the board states a material uncertainty on continuity; auditor draws attention to it.
  // burn-above-revenue PRESENT (figures): net loss 139,1 M; costs 235,7 + 96,3 + 58,9 + 21,0 + 14,6 = 426,5 M > revenue 287,4 M.
  // declining-revenue ABSENT (figures): 241,2 -> 287,4 M FCFA (up 19%).
  // gross-margin ABSENT (figures): 20,0% -> 18,0% = down 2 points (< 5), still positive.
  // debt-distress ABSENT (negation): all 2024 instalments of the Orabank loan paid, no covenant in the contract.
  // customer-concentration ABSENT (negation): four traders, none above 27% of sales (< 30%).
  {
    id: 'h20-fr-w8-10',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'prose', 'negation'],
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['declining-revenue', 'gross-margin', 'debt-distress', 'customer-concentration'],
    text: `CAJOU D'OR DU BORGOU SA — Parakou, République du Bénin
États financiers de l'exercice clos le 31 décembre 2024 — extraits

Rapport du commissaire aux comptes sur les états financiers annuels
Opinion avec réserve. Nous avons effectué l'audit des états financiers de la société Cajou d'Or du Borgou SA. Nommés après la clôture, nous n'avons pas pu assister à l'inventaire physique des stocks de noix brutes au 31 décembre 2024, comptabilisés pour 64 M FCFA, et n'avons pas pu nous assurer de leur existence par d'autres procédures. Sous cette réserve, nous certifions que les états financiers sont réguliers et sincères.
Incertitude significative relative à la continuité d'exploitation : nous attirons votre attention sur la note 2 des états financiers.

Compte de résultat (en M FCFA)
                                      2024       2023
Chiffre d'affaires                    287,4      241,2
Coût des ventes                      (235,7)    (193,0)
Marge brute                            51,7       48,2
   en % du chiffre d'affaires         18,0 %     20,0 %
Charges de personnel                  (96,3)     (81,5)
Autres charges d'exploitation         (58,9)     (47,4)
Dotations aux amortissements          (21,0)     (19,6)
Résultat d'exploitation              (124,5)    (100,3)
Charges financières                   (14,6)     (12,1)
Résultat net                         (139,1)    (112,4)

Note 2 — Continuité d'exploitation
Les états financiers ont été établis selon le principe de continuité d'exploitation. Toutefois, la société a enregistré une perte de 139,1 M FCFA en 2024 et ses capitaux propres sont devenus inférieurs à la moitié du capital social. Le financement de la campagne d'achat de noix 2025 dépend de la réalisation d'une augmentation de capital de 450 M FCFA, en cours de négociation avec deux investisseurs, et du renouvellement de la ligne de crédit de campagne. Le conseil d'administration considère que ces circonstances créent une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Note 11 — Emprunts
Le prêt d'équipement de 180 M FCFA accordé par Orabank Bénin en 2022 présente un encours de 96 M FCFA. Les quatre échéances trimestrielles de 2024 ont été réglées à leur date ; le contrat ne comporte pas de ratio financier à respecter.

Note 18 — Chiffre d'affaires
L'augmentation de 19 % du chiffre d'affaires s'explique par la mise en service de la seconde ligne de décorticage ; les amandes sont vendues à quatre négociants, dont aucun ne représente plus de 27 % des ventes.`,
  },
  // 11 — Business plan (narrative excerpt), rural internet access via solar-powered Wi-Fi hubs, Niger (Tahoua, Dosso).
  // missing-financials PRESENT: no revenue or cost figure for the company (only market size, village counts and the amount sought; financial annex "en cours de finalisation").
  // pending-licence PRESENT: ISP licence applied for at ARCEP Niger on 7 Oct 2024, still under review.
  // unrealistic-growth ABSENT (figures): 12 -> 200 villages by 2027 = 16.7x over three years = 2.6x a year (< 3x a year).
  // regulatory ABSENT (negation): no sanction; radio frequencies used are licence-exempt and the pilot runs under a formal ARCEP test authorisation.
  // no-competition ABSENT: Airtel, Moov Africa and Zamani Telecom are named as operators present in the towns.
  {
    id: 'h20-fr-w8-11',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'list', 'modality', 'negation'],
    present: ['missing-financials', 'pending-licence'],
    absent: ['unrealistic-growth', 'regulatory', 'no-competition'],
    text: `KOURMI CONNECT SA — Plan d'affaires, version provisoire (janvier 2025)

1. Vision
Apporter un internet abordable aux villages du Niger grâce à des bornes Wi-Fi solaires reliées par faisceau hertzien aux réseaux des opérateurs. Chaque borne couvre un rayon de 800 mètres et se recharge intégralement à l'énergie solaire.

2. Marché
Le marché de l'accès internet au Niger est estimé à plus de 180 milliards FCFA par an, mais moins de 20 % de la population rurale est couverte par la 3G. Airtel, Moov Africa et Zamani Telecom concentrent leurs investissements sur les villes ; dans les zones que nous visons, les habitants parcourent parfois 15 km pour trouver du réseau.

3. Pilote en cours
Depuis juin 2024, 12 villages des régions de Tahoua et de Dosso sont équipés dans le cadre d'une autorisation d'essai délivrée par l'ARCEP. Les retours des comités villageois sont très positifs : les centres de santé, les écoles et les commerçants de bétail utilisent le service chaque jour. Le pilote n'a fait l'objet d'aucune observation du régulateur et les fréquences utilisées sont exemptées de licence.

4. Cadre réglementaire
La commercialisation du service suppose une licence de fournisseur d'accès à internet. Notre demande a été déposée auprès de l'ARCEP le 7 octobre 2024 ; l'instruction est en cours et nous avons répondu aux questions complémentaires en décembre.

5. Feuille de route
- 2025 : 50 villages, partenariat de revente de cartes prépayées avec les boutiques locales ;
- 2026 : 110 villages, offre dédiée aux centres de santé intégrés ;
- 2027 : 200 villages dans cinq régions.

6. Équipe
Mahamane Sani Issa (ingénieur télécoms, 12 ans chez un opérateur), Zeinabou Amadou (déploiement terrain et relations avec les chefferies), Boubacar Idrissa (logiciel de facturation mobile).

7. Besoin de financement
Nous recherchons 1,2 M EUR de fonds propres pour le passage à l'échelle. Le modèle financier détaillé (prix, coûts par borne, compte de résultat prévisionnel) figurera en annexe ; il est en cours de finalisation avec notre conseil.`,
  },
  // 12 — Board minutes (procès-verbal du conseil d'administration), last-mile parcel delivery, Bénin (Cotonou).
  // founder-departure ABSENT (negation): rumours of the COO's departure denied, contract renewed for three years; new CFO post is a creation, not a replacement.
  // dead-equity ABSENT (time): former employee's 2% bought back on 12 Sept 2024 and cancelled.
  // litigation ABSENT (time): labour case closed by final judgment of 20 Feb 2025, no appeal, indemnity paid.
  // debt-distress ABSENT (negation): all Ecobank instalments paid, no delay, no covenant breach.
  // regulatory / pending-licence ABSENT (time): ARCEP Bénin postal licence renewed in January 2025; December inspection closed without observation or sanction.
  // related-party ABSENT (negation): no regulated agreement concluded during the year.
  {
    id: 'h20-fr-w8-12',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'negation', 'time', 'list'],
    present: [],
    absent: ['founder-departure', 'dead-equity', 'litigation', 'debt-distress', 'regulatory', 'pending-licence', 'related-party'],
    text: `TOKPA EXPRESS SAS — Cotonou
PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 27 MARS 2025

Présents : Mme Gisèle Dossou-Yovo (Présidente, cofondatrice), M. Landry Ahouansou (cofondateur, Directeur des opérations), M. Kwame Mensah (représentant Gulf of Guinea Ventures), Mme Sabine Quenum (administratrice indépendante).

1. Arrêté des comptes de l'exercice 2024
Le conseil prend connaissance du projet de rapport du commissaire aux comptes, qui certifie les comptes sans réserve. Le chiffre d'affaires s'établit à 1,02 milliard FCFA (870 M FCFA en 2023) et le résultat net à 46 M FCFA. Le conseil arrête les comptes et convoque l'assemblée générale ordinaire pour le 30 avril.

2. Direction
La Présidente dément les rumeurs relayées sur les réseaux sociaux concernant un départ de M. Ahouansou : celui-ci a renouvelé en février son contrat de Directeur des opérations pour trois ans. Le conseil approuve la création d'un poste de Directeur administratif et financier, qui n'existait pas jusqu'ici.

3. Actionnariat
Le conseil rappelle que les 2 % du capital détenus par un ancien développeur salarié, parti en juin 2024, ont été rachetés par la société le 12 septembre 2024 ; l'acte a été enregistré et les actions annulées. Le registre des titres est à jour.

4. Contentieux
Le litige qui opposait la société à un ancien livreur devant le tribunal de première instance de Cotonou, statuant en matière sociale, a été tranché par un jugement du 20 février 2025. Aucune des parties n'a fait appel dans le délai ; la décision est définitive et l'indemnité de 1,8 M FCFA a été versée. Aucune autre procédure n'est en cours.

5. Financement bancaire
Le responsable comptable confirme que toutes les échéances du prêt Ecobank de 250 M FCFA ont été honorées à bonne date en 2024, sans retard ni dépassement des ratios prévus au contrat.

6. Conformité
La licence d'opérateur postal pour l'activité de colis a été renouvelée par l'ARCEP Bénin en janvier 2025. Le contrôle mené par l'Autorité en décembre 2024 s'est clôturé sans observation ni sanction.

7. Conventions réglementées
Le conseil constate qu'aucune convention entre la société et l'un de ses dirigeants, administrateurs ou associés, directement ou par personne interposée, n'a été conclue au cours de l'exercice.

Plus rien n'étant à l'ordre du jour, la séance est levée à 17 heures.`,
  },
  // 13 — Shareholders' agreement (pacte d'associés, excerpt), solar irrigation pumps for onion growers, Niger (Tahoua / Galmi).
  // low-founder-ownership ABSENT (figures): founders 23% + 18% = 41% (>= 40%).
  // investor-control ABSENT (figures/modality): Sahel Agri Fund 45%; even after exercising its warrants it could reach 49.5% at most (< 50%).
  // founder-departure / dead-equity ABSENT (modality): leaver clauses are hypothetical ("en cas de départ"); nobody has left.
  // related-party ABSENT (modality): future agreements with related persons need prior approval; none exists.
  // cap-table-complexity ABSENT (negation): Annex 1 reconciled with the share register, no discrepancy.
  {
    id: 'h20-fr-w8-13',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity', 'related-party', 'cap-table-complexity'],
    text: `PACTE D'ASSOCIÉS — TARKA POMPAGE SOLAIRE SAS (Niamey) — extraits

Article 2 — Répartition du capital à la date de signature
Associé                                   Actions    %
Halima Abdou (fondatrice, Présidente)      2 300     23 %
Ousmane Kaka (fondateur, Directeur général) 1 800     18 %
Sahel Agri Fund                            4 500     45 %
Business angels (4 personnes physiques)      600      6 %
Réserve d'actions pour les salariés          800      8 %
Total                                     10 000    100 %
La répartition ci-dessus, reprise en Annexe 1, a été rapprochée du registre des mouvements de titres tenu par la Société ; aucun écart n'a été constaté.

Article 5 — Bons de souscription
Sahel Agri Fund détient 900 bons de souscription d'actions exerçables en cas de non-atteinte de l'objectif de 3 000 pompes installées au 31 décembre 2026. Même en cas d'exercice de la totalité des bons, sa participation serait portée au maximum à 49,5 % du capital.

Article 8 — Décisions importantes
Sont soumises à l'accord préalable du comité stratégique, statuant à la majorité incluant le représentant de Sahel Agri Fund : l'adoption du budget annuel, tout endettement supérieur à 100 M FCFA et toute convention, quel qu'en soit le montant, entre la Société et un associé, un dirigeant ou un membre de leur famille. À la date des présentes, aucune convention de ce type n'existe.

Article 11 — Départ d'un fondateur
En cas de départ d'un fondateur avant le 1er janvier 2028, les autres associés disposeront d'une promesse de vente portant sur ses actions :
- au prix de marché, en cas de départ pour décès, invalidité ou révocation sans faute (good leaver) ;
- à la valeur nominale, en cas de démission ou de révocation pour faute grave (bad leaver).
Les actions ainsi rachetées seront annulées ou réattribuées à la réserve salariés.

Article 14 — Sortie conjointe et sortie forcée
Si des associés représentant plus de 70 % du capital acceptent une offre portant sur la totalité des actions, les autres associés seront tenus de céder leurs actions aux mêmes conditions.

Article 20 — Droit applicable
Le présent pacte est régi par le droit nigérien et l'Acte uniforme OHADA. Tout différend sera soumis à l'arbitrage de la CCJA.`,
  },
];
