/**
 * The financial tools' refusals and notes travel as messages (decision 0046): the answer keeps the English it has
 * always sent, and carries each sentence's key and typed values under `messages`, so a French reader gets it
 * rendered: names as typed, labels and kinds in French, figures written the French way. One of each source: the
 * cap table's checks, an engine's refusal, the model's note, the ledger, the rounds, the OCF import, comparables.
 */
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { ocfImportMessages as ocf } from '@baobab/contracts/cap-table-exports';
import type { Message } from '@baobab/contracts/i18n/message';
import { otherToolPackage } from '@baobab/finance/ocf/fixtures/other-tool-package';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let startupId: number;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay', fundingStage: 'Seed', foundedYear: 2021 })).id;
});
afterAll(() => t.close());

type Answer = { message?: string; issues?: { path: string; message: string }[]; messages?: Record<string, Message> };

const call = (method: 'GET' | 'POST', path: string, payload?: unknown, headers?: Record<string, string>) =>
  t.app.inject(as(founder, { method, url: `/api/startups/${startupId}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), ...(headers ? { headers } : {}) }));
/** French spaces groups with a narrow no-break space and puts a no-break space inside « »: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** The French a reader gets for `english`: the message sent beside it, rendered. */
const inFrench = (answer: Answer, english: string) => {
  const sent = answer.messages?.[english];
  expect(sent, `no message for "${english}"`).toBeDefined();
  return plain(translatorFor('fr').message(sent!));
};

const noVesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const holder = (shareholderName: string, shareClass: string, shares: number) => ({ shareholderName, shareholderType: 'founder', shares, shareClass, vesting: noVesting, liquidationPreference: 1, antiDilution: 'None' });

describe('the cap table, in messages', () => {
  it("sends a check's refusal with the class name as typed, never translated", async () => {
    const response = await call('POST', '/cap-table', { shares: [holder('Ada', 'Série Z', 1_000)] });
    expect(response.statusCode).toBe(400);
    const answer = response.json() as Answer;
    const english = "Unknown share class 'Série Z' (shareClass): use Common or Options, or declare it in shareClasses with its terms";
    expect(answer.issues).toEqual([{ path: 'shares.0.shareClass', message: english }]);
    expect(answer.messages?.[english]).toEqual({ i18nKey: "Unknown share class '{{name}}' (shareClass): use Common or Options, or declare it in shareClasses with its terms", values: { name: 'Série Z' } });
    expect(inFrench(answer, english)).toContain('« Série Z »');
    expect(inFrench(answer, english)).not.toContain('Unknown share class');
  });

  it("sends an engine's refusal after the field it is about, the engine's message nested", async () => {
    const response = await call('POST', '/cap-table', { shares: [holder('Ada', 'Common', 4_000_000)], safes: [{ holderName: 'Angel', investment: 5_000_000, valuationCap: 5_000_000 }] });
    expect(response.statusCode).toBe(400);
    const answer = response.json() as Answer;
    const english = 'safes: the post-money safes would own 100% or more of the company at their caps';
    expect(answer.message).toBe(english);
    expect(inFrench(answer, english)).toBe('safes : les SAFE post-money détiendraient 100 % ou plus de la société à leurs plafonds');
  });
});

describe('the financial model, in messages', () => {
  it('sends a note on an input it clamped with the figure as a number, on generating and on reading', async () => {
    const generated = await call('POST', '/financial-model', { assumptions: { marketSize: 20_000_000_000_000 } });
    expect(generated.statusCode).toBe(200);
    const english = 'marketSize 20000000000000 was treated as 10,000,000,000,000';
    for (const answer of [generated.json(), (await call('GET', '/financial-model')).json()] as (Answer & { adjustments: string[] })[]) {
      expect(answer.adjustments).toContain(english);
      expect(inFrench(answer, english)).toBe('La valeur 20000000000000 de marketSize a été ramenée à 10 000 000 000 000');
    }
  });
});

describe('the share ledger, in messages', () => {
  const entry = (payload: object) => call('POST', '/cap-table/ledger', payload);

  it('sends a refusal with its counts as numbers, the kind as a label and the names as typed', async () => {
    expect((await entry({ kind: 'issuance', date: '2023-01-01', holder: 'Ada', shareClass: 'Common', shares: 1_000, pricePerShareMinor: 0, currency: 'USD' })).statusCode).toBe(201);
    const response = await entry({ kind: 'transfer', date: '2023-06-01', fromHolder: 'Ada', toHolder: 'Ben', shareClass: 'Common', shares: 1_500 });
    expect(response.statusCode).toBe(409);
    const answer = response.json() as Answer;
    const english = 'The transfer on 2023-06-01 needs 1,500 shares of Common from Ada, who holds 1,000 shares of it on that date (shares)';
    expect(answer.message).toBe(english);
    expect(inFrench(answer, english)).toBe("L'écriture « cession » du 2023-06-01 requiert 1 500 actions Common d'Ada, qui détient 1 000 actions de cette catégorie à cette date (shares)");
  });

  it('sends the currency refusal of its schema with the currencies as a value', async () => {
    const response = await entry({ kind: 'issuance', date: '2023-01-01', holder: 'Ada', shareClass: 'Common', shares: 1, pricePerShareMinor: 0, currency: 'XYZ' });
    expect(response.statusCode).toBe(400);
    const answer = response.json() as Answer;
    const english = answer.issues?.find((i) => i.path === 'currency')?.message ?? '';
    expect(english).toMatch(/^Currency must be one of USD, EUR, .*XOF.* \(currency\)$/);
    expect(inFrench(answer, english)).toMatch(/^La devise doit être l'une des suivantes : USD, EUR, .*XOF.* \(currency\)$/);
  });
});

describe('the rounds, in messages', () => {
  it("sends why a round cannot be computed beside the English of the round's problem", async () => {
    const other = (await buildStartup(t, founder.id, { name: 'Empty Ledger', foundedYear: 2021 })).id;
    const round = { kind: 'priced', date: '2024-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 20_000_000, investment: 5_000_000 };
    const added = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${other}/cap-table/rounds`, payload: round }));
    expect(added.statusCode).toBe(201);
    const answer = added.json() as Answer & { rounds: { problem: string | null }[] };
    const english = 'Nobody holds shares on 2024-01-15: record the opening position before this round (date)';
    expect(answer.rounds[0]?.problem).toBe(english);
    expect(inFrench(answer, english)).not.toBe(english);
    expect(inFrench(answer, english)).toContain('2024-01-15');
  });
});

