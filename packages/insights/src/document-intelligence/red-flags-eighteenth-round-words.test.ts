/**
 * The customer-concentration readers changed in the eighteenth round: one customer's amount over revenue stated in
 * another line (a fiscal year, a date or 'rev' before the revenue), a party asked about in a chat and its amount
 * answered, a line labelling a party's contracts, the largest or anchor account said with the verbs of a share, the
 * rest of the customers told after one was singled out, a revenue split into parts one of which is a named party's,
 * and a signature that secures a share of revenue, in words or figures. Short texts of our own, each with near-misses.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const has = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === 'customer-concentration');

describe('a named party paid part of the revenue stated in another line', () => {
  it('reads the revenue of a fiscal year, a dated ARR or a note\u2019s "rev"', () => {
    expect(has('Revenue for FY24 came to KES 310m.\nSafari Foods paid us KES 120m of that under the supply deal.')).toBe(true);
    expect(has("ARR au 31 mars 2026 : 12 M\u20AC.\nSolvay nous a vers\u00E9 5 M\u20AC sur la p\u00E9riode.")).toBe(true);
  });

  it('reads a party said alone, a contract standing for its party and a French revenue with its year', () => {
    expect(has('Hi team,\nTotal revenue for 2025 was KES 96m. Of that, Twiga Foods alone paid us KES 41m.\nBest, Wanjiru')).toBe(true);
    expect(has("CA 2025 : 12 M\u20AC.\nLe contrat avec Airbus a rapport\u00E9 5 M\u20AC sur l'exercice.")).toBe(true);
    expect(has("Chiffre d'affaires 2025 : 1,1 Md FCFA.\nNotre principal client p\u00E8se \u00E0 lui seul 420 M FCFA.")).toBe(true);
  });

  it('lets pass a party under 30% and a figure that is not revenue', () => {
    expect(has("Chiffre d'affaires 2025 : 1,1 Md FCFA.\nNotre principal client p\u00E8se 120 M FCFA.")).toBe(false);
    expect(has("CA 2025 : 12 M\u20AC.\nLe contrat avec Airbus a rapport\u00E9 2 M\u20AC sur l'exercice.")).toBe(false);
    expect(has('Revenue for FY24 came to KES 310m.\nSafari Foods paid us KES 40m of that under the supply deal.')).toBe(false);
    expect(has('Revenue for FY24 came to KES 310m.\nWe raised KES 200m, of which KES 150m came from Acme Ventures.')).toBe(false);
  });
});

describe('a party asked about and its amount answered', () => {
  it('reads a chat question and the answer that follows', () => {
    expect(has('[10:02] Tunde: H1 done, rev \u20A6400m\n[10:03] Bisi: what share of that came from Dangote Flour?\n[10:05] Tunde: they paid \u20A6170m over the half')).toBe(true);
    expect(has("[08:10] Awa : CA du trimestre 90 M FCFA\n[08:11] Moussa : combien vient de la Senelec ?\n[08:12] Awa : environ 35 M FCFA")).toBe(true);
  });

  it('lets pass a small answer and an unanswered question', () => {
    expect(has('[10:02] Tunde: H1 done, rev \u20A6400m\n[10:03] Bisi: what share of that came from Dangote Flour?\n[10:05] Tunde: they paid \u20A640m over the half')).toBe(false);
    expect(has('[10:02] Tunde: H1 done, rev \u20A6400m\n[10:03] Bisi: what share of that came from Dangote Flour?\n[10:05] Tunde: not sure, will check')).toBe(false);
  });
});

describe("a line that labels one party's contracts with their amount", () => {
  it('reads the party\u2019s amount against the revenue stated before', () => {
    expect(has('Chiffre d\u2019affaires 2025 : 14 MDH.\nContrats OCP (maintenance et licences) : 6 MDH.')).toBe(true);
    expect(has('Revenue 2025: $4.0m.\nSales to Shoprite: $1.5m.')).toBe(true);
  });

  it('lets pass a pipeline, a value over several years and a small party', () => {
    expect(has('Revenue 2025: $4.0m.\nContracts with Shoprite (pipeline, not signed): $2.5m.')).toBe(false);
    expect(has('Chiffre d\u2019affaires 2025 : 14 MDH.\nContrat OCP sur 5 ans : 9 MDH.')).toBe(false);
    expect(has('Revenue 2025: $4.0m.\nSales to Shoprite: $0.6m.')).toBe(false);
  });
});

describe('the largest or anchor account said with the verbs of a share', () => {
  it('reads "accounted for" and "our anchor account" with an amount', () => {
    expect(has('Traction\n\u2022 2025 revenue: GHS 18m\n\u2022 Largest customer, a cocoa exporter in Tema, accounted for GHS 7.5m', 'pitch_deck')).toBe(true);
    expect(has('Revenue 2025: ZAR 40m.\nOur anchor account generated ZAR 15m this year.')).toBe(true);
  });

  it('lets pass what the largest customer owes', () => {
    expect(has('Revenue 2025: ZAR 40m.\nOur largest customer accounted for ZAR 15m of receivables at year end.')).toBe(false);
  });
});

describe('the rest of the customers told after one was singled out', () => {
  it('reads the singled-out party as the whole less the rest', () => {
    expect(has('ARR: EUR 3.0m.\nIt includes our Orange Money contract.\nOur other 85 customers make up the remaining EUR 1.8m.')).toBe(true);
    expect(has("Chiffre d'affaires 2025 : 600 M FCFA.\nLe contrat avec la Sotrac y figure pour l'essentiel.\nLes 230 autres clients repr\u00E9sentent les 320 M FCFA restants.")).toBe(true);
  });

  it('lets pass a small remainder taken away and a rest with no party singled out', () => {
    expect(has('ARR: EUR 3.0m.\nIt includes our Orange Money contract.\nOur other 85 customers make up the remaining EUR 2.4m.')).toBe(false);
    expect(has('ARR: EUR 3.0m.\nGrowth came mostly from new logos.\nOur other 85 customers make up the remaining EUR 1.8m.')).toBe(false);
  });
});

describe("a revenue split into parts, one of them a named party's", () => {
  it('reads the named part when the parts add up to the revenue', () => {
    expect(has('Revenue for 2025 was $2.0m: $1.2m of app subscriptions and $0.8m from the integration we built for Stanbic.')).toBe(true);
    expect(has("Chiffre d'affaires 2025 : 500 M FCFA, dont 300 M FCFA de ventes en boutique et 200 M FCFA factur\u00E9s \u00E0 la Sonatel.", 'business_plan')).toBe(true);
  });

  it('lets pass parts that do not add up, a small named part and parts of places', () => {
    expect(has('Revenue for 2025 was $2.0m: $1.2m of app subscriptions and $0.3m from the integration we built for Stanbic.')).toBe(false);
    expect(has('Revenue for 2025 was $2.0m: $1.6m of app subscriptions and $0.4m from the integration we built for Stanbic.')).toBe(false);
    expect(has('Revenue for 2025 was $2.0m: $1.2m from Nairobi and $0.8m from Kampala.')).toBe(false);
  });
});

describe('a signature that secures a share of revenue', () => {
  it('reads the share in figures or in words', () => {
    expect(has('Great news: Total Energies renewed for 2027, which secures two-thirds of our revenue.')).toBe(true);
    expect(has("La Brasserie du Congo a re-sign\u00E9 jusqu'en 2028, cela repr\u00E9sente 40 % de notre chiffre d'affaires.")).toBe(true);
  });

  it('lets pass a share that would follow, a small one and a share of the pipeline', () => {
    expect(has('Total Energies signed an LOI; that could be half of our revenue next year.')).toBe(false);
    expect(has("La Brasserie du Congo a re-sign\u00E9, cela repr\u00E9sente un quart de notre chiffre d'affaires.")).toBe(false);
    expect(has('Total Energies signed an LOI, which represents 60% of our pipeline.')).toBe(false);
  });
});

describe('shares in words and the near-misses the brief names', () => {
  it('reads a main customer that weighs a share in words', () => {
    expect(has("Notre principal client p\u00E8se pr\u00E8s de la moiti\u00E9 du chiffre d'affaires.")).toBe(true);
    expect(has("Le groupe Sifca repr\u00E9sente un tiers de nos ventes.")).toBe(true);
    expect(has('Our largest customer brings in two-thirds of revenue.')).toBe(true);
  });

  it('lets pass a denial, a small share and a share of the past', () => {
    expect(has('No customer is above 15% of revenue.')).toBe(false);
    expect(has('Our largest customer is 22% of revenue.')).toBe(false);
    expect(has('Revenue 2025: $5m. In 2022 our largest customer was 45% of revenue; it is 18% today.')).toBe(false);
  });

  it('lets pass a part of an earlier year\u2019s revenue, in amounts', () => {
    expect(has('Revenue FY2022: $3.0m.\nAcme paid us $1.5m of that.\nRevenue FY2025: $9.0m across 400 customers.')).toBe(false);
    expect(has("Chiffre d'affaires 2022 : 200 M FCFA, dont 120 M FCFA de ventes en boutique et 80 M FCFA factur\u00E9s \u00E0 la Sonatel.\nChiffre d'affaires 2025 : 900 M FCFA.")).toBe(false);
  });
});
