/**
 * The twenty-fifth round's readings through the whole reader (decision 0036: the fourteenth set's post-mortem): each
 * reading's own unit tests sit beside its module; these check what comes out of analyzeDocument.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe("others' news and what a document says is over", () => {
  it("leaves a competitor's falling revenue to the competitor", () => {
    expect(flags("Nos ventes ont progressé de 22 %. Le marché a été difficile : notre principal concurrent, Sahel Froid, a publié un chiffre d'affaires en recul de 15 %.")).not.toContain('declining-revenue');
    expect(flags("Notre chiffre d'affaires a reculé de 15 % en 2024.")).toContain('declining-revenue');
  });

  it('reads a numbered heading that a section list repeats once, with the sentences after it', () => {
    const text = 'Section 5: Past matters\n5.1 Dispute with our former landlord\nIn 2022 our former landlord claimed KES 3 million in the High Court.\nA settlement was signed in 2023 and the claim was withdrawn in March 2023.';
    expect(flags(text)).not.toContain('litigation');
  });

  it('finds no permit awaited where the application is denied', () => {
    expect(flags("Q. Autorisations ?\nR. Oui. La licence délivrée par l'ARCEP a été renouvelée en 2025. Aucune demande d'autorisation n'est actuellement en cours d'instruction.\nQ. Sanctions ?\nR. Non. La mise en demeure de l'ARCEP visait un autre opérateur.", 'legal_docs')).not.toContain('pending-licence');
    expect(flags("Nous avons déposé une demande d'agrément auprès de la BCEAO en mars.\nL'instruction est toujours en cours.", 'legal_docs')).toContain('pending-licence');
  });
});
