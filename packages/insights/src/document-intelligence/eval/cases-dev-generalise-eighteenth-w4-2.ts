/**
 * Development set, eighteenth round (w4, part 2; 2026-11-30): French of francophone Africa and the Maghreb, in many genres and layouts (procès-verbaux, rapports de gestion et du commissaire aux comptes, pactes, notes d'investissement, decks, business plans en tableaux, WhatsApp, courriels, questionnaires de due diligence, presse, scans OCR), written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthFrW4Part2: readonly RedFlagCase[] = [
  // churn : 126 / 600 = 21 % par trimestre, soit ~7 % par mois ; LTV = 900 x 70 % / 7 % = 9 000 MAD ; 9 000 / 6 000 = 1,5x et non 5x
  {
    id: 'd18-w4-fr-pharmalink-compte-rendu-entretien',
    documentType: 'business_plan',
    language: 'fr',
    present: ['high-churn', 'unit-economics'],
    absent: ['declining-revenue', 'customer-concentration'],
    traits: ['figures', 'indirect', 'time'],
    text: `COMPTE RENDU D'ENTRETIEN — PHARMALINK (Casablanca)
Date : 7 octobre 2025 — Interlocutrice : Salma Bennani, fondatrice et DG — Rédigé par : K. Alaoui
Produit : logiciel de gestion de stock et de commandes pour officines, 900 MAD par mois et par pharmacie.
Mme Bennani indique un ratio LTV/CAC « supérieur à 5 », calculé sur une durée de vie client de quatre ans.
Éléments communiqués en séance :
- coût d'acquisition moyen par pharmacie : 6 000 MAD (commerciaux terrain, démonstrations) ;
- marge brute sur abonnement : 70 % ;
- parc au 1er avril : 600 officines ; résiliations entre avril et juin : 126 officines ;
- nouvelles signatures sur la même période : 171, aucun client ne pesant plus de 2 % du chiffre d'affaires.
Mme Bennani attribue les départs à la concurrence d'un logiciel gratuit proposé par un grossiste répartiteur.
Points à creuser : cohortes mensuelles, motifs de résiliation, hypothèse de durée de vie.`,
  },
  {
    id: 'd18-w4-fr-med-cloud-assignation-ocr',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation'],
    absent: ['debt-distress', 'regulatory'],
    traits: ['ocr', 'legal-style'],
    text: `RÉPUBLIQUE TUNISIENNE — TRIBUNAL DE PREMIÈRE INS TANCE DE TUNIS
Chambre commer ciale — Af faire n° 48217
EXPLOIT D'ASSI GNATION
L'an deux mille vingt- cinq et le 3 juin, à la requê te de la so ciété Distri Med SARL, an cien distri buteur exclusif,
avons donné assi gnation à la so ciété MED CLOUD SARL, pris e en la personne de son représen tant légal,
d'avoir à compa raître à l'au dience du tribu nal pour s'enten dre condamner au paie ment de la somme de
qua tre cent quatre- vingt mille dinars (480 000 TND) au ti tre de l'in demnité de rup ture du contrat de distri bution.
Mention manuscrite en marge : « Audience du 14/10 renvoyée au 15/01/2026 — conclu sions en répon se déposées »
Pièce n° 7 de la salle de données — Med Cloud SARL`,
  },
  {
    id: 'd18-w4-fr-dzpay-note-courrier-banque-algerie',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory'],
    absent: ['pending-licence', 'litigation'],
    traits: ['quoted-letter', 'legal-style'],
    text: `NOTE INTERNE — Comité des risques — DZPAY SPA (Alger)
Objet : suites du contrôle sur place de la Banque d'Algérie
Rédacteur : Direction de la conformité — 21 juillet 2025
Pour mémoire, DZPay est agréée en qualité de prestataire de services de paiement depuis 2023. À l'issue de la mission de contrôle d'avril, la Banque d'Algérie nous a adressé le 9 juillet un courrier dont nous reproduisons l'extrait suivant :
« Au regard des insuffisances relevées dans le dispositif de vigilance à l'égard de la clientèle, il est enjoint à votre établissement de suspendre toute ouverture de nouveaux comptes de paiement jusqu'à la mise en conformité constatée par nos services. »
La suspension est effective depuis le 10 juillet. Le plan de remédiation doit être remis sous trente jours.
Impact estimé : environ 1 800 ouvertures de comptes par semaine non réalisées.
Aucune sanction pécuniaire n'a été prononcée à ce stade.`,
  },
  // fondateurs actifs : (2 200 + 1 300) / 10 000 = 35 % ; Kairos Fund 30 % ; I. Sarr, parti en 2022, 15 %
  {
    id: 'd18-w4-fr-jang-pv-assemblee-generale',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['dead-equity', 'low-founder-ownership'],
    absent: ['investor-control', 'founder-departure'],
    traits: ['table', 'figures', 'legal-style', 'time'],
    text: `JÀNG SAS — PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 30 JUIN 2025 (Dakar)
Feuille de présence :
Associé                                              Actions
M. Cheikh Fall (fondateur, Président)                  2 200
Mme Mariama Sow (fondatrice, directrice produit)       1 300
M. Ibrahima Sarr (cofondateur, démissionnaire en mars 2022)   1 500
Kairos Fund II                                         3 000
Autres associés (salariés et business angels)          2 000
Total                                                 10 000
Le Président rappelle que M. Sarr a quitté ses fonctions opérationnelles en 2022 ; la promesse de cession prévue au pacte n'a pas été exercée et ses actions restent inscrites à son nom.
Première résolution : l'assemblée approuve les comptes de l'exercice 2024, certifiés sans réserve.
Deuxième résolution : affectation du résultat au report à nouveau.
Toutes les résolutions sont adoptées à l'unanimité des associés présents ou représentés.`,
  },
  // marge brute : 41 % -> 38 % = -3 pts (< 5) ; CA en hausse
  {
    id: 'd18-w4-fr-mboa-agro-rapport-gestion',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['gross-margin', 'litigation', 'declining-revenue'],
    traits: ['figures', 'time', 'negation'],
    text: `MBOA AGRO SA — RAPPORT DE GESTION DU CONSEIL D'ADMINISTRATION À L'ASSEMBLÉE GÉNÉRALE ORDINAIRE
Exercice clos le 31 décembre 2024 — Yaoundé
Le chiffre d'affaires s'élève à 2,46 milliards FCFA, en progression de 14 % par rapport à l'exercice 2023 (2,16 milliards FCFA).
Le taux de marge brute s'établit à 38 %, contre 41 % en 2023, en raison du renchérissement des emballages importés.
Le résultat net ressort à 132 millions FCFA.
Le différend prud'homal avec un ancien chef d'atelier, évoqué dans notre précédent rapport, a fait l'objet d'un accord de conciliation signé en septembre 2024 ; aucune autre procédure n'est en cours.
Les comptes ont été certifiés sans réserve par le commissaire aux comptes.
Le Conseil propose la distribution d'un dividende de 40 millions FCFA.`,
  },
  {
    id: 'd18-w4-fr-abidjan-cac-opinion-sans-reserve',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['legal-style', 'time', 'negation'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS ANNUELS
Exercice clos le 31 décembre 2024 — AKWABA DATA SA (Abidjan)
Opinion
Nous avons effectué l'audit des états financiers annuels de la société AKWABA DATA SA, établis conformément au SYSCOHADA révisé. À notre avis, les états financiers annuels sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.
Observation sur l'exercice précédent
Notre rapport sur l'exercice 2023 comportait une réserve relative à l'inventaire des stocks. Les procédures mises en place en 2024 nous ont permis de lever cette réserve.
Nous n'avons pas d'autre observation à formuler. Nous n'avons relevé aucun événement ou situation susceptible de remettre en cause la continuité d'exploitation.
Abidjan, le 15 avril 2025 — Cabinet Kouassi Audit, Commissaire aux comptes`,
  },
  // Kora : 5 500 / 10 000 = 55 % ; fondateurs 4 200 / 10 000 = 42 %
  {
    id: 'd18-w4-fr-kora-bamako-pacte-associes',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['words', 'legal-style', 'figures'],
    text: `PACTE D'ASSOCIÉS RELATIF À LA SOCIÉTÉ DJOLIBA SOLAIRE SAS (Bamako)
ENTRE : Kora Impact Fund, société de droit mauricien (« l'Investisseur ») ;
M. Abdoulaye Traoré et Mme Fatoumata Keïta (ensemble, « les Fondateurs ») ;
ET les autres associés identifiés en annexe 1.
Préambule
À l'issue de l'augmentation de capital décidée le 5 mai 2025, le capital de la Société sera composé de dix mille actions, dont cinq mille cinq cents souscrites par l'Investisseur, quatre mille deux cents détenues par les Fondateurs et trois cents par les autres associés.
Article 4 — Décisions importantes
Les décisions listées en annexe 3 sont prises à la majorité simple des actions, de sorte que l'Investisseur peut les adopter seul.
Article 7 — Table de capitalisation
La table de capitalisation figurant en annexe 1 est conforme au registre des mouvements de titres à la date des présentes.`,
  },
  {
    id: 'd18-w4-fr-ganvie-agri-deck-cotonou',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['no-competition', 'missing-financials'],
    absent: ['unrealistic-growth'],
    traits: ['list', 'short-lines'],
    text: `GANVIÉ AGRI — Le marché digital des producteurs d'ananas
Cotonou · Bénin
—
Le constat
Les producteurs vendent sous la pression des intermédiaires
Pertes post-récolte estimées à 30 %
—
Notre réponse
Application USSD + points de collecte
Paiement mobile sous 48 h
—
Concurrence
Aucun concurrent direct au Bénin
Nous sommes les seuls à proposer ce service
—
Équipe
Arnaud Dossou — ex-Ecobank
Sènan Akpovi — ingénieur agronome
—
Nous levons 500 000 €`,
  },
  // burn : charges 42 M > CA 27 M FCFA par mois ; LTV = 2 000 x 50 % x 24 = 24 000 FCFA = CAC -> 1x et non 4x
  {
    id: 'd18-w4-fr-fasolivre-business-plan',
    documentType: 'business_plan',
    language: 'fr',
    present: ['burn-above-revenue', 'unit-economics'],
    absent: ['high-churn', 'unrealistic-growth'],
    traits: ['table', 'figures'],
    text: `FASOLIVRE — PLAN D'AFFAIRES 2026 (Ouagadougou)
Section 5 — Économie unitaire
Notre modèle est très rentable : chaque abonné rapporte 4 fois ce qu'il coûte à acquérir (LTV/CAC = 4).
Hypothèses retenues :
  Panier d'abonnement mensuel moyen (ARPU) ........ 2 000 FCFA
  Marge sur abonnement ............................ 50 %
  Durée de vie moyenne d'un abonné ................ 24 mois
  Coût d'acquisition d'un abonné (CAC) ............ 24 000 FCFA
Section 6 — Situation actuelle (moyenne mensuelle, T3 2025)
                               Montant (M FCFA)
  Chiffre d'affaires                  27
  Charges de personnel                19
  Logistique et carburant             15
  Marketing                            8
  Total des charges                   42
Prévision : croissance de 80 % du chiffre d'affaires en 2026.`,
  },
  // runway : 264 M / 24 M = 11 mois ; Solibra 22 % du CA
  {
    id: 'd18-w4-fr-abidjan-whatsapp-runway-board',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['short-runway', 'customer-concentration'],
    traits: ['informal', 'figures', 'time'],
    text: `[03/03/2025 19:02] Yannick K.: le board demande le runway pour jeudi
[03/03/2025 19:04] Aminata D.: 11 mois avec le cash actuel. 264 M en banque, burn net autour de 24 M/mois
[03/03/2025 19:05] Yannick K.: ok. et la dépendance à Solibra ils vont encore poser la question
[03/03/2025 19:06] Aminata D.: 22 % du CA maintenant, c'était 35 % l'an dernier 💪
[03/03/2025 19:06] Yannick K.: top, mets le graphe dans le deck
[03/03/2025 19:07] Aminata D.: CA février 31 M, janvier 28 M, je mets les deux`,
  },
  // MRR 186 000 TND dont 48 000 TND de mise en place ponctuelle ; Carthage Ventures 54 %
  {
    id: 'd18-w4-fr-tunis-saas-courriel-actionnaires',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['non-recurring-revenue', 'investor-control'],
    absent: ['declining-revenue', 'cap-table-complexity'],
    traits: ['figures', 'indirect'],
    text: `De : Mehdi Ben Salah <mehdi@qantara.tn>
À : actionnaires@qantara.tn
Objet : Lettre aux actionnaires — décembre 2025
Chers associés,
Le MRR de décembre atteint 186 000 TND, contre 131 000 TND en novembre, soit notre meilleur mois depuis la création.
Ce montant intègre la mise en place du module de télérelève pour la STEG (48 000 TND), facturée en une seule fois à la livraison.
Côté capital : suite à la conversion des obligations convertibles le 15 décembre, Carthage Ventures détient désormais 54 % du capital. Le registre des titres a été mis à jour par notre avocat.
Prochaine étape : le recrutement d'un directeur commercial pour l'Algérie.
Bien à vous,
Mehdi`,
  },
  {
    id: 'd18-w4-fr-okoume-telecom-questionnaire-dd',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'related-party', 'pending-licence'],
    traits: ['q-and-a', 'negation', 'time'],
    text: `QUESTIONNAIRE DE DUE DILIGENCE JURIDIQUE — OKOUMÉ TÉLÉCOM SA (Libreville, Gabon)
Q1. La Société est-elle partie à un litige, en demande ou en défense ?
R1. Non. Le contentieux de 2022 avec un sous-traitant a été définitivement jugé en notre faveur par la Cour d'appel de Libreville en 2023 ; aucun recours n'a été formé.
Q2. Existe-t-il des conventions entre la Société et ses administrateurs, dirigeants ou leurs proches ?
R2. Néant. Le commissaire aux comptes en a attesté dans son rapport spécial 2024.
Q3. La Société dispose-t-elle de l'ensemble des autorisations nécessaires à son activité ?
R3. Oui. La licence de fournisseur d'accès à Internet a été délivrée par l'ARCEP Gabon le 12 avril 2023 pour dix ans.
Q4. Chiffre d'affaires des trois derniers exercices ?
R4. 2022 : 1,9 Md FCFA ; 2023 : 2,3 Mds FCFA ; 2024 : 2,8 Mds FCFA.`,
  },
  {
    id: 'd18-w4-fr-lome-etats-financiers-non-audites',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'debt-distress'],
    absent: ['declining-revenue', 'going-concern'],
    traits: ['table', 'figures', 'time'],
    text: `AGBODJAN DISTRIBUTION SARL (Lomé) — ÉTATS FINANCIERS AU 31 DÉCEMBRE 2024
Documents établis par la direction — non audités
Compte de résultat simplifié (en millions FCFA)       2024      2023
Chiffre d'affaires                                      742       655
Achats consommés                                       (488)     (431)
Charges externes et personnel                          (197)     (180)
Résultat net                                             41        32
Note 8 — Dettes fiscales et sociales
Les dettes fiscales et sociales s'élèvent à 86 M FCFA, dont 52 M FCFA d'arriérés de TVA et d'impôt sur les sociétés relatifs aux exercices 2022 et 2023. L'échéancier de règlement conclu avec l'Office togolais des recettes n'est plus respecté depuis juin 2024.`,
  },
];
