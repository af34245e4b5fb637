/**
 * The readers changed in the twenty-first round for churn, projected growth, unit economics, one-off revenue counted
 * as recurring and customer concentration, from the misses of the development texts: each a general way of writing,
 * with short texts of our own in English and French, and the near-misses each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type Kind = Parameters<typeof analyzeDocument>[1];
const has = (text: string, id: string, type: Kind = 'business_plan') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === id);

describe('churn: a base dated at the period start, its people named before, and the cancellations counted', () => {
  it('reads the cancellations over the dated base', () => {
    expect(has('Members: 400 on 1 March, 36 cancellations in the month, 12 new.', 'high-churn')).toBe(true);
    expect(has('Abonnés PME : 500 au 1er juin, 45 résiliations dans le mois, 10 nouveaux.', 'high-churn')).toBe(true);
  });

  it('lets pass a small loss, and a base whose losses are not cancellations', () => {
    expect(has('Members: 400 on 1 March, 8 cancellations in the month.', 'high-churn')).toBe(false);
    expect(has('Stock: 400 on 1 March, 60 units sold in the month.', 'high-churn')).toBe(false);
  });
});

describe('churn: agents and sites as the customers a base counts', () => {
  it('reads a network of agents or of sites losing a share of its base', () => {
    expect(has('We started March with 600 agents and 90 left us during the month.', 'high-churn')).toBe(true);
    expect(has('Sur les 60 sites sous contrat au 1er janvier, 25 ont résilié au cours du premier semestre.', 'high-churn')).toBe(true);
  });

  it('reads a half-year loss as a monthly rate, so a small one passes', () => {
    // 6 of 60 in six months is under 2% a month.
    expect(has('Sur les 60 sites sous contrat au 1er janvier, 6 ont résilié au cours du premier semestre.', 'high-churn')).toBe(false);
  });
});

describe('churn: a share lost each period, spelled out, the period first', () => {
  it('reads the spelled share', () => {
    expect(has('Every month we lose roughly nine percent of the shops we begin it with.', 'high-churn')).toBe(true);
    expect(has('Chaque mois, nous perdons environ huit pour cent des abonnés.', 'high-churn')).toBe(true);
  });

  it('lets pass a small share and a supposition', () => {
    expect(has('Every month we lose about two percent of the shops we begin it with.', 'high-churn')).toBe(false);
    expect(has('If every month we lost nine percent of the shops, we would close.', 'high-churn')).toBe(false);
  });
});

describe('churn: those still there counted against the base in one phrase', () => {
  it('reads those kept of the base over a year', () => {
    expect(has('At 31 December 2025, 480 of the 1,100 members were still paying.', 'high-churn')).toBe(true);
    expect(has('Au 31 décembre 2025, 700 de ces 1 500 abonnés avaient toujours un abonnement actif.', 'high-churn')).toBe(true);
  });

  it('lets pass most of the base kept', () => {
    expect(has('At 31 December 2025, 900 of the 1,100 members were still paying.', 'high-churn')).toBe(false);
  });
});

describe('churn: a cohort table aligned by spaces, its first count headed by what the cohort did', () => {
  it('reads the twelve-month column against the starting count', () => {
    expect(has('Cohort      Joined   After 6 mo   After 12 mo\nMar 2024      800        560          300\nSep 2024      900        640           -', 'high-churn')).toBe(true);
    expect(has('Cohorte     Inscrits   Après 12 mois\nJanv 2024     500          210', 'high-churn')).toBe(true);
  });

  it('lets pass a cohort that kept most of its customers', () => {
    expect(has('Cohort      Joined   After 6 mo   After 12 mo\nMar 2024      800        760          700', 'high-churn')).toBe(false);
  });
});

describe('growth: a multiple said as a jump, or as N times set off on its own', () => {
  it('reads the multiple in a single year', () => {
    expect(has('The plan assumes a six-fold jump in a single year.', 'unrealistic-growth')).toBe(true);
    expect(has('Next year we will do forty million – eight times – because we open three cities.', 'unrealistic-growth')).toBe(true);
    expect(has("L'an prochain nous ferons dix fois plus de ventes.", 'unrealistic-growth')).toBe(true);
  });

  it('lets pass a frequency, a past result and a small multiple', () => {
    expect(has('Next year we will visit each shop three times a week.', 'unrealistic-growth')).toBe(false);
    expect(has('The plan assumes a two-fold jump in a single year.', 'unrealistic-growth')).toBe(false);
  });
});

describe('growth: a plan table aligned by spaces, its years marked in brackets or R / P, recurring revenue its row', () => {
  it('reads the row cell by cell', () => {
    expect(has('Plan 2025-2027\n                 2024 (réel)    2025     2026     2027\nARR total             300        1 500    4 000    9 000', 'unrealistic-growth')).toBe(true);
    expect(has('Projections (M€)\n                   2024 R    2025 P    2026 P\nChiffre d\'affaires    0,4       2,0       5,0', 'unrealistic-growth')).toBe(true);
  });

  it('lets pass a plan that doubles', () => {
    expect(has('Projections (M€)\n                   2024 R    2025 P    2026 P\nChiffre d\'affaires    0,4       0,8       1,6', 'unrealistic-growth')).toBe(false);
  });
});

describe('growth: a year and an amount alone under a heading of projections', () => {
  it('reads the projection against the revenue of the year before', () => {
    expect(has('Slide 4 - Traction\nRevenue 2024: USD 200k\n---\nSlide 8 - Projections\n2025: USD 3M\n2026: USD 9M', 'unrealistic-growth', 'pitch_deck')).toBe(true);
  });

  it('lets pass a projection that grows within reason', () => {
    expect(has('Slide 4 - Traction\nRevenue 2024: USD 200k\n---\nSlide 8 - Projections\n2025: USD 400k\n2026: USD 800k', 'unrealistic-growth', 'pitch_deck')).toBe(false);
  });
});

describe('one-off revenue: a recurring figure and the parts that add up to it, one part paid once', () => {
  it('reads the parts above a total that is not called total', () => {
    expect(has('MRR build (USD)\nSubscriptions: 40,000\nSet-up fee for Acme (one-off): 8,000\nMRR (reported): 48,000', 'non-recurring-revenue', 'pitch_deck')).toBe(true);
    expect(has("Notre ARR s'établit à 5,0 M MAD. Il se décompose comme suit :\n- abonnements : 3,8 M MAD ;\n- projets de paramétrage facturés une seule fois : 1,2 M MAD.", 'non-recurring-revenue')).toBe(true);
  });

  it('lets pass parts that do not add up, a one-off taken out and a one-off said excluded', () => {
    expect(has('MRR build (USD)\nSubscriptions: 40,000\nSet-up fee for Acme (one-off): 8,000\nMRR (reported): 40,000', 'non-recurring-revenue', 'pitch_deck')).toBe(false);
    expect(has('MRR build (USD)\nSubscriptions: 48,000\nSet-up fee for Acme (one-off): (8,000)\nMRR (reported): 40,000', 'non-recurring-revenue', 'pitch_deck')).toBe(false);
    expect(has('MRR build (USD)\nSubscriptions: 40,000\nSet-up fees (one-off, excluded from MRR): 8,000\nMRR (reported): 48,000', 'non-recurring-revenue', 'pitch_deck')).toBe(false);
  });
});

describe('one-off revenue: a one-off sale told, then said to be inside the recurring figure', () => {
  it('reads the pronoun that puts it in', () => {
    expect(has('MRR for May was USD 90k. A utility bought 200 meters outright, about USD 20k. It is all in the MRR number.', 'non-recurring-revenue')).toBe(true);
    expect(has("Le MRR de mai est de 40 M FCFA. Le ministère a acheté du matériel une seule fois pour 6 M FCFA. C'est compris dans le MRR.", 'non-recurring-revenue')).toBe(true);
  });

  it('lets pass the honest split', () => {
    expect(has('MRR for May was USD 90k. A utility bought 200 meters outright, about USD 20k. It is not in the MRR number.', 'non-recurring-revenue')).toBe(false);
  });
});

describe('concentration: the split asked for, then answered by name', () => {
  it('adds up the named few', () => {
    expect(has('Q3. Please give revenue by customer for 2025.\nAnswer: Kivu Foods 21%, Lake Traders 15%, all other customers (80) 64%.', 'customer-concentration', 'legal_docs')).toBe(true);
    expect(has("Q2. Répartition du chiffre d'affaires par client ?\nR2. Groupe Atlas : 33 % ; client n° 2 : 7 % ; 90 autres clients pour le solde.", 'customer-concentration', 'legal_docs')).toBe(true);
    expect(has('Customers: Delta Mills took 22% of 2025 revenue and Rift Grain 14%; no other buyer exceeds 5%.', 'customer-concentration')).toBe(true);
  });

  it('lets pass a spread book and a split of something else', () => {
    expect(has('Q3. Please give revenue by customer for 2025.\nAnswer: Kivu Foods 9%, Lake Traders 8%, all other customers (80) 83%.', 'customer-concentration', 'legal_docs')).toBe(false);
    expect(has('Q3. What are your main costs?\nAnswer: Kivu Foods 41%, Lake Traders 15%.', 'customer-concentration', 'legal_docs')).toBe(false);
  });
});

describe('concentration: a named customer share of the revenue just said', () => {
  it('reads the pronoun for the revenue', () => {
    expect(has("Quel est votre chiffre d'affaires ?\nEnviron 60 millions de FCFA par mois.\nOrange, c'est à peu près 40 % de ça.", 'customer-concentration')).toBe(true);
    expect(has('What is revenue now? About USD 80k a month. Safaricom, that is about 35% of it.', 'customer-concentration')).toBe(true);
  });

  it('lets pass a small share', () => {
    expect(has('What is revenue now? About USD 80k a month. Safaricom, that is about 12% of it.', 'customer-concentration')).toBe(false);
  });
});

describe('concentration: one customer or a named few, by amount, over the revenue stated on another line', () => {
  it('reads the amount against the revenue', () => {
    expect(has('- CA 2024 : 80 milliards GNF.\n- Clients : la Compagnie des Mines a généré à elle seule 50 milliards GNF en 2024.', 'customer-concentration', 'pitch_deck')).toBe(true);
    expect(has('Turnover ZMW 40.0m in FY2025.\na) Lusaka Mills bought ZMW 15.0m of product in FY2025.', 'customer-concentration')).toBe(true);
    expect(has("Le chiffre d'affaires s'établit à 5,0 milliards de FCFA.\nNos trois principaux distributeurs ont totalisé 3,0 milliards de FCFA de commandes.", 'customer-concentration', 'financial_statements')).toBe(true);
  });

  it('lets pass a small part and the company buying for itself', () => {
    expect(has('Turnover ZMW 40.0m in FY2025.\na) Lusaka Mills bought ZMW 3.0m of product in FY2025.', 'customer-concentration')).toBe(false);
    expect(has('Turnover ZMW 40.0m in FY2025.\nThe Company bought ZMW 25.0m of maize in FY2025.', 'customer-concentration')).toBe(false);
    expect(has('Turnover ZMW 40.0m in FY2023.\na) Lusaka Mills bought ZMW 15.0m of product in FY2023.\nTurnover ZMW 90.0m in FY2025.', 'customer-concentration')).toBe(false);
  });
});

describe('concentration: a list lead that says what the board should note is no supposition', () => {
  it('reads the share in the list', () => {
    expect(has('Key facts the board should note:\n - Largest client (Acme Telecom) accounts for 44% of FY revenue\n - No borrowings', 'customer-concentration')).toBe(true);
  });

  it('still reads should as a supposition elsewhere', () => {
    expect(has('Should Acme Telecom grow, it could account for 44% of revenue.', 'customer-concentration')).toBe(false);
  });
});

describe('unit economics: a payback claimed against CAC and the monthly margin the text gives', () => {
  it('reads an average spent to acquire, a PAYG margin per household, and a KPI table', () => {
    expect(has('Our CAC payback is under 5 months. We spent 90,000 FCFA on average to acquire each shop, and each shop brings us about 5,000 FCFA of gross profit a month.', 'unit-economics')).toBe(true);
    expect(has("Marge mensuelle par ménage après coûts du kit : 2 000 FCFA\nCoût d'acquisition : 40 000 FCFA\nRentabilisation du coût d'acquisition : 3 mois", 'unit-economics', 'pitch_deck')).toBe(true);
    expect(has('| KPI (USD) | Mar 2026 | Apr 2026 |\n|---|---|---|\n| Marketing spend | 40,000 | 42,000 |\n| New clinics acquired | 20 | 21 |\nARPU is USD 150 per clinic per month at a 60% gross margin. CAC payback is about 3 months.', 'unit-economics', 'financial_statements')).toBe(true);
  });

  it('lets pass a payback the figures bear out', () => {
    expect(has("Marge mensuelle par ménage après coûts du kit : 2 000 FCFA\nCoût d'acquisition : 40 000 FCFA\nRentabilisation du coût d'acquisition : 20 mois", 'unit-economics', 'pitch_deck')).toBe(false);
  });
});

describe('unit economics: an LTV or LTV/CAC against the instalment, margin and plan length or churn', () => {
  it('reads the PAYG instalment over the plan and the revenue per outlet over its lifetime', () => {
    expect(has('Coût d\'acquisition (CAC) : 40 000 FCFA\nPaiement mensuel moyen : 2 500 FCFA\nMarge brute : 40 %\nDurée du plan de paiement : 24 mois\nValeur vie client (LTV) : 400 000 FCFA', 'unit-economics')).toBe(true);
    expect(has('Nous affichons un ratio LTV/CAC de 6.\n- revenu moyen par point de vente : 300 MAD par mois ;\n- marge brute : 50 % ;\n- durée de vie moyenne de 20 mois ;\n- coût d\'acquisition (CAC) : 2 000 MAD.', 'unit-economics')).toBe(true);
  });

  it('lets pass a ratio the figures bear out', () => {
    expect(has('Nous affichons un ratio LTV/CAC de 1,5.\n- revenu moyen par point de vente : 300 MAD par mois ;\n- marge brute : 50 % ;\n- durée de vie moyenne de 20 mois ;\n- coût d\'acquisition (CAC) : 2 000 MAD.', 'unit-economics')).toBe(false);
  });
});

describe("'today' and 'now' read against the date the document was written", () => {
  it('reads a cohort still active today a year after it started', () => {
    expect(has('Letter to our members (Kampala, 12 March 2026)\nOf the families who joined in March 2025, 41% are still paying today.', 'high-churn')).toBe(true);
    expect(has("Lettre aux actionnaires (Dakar, 5 avril 2026)\nSur les clients qui se sont abonnés en avril 2025, 44 % sont encore actifs aujourd'hui.", 'high-churn')).toBe(true);
  });

  it('lets pass a cohort that kept most, and a cohort too young for a year', () => {
    expect(has('Letter to our members (Kampala, 12 March 2026)\nOf the families who joined in March 2025, 71% are still paying today.', 'high-churn')).toBe(false);
    expect(has('Letter to our members (Kampala, 12 March 2026)\nOf the families who joined in October 2025, 41% are still paying today.', 'high-churn')).toBe(false);
  });

  it('reads a count now against a target of the same thing within the year', () => {
    expect(has('Update, 10 February 2026\nWe now have 3,000 active riders.\nWe will reach 15,000 active riders by December 2026.', 'unrealistic-growth')).toBe(true);
    expect(has("Note du 2 mars 2026\nNous avons aujourd'hui 1 000 boutiques clientes.\nNous visons 6 000 boutiques clientes d'ici décembre 2026.", 'unrealistic-growth')).toBe(true);
  });

  it('lets pass a target reached over several years, and a modest one', () => {
    expect(has('Update, 10 February 2026\nWe now have 3,000 active riders.\nWe will reach 15,000 active riders by December 2029.', 'unrealistic-growth')).toBe(false);
    expect(has('Update, 10 February 2026\nWe now have 3,000 active riders.\nWe will reach 6,000 active riders by December 2026.', 'unrealistic-growth')).toBe(false);
  });
});

describe('concentration: a sales split by channel whose row is one named business', () => {
  const split = (first: string) => `Sales by channel, Q1 2026:\n| Channel | KES '000 |\n|---|---|\n| ${first} | 2,000 |\n| Kiosks and salons | 1,500 |\n| Online shop | 900 |`;
  it('reads the named row over the rows together', () => {
    expect(has(split('Naivas Stores Group (all branches)'.replace('Stores ', '')), 'customer-concentration', 'financial_statements')).toBe(true);
    expect(has("Ventes par canal, T1 2026 :\n| Canal | M FCFA |\n|---|---|\n| Groupe Prosuma | 90 |\n| Boutiques de quartier | 80 |\n| Vente en ligne | 40 |", 'customer-concentration', 'financial_statements')).toBe(true);
  });

  it('lets pass a split between kinds of outlet, and a named row with a small share', () => {
    expect(has(split('Modern Trade'), 'customer-concentration', 'financial_statements')).toBe(false);
    expect(has("Sales by channel, Q1 2026:\n| Channel | KES '000 |\n|---|---|\n| Naivas Group | 500 |\n| Kiosks and salons | 2,500 |\n| Online shop | 1,400 |", 'customer-concentration', 'financial_statements')).toBe(false);
  });
});

describe('unit economics: a marketplace commission below what each order costs it, under a claim that every order pays', () => {
  const ride = (bonus: string) => `Prix moyen d'une course : 5 000 FCFA\nCommission (15 %) : 750 FCFA\nBonus chauffeur par course : ${bonus} FCFA\nFrais de paiement par course : 300 FCFA\nChaque course est rentable dès la première course.`;
  it('reads the commission against the lines after it', () => {
    expect(has(ride('600'), 'unit-economics', 'pitch_deck')).toBe(true);
    expect(has('Average fare per trip: USD 6.00\nCommission (20%): USD 1.20\nRider promotion per trip: USD 0.90\nPayment fees per trip: USD 0.40\nWe are profitable from the first ride.', 'unit-economics', 'pitch_deck')).toBe(true);
  });

  it('lets pass a commission that covers the costs, and lines with no claim', () => {
    expect(has(ride('200'), 'unit-economics', 'pitch_deck')).toBe(false);
    expect(has(ride('600').replace('\nChaque course est rentable dès la première course.', ''), 'unit-economics', 'pitch_deck')).toBe(false);
  });
});
