import { moneyTextMessages } from '@baobab/contracts/money-text';
import { describe, expect, it } from 'vitest';
import { accountLimitMessages } from '@baobab/contracts/account-limits';
import { exchangeRateLimits, exchangeRatesMessages, exchangeRatesText, importExchangeRatesInputSchema } from '@baobab/contracts/exchange-rates';
import { metricValueMessages } from '@baobab/contracts/metric-values';
import { defineMetricInputSchema } from '@baobab/contracts/metrics';
import { metricsMessages } from '@baobab/contracts/metrics-texts';
import { readMoneyText } from '@baobab/contracts/money-reader';
import { isMessage, message, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { parseMetricValue } from '@baobab/contracts/metric-values';
import { issueRemembered } from '@/lib/i18n/english-remembered';
import { loadTranslation, translateLoaded } from '@/lib/i18n/translated';
import { rememberMessages } from '@/lib/i18n/glossary';

/** A text as the API sends it: its English, its message remembered beside it as the web's fetch layer does. */
function sent(text: Text): string {
  const english = englishOf(text);
  if (isMessage(text)) rememberMessages({ [english]: text });
  return english;
}

/** Messages the server and the contracts fill in English come out in French once their catalogs are loaded. */
describe('messages filled with values, in French', () => {
  it('translates a CSV row problem, the row and the problem inside it', async () => {
    await loadTranslation('fr', 'messages');
    await loadTranslation('fr', 'metrics');
    expect(translateLoaded('fr', sent(metricsMessages.rowLine(4, metricValueMessages.notANumber('abc'))))).toBe(
      "Ligne 4 : « abc » n'est pas un nombre : écrivez-le par exemple 18 000 000, 12 500,50 ou 1,5 M",
    );
    expect(translateLoaded('fr', sent(metricsMessages.rowLine(11, metricsMessages.rowDuplicate('MRR', '2025-01', 2))))).toBe('Ligne 11 : MRR pour 2025-01 figure déjà à la ligne 2');
    expect(translateLoaded('fr', sent(metricsMessages.valueIssue(message('Cash'), '2025-02', metricValueMessages.negative(message('Cash')))))).toBe('Trésorerie, 2025-02 : Trésorerie ne peut pas être négatif');
    // The one reader's own messages, with their values, in French.
    expect(translateLoaded('fr', sent(moneyTextMessages.otherCurrency('€500', 'XOF', 'EUR')))).toBe('Ce montant est en XOF, mais « €500 » est en EUR : écrivez-le en XOF');
    expect(translateLoaded('fr', sent(moneyTextMessages.tooPrecise('500,5 XOF', 'XOF', 0)))).toBe('Les montants en XOF n\'ont pas de décimales : « 500,5 XOF » en a');
    expect(translateLoaded('fr', sent(metricsMessages.standardUnitFixed('Runway', 'months')))).toBe('Autonomie (runway) est un indicateur standard mesuré en mois');
  });

  it('chooses the French plural from the count read back', async () => {
    await loadTranslation('fr', 'messages');
    await loadTranslation('fr', 'metrics');
    expect(translateLoaded('fr', sent(metricValueMessages.moneyDecimals('USD', 2)))).toBe('Les montants en USD ont au plus 2 décimales');
    expect(translateLoaded('fr', sent(metricValueMessages.moneyDecimals('BHD', 1)))).toBe('Les montants en BHD ont au plus 1 décimale');
    expect(translateLoaded('fr', sent(exchangeRatesMessages.importRefused(1)))).toBe("Rien n'a été importé : 1 ligne est à corriger");
    expect(translateLoaded('fr', sent(exchangeRatesText.imported(12, 1)))).toBe('12 taux importés ; la valeur en dollars de 1 levée a été recalculée.');
  });

  it('translates the rates file problems', async () => {
    await loadTranslation('fr', 'messages');
    expect(translateLoaded('fr', sent(exchangeRatesMessages.rowLine(3, exchangeRatesMessages.rowDate('2025-06-31'))))).toBe(
      "Ligne 3 : « 2025-06-31 » n'est pas une date : écrivez AAAA-MM-JJ, par exemple 2025-06-30",
    );
    expect(translateLoaded('fr', sent(exchangeRatesMessages.rowLine(12, exchangeRatesMessages.rowColumns(3))))).toBe(
      'Ligne 12 : 4 valeurs attendues (currency, date, per_usd, source), mais la ligne en compte 3',
    );
  });

  it("translates the money reader's ambiguity and the daily limit with its reasons", async () => {
    await loadTranslation('fr', 'messages');
    const reading = readMoneyText('1,500');
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(translateLoaded('fr', sent(reading.message))).toBe('Écrivez « 1,500 » sous la forme 1500 ou 1,5 : la virgule peut séparer les milliers ou les décimales');
    expect(translateLoaded('fr', sent(accountLimitMessages.reached('messages', 60, { isNew: true, isPenalised: false })))).toBe(
      "Vous avez atteint votre limite de 60 messages en 24 heures. Patientez avant d'en envoyer d'autres. Les nouveaux comptes ont des limites plus basses pendant leurs 7 premiers jours.",
    );
  });

  it("renders a form's own check from the message its issue carries, with no answer from the server", async () => {
    await loadTranslation('fr', 'messages');
    await loadTranslation('fr', 'metrics');
    const [issue] = defineMetricInputSchema.safeParse({ kind: 'custom', name: 'x'.repeat(61), unit: 'count' }).error!.issues;
    expect(issue!.message).toBe('A metric name must be at most 60 characters');
    expect(translateLoaded('fr', issueRemembered(issue!))).toBe("Le nom d'un indicateur ne doit pas dépasser 60 caractères");
    const [rows] = importExchangeRatesInputSchema.safeParse({ csv: 'x'.repeat(exchangeRateLimits.importBytes + 1), reason: 'Monthly rates' }).error!.issues;
    expect(translateLoaded('fr', issueRemembered(rows!))).toBe('Un fichier de taux ne doit pas dépasser 200 Ko : divisez-le');
  });

  it("shows a French founder's refused metric value in French, with the text exactly as typed", async () => {
    await loadTranslation('fr', 'messages');
    await loadTranslation('fr', 'metrics');
    const typed = '18 000 000 abc';
    const parsed = parseMetricValue({ kind: 'mrr', name: 'MRR', unit: 'money', currency: 'XOF' }, typed);
    expect(parsed).toEqual({ error: message('"{{text}}" is not a number: write it as, for example, 18 000 000, 12 500,50 or 1,5 M', { text: typed }) });
    if (!('error' in parsed)) return;
    const english = sent(parsed.error);
    expect(english).toBe('"18 000 000 abc" is not a number: write it as, for example, 18 000 000, 12 500,50 or 1,5 M');
    expect(translateLoaded('fr', english)).toBe("« 18 000 000 abc » n'est pas un nombre : écrivez-le par exemple 18 000 000, 12 500,50 ou 1,5 M");
    // A limit is a figure and an amount, written as French writes them.
    const tooLarge = parseMetricValue({ kind: 'customers', name: 'Customers', unit: 'count', currency: null }, '2000000000000');
    if (!('error' in tooLarge)) throw new Error('accepted');
    expect(translateLoaded('fr', sent(tooLarge.error)).replace(/[\u00a0\u202f]/g, ' ')).toMatch(/1 000 000 000 000/);
  });
});
