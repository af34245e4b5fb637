/** `npm run rates:import -- path/to/rates.csv`: imports a rates file (currency,date,per_usd,source) into the database of the environment. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { AppError } from '../../lib/errors';
import { runOnDatabase } from '../../ops/cli-database';
import { importRatesFromCli } from './exchange-rates.service';

const usage = [
  'Usage: npm run rates:import -- path/to/rates.csv',
  'The file has the header currency,date,per_usd,source and one row per currency and day, such as',
  '  XOF,2025-06-30,558,Baobab reference rates (approximate mid-market)',
  'per_usd is the units of the currency per one US dollar. If any row is wrong, nothing is imported.',
].join('\n');

async function main(): Promise<number> {
  const path = process.argv[2]?.trim();
  if (!path || process.argv.length > 3) {
    console.error(usage);
    return 2;
  }
  let csv: string;
  try {
    csv = await readFile(path, 'utf8');
  } catch {
    console.error(`Cannot read ${path}.`);
    return 2;
  }
  return runOnDatabase(
    async (db) => {
      const result = await importRatesFromCli(db, csv, basename(path));
      console.log(`Imported ${result.imported} rates for ${result.dates.join(', ')}; the dollar value of ${result.startupsRepriced} startup raises changed.`);
      return 0;
    },
    (error) => {
      if (!(error instanceof AppError && error.statusCode === 400)) throw error;
      console.error(error.message);
      // An operator's terminal reads English: each row's problem is a message (decision 0046).
      for (const issue of error.issues ?? []) if (englishOf(issue.message) !== error.message) console.error(`  ${englishOf(issue.message)}`);
      return 1;
    },
  );
}

process.exitCode = await main();
