import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const ruleIds = (text: string) => analyzeDocument(text, 'legal_docs').riskFlags.map((f) => f.ruleId);

describe('cap-table stakes said in other words (issue 42, fourth round)', () => {
  it.each([
    ['Cap table: Founders 30%, Kibo Fund 52%, ESOP 10%, angels 8%.', 'investor-control'],
    ['Savanna Growth holds a majority of the company\'s shares.', 'investor-control'],
    ['Plus de la moitié des actions appartiennent à un seul investisseur.', 'investor-control'],
    ['The founders have been diluted to a little over a third of the company.', 'low-founder-ownership'],
    ['Less than a fifth of the shares remain with the founders.', 'low-founder-ownership'],
    ['Our CEO and CTO, who founded the company, own 19% and 12% respectively.', 'low-founder-ownership'],
    ['Two early employees who have since left hold 9% between them.', 'dead-equity'],
    ['D\'anciens salariés détiennent encore 8 % du capital.', 'dead-equity'],
    ['We breached the leverage covenant on the bank facility in June.', 'debt-distress'],
    ['Talks to restructure the term loan began in May.', 'debt-distress'],
    ['Le ratio d\'endettement prévu par le contrat de prêt n\'était pas respecté au 31 décembre.', 'debt-distress'],
  ])('flags "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).toContain(ruleId);
  });

  it.each([
    ['The three founders each hold 15% of the shares.', 'low-founder-ownership'],
    ['The founders hold a majority of the shares.', 'investor-control'],
    ['Investors: 61%', 'investor-control'],
    ['Working capital holds steady at 60% of sales.', 'investor-control'],
    ['A co-founder who stepped away in 2021 still owns a fifth of the company.', 'low-founder-ownership'],
    ['We breached the minimum-cash covenant in Q3; the lender granted a waiver and the covenant was reset.', 'debt-distress'],
    ['We comply with every covenant under the facility.', 'debt-distress'],
  ])('does not flag "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).not.toContain(ruleId);
  });
});

describe('cap-table stakes said in other words (decision 0036, fifth round)', () => {
  it.each([
    ['Founders: Ama Owusu (CEO) 14%, Yaw Boateng (CTO) 11.5%', 'low-founder-ownership'],
    ['Fondateurs : Awa Ndiaye 18 %, Moussa Diop 12 %', 'low-founder-ownership'],
    ['By the Series B the founding team was left with barely a fifth of the company.', 'low-founder-ownership'],
    ['Nine percent of the shares are held by Ruth Wanjiku, an early engineer who left in 2022.', 'dead-equity'],
    ['8% of the equity is registered in the name of a co-founder who has since resigned.', 'dead-equity'],
    ['Two employees who left last year remain shareholders with 5% between them.', 'dead-equity'],
    ['Deux associés sortis en 2021 sont toujours actionnaires à hauteur de 12 %.', 'dead-equity'],
  ])('flags "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).toContain(ruleId);
  });

  it.each([
    ['Founders: Ama Owusu (CEO) 31%, Yaw Boateng (CTO) 24%', 'low-founder-ownership'],
    ['The founders keep about two-thirds of the company after the seed.', 'low-founder-ownership'],
    ['The 6% once held by our departed CFO, who left in 2023, was bought back at cost.', 'dead-equity'],
    ['No employee who left remains a shareholder.', 'dead-equity'],
  ])('does not flag "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).not.toContain(ruleId);
  });
});

describe('cap-table stakes the fifth check batch found (decision 0036)', () => {
  it.each([
    ['After the bridge, our founders are left as minority holders with 22% of the equity.', 'low-founder-ownership'],
    ['Les cofondateurs restent au capital avec 19 % des actions.', 'low-founder-ownership'],
    ['Sahel Ventures closed the extension with 51% of the ordinary shares.', 'investor-control'],
    ['Following the conversion, Acumen Fund became the majority shareholder.', 'investor-control'],
    ['Our ex-COO, who resigned last year, has never sold her 6% of the company.', 'dead-equity'],
    ['Notre ancienne directrice financière n\'a pas revendu ses 4 % du capital.', 'dead-equity'],
  ])('flags "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).toContain(ruleId);
  });

  it.each([
    ['Our distribution partners, with 57% of sales, are paid on commission.', 'investor-control'],
    ['Investors together end the round with 64% of the shares.', 'investor-control'],
    ['The founders, with 58% of the shares, keep control of the board.', 'low-founder-ownership'],
  ])('does not flag "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).not.toContain(ruleId);
  });
});
