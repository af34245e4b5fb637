/**
 * Development set, eighteenth round (w3, part 7; 2026-11-30): English, in many genres and layouts (board minutes, investor e-mails, chat exports, due-diligence answers, term sheets, statements and management accounts as tables, memos, loan and grant applications, press, transcripts, OCR scans) from anglophone Africa, written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthEnW3Part7: readonly RedFlagCase[] = [
  // Oasis Capital 58% >= 50%
  {
    id: 'd18-w3-en-marrakech-travel-board-minutes',
    documentType: 'legal_docs',
    text: `RIHLA TRAVEL TECH SA — Minutes of the Conseil d'administration held in Marrakech on 24 September 2025 (English version)

1. Shareholding
The Chair (appointed by Oasis Capital) recalled that following the conversion of its bridge loan in June, Oasis Capital
now holds 58% of the shares, and that under Article 18 it may appoint the majority of the board.
The CEO asked that the minutes record that the shareholder table annexed to the June resolution has still not been
reconciled with the register kept by the notary: the number of shares issued on conversion differs by 41,300 shares
and nobody has the signed conversion notice.
A former developer, Mr Anas Bennani, who left in 2022, remains on the register with 3% because the leaver buy-back
was never paid.
2. Resolution: the Board instructs the CFO to present a single reconciled table at the next meeting.`,
    present: ['investor-control', 'cap-table-complexity', 'dead-equity'],
    absent: ['founder-departure', 'low-founder-ownership'],
    traits: ['indirect', 'figures', 'time'],
  },
  // churn: 334 / 1,150 = 29% lost in one quarter ≈ 9.7% a month; ₦140m one-off inside ARR
  {
    id: 'd18-w3-en-lagos-hr-payroll-quarterly-update',
    documentType: 'business_plan',
    text: `Subject: PayRoll9ja — Q3 2025 investor update

Dear all,

ARR closed the quarter at ₦1.02bn (Q2: ₦0.94bn). That number includes ₦140m from the once-off Lagos State payroll
clean-up project we delivered in August — it won't repeat but we think it shows what the government vertical can be.

Customers: we started the quarter with 1,150 paying SMEs and 334 of them stopped paying during the quarter. New
sign-ups (410) more than offset that, so the net number still went up.

Cash: ₦2.3bn. No debt.

Thanks,
Adaora`,
    present: ['non-recurring-revenue', 'high-churn'],
    absent: ['declining-revenue'],
    traits: ['indirect', 'figures', 'time'],
  },
  {
    id: 'd18-w3-en-mombasa-shipping-whatsapp-clean',
    documentType: 'business_plan',
    text: `[22/09/2025, 07:58] Hassan: morning. KRA agent called, all good — the objection on the 2023 VAT was ALLOWED, they've withdrawn
the assessment, nothing owed
[22/09/2025, 08:01] Lucy: 🙌 so no arrears at all now?
[22/09/2025, 08:01] Hassan: none. compliance cert renewed
[22/09/2025, 08:04] Lucy: and the Maersk thing?
[22/09/2025, 08:05] Hassan: they were only "considering" a claim. their lawyer wrote yesterday, they've dropped it
[22/09/2025, 08:07] Lucy: great. August revenue KES 61m right? vs 57 in July
[22/09/2025, 08:07] Hassan: yes. costs 49`,
    present: [],
    absent: ['debt-distress', 'litigation', 'declining-revenue', 'burn-above-revenue'],
    traits: ['informal', 'negation', 'time'],
  },
  {
    id: 'd18-w3-en-lagos-insurtech-ddq-legal-regulatory',
    documentType: 'legal_docs',
    text: `DUE DILIGENCE QUESTIONNAIRE — CoverNaija Ltd — Part 5 (Legal and regulatory) — management responses

5.1 List all pending litigation, arbitration or claims.
    (a) Suit FHC/L/CS/1422/2024, Olatunji v. CoverNaija: a former agent claims ₦74m in commissions. Pleadings closed;
        trial has not begun.
    (b) None other.
5.2 Has any regulator imposed a sanction or restriction in the last 3 years?
    In April 2025 NAICOM directed us to stop selling embedded travel cover through airline websites until our
    partner-underwriter arrangements are reviewed. The directive is still in force.
5.3 Are any licences pending?
    No. Our insurance agency licence was renewed in January.`,
    present: ['litigation', 'regulatory'],
    absent: ['pending-licence'],
    traits: ['qa', 'indirect', 'negation'],
  },
  // founders 19% + 11% = 30% < 40%; Nubia Fund 55% >= 50%; departed co-founder 6%
  {
    id: 'd18-w3-en-khartoum-cairo-agritech-cap-table-note',
    documentType: 'legal_docs',
    text: `CAP TABLE NOTE — Sudan-Egypt seed company Nile Delta Agri Ltd (incorporated in Egypt) — prepared for new investors

Holder                                Class        % (fully diluted)
Nubia Agri Fund I                     Pref A            55
Ahmed Osman (founder, CEO)            Ordinary          19
Reem Hassan (founder, COO)            Ordinary          11
Tarig Ibrahim (co-founder, left 2024) Ordinary           6
Option pool                           —                  9

Notes: Mr Ibrahim left the company in February 2024 when the team relocated to Cairo. His shares were unvested only
as to 25%, and the company has not bought back any of them.`,
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['cap-table-complexity'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'd18-w3-en-kampala-dairy-unmodified-audit',
    documentType: 'financial_statements',
    text: `REPORT OF THE INDEPENDENT AUDITORS TO THE MEMBERS OF MBARARA MILK PRODUCERS LIMITED

Opinion
We have audited the financial statements of Mbarara Milk Producers Limited set out on pages 12 to 38. In our opinion,
they give a true and fair view of the financial position of the Company as at 30 June 2025 and of its financial
performance and cash flows for the year then ended, in accordance with IFRS and the Companies Act of Uganda.

Conclusions relating to going concern: no material uncertainty has been identified.
Key audit matter: valuation of the dairy herd (biological assets UGX 6.1bn).

Revenue UGX 48.3bn (2024: UGX 44.0bn); gross profit UGX 10.6bn (2024: UGX 9.9bn).
Kampala, 22 September 2025 — Certified Public Accountants`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue', 'gross-margin'],
    traits: ['negation', 'figures'],
  },
  // revenue H1 2025 XAF 612m < H2 2024 688m; costs 432 + 204 = 636 > 612; direct margin 29.2% / 29.1% / 29.4%
  {
    id: 'd18-w3-en-libreville-telecom-services-fixed-width',
    documentType: 'financial_statements',
    text: `GABON TOWER SERVICES SA          HALF-YEAR SUMMARY          (XAF millions)
==========================================================================
                                   H1 2024     H2 2024     H1 2025
Site maintenance revenue               402         431         376
Energy-as-a-service revenue            241         257         236
TOTAL REVENUE                          643         688         612
Direct costs                          (455)       (488)       (432)
Overheads                             (190)       (198)       (204)
OPERATING RESULT                        (2)           2         (24)
==========================================================================
Airtel contract renegotiated in March at lower rates per site.`,
    present: ['declining-revenue', 'burn-above-revenue'],
    absent: ['gross-margin'],
    traits: ['table', 'fixed-width', 'figures'],
  },
  {
    id: 'd18-w3-en-lagos-ai-startup-ic-memo-deck-review',
    documentType: 'pitch_deck',
    text: `IC PRE-SCREEN MEMO — LinguaNaija AI (Yoruba/Hausa/Igbo voice models) — deck review

What we received: a 16-slide deck (v3, October 2025).
- Slides 1–9: problem, demo screenshots, market size (TAM "USD 4bn"), partnerships with two universities.
- Slides 10–14: team. Note that the slide still lists Dr Bola Fashola as co-founder & Chief Scientist; she confirmed
  to us by phone that she resigned in September and is joining Google Research in Accra.
- Slides 15–16: the ask (USD 1.5m) and use of funds in percentages only.
The deck gives no revenue, no costs, no burn and no customer count. Management says "numbers are in progress".
Next step: request a P&L before any further meeting.`,
    present: ['missing-financials', 'founder-departure'],
    absent: ['no-competition'],
    traits: ['list', 'indirect', 'negation'],
  },
  {
    id: 'd18-w3-en-kigali-drone-press-clean',
    documentType: 'business_plan',
    text: `Kigali drone-delivery start-up shrugs off rival's arrival
The EastAfrican — 9 November 2025

When a Ghanaian rival announced a Rwandan launch last month, Umuyaga Air's chief executive said she was "delighted".
"Competition proves the market. We already compete with Zipline on medical deliveries and with motorbikes on
everything else," said Claudine Uwimana.

The company, whose Rwanda Civil Aviation Authority operating certificate was renewed in August, had revenue of
RWF 2.1 billion in its last financial year, up from RWF 1.5 billion. It expects to grow about 60% next year.
Uwimana, who co-founded the firm in 2019 with her brother, said both remain in their roles.`,
    present: [],
    absent: ['no-competition', 'pending-licence', 'unrealistic-growth', 'founder-departure', 'related-party'],
    traits: ['negation', 'quote', 'time'],
  },
  // margin up; growth 1.8x; competitors named
  {
    id: 'd18-w3-en-johannesburg-insurance-podcast-clean',
    documentType: 'business_plan',
    text: `[Transcript — "The Jozi Founder Show", ep. 88 — guest: Ayanda Mthembu, co-founder of Pocket Cover]

HOST: You've been called a monopoly in funeral micro-cover. Fair?
AYANDA: Not at all. Old Mutual, AVBOB, Hollard — they're all there. We're a small player with a better app.
HOST: Give us numbers.
AYANDA: Premium income was R84 million last year, about 1.8x the year before. Our claims ratio went from 61% to 57%, so
  margin improved. Running costs are R4.2 million a month against R7 million of monthly revenue.
HOST: And the churn people talk about?
AYANDA: Lapses are about 2.5% of policies a month. For funeral cover that's good.`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'high-churn', 'burn-above-revenue', 'gross-margin'],
    traits: ['informal', 'negation', 'figures'],
  },
  // FY2024 losses XOF 2.9bn on revenue 4.6bn: costs 7.5bn > revenue
  {
    id: 'd18-w3-en-abidjan-fintech-data-room-audit-status',
    documentType: 'financial_statements',
    text: `DATA ROOM REVIEW NOTES — Wari Cash CI SA (Abidjan) — folder 4 "Financial statements" — 27 Nov 2025

4.1 FY2023 statements: audited, opinion "with reservation" (réserve) on the reconciliation of agent float balances
    of XOF 1.3bn — the auditor could not confirm them.
4.2 FY2024 statements: signed by the directors only. Audit report not issued; the auditor's engagement letter
    was signed in October 2025.
4.3 Note 2.4 of FY2024, written by the directors: "losses of XOF 2.9bn and negative equity raise significant doubt
    about the Company's ability to continue as a going concern without the support of its shareholders."
4.4 Revenue FY2024: XOF 4.6bn (FY2023: XOF 4.1bn).`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['list', 'indirect', 'time'],
  },
  {
    id: 'd18-w3-en-windhoek-green-hydrogen-permit-memo',
    documentType: 'legal_docs',
    text: `MEMO — Re: Lüderitz Green Ammonia (Pty) Ltd — status of approvals

We quote from the Ministry of Environment, Forestry and Tourism's acknowledgement dated 11 July 2025:
  "The Environmental Commissioner acknowledges receipt of the application for an Environmental Clearance Certificate
  for the proposed desalination plant and ammonia synthesis facility. The application is under review and the
  applicant will be informed of the decision in due course."

No decision has been received as of today (3 November). The Company cannot start construction of the desalination
plant without the certificate. The Ministry has not raised any objection or imposed any condition so far.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['quote', 'time', 'indirect'],
  },
];