describe('the OCF import, in messages', () => {
  const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
  const pack = (files: Map<string, string>) => Buffer.from(zipSync(Object.fromEntries([...files].map(([name, text]) => [name, strToU8(text)]))));
  const upload = (id: number, files: Map<string, string>) =>
    t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${id}/cap-table/ocf`, payload: pack(files), headers: { 'content-type': 'application/zip' } }));

  it('sends what it left out with the object type as written in the package', async () => {
    const id = (await buildStartup(t, founder.id, { name: 'Mbali Robotics', foundedYear: 2021 })).id;
    const response = await upload(id, otherToolPackage(md5));
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Answer & { importWarnings: { objectType: string; message: string }[] };
    const warrant = 'is a TX_WARRANT_ISSUANCE: Baobab has nothing to hold it, so it was left out';
    expect(answer.importWarnings.map((w) => w.message)).toContain(warrant);
    expect(inFrench(answer, warrant)).toBe("est un TX_WARRANT_ISSUANCE : Baobab n'a rien pour le tenir, il a donc été laissé de côté");
    const rsu = 'is a RSU grant: Baobab keeps options only, so it was left out';
    expect(answer.importWarnings.map((w) => w.message)).toContain(rsu);
    expect(inFrench(answer, rsu)).toBe('est une attribution RSU : Baobab ne tient que des options, elle a donc été laissée de côté');
  });

  it("says a right's movement in French, the shares it gave counted with French plurals", () => {
    const fr = translatorFor('fr');
    expect(plain(fr.message(ocf.rightGaveShares('sec-warrant', 100_000)))).toBe("transforme « sec-warrant », un droit laissé hors du registre des actions, en actions : inscrit comme l'émission des 100 000 actions qu'il a données");
    expect(plain(fr.message(ocf.rightGaveShares('sec-warrant', 1)))).toBe("transforme « sec-warrant », un droit laissé hors du registre des actions, en actions : inscrit comme l'émission de 1 action, celle qu'il a donnée");
    expect(plain(fr.message(ocf.rightMovementLeftOut('sec-rsu')))).toBe('concerne « sec-rsu », un droit laissé hors du registre des actions, et ne donne aucune action : laissé de côté aussi');
  });

  it('sends a refused package with the file it names', async () => {
    const id = (await buildStartup(t, founder.id, { name: 'Checksum Co', foundedYear: 2021 })).id;
    const files = otherToolPackage(md5);
    files.set('StockClasses.ocf.json', `${files.get('StockClasses.ocf.json') ?? ''} `);
    const response = await upload(id, files);
    expect(response.statusCode).toBe(400);
    const answer = response.json() as Answer;
    const english = 'StockClasses.ocf.json: its MD5 checksum does not match the one in the manifest';
    expect(answer.message).toBe(english);
    expect(inFrench(answer, english)).toBe('StockClasses.ocf.json : sa somme de contrôle MD5 ne correspond pas à celle du manifeste');
  });
});

describe('comparables, in messages', () => {
  it('sends how many recorded peers there are as a count, which French writes with its own plural', async () => {
    const response = await call('POST', '/valuation');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Answer & { recommendation: { reasoning: string[] } };
    const english = answer.recommendation.reasoning.find((line) => line.startsWith('Comparables: too few recorded peers'));
    expect(english).toBeDefined();
    expect(inFrench(answer, english!)).toContain('il en faut au moins 5 pour donner un chiffre.');
  });
});
