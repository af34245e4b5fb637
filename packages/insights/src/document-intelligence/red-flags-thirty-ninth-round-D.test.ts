/**
 * Readings of the thirty-ninth round, group D (unrealistic growth and declining revenue):
 * - a fiscal year or a season written over two calendar years ('FY2024/25', 'Campagne 2023-2024') is the year it closes,
 *   in a table's header, a list's lines and a target's words;
 * - a statement's one revenue row named with what is sold after a dash ('Revenue — maize and bean sales') is its revenue;
 * - a numbered heading's section number ('1. Chiffre d'affaires des trois dernières campagnes') is no figure of the series under it;
 * - a year column named as the Ethiopian fiscal year ('EFY 2015 (actual)') is read as 'FY 2015' is;
 * - a word cut at a line's end goes on at the next line ('2,000 active stu-' then 'dents'), and a slide's number before a
 *   target heading ('p.4 --- 2026 TARGET') is set aside.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a fiscal year written over two calendar years', () => {
  const english = (target: string) => `Credit memo — Lakeside Dairies Ltd\n\nAudited results (years to 30 June)\n                 FY2023/24      FY2024/25\nRevenue          KES 120m       KES 150m\nNet profit       KES 9m         KES 14m\n\nTarget for FY2025/26: revenue of KES ${target}, from new routes to Kisumu.`;
  const french = (target: string) => `Note d'investissement — Laiterie du Plateau SA\n\nComptes certifiés (exercices clos le 30 juin)\n                     2023/24         2024/25\nChiffre d'affaires   120 M FCFA      150 M FCFA\nRésultat net         9 M FCFA        14 M FCFA\n\nObjectif pour l'exercice 2025/26 : chiffre d'affaires de ${target} FCFA.`;

  it('sets the target for the next fiscal year against the last closed one', () => {
    expect(flags(english('700m'))).toContain('unrealistic-growth');
    expect(flags(french('700 M'))).toContain('unrealistic-growth');
  });

  it('does not raise the flag for a target under four times the last year', () => {
    expect(flags(english('300m'))).not.toContain('unrealistic-growth');
    expect(flags(french('300 M'))).not.toContain('unrealistic-growth');
  });
});

describe('seasons listed under a numbered heading', () => {
  const english = (last: string) => `Due diligence note — Highland Tea Estates\n\n1. Revenue by season\nSeason 2022-2023: KES 46.8m\nSeason 2023-2024: KES 44.1m\nSeason 2024-2025: KES ${last}`;
  const french = (last: string) => `Note de due diligence — Café des Monts SARL\n\n1. Chiffre d'affaires des trois dernières campagnes\nCampagne 2022-2023 : CA 12,4 milliards de GNF\nCampagne 2023-2024 : CA 11,8 milliards de GNF\nCampagne 2024-2025 : CA ${last} milliards de GNF`;

  it('reads the latest season below the one before as a fall', () => {
    expect(flags(english('38.0m'), 'financial_statements')).toContain('declining-revenue');
    expect(flags(french('9,6'), 'financial_statements')).toContain('declining-revenue');
  });

  it('does not raise the flag when the latest season is above the one before', () => {
    expect(flags(english('49.5m'), 'financial_statements')).not.toContain('declining-revenue');
    expect(flags(french('13,9'), 'financial_statements')).not.toContain('declining-revenue');
  });

  it("does not read a sentence's section number as a figure", () => {
    expect(flags('Business plan\n\n3.3 Revenue in 2025 was KES 3.4M, up from KES 1.9M in 2024.')).not.toContain('declining-revenue');
    expect(flags("Plan d'affaires\n\n3.2 Chiffre d'affaires 2025 : 214 M FCFA, contre 131 M FCFA en 2024.")).not.toContain('declining-revenue');
  });
});

describe("a statement's one revenue row named with what is sold after a dash", () => {
  const english = (rows: string) => `Statement of profit or loss (in US$)\n\n| | 2024 | 2023 |\n|---|---:|---:|\n${rows}\n| Cost of sales | (610,000) | (700,000) |\n| Gross profit | 190,000 | 300,000 |`;
  const french = (rows: string) => `Compte de résultat (en milliers de FCFA)\n\n| | 2024 | 2023 |\n|---|---:|---:|\n${rows}\n| Coût des ventes | (610 000) | (700 000) |\n| Marge brute | 190 000 | 300 000 |`;

  it('reads the lone row as the revenue and its fall', () => {
    expect(flags(english('| Revenue — maize and bean sales | 800,000 | 1,000,000 |'), 'financial_statements')).toContain('declining-revenue');
    expect(flags(french("| Chiffre d'affaires – ventes de ciment | 800 000 | 1 000 000 |"), 'financial_statements')).toContain('declining-revenue');
  });

  it('does not raise the flag for a lone row that grew, or for one part beside another', () => {
    expect(flags(english('| Revenue — maize and bean sales | 1,200,000 | 1,000,000 |'), 'financial_statements')).not.toContain('declining-revenue');
    expect(flags(english('| Revenue — maize | 300,000 | 400,000 |\n| Revenue — beans | 900,000 | 600,000 |'), 'financial_statements')).not.toContain('declining-revenue');
    expect(flags(french("| Chiffre d'affaires – ventes de ciment | 1 200 000 | 1 000 000 |"), 'financial_statements')).not.toContain('declining-revenue');
  });
});

describe('a year column named as the Ethiopian fiscal year', () => {
  const english = (second: string) => `Slide 7 — Where we are going\n| | EFY 2015 (actual) | EFY 2016 | EFY 2017 |\n|---|---|---|---|\n| Revenue (Br million) | 10.0 | ${second} | 120.0 |`;
  const french = (second: string) => `Diapo 7 — Où nous allons\n| | EFY 2015 (réel) | EFY 2016 | EFY 2017 |\n|---|---|---|---|\n| Chiffre d'affaires (M Br) | 10,0 | ${second} | 120,0 |`;

  it('reads the plan years after the actual one and their jump', () => {
    expect(flags(english('45.0'), 'pitch_deck')).toContain('unrealistic-growth');
    expect(flags(french('45,0'), 'pitch_deck')).toContain('unrealistic-growth');
  });

  it('does not raise the flag for a plan that grows less than fourfold a year', () => {
    expect(flags(english('30.0').replace('120.0', '60.0'), 'pitch_deck')).not.toContain('unrealistic-growth');
    expect(flags(french('30,0').replace('120,0', '60,0'), 'pitch_deck')).not.toContain('unrealistic-growth');
  });
});

describe("a word cut at a line's end and a target heading after a slide's number", () => {
  const english = (target: string) => `BRIGHTPATH · Seed deck\n--- p.3 --- TRACTION\n2,000 active stu-\ndents (June 2025)\n--- p.4 --- 2026 TARGET\n${target} active students by June 2026\n--- p.5 --- ASK\nUSD 400k seed`;
  const french = (target: string) => `ÉCOLE EN POCHE · Levée d'amorçage\n--- p.3 --- TRACTION\n2 000 élèves ins-\ncrits (juin 2025)\n--- p.4 --- OBJECTIF 2026\n${target} élèves inscrits en juin 2026\n--- p.5 --- LEVÉE\n250 000 USD`;

  it('sets the target count against the count cut over two lines', () => {
    expect(flags(english('20,000'), 'pitch_deck')).toContain('unrealistic-growth');
    expect(flags(french('20 000'), 'pitch_deck')).toContain('unrealistic-growth');
  });

  it('does not raise the flag for a target under four times the count', () => {
    expect(flags(english('5,000'), 'pitch_deck')).not.toContain('unrealistic-growth');
    expect(flags(french('5 000'), 'pitch_deck')).not.toContain('unrealistic-growth');
  });
});
