/** Part b of cases-dev-retired-fifteenth-fr-w3.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFifteenthFrW3B: readonly RedFlagCase[] = [
  // Declining-revenue: revenue was 18,4 Md GNF in 2023 against 21,1 Md in 2022.
  // Gross-margin: it fell from 41,0 % to 33,2 % (6,1 / 18,4), 7,8 points down, which is 5 or more.
  // Non-recurring-revenue: a one-off data migration of 1,6 Md GNF is counted in recurring revenue.
  // The net profit is 0,7 Md GNF, so costs are not above revenue. The accounts are certified without qualification.
  {
    id: 'h15-fr-w3-13',
    language: 'fr',
    documentType: 'financial_statements',
    text: `KAKANDÉ SYSTÈMES SA — Conakry
RAPPORT DE GESTION DU CONSEIL D'ADMINISTRATION À L'ASSEMBLÉE GÉNÉRALE ORDINAIRE — EXERCICE 2023

1. Activité
Le chiffre d'affaires de l'exercice s'établit à 18,4 Md GNF contre 21,1 Md GNF en 2022, l'arrêt de
deux chantiers miniers en Haute-Guinée ayant réduit les ventes de licences.
Les revenus récurrents (abonnements logiciels et maintenance) atteignent 9,7 Md GNF. Ils intègrent
la prestation de migration de données réalisée pour la Compagnie Minière de Kamsar (1,6 Md GNF),
facturée en juin 2023 en une seule fois et sans renouvellement prévu.

2. Marge
Le coût des prestations s'élève à 12,3 Md GNF. La marge brute ressort ainsi à 6,1 Md GNF, soit
33,2 % du chiffre d'affaires, contre 41,0 % en 2022.

3. Résultat
Le bénéfice net s'établit à 0,7 Md GNF (2022 : 2,3 Md GNF). Les comptes ont été certifiés sans
réserve par le commissaire aux comptes, le cabinet Diallo & Associés.

4. Proposition d'affectation : report à nouveau de l'intégralité du bénéfice.`,
    present: ['declining-revenue', 'gross-margin', 'non-recurring-revenue'],
    absent: ['audit-opinion', 'burn-above-revenue'],
    traits: ['prose', 'figures', 'indirect'],
  },
  // CLEAN. Growth: 7,2 → 18 is 2,5×, 18 → 45 is 2,5×, 45 → 99 is 2,2×, 99 → 188 is 1,9×. All are under 4×, and the run is not 3× a year over three years.
  // Costs stay under revenue every year. The licence was GRANTED. Competitors are named.
  {
    id: 'h15-fr-w3-14',
    language: 'fr',
    documentType: 'business_plan',
    text: `DAWA EXPRESS SARL — Nouakchott (Tevragh Zeina)
Plan d'affaires 2024-2027 — Résumé

Activité : livraison à domicile de médicaments en moins de deux heures, adossée à 14 pharmacies
partenaires de Nouakchott.

Autorisation : l'autorisation d'exercer l'activité de distribution pharmaceutique a été accordée par
arrêté du ministère de la Santé le 12 février 2024 (numéro 0187/MS), après avis de la DPL.

Concurrence : deux plateformes (Saydaliya.mr et Pharma Click) et surtout les livreurs informels
à moto ; notre avantage tient au contrôle de la chaîne du froid pour l'insuline et les vaccins.

Projections (millions MRU)
              2023 (réel)   2024    2025    2026    2027
CA                 7,2       18      45      99     188
Charges            6,9       17      40      85     158

Besoin de financement : 20 M MRU, dont 60 % pour les véhicules et 40 % pour le fonds de roulement.`,
    present: [],
    absent: ['unrealistic-growth', 'pending-licence', 'no-competition'],
    traits: ['table', 'figures', 'time'],
  },
  // High-churn: 387 lost out of 2 150 over the quarter = 18 % a quarter, about 6 % a month, which is 5 % or more.
  // Non-recurring-revenue: the MRR of 9,7 M includes 1,6 M of one-off installation fees.
  // Unit-economics: the margin is 3 900 x 40 % = 1 560 FCFA a month, and lifetime is about 1/6 % = 16,7 months.
  //   LTV ≈ 26 000 FCFA, and 26 000 / 22 000 ≈ 1,2x, not the claimed "about 5x".
  {
    id: 'h15-fr-w3-15',
    language: 'fr',
    documentType: 'business_plan',
    text: `Objet : Haské Solar — Lettre aux investisseurs, T1 2024

Bonjour à toutes et à tous,

Voici les faits marquants du trimestre à Niamey, Dosso et Maradi :

- Revenu mensuel récurrent (MRR) de mars : 9,7 M FCFA, en hausse de 14 % sur le trimestre. Ce montant
  comprend 1,6 M FCFA de frais d'installation, payés une seule fois par les 320 nouveaux ménages équipés.
- Base clients : 2 150 ménages au 1er janvier ; 387 contrats résiliés ou kits récupérés pour impayés
  au cours du trimestre ; 2 083 ménages actifs au 31 mars.
- Économie unitaire : ARPU de 3 900 FCFA par mois, marge contributive de 40 %, coût d'acquisition
  de 22 000 FCFA par client. Nous confirmons donc un ratio LTV/CAC d'environ 5x, parmi les meilleurs
  du secteur PAYG en Afrique de l'Ouest.
- Opérations : ouverture d'un dépôt à Maradi, 6 agents commerciaux recrutés.

Prochaine lettre en juillet. Merci pour votre confiance,
Ramatou Abdou, cofondatrice et directrice générale`,
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics'],
    absent: ['declining-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  // Founder-departure: a co-founder signed elsewhere and leaves on 31 May.
  // Dead-equity: Drissa left in 2022 and still holds 5 %, with no buy-back. Aminata also keeps her 15 %.
  // Cap-table-complexity: the Excel file says 11 %, the articles say 14 %, and the registry has a third version.
  {
    id: 'h15-fr-w3-16',
    language: 'fr',
    documentType: 'legal_docs',
    text: `[03/05/2024 21:12] Moussa Konaté: Aminata vient de m'appeler. Elle a signé chez Orange Mali, elle part le 31 mai
[03/05/2024 21:13] Oumar Touré: sérieux ?? c'est quand même une des cofondatrices de Jigi Santé
[03/05/2024 21:13] Moussa Konaté: oui. et elle garde ses 15 %. le pacte ne prévoit ni good leaver ni bad leaver, on ne peut rien lui racheter
[03/05/2024 21:15] Oumar Touré: comme Drissa en 2022 alors. il a toujours ses 5 % lui aussi
[03/05/2024 21:16] Moussa Konaté: oui 😩 et honnêtement je ne sais même plus combien ont les BA. le fichier Excel de Karim dit 11 %, les statuts mis à jour disent 14 %, et le greffe a encore une autre version
[03/05/2024 21:18] Oumar Touré: faut absolument régler ça avant d'ouvrir la data room au fonds
[03/05/2024 21:18] Moussa Konaté: je vois Maître Sidibé lundi à Hamdallaye
[03/05/2024 21:19] Oumar Touré: ok. et pour le poste de CTO on relance le cabinet de recrutement ?
[03/05/2024 21:20] Moussa Konaté: oui, je les appelle demain`,
    present: ['founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: [],
    traits: ['chat', 'indirect', 'figures'],
  },
  // CLEAN. Founders hold 1 150 + 950 = 2 100 / 5 000 = 42 %, which is not under 40 %. The fund holds 2 450 / 5 000 = 49 %, under 50 %.
  // The cap table was reconciled by a notary with no gap. The leaver clause is only hypothetical: nobody has left.
  {
    id: 'h15-fr-w3-17',
    language: 'fr',
    documentType: 'legal_docs',
    text: `PACTE D'ASSOCIÉS — TOUMAÏ DATA SAS (N'Djamena, Tchad) — Extrait

Article 2 — Répartition du capital à la date de signature
Le capital social de 50 000 000 FCFA est divisé en 5 000 actions de 10 000 FCFA, réparties ainsi :
  - M. Abakar Oumar Mahamat, fondateur, président ............ 1 150 actions
  - Mme Zara Hassan Ali, fondatrice, directrice générale ........ 950 actions
  - Chari Croissance SA (fonds d'investissement) ............. 2 450 actions
  - Réserve d'actions gratuites au profit des salariés ......... 450 actions

Article 3 — Table de capitalisation
La table de capitalisation figurant en Annexe 1 a été rapprochée par Maître Ngarta Djimadoum,
notaire à N'Djamena, du registre des mouvements de titres et des statuts ; aucun écart n'a été relevé.

Article 7 — Départ d'un associé fondateur
Si un fondateur venait à cesser ses fonctions avant le 31 décembre 2027, il s'engage à céder ses
actions à la Société ou aux associés désignés par elle, à la valeur nominale en cas de faute grave
et à la valeur de marché dans les autres cas, dans un délai de 90 jours.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'dead-equity', 'founder-departure'],
    traits: ['form', 'figures', 'hedge'],
  },
  // Gross-margin: cost of sales is above sales every month (e.g. June 455 > 410), so the margin is negative. That is also burn-above-revenue.
  // Short-runway: the June burn is 45 + 135 = 180 M GNF, and 805 / 180 = 4,5 months < 9. Sales are rising, so revenue is not declining.
  {
    id: 'h15-fr-w3-18',
    language: 'fr',
    documentType: 'financial_statements',
    text: `KINDIA FRUITS SARL — Tableau de bord mensuel (en millions GNF)

Poste                  Avr-24     Mai-24     Juin-24
Ventes nettes             395        402         410
Coût des ventes           431        446         455
Marge brute               -36        -44         -45
Frais généraux            128        131         135
Variation trésorerie     -164       -175        -180
Trésorerie fin de mois  1 160        985         805

Commentaire de la gérance :
Les volumes progressent à Conakry (Madina, Kipé) et à Kindia. Le prix des bouteilles en verre importées
et le coût du transport des mangues ont augmenté depuis mars, alors que nos prix de vente aux
distributeurs sont fixés jusqu'en décembre. Nous prévoyons de renégocier les contrats au T4.`,
    present: ['gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // Unrealistic-growth: revenue goes 150 → 450 → 1 350 → 4 050 M FCFA, which is 3× a year over three years.
  // Unit-economics: the plan claims a CAC of 3 000 FCFA, but 45 M / 5 000 students = 9 000 FCFA, which is 3,6 months of subscription, not "less than two".
  // Related-party: the content contract goes to a publisher run by the founder's wife. 2024 costs of 130 M are under revenue of 150 M.
  {
    id: 'h15-fr-w3-19',
    language: 'fr',
    documentType: 'business_plan',
    text: `YIIRI ACADEMY SAS — Ouagadougou — Plan d'affaires 2024-2027 (extrait)

Modèle : soutien scolaire par SMS et application, abonnement de 2 500 FCFA par mois et par élève,
en mooré, dioula et français, pour les classes du CM2 à la 3e.

Projections de chiffre d'affaires :
  - 2024 : 150 M FCFA
  - 2025 : 450 M FCFA
  - 2026 : 1,35 Md FCFA
  - 2027 : 4,05 Md FCFA
Charges d'exploitation 2024 : 130 M FCFA.

Acquisition : nous visons un coût d'acquisition de 3 000 FCFA par élève, soit moins de deux mois
d'abonnement. Le budget marketing 2024 (radios communautaires, écoles partenaires) est de 45 M FCFA
pour 5 000 nouveaux élèves.

Contenus : la production des 1 200 leçons est confiée aux Éditions Kadiogo Savoirs, dirigées par
Mme Salimata Zongo, épouse du fondateur et président, M. Paul Zongo, pour 60 M FCFA sur deux ans.`,
    present: ['unrealistic-growth', 'unit-economics', 'related-party'],
    absent: ['burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },
  // CLEAN. The suspension and the lawsuit are a COMPETITOR's. The company's own licence was granted on 14 February.
  // The printer dispute was settled and the complaint withdrawn. Commissions rose from 18 to 21 M FCFA.
  {
    id: 'h15-fr-w3-20',
    language: 'fr',
    documentType: 'legal_docs',
    text: `[22/03/2024 10:02] Alassane Compaoré: vous avez vu ? la BCEAO a suspendu FasoTransfert pour 6 mois
[22/03/2024 10:03] Estelle Zoungrana: oui 😬 et leur ancien agrégateur les a assignés au tribunal de commerce en plus
[22/03/2024 10:04] Alassane Compaoré: nous on est tranquilles, notre agrément EME a été délivré le 14 février, la décision est publiée
[22/03/2024 10:05] Estelle Zoungrana: et l'histoire avec l'imprimeur des cartes ?
[22/03/2024 10:06] Alassane Compaoré: réglée. on a payé le solde de 2,3M et il a retiré sa plainte la semaine dernière, j'ai le courrier de son avocat
[22/03/2024 10:07] Estelle Zoungrana: top. et les chiffres de mars ?
[22/03/2024 10:09] Alassane Compaoré: 1,9 Md FCFA de volume traité, 21M de commissions contre 18M en février
[22/03/2024 10:10] Estelle Zoungrana: 🔥 on récupère peut-être une partie des marchands de FasoTransfert, je prépare une offre`,
    present: [],
    absent: ['regulatory', 'litigation', 'pending-licence'],
    traits: ['chat', 'negation', 'time'],
  },
  // Audit-opinion: the statements were not audited. Debt-distress: the covenant requires net debt / EBITDA under 3,0, the actual ratio is 3,8, and no waiver was given.
  // Related-party: rent is paid to a property company (SCI) owned by the CEO's brother. Litigation: the case is on appeal and pending.
  // Revenue rose from 2 180 to 2 410 M FCFA, and there is a profit.
  {
    id: 'h15-fr-w3-21',
    language: 'fr',
    documentType: 'financial_statements',
    text: `SOCIÉTÉ TCHADIENNE DE CONSTRUCTION MÉTALLIQUE SA (STCM) — N'Djamena
ÉTATS FINANCIERS AU 31 DÉCEMBRE 2023 — NOTES ANNEXES (EXTRAITS)

Note 1 — Base de préparation
Les états financiers ont été arrêtés par le conseil d'administration le 29 mars 2024. Le mandat du
commissaire aux comptes n'ayant pas été renouvelé, ils n'ont fait l'objet d'aucun audit.

Note 4 — Chiffre d'affaires : 2 410 M FCFA (2022 : 2 180 M FCFA).

Note 9 — Emprunts
Le prêt de 900 M FCFA consenti par Commercial Bank Tchad comporte un engagement de maintenir le
ratio dette financière nette / EBE en dessous de 3,0. Au 31 décembre 2023, ce ratio s'établit à 3,8.
La banque n'a pas accordé de dérogation à la date d'arrêté des comptes.

Note 12 — Parties liées
Loyers versés à la SCI Al-Nour, détenue par M. Ali Mahamat Saleh, frère du directeur général :
36 M FCFA (2022 : 36 M FCFA).

Note 15 — Litiges
La Mairie de N'Djamena réclame 185 M FCFA de pénalités de retard sur le chantier de réhabilitation
du grand marché. Déboutée en première instance, elle a interjeté appel ; l'affaire est pendante devant
la Cour d'appel de N'Djamena. Aucune provision n'a été constituée.

Note 18 — Résultat net de l'exercice : bénéfice de 112 M FCFA.`,
    present: ['audit-opinion', 'debt-distress', 'related-party', 'litigation'],
    absent: ['declining-revenue'],
    traits: ['prose', 'figures', 'indirect'],
  },
  // Investor-control: the fund holds 5 200 / 10 000 = 52 %. The founders hold 2 300 + 2 000 = 43 %, which is not under 40 %.
  // Pending-licence: the central bank (BCM) payment-institution licence was filed and not granted. Regulatory: the pending BCM instruction is a stated uncertainty.
  {
    id: 'h15-fr-w3-22',
    language: 'fr',
    documentType: 'legal_docs',
    text: `QUESTIONNAIRE DE DUE DILIGENCE — TIJARA PAY SA (Nouakchott, Mauritanie)
Réponses de la direction — version du 6 mai 2024

Q1. Indiquer la répartition du capital social.
R1. Groupe Ahmed Salem Investissements : 5 200 actions ; M. Sidi Mohamed Ould Cheikh (fondateur, DG) :
2 300 actions ; Mme Mariem Mint Ahmed (fondatrice, directrice technique) : 2 000 actions ; salariés :
500 actions. Total : 10 000 actions.

Q2. La société dispose-t-elle de toutes les autorisations nécessaires à son activité ?
R2. La demande d'agrément en qualité d'établissement de paiement a été déposée auprès de la Banque
Centrale de Mauritanie le 11 octobre 2023. Le dossier a été déclaré complet ; aucune décision n'a
encore été notifiée. L'activité est exercée à ce jour sous la licence de notre banque partenaire.

Q3. Quels risques réglementaires avez-vous identifiés ?
R3. La BCM prépare une instruction sur l'interopérabilité et le plafonnement des frais des
portefeuilles électroniques. Ni son contenu ni sa date d'entrée en vigueur ne sont connus, et son
incidence sur notre grille tarifaire ne peut pas être évaluée à ce stade.

Q4. Existe-t-il des litiges en cours ou des menaces de litige ?
R4. Aucun.`,
    present: ['investor-control', 'pending-licence', 'regulatory'],
    absent: ['low-founder-ownership', 'litigation'],
    traits: ['form', 'figures', 'negation', 'hedge'],
  },
  // CLEAN. Churn is 3,0 % a month (4,2 % in January), under 5 %. Unit economics hold: 42 000 x 70 % = 29 400 GNF a month, and lifetime is about 1/3 % = 33 months.
  //   LTV ≈ 980 000 GNF, and 980 000 / 310 000 ≈ 3,2, as stated. One-off revenue is shown outside MRR.
  // Costs of 1,21 Md are under the MRR of 1,26 Md, and MRR rose from 1,12 to 1,26 Md.
  {
    id: 'h15-fr-w3-23',
    language: 'fr',
    documentType: 'business_plan',
    text: `Objet : Kankan Health SA — mise à jour investisseurs, avril 2024

Chers investisseurs,

Indicateurs d'avril (Conakry, Kankan, Labé) :
- Revenu récurrent mensuel (abonnements de téléconsultation) : 1,26 Md GNF, contre 1,12 Md en mars.
- Revenus ponctuels (formation des cliniques partenaires) : 310 M GNF, présentés séparément et exclus
  du revenu récurrent.
- Churn mensuel des abonnés : 3,0 % (4,2 % en janvier), grâce au rappel automatique par SMS.
- Économie unitaire : abonnement moyen 42 000 GNF/mois ; marge brute 70 %, soit 29 400 GNF/mois ;
  durée de vie moyenne d'environ 33 mois ; LTV ≈ 980 000 GNF ; CAC 310 000 GNF ; LTV/CAC ≈ 3,2.
- Charges totales du mois : 1,21 Md GNF ; résultat d'exploitation positif pour le deuxième mois.

Prochaine étape : ouverture de Nzérékoré en juin.
Fanta Condé, directrice générale`,
    present: [],
    absent: ['high-churn', 'unit-economics', 'non-recurring-revenue', 'burn-above-revenue'],
    traits: ['list', 'figures', 'negation'],
  },
  // Short-runway: net burn is 58 - 31 = 27 M FCFA a month, and 96 / 27 = 3,6 months < 9. Burn-above-revenue: 58 M spent > 31 M revenue.
  // Going-concern: the directors state the company cannot continue without new money (the OHADA AUSCGIE art. 664 step).
  // The company has no missed instalments, and revenue rose from 29 to 31 M.
  {
    id: 'h15-fr-w3-24',
    language: 'fr',
    documentType: 'legal_docs',
    text: `GASKIYA LOGISTIQUE SA
Société anonyme au capital de 200 000 000 FCFA — Route de Tillabéri, Niamey (Niger)
EXTRAIT DU PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 20 JUIN 2024

Point 1 — Situation financière au 31 mai 2024
Le directeur administratif et financier présente les chiffres suivants :
  - disponibilités en banque et en caisse : 96 M FCFA ;
  - chiffre d'affaires facturé en mai : 31 M FCFA (avril : 29 M FCFA) ;
  - décaissements d'exploitation de mai (carburant, salaires, loyers, entretien) : 58 M FCFA.
Il précise qu'aucune échéance bancaire n'est impayée à ce jour et que les discussions engagées avec
deux fonds d'investissement n'ont pas abouti.

Point 2 — Capitaux propres
Compte tenu des pertes cumulées, les capitaux propres ressortent à 74 M FCFA, soit moins de la moitié
du capital social. Le conseil constate qu'en l'absence d'apport nouveau avant la fin du troisième
trimestre, la société ne sera pas en mesure de poursuivre son activité. Il décide de convoquer une
assemblée générale extraordinaire, conformément à l'article 664 de l'Acte uniforme relatif au droit
des sociétés commerciales, afin de statuer sur la dissolution anticipée ou la poursuite de l'activité.

Point 3 — Pouvoirs : tous pouvoirs sont donnés au Président pour accomplir les formalités.`,
    present: ['short-runway', 'burn-above-revenue', 'going-concern'],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['prose', 'figures', 'indirect', 'negation'],
  },
  // Missing-financials: the plan gives no revenue or cost figure at all. Founder-departure: the co-founder and CTO has announced he will leave at year-end.
  // Investor-control: the fund holds "three fifths" = 60 %, which is 50 % or more.
  {
    id: 'h15-fr-w3-25',
    language: 'fr',
    documentType: 'business_plan',
    text: `OUADDAÏ ÉNERGIE SA — Plan d'affaires : résumé exécutif (version de travail, mai 2024)

Vision : électrifier 40 localités du Ouaddaï et du Wadi Fira par mini-réseaux solaires d'ici 2028.

Modèle : vente d'électricité prépayée aux ménages, commerces et moulins, avec compteurs intelligents
et paiement par Airtel Money et Moov Money.

Équipe : Dr Hassan Abdelkerim, cofondateur et directeur général. L'ingénieur Youssouf Brahim,
cofondateur et directeur technique, a informé ses associés qu'il quittera ses fonctions à la fin de
l'année pour rejoindre la Société Nationale d'Électricité ; un recrutement est en cours.

Actionnariat : depuis l'augmentation de capital de 2023, le fonds Sahel Energy Access détient les
trois cinquièmes du capital ; le solde est réparti entre les fondateurs et des investisseurs
providentiels tchadiens de la diaspora.

Partenaires pressentis : ministère du Pétrole et de l'Énergie, communes d'Abéché et de Biltine.

Prochaines étapes : finalisation du modèle financier, sélection des 8 premiers sites, études de sol.`,
    present: ['missing-financials', 'founder-departure', 'investor-control'],
    absent: [],
    traits: ['prose', 'indirect'],
  },
  // CLEAN. The report of the CEO's departure is DENIED and his term was renewed. The three co-founders together hold 45 %, which is not under 40 %.
  // Gross margin went from 62 % to 61 %, down 1 point. Revenue rose from 71 to 86 M MRU.
  // No going-concern doubt is raised, and the licence was renewed (granted).
  {
    id: 'h15-fr-w3-26',
    language: 'fr',
    documentType: 'legal_docs',
    text: `TIRIS TÉLÉCOM SERVICES SA — Nouakchott
EXTRAIT DU PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 16 MAI 2024

Point 1 — Direction générale
Le Président rappelle que plusieurs sites d'information ont annoncé le départ prochain du directeur
général et cofondateur, M. Mohamed Lemine Ould Bah. Celui-ci confirme au conseil qu'il n'a aucune
intention de quitter ses fonctions ; son mandat a d'ailleurs été renouvelé pour trois ans par l'AGO
du 30 avril 2024.

Point 2 — Capital
À l'issue de l'augmentation de capital souscrite par Atlantic Tech Fund, les trois cofondateurs
détiennent ensemble 45 % du capital et le fonds 35 %, le solde étant réparti entre salariés et
investisseurs individuels. Le registre des titres a été mis à jour et certifié par le notaire.

Point 3 — Activité du premier trimestre
Chiffre d'affaires du T1 2024 : 86 M MRU (T1 2023 : 71 M MRU) ; taux de marge brute : 61 % (62 % au
T1 2023) ; résultat d'exploitation positif. Le conseil n'a relevé aucun élément de nature à remettre
en cause la continuité d'exploitation.

Point 4 — Licence
La licence de fournisseur d'accès à Internet a été renouvelée par l'Autorité de Régulation le
2 avril 2024 pour une durée de cinq ans.`,
    present: [],
    absent: ['founder-departure', 'low-founder-ownership', 'gross-margin', 'going-concern', 'pending-licence'],
    traits: ['prose', 'negation', 'time'],
  },
];
