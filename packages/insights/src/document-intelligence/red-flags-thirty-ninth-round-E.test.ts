/**
 * Readings of the thirty-ninth round, group E (burn above revenue, short runway):
 * - a list under a heading that names the month its figures are for ('Situation financière actuelle (moyenne mensuelle,
 *   juillet à septembre 2026)', 'Current financial position (monthly average, April to June 2026)'): each flow's one
 *   amount is a month's, so revenue written bare is set against costs said monthly (layout.ts); a stock, a unit's figure
 *   or a label naming its own period keeps its figure;
 * - a CSV's or table's 'S1 2024', 'S2 2024' columns are halves (semestres), as the layout reads them, unless weeks run on
 *   beside them ('S3 2025'), and a 'Trésorerie en fin de période' row is the cash held at each period's end
 *   (document-figures/periods.ts, account-lines.ts): the last half's fall in cash gives the runway;
 * - a statement's loss for its period ('Loss for the period (383,000)' under 'H1 2025', 'Perte de la période'), spread over
 *   the period's months, over the cash held is the runway when no burn is stated (runway-period-loss.ts); a runway the
 *   document states stands for it, as it does for a fall in cash (runway-cash-fall.ts).
 * Each a general way of writing, in words of our own, with the near-misses that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { readPeriod, readPeriods } from './document-figures/periods';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe("a heading's monthly average gives its list's figures a month", () => {
  it("raises burn-above-revenue: moyenne mensuelle, chiffre d'affaires sans période contre charges mensuelles", () => {
    expect(flags("DOSSIER DE CANDIDATURE — FONDS VERT 2026\nPorteur : ATELIER SOLEIL SARL, Lomé\n\nA. Présentation\nAtelier Soleil installe des kits solaires chez les artisans de Lomé.\n\nB. Situation financière actuelle (moyenne mensuelle, avril à juin 2026)\n- Chiffre d'affaires : 4 200 000 FCFA\n- Charges mensuelles totales : 11 800 000 FCFA\n- Trésorerie au 30 juin 2026 : 150 000 000 FCFA\n\nC. Équipe\nDeux cofondateurs à temps plein.\n", 'business_plan')).toContain('burn-above-revenue');
  });

  it("raises burn-above-revenue: monthly average, bare revenue against monthly costs", () => {
    expect(flags("GRANT APPLICATION — CLEAN ENERGY CHALLENGE 2026\nApplicant: Sunline Kits Ltd, Kisumu\n\nA. Summary\nSunline installs solar kits for market traders in Kisumu.\n\nB. Current financial position (monthly average, April to June 2026)\n- Revenue: KES 1,150,000\n- Total monthly costs: KES 3,400,000\n- Cash at 30 June 2026: KES 42,000,000\n\nC. Team\nTwo full-time co-founders.\n", 'business_plan')).toContain('burn-above-revenue');
  });

  it("stays quiet: revenue above the monthly costs (FR)", () => {
    expect(flags("DOSSIER DE CANDIDATURE — FONDS VERT 2026\nPorteur : ATELIER SOLEIL SARL, Lomé\n\nA. Présentation\nAtelier Soleil installe des kits solaires chez les artisans de Lomé.\n\nB. Situation financière actuelle (moyenne mensuelle, avril à juin 2026)\n- Chiffre d'affaires : 14 200 000 FCFA\n- Charges mensuelles totales : 11 800 000 FCFA\n- Trésorerie au 30 juin 2026 : 150 000 000 FCFA\n\nC. Équipe\nDeux cofondateurs à temps plein.\n", 'business_plan')).not.toContain('burn-above-revenue');
  });

  it("stays quiet: revenue above the monthly costs (EN)", () => {
    expect(flags("GRANT APPLICATION — CLEAN ENERGY CHALLENGE 2026\nApplicant: Sunline Kits Ltd, Kisumu\n\nA. Summary\nSunline installs solar kits for market traders in Kisumu.\n\nB. Current financial position (monthly average, April to June 2026)\n- Revenue: KES 4,150,000\n- Total monthly costs: KES 3,400,000\n- Cash at 30 June 2026: KES 42,000,000\n\nC. Team\nTwo full-time co-founders.\n", 'business_plan')).not.toContain('burn-above-revenue');
  });

  it("stays quiet: a revenue label naming its own year (FR)", () => {
    expect(flags("DOSSIER DE CANDIDATURE — FONDS VERT 2026\nPorteur : ATELIER SOLEIL SARL, Lomé\n\nA. Présentation\nAtelier Soleil installe des kits solaires chez les artisans de Lomé.\n\nB. Situation financière actuelle (moyenne mensuelle, avril à juin 2026)\n- Chiffre d'affaires annuel : 142 000 000 FCFA\n- Charges mensuelles totales : 11 800 000 FCFA\n- Trésorerie au 30 juin 2026 : 150 000 000 FCFA\n\nC. Équipe\nDeux cofondateurs à temps plein.\n", 'business_plan')).not.toContain('burn-above-revenue');
  });

  it("stays quiet: a revenue label naming its own year (EN)", () => {
    expect(flags("GRANT APPLICATION — CLEAN ENERGY CHALLENGE 2026\nApplicant: Sunline Kits Ltd, Kisumu\n\nA. Summary\nSunline installs solar kits for market traders in Kisumu.\n\nB. Current financial position (monthly average, April to June 2026)\n- Annual revenue: KES 41,150,000\n- Total monthly costs: KES 3,400,000\n- Cash at 30 June 2026: KES 42,000,000\n\nC. Team\nTwo full-time co-founders.\n", 'business_plan')).not.toContain('burn-above-revenue');
  });
});

describe("'S1 2024', 'S2 2024' columns are halves; cash at each period's end falls", () => {
  it("raises short-runway: semestres S1/S2 and a falling \"Trésorerie en fin de période\"", () => {
    expect(flags("# ÉPICERIE EN LIGNE SARL — Dakar\n# Compte de gestion semestriel — montants en francs CFA (XOF) — export CSV\n\nRubrique;S1 2024;S2 2024;S1 2025;S2 2025\nChiffre d'affaires;120 000 000;138 000 000;151 000 000;166 000 000\nCharges d'exploitation;170 000 000;195 000 000;214 000 000;231 000 000\nTrésorerie en fin de période;300 000 000;235 000 000;125 000 000;60 000 000\n", 'financial_statements')).toContain('short-runway');
  });

  it("stays quiet: cash left for years at the last fall", () => {
    expect(flags("# ÉPICERIE EN LIGNE SARL — Dakar\n# Compte de gestion semestriel — montants en francs CFA (XOF) — export CSV\n\nRubrique;S1 2024;S2 2024;S1 2025;S2 2025\nChiffre d'affaires;120 000 000;138 000 000;151 000 000;166 000 000\nCharges d'exploitation;170 000 000;195 000 000;214 000 000;231 000 000\nTrésorerie en fin de période;900 000 000;835 000 000;725 000 000;660 000 000\n", 'financial_statements')).not.toContain('short-runway');
  });

  it("stays quiet: a runway of 30 months stated after the table", () => {
    expect(flags("# ÉPICERIE EN LIGNE SARL — Dakar\n# Compte de gestion semestriel — montants en francs CFA (XOF) — export CSV\n\nRubrique;S1 2024;S2 2024;S1 2025;S2 2025\nChiffre d'affaires;120 000 000;138 000 000;151 000 000;166 000 000\nCharges d'exploitation;170 000 000;195 000 000;214 000 000;231 000 000\nTrésorerie en fin de période;300 000 000;235 000 000;125 000 000;60 000 000\n\n# Note : une augmentation de capital de 900 000 000 FCFA a été encaissée en janvier 2026 ; la trésorerie couvre désormais 30 mois de charges.\n", 'financial_statements')).not.toContain('short-runway');
  });

  it("stays quiet: cash rising, revenue above costs", () => {
    expect(flags("# ÉPICERIE EN LIGNE SARL — Dakar\n# Compte de gestion semestriel — montants en francs CFA (XOF) — export CSV\n\nRubrique;S1 2024;S2 2024;S1 2025;S2 2025\nChiffre d'affaires;120 000 000;138 000 000;151 000 000;166 000 000\nCharges d'exploitation;100 000 000;115 000 000;124 000 000;131 000 000\nTrésorerie en fin de période;235 000 000;300 000 000;363 000 000;420 000 000\n", 'financial_statements')).not.toContain('short-runway');
  });
});


describe("'S1'..'S4' beside each other are weeks, and still read as a weekly table", () => {
  it('keeps a weekly table\'s costs above its revenue', () => {
    expect(flags("# ÉPICERIE EN LIGNE SARL — suivi hebdomadaire, XOF\nRubrique;S1 2025;S2 2025;S3 2025;S4 2025\nChiffre d'affaires;4 600 000;4 800 000;5 000 000;5 100 000\nCharges d'exploitation;8 200 000;8 300 000;8 400 000;8 500 000\nTrésorerie en fin de période;300 000 000;296 000 000;292 000 000;288 000 000\n", 'financial_statements')).toContain('burn-above-revenue');
  });
});

describe("a statement's loss for its period over the cash held is the runway", () => {
  it("raises short-runway: Perte de la période over S1 2025 against the Trésorerie of the balance sheet", () => {
    expect(flags("SOCIÉTÉ EXEMPLE SARL\nComptes de gestion du premier semestre 2025\n\n| EUR                      | S1 2025    | S2 2024    |\n|--------------------------|------------|------------|\n| Chiffre d'affaires       | 1 018 400  | 942 700    |\n| Achats consommés         | (356 300)  | (331 900)  |\n| Charges de personnel     | (612 500)  | (548 200)  |\n| Autres charges           | (432 600)  | (407 700)  |\n| Perte de la période      | (383 000)  | (345 100)  |\n\nBilan au 30 juin 2025\n\n| EUR                      |           |\n|--------------------------|-----------|\n| Trésorerie               | 352 600   |\n| Dettes fournisseurs      | (226 700) |\n", 'financial_statements')).toContain('short-runway');
  });

  it("raises short-runway: Loss for the period over H1 2025 against Cash and bank", () => {
    expect(flags("KAPITO DIAGNOSTICS LIMITED\nManagement accounts for the six months ended 30 June 2025\nUnaudited\n\n| US$                       | H1 2025    | H2 2024    |\n|---------------------------|------------|------------|\n| Test revenue              | 640,200    | 601,500    |\n| Reagents and consumables  | (221,000)  | (209,300)  |\n| Gross profit              | 419,200    | 392,200    |\n| Salaries                  | (388,400)  | (351,900)  |\n| Rent and equipment leases | (154,300)  | (150,100)  |\n| Other overheads           | (121,500)  | (112,800)  |\n| Loss for the period       | (245,000)  | (222,600)  |\n\nStatement of financial position (extract) at 30 June 2025\n\n| US$                        |           |\n|----------------------------|-----------|\n| Cash and bank              | 210,300   |\n| Trade payables             | (96,400)  |\n", 'financial_statements')).toContain('short-runway');
  });

  it("stays quiet: cash for years at that loss (EN)", () => {
    expect(flags("KAPITO DIAGNOSTICS LIMITED\nManagement accounts for the six months ended 30 June 2025\nUnaudited\n\n| US$                       | H1 2025    | H2 2024    |\n|---------------------------|------------|------------|\n| Test revenue              | 640,200    | 601,500    |\n| Reagents and consumables  | (221,000)  | (209,300)  |\n| Gross profit              | 419,200    | 392,200    |\n| Salaries                  | (388,400)  | (351,900)  |\n| Rent and equipment leases | (154,300)  | (150,100)  |\n| Other overheads           | (121,500)  | (112,800)  |\n| Loss for the period       | (245,000)  | (222,600)  |\n\nStatement of financial position (extract) at 30 June 2025\n\n| US$                        |           |\n|----------------------------|-----------|\n| Cash and bank              | 2,210,300 |\n| Trade payables             | (96,400)  |\n", 'financial_statements')).not.toContain('short-runway');
  });

  it("stays quiet: cash for years at that loss (FR)", () => {
    expect(flags("SOCIÉTÉ EXEMPLE SARL\nComptes de gestion du premier semestre 2025\n\n| EUR                      | S1 2025    | S2 2024    |\n|--------------------------|------------|------------|\n| Chiffre d'affaires       | 1 018 400  | 942 700    |\n| Achats consommés         | (356 300)  | (331 900)  |\n| Charges de personnel     | (612 500)  | (548 200)  |\n| Autres charges           | (432 600)  | (407 700)  |\n| Perte de la période      | (383 000)  | (345 100)  |\n\nBilan au 30 juin 2025\n\n| EUR                      |           |\n|--------------------------|-----------|\n| Trésorerie               | 3 352 600 |\n| Dettes fournisseurs      | (226 700) |\n", 'financial_statements')).not.toContain('short-runway');
  });

  it("stays quiet: a profit for the period", () => {
    expect(flags("KAPITO DIAGNOSTICS LIMITED\nManagement accounts for the six months ended 30 June 2025\nUnaudited\n\n| US$                       | H1 2025    | H2 2024    |\n|---------------------------|------------|------------|\n| Test revenue              | 640,200    | 601,500    |\n| Reagents and consumables  | (221,000)  | (209,300)  |\n| Gross profit              | 419,200    | 392,200    |\n| Salaries                  | (188,400)  | (351,900)  |\n| Rent and equipment leases | (114,300)  | (150,100)  |\n| Other overheads           | (71,500)  | (112,800)  |\n| Profit for the period     | 45,000     | 22,600     |\n\nStatement of financial position (extract) at 30 June 2025\n\n| US$                        |           |\n|----------------------------|-----------|\n| Cash and bank              | 210,300   |\n| Trade payables             | (96,400)  |\n", 'financial_statements')).not.toContain('short-runway');
  });

  it("stays quiet: a profit/(loss) row above zero", () => {
    expect(flags("KAPITO DIAGNOSTICS LIMITED\nManagement accounts for the six months ended 30 June 2025\nUnaudited\n\n| US$                       | H1 2025    | H2 2024    |\n|---------------------------|------------|------------|\n| Test revenue              | 640,200    | 601,500    |\n| Reagents and consumables  | (221,000)  | (209,300)  |\n| Gross profit              | 419,200    | 392,200    |\n| Salaries                  | (188,400)  | (351,900)  |\n| Rent and equipment leases | (114,300)  | (150,100)  |\n| Other overheads           | (71,500)  | (112,800)  |\n| Profit/(loss) for the period | 45,000     | 22,600     |\n\nStatement of financial position (extract) at 30 June 2025\n\n| US$                        |           |\n|----------------------------|-----------|\n| Cash and bank              | 210,300   |\n| Trade payables             | (96,400)  |\n", 'financial_statements')).not.toContain('short-runway');
  });

  it("stays quiet: cash in another currency than the loss", () => {
    expect(flags("ACME CLINICS LIMITED\nManagement accounts for the six months ended 30 June 2025\n\n| US$                 | H1 2025    | H2 2024    |\n|---------------------|------------|------------|\n| Revenue             | 1,018,400  | 942,700    |\n| Cost of sales       | (356,300)  | (331,900)  |\n| Staff costs         | (612,500)  | (548,200)  |\n| Other costs         | (432,600)  | (407,700)  |\n| Loss for the period | (383,000)  | (345,100)  |\n\nStatement of financial position at 30 June 2025\n\n| EUR                 |           |\n|---------------------|-----------|\n| Cash and bank       | 352,600   |\n| Trade payables      | (226,700) |\n", 'financial_statements')).not.toContain('short-runway');
  });
});

describe("a column's 'S1'/'S2' is a half, unless weeks run on beside it", () => {
  it('reads S1 and S2 with their year as halves, S36 and S01 as weeks', () => {
    expect(readPeriod('S1 2024')).toEqual({ kind: 'half', year: 2024, index: 1 });
    expect(readPeriod('S2-2025')).toEqual({ kind: 'half', year: 2025, index: 2 });
    expect(readPeriod('S36')).toEqual({ kind: 'week', year: null, index: 36 });
    expect(readPeriod('S01')).toEqual({ kind: 'week', year: null, index: 1 });
  });

  it('reads S1 and S2 as weeks beside S3', () => {
    expect(readPeriods(['S1 2025', 'S2 2025', 'S3 2025']).map((p) => p?.kind)).toEqual(['week', 'week', 'week']);
    expect(readPeriods(['S1 2025', 'S2 2025']).map((p) => p?.kind)).toEqual(['half', 'half']);
  });
});
