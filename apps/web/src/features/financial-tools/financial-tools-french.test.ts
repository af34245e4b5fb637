import { describe, expect, it } from 'vitest';
import { roundMessages } from '@baobab/contracts/cap-table-rounds-texts';
import { defaultFinancialAssumptions } from '@baobab/contracts/financial-tools-model';
import { financialToolsMessages } from '@baobab/contracts/financial-tools-messages';
import { ledgerMessages } from '@baobab/contracts/financial-tools-ledger';
import { ocfImportMessages, ocfRuleMessages } from '@baobab/contracts/cap-table-exports';
import { projectFinancials } from '@baobab/finance/financial-model';
import { specCapTable, type SpecCapTableInput } from '@baobab/finance/spec-cap-table';
import { refusalText } from '@baobab/finance/engine-errors';
import { message, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { loadTranslation, translateLoaded } from '@/lib/i18n/translated';
import { englishRemembered } from '@/lib/i18n/english-remembered';
import { rememberMessages } from '@/lib/i18n/glossary';

/**
 * The financial tools' messages arrive as the server sends them (decision 0046): their English, with their key and
 * values beside it, which the web remembers; in French each is rendered from its message. A name is a value shown as
 * typed (a share class "Series A" stays "Series A"); a label or a kind is a message of its own, so French names it.
 */
const sent = (text: Text) => translateLoaded('fr', englishRemembered(text));

describe('financial tools messages in French', () => {
  it('renders a validation message with a name as typed, and one whose value is a label', async () => {
    await loadTranslation('fr', 'financial-tools');
    expect(sent(financialToolsMessages.duplicateShareClass('Series A'))).toBe("La catégorie d'actions « Series A » est déclarée deux fois (shareClasses.name)");
    expect(sent(financialToolsMessages.assumptionNumber('Churn rate'))).toBe('« Taux de churn » doit être un nombre');
  });

  it('renders a ledger refusal with two counts, each with its French plural, and a deletion refused for it', async () => {
    await loadTranslation('fr', 'financial-tools');
    expect(sent(ledgerMessages.exceedsHolding('2026-02-01', 'transfer', 'Ada', 'Series A', 1500, 1))).toBe(
      "L'écriture « cession » du 2026-02-01 requiert 1\u202f500 actions Series A d'Ada, qui détient 1 action de cette catégorie à cette date (shares)",
    );
    expect(sent(ledgerMessages.cannotDelete(ledgerMessages.exceedsHolding('2026-02-01', 'repurchase', 'Ada', 'Series A', 1, 0)))).toBe(
      "Cette écriture ne peut pas être supprimée : sans elle, l'écriture « rachat » du 2026-02-01 requerrait 1 action Series A d'Ada, qui détient 0 action de cette catégorie à cette date (shares)",
    );
    expect(sent(ledgerMessages.cannotDelete(ledgerMessages.poolExceeded('2026-02-01', '2024 Plan', 2, 1)))).toBe(
      "Cette écriture ne peut pas être supprimée : sans elle, l'attribution d'options du 2026-02-01 requerrait 2 options du plan 2024 Plan, qui compte 1 option restante dans sa réserve à cette date (shares)",
    );
  });

  it('renders an OCF problem nested three deep, and a rule with a count', async () => {
    await loadTranslation('fr', 'financial-tools');
    const problem = ocfImportMessages.objectProblem({ file: 'tx.json', objectType: 'TX_STOCK_ISSUANCE', objectId: 'tx-1', field: 'stock_class_id', message: ocfImportMessages.unknownReference('stock class', 'c-9') });
    expect(sent(ocfImportMessages.cannotExport(problem))).toBe(
      "Cette table de capitalisation ne peut pas être écrite au format OCF : tx.json : objet TX_STOCK_ISSUANCE « tx-1 », champ stock_class_id : renvoie à la catégorie d'actions « c-9 », que le paquet ne définit pas",
    );
    expect(sent(ocfImportMessages.fileProblem('manifest.json', 'issuer', ocfRuleMessages.minItems(1)))).toBe('manifest.json : champ issuer : doit comporter au moins 1 élément');
  });

  it("renders a round's problem and the model's note with their figures written the French way", async () => {
    await loadTranslation('fr', 'financial-tools');
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(sent(roundMessages.closeEarlierFirst('2023-06-01', 'SAFE Angel'))).toBe("Clôturez d'abord le tour du 2023-06-01 (SAFE Angel) : les tours se clôturent par ordre de date");
    const [note] = projectFinancials({ ...defaultFinancialAssumptions, marketSize: 2e13 }).adjustments;
    expect(nbsp(sent(note!))).toBe('La valeur 20000000000000 de marketSize a été ramenée à 10 000 000 000 000');
  });

  it("renders an engine's refusal as the server answers it, after the field it is about", async () => {
    await loadTranslation('fr', 'financial-tools');
    /** The message the server answers a cap table the engine refuses with (financial-tools.service.ts). */
    const refusal = (input: SpecCapTableInput) => {
      try {
        specCapTable(input);
      } catch (error) {
        if (error instanceof RangeError) return financialToolsMessages.engineRefusal('shares', refusalText(error));
      }
      throw new Error('the engine accepted the table');
    };
    const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
    const founders = { shareholderName: 'Founders', shareholderType: 'founder', shares: 4_000_000, shareClass: 'Common', vesting, liquidationPreference: 1, antiDilution: 'None' } as const;
    const tooGreedy = refusal({ shares: [founders], safes: [{ holderName: 'Angel', investment: 5_000_000, valuationCap: 5_000_000 }] });
    expect(englishOf(tooGreedy)).toBe('shares: the post-money safes would own 100% or more of the company at their caps');
    expect(sent(tooGreedy)).toBe('shares : les SAFE post-money détiendraient 100 % ou plus de la société à leurs plafonds');
    const unknown = refusal({ shares: [{ ...founders, shareClass: 'Ordinary B' }] });
    expect(englishOf(unknown)).toBe("shares: unknown share class 'Ordinary B': declare it with its terms");
    expect(sent(unknown)).toBe("shares : catégorie d'actions inconnue « Ordinary B » : déclarez-la avec ses conditions");
  });

  it("renders an engine's refusal from the message it was thrown with, the founder's words as typed", async () => {
    await loadTranslation('fr', 'financial-tools');
    const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
    let sent: Text | undefined;
    try {
      // A class name shaped like a template and a label ('Seed (Africa)') must come back exactly as typed.
      specCapTable({ shares: [{ shareholderName: 'Founders', shareholderType: 'founder', shares: 4_000_000, shareClass: 'Seed (Africa)', vesting, liquidationPreference: 1, antiDilution: 'None' }] });
    } catch (error) {
      if (error instanceof RangeError) sent = financialToolsMessages.engineRefusal('shareClasses', refusalText(error));
    }
    expect(sent).toEqual(message('shareClasses: {{message}}', { message: message("unknown share class '{{name}}': declare it with its terms", { name: 'Seed (Africa)' }) }));
    // As the server answers it: the English, and the message beside it, which the web remembers.
    const english = englishOf(sent!);
    expect(english).toBe("shareClasses: unknown share class 'Seed (Africa)': declare it with its terms");
    rememberMessages({ [english]: sent });
    expect(translateLoaded('fr', english)).toBe("shareClasses : catégorie d'actions inconnue « Seed (Africa) » : déclarez-la avec ses conditions");
  });
});
