/**
 * Development set, eighteenth round (w4, part 5; 2026-11-30): French of francophone Africa and the Maghreb, in many genres and layouts (procès-verbaux, rapports de gestion et du commissaire aux comptes, pactes, notes d'investissement, decks, business plans en tableaux, WhatsApp, courriels, questionnaires de due diligence, presse, scans OCR), written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthFrW4Part5: readonly RedFlagCase[] = [
  // ARR 9,6 M MAD dont 2,4 M MAD d'appel d'offres ponctuel ; ONCF 3,1 / 8,2 M MAD = 38 % du CA
  {
    id: 'd18-w4-fr-rabat-note-investissement-saas-rail',
    documentType: 'business_plan',
    language: 'fr',
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: ['declining-revenue', 'unrealistic-growth'],
    traits: ['figures', 'indirect'],
    text: `NOTE D'INVESTISSEMENT — SIGNALIS (Rabat) — Comité du 3 décembre 2025
Activité : logiciel de maintenance prédictive pour opérateurs de transport.
Revenus récurrents annuels (ARR) présentés par la société : 9,6 M MAD à fin octobre 2025.
Composition de l'ARR selon le fichier de facturation :
  - abonnements logiciels (41 clients) ............ 7,2 M MAD
  - marché de diagnostic du parc, appel d'offres unique attribué en 2025 et non renouvelable ... 2,4 M MAD
Chiffre d'affaires 2024 : 8,2 M MAD, dont 3,1 M MAD facturés à l'ONCF.
Chiffre d'affaires 2023 : 5,9 M MAD.
Valorisation demandée : 12 fois l'ARR.`,
  },
  // croissance : 150 M DZD (2025) -> 750 M DZD (2026) = 5x
  {
    id: 'd18-w4-fr-alger-deck-logistique',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unrealistic-growth', 'no-competition'],
    absent: ['missing-financials', 'burn-above-revenue'],
    traits: ['short-lines', 'list', 'figures'],
    text: `YALLA COLIS — Alger
La livraison du dernier kilomètre, enfin fiable
—
Pourquoi maintenant ?
E-commerce algérien : +40 % par an
—
Concurrence
Personne ne fait ce que nous faisons.
Seul acteur national sur le contre-remboursement intégré
—
Chiffres
CA 2025 : 150 M DZD
CA 2026 : 750 M DZD
EBITDA 2025 : +6 M DZD
—
Levée : 2 M USD`,
  },
  // runway : 120 M / 12 M = 10 mois ; churn 4 %/mois ; croissance 2,5x ; CA 520 M / 12 = 43 M par mois > 12 M
  {
    id: 'd18-w4-fr-niamey-business-plan-eau',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['high-churn', 'unrealistic-growth', 'short-runway', 'burn-above-revenue'],
    traits: ['table', 'figures', 'time'],
    text: `AMANA EAU — PLAN D'AFFAIRES 2026-2027 (Niamey)
Modèle : kiosques d'eau potable par abonnement mensuel, quartiers périphériques.
                                2025 (estimé)    2026      2027
Chiffre d'affaires (M FCFA)          520         1 300     2 600
Abonnés fin de période             9 800        22 000    41 000
Taux de résiliation mensuel          4 %          3,5 %      3 %
Trésorerie au 30 novembre 2025 : 120 M FCFA. La phase d'expansion entraîne une consommation nette de 12 M FCFA par mois jusqu'à la levée.
Levée recherchée : 800 M FCFA.`,
  },
  {
    id: 'd18-w4-fr-douala-whatsapp-huissier',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['litigation'],
    absent: ['debt-distress'],
    traits: ['informal', 'indirect', 'time'],
    text: `[09/09/2025 11:02] Boris T.: l'huissier est passé ce matin au bureau d'Akwa
[09/09/2025 11:02] Boris T.: c'est Cartonnerie du Littoral, ils nous assignent pour rupture abusive du contrat d'emballage
[09/09/2025 11:04] Nadège E.: ils réclament combien ?
[09/09/2025 11:04] Boris T.: 95 M FCFA + dommages. Audience au TGI du Wouri le 14 octobre
[09/09/2025 11:05] Nadège E.: ok j'appelle Me Ngo Bassa. On le met dans la data room ?
[09/09/2025 11:06] Boris T.: oui obligé, le fonds le verra de toute façon`,
  },
  // churn : 7 % par mois >= 5 %
  {
    id: 'd18-w4-fr-antananarivo-courriel-actionnaires-churn',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['high-churn'],
    absent: ['declining-revenue', 'short-runway'],
    traits: ['figures', 'hedge'],
    text: `De : Andry Razafy <andry@mofogasy.mg>
À : Actionnaires Mofo Gasy SAS
Objet : Reporting mensuel — septembre 2025
Bonjour à toutes et à tous,
• Abonnés boulangeries actifs : 1 140 (août : 1 090).
• Chiffre d'affaires : 212 millions d'ariary (août : 201 millions).
• Résiliations : environ 7 % du parc chaque mois depuis le printemps, compensées pour l'instant par les nouvelles signatures à Toamasina.
• Trésorerie : 14 mois de visibilité au rythme actuel.
Nous testons un engagement de six mois pour réduire les départs.
Andry`,
  },
  {
    id: 'd18-w4-fr-cotonou-questionnaire-dd-gouvernance',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['related-party', 'investor-control', 'cap-table-complexity'],
    traits: ['q-and-a', 'negation'],
    text: `QUESTIONNAIRE DE DUE DILIGENCE — ATLANTIQUE HEALTH SAS (Cotonou)
D.4 Un administrateur, un dirigeant ou un membre de leur famille a-t-il un intérêt dans un fournisseur, un client ou un bailleur de la Société ?
Réponse : Non. Chaque administrateur a signé une déclaration d'absence de conflit d'intérêts le 15 janvier 2025.
D.5 Un actionnaire détient-il plus de 50 % du capital ou des droits de vote ?
Réponse : Non. Le premier actionnaire, Bénin Santé Holding, détient 35 %.
D.6 La table de capitalisation est-elle rapprochée avec le registre des titres ?
Réponse : Oui. Le rapprochement a été effectué par le cabinet Adjovi & Associés en mars 2025, sans écart.`,
  },
  // CA 2 410 -> 2 120 M FCFA ; marge (2 410 - 1 615) / 2 410 = 33,0 % -> (2 120 - 1 570) / 2 120 = 25,9 %
  {
    id: 'd18-w4-fr-abidjan-etats-financiers-cacao',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin'],
    absent: ['audit-opinion', 'burn-above-revenue'],
    traits: ['table', 'figures'],
    text: `COCOA LINK CI SA — COMPTE DE RÉSULTAT (SYSCOHADA) — en millions FCFA
Comptes certifiés sans réserve
                                         Exercice 2024    Exercice 2023
Chiffre d'affaires                            2 120            2 410
Achats consommés et frais de transformation  (1 570)          (1 615)
Marge brute                                     550              795
Charges de personnel                           (210)            (198)
Autres charges                                 (150)            (142)
Résultat d'exploitation                         190              455
Commentaire de la direction : recul des volumes exportés vers l'Europe et renchérissement des fèves.`,
  },
  {
    id: 'd18-w4-fr-conakry-article-presse-arpt',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['regulatory'],
    absent: ['litigation', 'pending-licence'],
    traits: ['press', 'indirect'],
    text: `TÉLÉCOMS | Guinée
L'ARPT suspend les activités de Sali Transfert
L'Autorité de régulation des postes et télécommunications a ordonné mardi la suspension, pour une durée indéterminée, des services de transfert d'argent de la fintech Sali Transfert, lui reprochant d'opérer hors du cadre défini par la Banque centrale de la République de Guinée.
Contactée, la direction dit « prendre acte » et travailler avec ses conseils à une régularisation. La start-up revendiquait 60 000 utilisateurs et un volume mensuel de 18 milliards de francs guinéens.
Aucune procédure judiciaire n'a été engagée à ce stade, précise l'ARPT.`,
  },
  {
    id: 'd18-w4-fr-tunis-compte-rendu-daf-bsa',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure', 'cap-table-complexity'],
    absent: ['dead-equity', 'investor-control'],
    traits: ['indirect', 'time'],
    text: `COMPTE RENDU D'ENTRETIEN — OLIVIA TECH (Tunis), 12 novembre 2025
Interlocuteur : Wassim Gharbi, CEO
1. Équipe : la directrice administrative et financière, Ines Mansouri, a quitté la société le mois dernier ; l'intérim est assuré par le cabinet comptable. Elle n'était pas actionnaire.
2. Capital : M. Gharbi reconnaît que les BSA émis au profit des business angels en 2022 et 2023 « n'ont pas encore été réconciliés » avec le registre ; la table de capitalisation transmise est donc indicative.
3. Activité : chiffre d'affaires 2025 attendu à 2,9 M TND (2024 : 2,1 M TND).
4. À suivre : recrutement d'une nouvelle DAF, audit juridique du capital.`,
  },
  {
    id: 'd18-w4-fr-dakar-rapport-cac-scan-ocr',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['ocr', 'legal-style', 'negation'],
    text: `RAP PORT DU COMMIS SAIRE AUX COMP TES — Exer cice clos le 31/12/2024
SUNU LOGIS TIQUE SA — Da kar
Opi nion
À notre avis, les états finan ciers annu els sont, dans tous leurs as pects signifi catifs, régu liers et sin cères et don nent une ima ge fidè le ... confor mément au SYS COHADA révi sé.
Nous n'avons ni ré serve ni obser vation à formu ler.
Conti nuité d'exploi tation : nous n'avons pas rele vé d'incer titude signi fica tive.
Da kar, le 11 avril 2025 — Mazars Séné gal [signa ture]`,
  },
  {
    id: 'd18-w4-fr-abidjan-note-lettre-bceao-agrement',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['quoted-letter', 'time', 'negation'],
    text: `NOTE DE CONFORMITÉ — WOUMBAN PAY SA (Abidjan)
Objet : statut de l'agrément
La demande d'agrément en qualité d'établissement de monnaie électronique, déposée en 2023, a abouti. Extrait du courrier de la BCEAO du 19 février 2024 :
« Nous avons l'honneur de vous informer que, par décision n° 2024-017, la société Woumban Pay SA est agréée en qualité d'établissement de monnaie électronique dans l'UMOA. »
La société a depuis passé sans observation la revue de conformité annuelle (rapport du 10 juillet 2025).
Volume traité en 2024 : 62 milliards FCFA ; chiffre d'affaires : 1,4 milliard FCFA.`,
  },
  // runway : 84 M / 28 M FCFA par mois = 3 mois (jusqu'à fin février 2026)
  {
    id: 'd18-w4-fr-lome-pv-ca-tresorerie',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['short-runway'],
    absent: ['going-concern', 'debt-distress'],
    traits: ['time', 'figures', 'legal-style'],
    text: `TOGO E-SANTÉ SA — PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 20 NOVEMBRE 2025 (Lomé)
Point 3 — Trésorerie
Le Directeur financier indique que la trésorerie disponible au 15 novembre s'élève à 84 millions FCFA et que les décaissements nets mensuels se maintiennent autour de 28 millions FCFA. À ce rythme, la Société peut faire face à ses engagements jusqu'à fin février 2026.
Les administrateurs demandent que la recherche de financement relais soit accélérée. La Société n'a aucun emprunt en cours.
Point 4 — Questions diverses : néant.
Le Président de séance                      Le Secrétaire`,
  },
  // premier client 27 % < 30 %
  {
    id: 'd18-w4-fr-yaounde-rapport-gestion-btp',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'audit-opinion', 'declining-revenue'],
    traits: ['figures', 'negation'],
    text: `NYONG BÂTIMENT SARL — RAPPORT DE GESTION DU GÉRANT — EXERCICE 2024 (Yaoundé)
Chiffre d'affaires : 3,9 milliards FCFA (2023 : 3,4 milliards FCFA).
Répartition : notre premier client, un promoteur immobilier de Bastos, représente 27 % du chiffre d'affaires ; les cinq suivants entre 6 % et 9 % chacun.
Marge brute : 22 % (2023 : 21 %).
Les états financiers ont été audités et certifiés sans réserve par le cabinet Fotso & Partners.
Dettes fournisseurs et fiscales réglées à bonne date ; aucune échéance en souffrance.`,
  },
];
