import { describe, expect, it } from 'vitest';
import { ledgerMessages as m, ledgerTemplates, ledgerTemplatesMidSentence } from './financial-tools-ledger';

describe('ledger messages', () => {
  it('keeps the mid-sentence reasons the templates with a lower-case first letter', () => {
    for (const [name, midSentence] of Object.entries(ledgerTemplatesMidSentence)) {
      const template = ledgerTemplates[name as keyof typeof ledgerTemplatesMidSentence];
      expect(midSentence).toBe(template.charAt(0).toLowerCase() + template.slice(1));
    }
  });

  it('counts shares and options in English, each count with its own plural', () => {
    expect(m.exceedsHolding('2026-02-01', 'transfer', 'Ada', 'Common', 1, 1500)).toBe(
      'The transfer on 2026-02-01 needs 1 share of Common from Ada, who holds 1,500 shares of it on that date (shares)',
    );
    expect(m.exceedsVested('2026-02-01', 'Ada', 2, 1)).toBe("The exercise on 2026-02-01 needs 2 options of Ada's grant, which has 1 option vested and not yet exercised on that date (shares)");
    expect(m.exceedsOptions('2026-02-01', 'Ada', 1, 0)).toBe("The cancellation on 2026-02-01 needs 1 option of Ada's grant, which has 0 options not exercised or cancelled on that date (shares)");
    expect(m.cannotDelete(m.unknownGrant('2026-02-01', 'exercise'))).toBe(
      'This entry cannot be deleted: without it, the exercise on 2026-02-01 refers to an option grant that is not in the ledger (grantId)',
    );
  });
});
