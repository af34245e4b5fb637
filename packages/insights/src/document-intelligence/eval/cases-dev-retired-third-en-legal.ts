/** Third held-out set: English board minutes, term sheets, disclosure letters and due-diligence answers that carry flags. */
import type { RedFlagCase } from './case';

export const thirdEnLegal: readonly RedFlagCase[] = [
  {
    id: 'h3-en-minutes-cpo-resigned',
    documentType: 'legal_docs',
    language: 'en',
    text: `Minutes of a meeting of the board of directors of Sokoni Labs Ltd held on 12 February 2026
3. Management changes. The Chair reported that Ama Owusu, co-founder and Chief Product Officer, had resigned with effect from 31 January 2026. Her 1,800,000 ordinary shares (18% of the issued share capital) remain registered in her name. The company holds a call option over them under clause 9 of the shareholders' agreement; the board resolved not to exercise it at this time.`,
    present: ['founder-departure', 'dead-equity'],
    absent: [],
    traits: ['prose', 'time'],
  },
  {
    id: 'h3-en-agroverde-dd-answers',
    documentType: 'legal_docs',
    language: 'en',
    text: `Due-diligence questionnaire — responses of Agroverde Ghana Ltd
4.1 Is the company party to any litigation, arbitration or claim? Yes. Kumasi Agro Supplies, a former distributor, sued the company in the High Court (Commercial Division) in March 2025 for GHS 1.4m of unpaid commissions. The hearing has been adjourned to February 2026.
4.2 Has any regulator sanctioned the company? No.
4.3 Transactions with related parties? The company leases its Tema warehouse from Adjei Holdings Ltd, owned by the CEO's brother, at GHS 22k per month.`,
    present: ['litigation', 'related-party'],
    absent: ['regulatory'],
    traits: ['list', 'indirect'],
  },
  {
    id: 'h3-en-series-a-summary-of-terms',
    documentType: 'legal_docs',
    language: 'en',
    text: `Summary of terms — Series A preferred shares
Issuer: Mawingu Energy Ltd
Investor: Savannah Growth Fund II
Investment: USD 6,000,000
Post-money holding of the Investor: 52% on a fully diluted basis
Founders' post-money holding: 31% (Wanjiru Kamau and Otieno Odhiambo, both full-time)
ESOP: 17%
Board: five directors, three appointed by the Investor`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    traits: ['term-sheet', 'list', 'figures'],
  },
  {
    id: 'h3-en-legal-dd-share-capital',
    documentType: 'legal_docs',
    language: 'en',
    text: `Legal due-diligence report — findings on share capital
The register of members shows 10,450,000 shares in issue; the schedule to the 2023 shareholders' agreement lists 10,200,000 and the ESOP ledger implies 10,610,000. The company and its former counsel have not been able to reconcile the three records, and two transfers from 2022 were never stamped. We recommend that completion be made conditional on a rectified register.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['prose', 'figures', 'indirect'],
  },
  {
    id: 'h3-en-disclosure-schedule-litigation',
    documentType: 'legal_docs',
    language: 'en',
    text: `Disclosure letter, schedule 3 (litigation)
(a) A former warehouse supervisor has a claim at the National Industrial Court, Lagos, for wrongful dismissal (₦85m). Pending; next hearing 20 January 2026.
(b) The dispute with the landlord of the Ikeja site was settled in 2024 and is closed.`,
    present: ['litigation'],
    absent: [],
    traits: ['list', 'time'],
  },
  {
    id: 'h3-en-cap-table-early-engineer',
    documentType: 'legal_docs',
    language: 'en',
    text: `Capitalisation table as at 30 September 2025
Kwame Mensah (CEO, founder) — 34%
Efua Boateng (CTO, founder) — 27%
Daniel Osei (early engineer; left in 2023) — 6%. The company did not repurchase these shares.
ESOP pool — 8%
Seed investors — 25%`,
    present: ['dead-equity'],
    absent: ['low-founder-ownership', 'founder-departure'],
    traits: ['list', 'figures', 'time'],
  },
  {
    id: 'h3-en-second-tranche-conditions',
    documentType: 'legal_docs',
    language: 'en',
    text: `Term sheet — conditions precedent to the second tranche
(i) the Central Bank of Nigeria's grant of the switching and processing licence, for which the Company applied on 3 March 2025 and which remains pending;
(ii) delivery of audited accounts for FY2025;
(iii) no material adverse change.`,
    present: ['pending-licence'],
    absent: ['audit-opinion'],
    traits: ['term-sheet', 'list'],
  },
  {
    id: 'h3-en-minutes-baraka-loan',
    documentType: 'legal_docs',
    language: 'en',
    text: `Extract from board minutes, 4 July 2025
Resolved: to accept a working-capital loan of KES 20m from Baraka Holdings Ltd at 14% a year. Mr Ochieng (director) declared that Baraka Holdings is owned by his brother-in-law and did not vote.
Noted: following the conversion of its notes, Pan-African Growth Partners now holds 63% of the issued shares; the two founders together hold 29%.`,
    present: ['related-party', 'investor-control', 'low-founder-ownership'],
    absent: [],
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h3-en-series-b-icc-arbitration',
    documentType: 'legal_docs',
    language: 'en',
    text: `Term sheet — Series B (non-binding)
Representations: the Company discloses one pending ICC arbitration brought by its former Egyptian joint-venture partner (claim USD 2.3m); there are no other proceedings.
Founders' holding post-money: 44%. Lead investor post-money: 28%.`,
    present: ['litigation'],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['term-sheet', 'figures'],
  },
  {
    id: 'h3-en-dd-cap-table-not-available',
    documentType: 'legal_docs',
    language: 'en',
    text: `Q 2.3: Please provide a fully diluted cap table reconciled to the share register.
A: We cannot provide one yet. Our 2020 angel round was documented by share-purchase letters that were never filed, and the numbers in the register and in the ESOP tracker differ. Counsel is working through it.
Q 2.4: Has any founder left?
A: No; all three founders are full-time.`,
    present: ['cap-table-complexity'],
    absent: ['founder-departure'],
    traits: ['list', 'negation'],
  },
];
