import type { RedFlagCase } from './case';

export const redFlagTwelfthEnW2Part4: readonly RedFlagCase[] = [
  // revenue: Nov N212m < Oct N238m (subscriptions alone 205 -> 203). Churn: 41 / 620 = 6.6% in one month (>= 5%). 620 - 41 + 58 = 637
  // one-off hardware sale reported separately, not inside recurring revenue
  {
    id: 'h12-en-w2-pharmstack-november-update',
    documentType: 'business_plan',
    present: ['declining-revenue', 'high-churn'],
    absent: ['non-recurring-revenue', 'short-runway', 'burn-above-revenue'],
    traits: ['words', 'figures', 'indirect'],
    text: `Subject: PharmStack | November investor update
From: Bolaji Ogunleye (CEO)
Date: 6 December 2024

Hi all,

Headline numbers for November:

- Revenue: ₦212m, easing from October's ₦238m. Subscriptions were ₦203m (Oct: ₦205m) and hardware ₦9m (Oct: ₦33m, of which ₦30m was a one-off sale of barcode scanners to a hospital group; we always report hardware separately from subscriptions).
- Pharmacies live: 620 on 1 November. 41 switched off during the month and 58 went live, so we closed at 637.
- EBITDA positive for the fifth month running. Cash: ₦1.9bn.

Highlights
- NAFDAC track-and-trace pilot: PharmStack was picked as one of three software partners for the Lagos pilot starting in January.
- Our insurer claims module went live with two HMOs; 11% of our pharmacies already file claims through it.

Lowlights
- Most switch-offs were in Abuja, where our reseller stopped supporting accounts in October. We have hired two support staff in Wuse and are calling every pharmacy that left.
- Hiring a senior Android engineer is taking longer than planned.

Asks
- Introductions to pharmacy chains in Port Harcourt and Enugu.
- Anyone who has negotiated with HMOs on data-sharing terms: I'd love 20 minutes.

Thanks for the support,
Bolaji`,
  },

  // founder-departure: co-founder/COO resigned effective 28 Feb 2024. Litigation: case pending, next session 19 June.
  // not dead-equity: his 9% was bought by the CEO. Related parties none; licences granted
  {
    id: 'h12-en-w2-medina-health-legal-dd-summary',
    documentType: 'legal_docs',
    present: ['founder-departure', 'litigation'],
    absent: ['dead-equity', 'related-party', 'pending-licence'],
    traits: ['table', 'time', 'negation'],
    text: `HELMY, RASHED & PARTNERS | Legal due diligence: red-flag summary
Target: Medina Health Clinics S.A.E. (Cairo)
Client: Levant Growth Partners | 3 June 2024 | Privileged and confidential

| Area | Finding | Rating |
|---|---|---|
| Corporate | Incorporated in 2019 under Law 159 of 1981; commercial register extract current; articles amended in February 2024 to create preferred shares. | Green |
| Management | Mr Nour El-Din Said, co-founder and COO, resigned from the board and as COO with effect from 28 February 2024; the change was registered with GAFI on 17 March 2024. His 9% shareholding was purchased by the CEO under a share purchase agreement dated 1 March 2024, and the transfer has been registered. | Amber |
| Litigation | Case No. 1432 of 2023, Cairo Economic Court: a former equipment-maintenance contractor claims EGP 2,7m in damages for early termination of its contract. The company argues termination was for cause. Next session 19 June 2024. | Amber |
| Related-party transactions | None identified. | Green |
| Licences | Ministry of Health licences held and valid for six clinics; the seventh clinic (New Cairo) received its licence on 12 May 2024. | Green |
| Employment | Social insurance registrations complete for all 214 staff. | Green |
| Real estate | All seven sites leased from unrelated landlords; leases registered. | Green |

Recommendation: obtain a litigation provision estimate from the company's counsel and a specific indemnity from the sellers for Case No. 1432 of 2023 before signing.`,
  },
];
