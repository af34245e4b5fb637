import { describe, expect, it } from 'vitest';
import { englishOf } from './i18n/message-english';
import { issueMessage } from './i18n/message-issue';
import { ledgerEntryInputSchema, ledgerMessages as m, ledgerTemplates, ledgerTemplatesMidSentence } from './financial-tools-ledger';

describe('ledger messages', () => {
  it('keeps the mid-sentence reasons the templates with a lower-case first letter', () => {
    for (const [name, midSentence] of Object.entries(ledgerTemplatesMidSentence)) {
      const template = ledgerTemplates[name as keyof typeof ledgerTemplatesMidSentence];
      expect(midSentence).toBe(template.charAt(0).toLowerCase() + template.slice(1));
    }
  });

  it('counts shares and options in English, each count with its own plural', () => {
    expect(englishOf(m.exceedsHolding('2026-02-01', 'transfer', 'Ada', 'Common', 1, 1500))).toBe(
      'The transfer on 2026-02-01 needs 1 share of Common from Ada, who holds 1,500 shares of it on that date (shares)',
    );
    expect(englishOf(m.exceedsVested('2026-02-01', 'Ada', 2, 1))).toBe("The exercise on 2026-02-01 needs 2 options of Ada's grant, which has 1 option vested and not yet exercised on that date (shares)");
    expect(englishOf(m.exceedsOptions('2026-02-01', 'Ada', 1, 0))).toBe("The cancellation on 2026-02-01 needs 1 option of Ada's grant, which has 0 options not exercised or cancelled on that date (shares)");
    expect(englishOf(m.cannotDelete(m.unknownGrant('2026-02-01', 'exercise')))).toBe(
      'This entry cannot be deleted: without it, the exercise on 2026-02-01 refers to an option grant that is not in the ledger (grantId)',
    );
  });

  it("writes a deletion's reason mid-sentence with the same values, a pool too small among them", () => {
    expect(englishOf(m.cannotDelete(m.poolExceeded('2026-02-01', '2024 Plan', 2, 1)))).toBe(
      'This entry cannot be deleted: without it, the option grant on 2026-02-01 needs 2 options from 2024 Plan, which has 1 option left in its pool on that date (shares)',
    );
  });

  it('refuses a currency it does not keep with its message, the currencies as a value (decision 0046)', () => {
    const entry = { kind: 'issuance', date: '2026-01-01', holder: 'Ada', shareClass: 'Common', shares: 10, pricePerShareMinor: 1, currency: 'XYZ' };
    const issues = ledgerEntryInputSchema.safeParse(entry).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([['currency', englishOf(m.currency)]]);
    expect(issueMessage((issues[0] as { params?: unknown }).params)).toEqual(m.currency);
    expect(ledgerEntryInputSchema.safeParse({ ...entry, currency: 'XOF' }).success).toBe(true);
  });
});
