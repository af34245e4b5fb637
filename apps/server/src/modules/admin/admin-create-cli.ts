/** `npm run admin:create -- email`: makes the account with that e-mail a platform admin (the first admin; later ones are invited). */
import { AppError } from '../../lib/errors';
import { runOnDatabase } from '../../ops/cli-database';
import { makeAdminFromCli } from './admin.service';

const usage = 'Usage: npm run admin:create -- person@example.com\nThe person signs up first; this makes their account a Baobab admin.';

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3 || !email.includes('@')) {
    console.error(usage);
    return 2;
  }
  return runOnDatabase(
    async (db) => {
      const outcome = await makeAdminFromCli(db, email);
      console.log(outcome === 'made' ? `${email} is now a Baobab admin. They will see Admin in their menu.` : `${email} is already an admin.`);
      return 0;
    },
    (error) => {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
      console.error(`No account uses ${email}. Sign up with it first, then run this again.`);
      return 1;
    },
  );
}

process.exitCode = await main();
