/**
 * The cap table as an Open Cap Format package (.zip of the OCF JSON files, which is how OCF
 * defines a package: a manifest and the files it lists by path and MD5), and its import.
 * Export follows the download rule of the other cap table files; the import, which writes the
 * package's history to the share ledger, is in ocf-import.service.ts (decision 0061).
 */
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import { ocfExportTexts, ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools';
import type { RoundOutcome } from '@baobab/contracts/cap-table-rounds';
import type { CapTableModel } from '@baobab/finance/ledger-cap-table';
import { declareClosedRoundClasses } from '@baobab/finance/round-sequence';
import { ledgerToOcf, type OcfIssuerFacts } from '@baobab/finance/ocf/ocf-export';
import { checkOcfPackage } from '@baobab/finance/ocf/ocf-validate';
import type { Db } from '../../../db/client';
import { findCompanyCurrency } from '../../startup-access/startup-access.service';
import { badRequest } from '../../../lib/errors';
import type { SessionUser } from '../../../lib/session-user';
import type { DocumentReader } from '../../insights/document-text/document-reader';
import { findCapTable, listClosedRoundOutcomes, listShareLedger } from '../../startup-facts/startup-facts.repository';
import { type DownloadFile, fileSlug, requireDownloadableCapTable } from './cap-table-exports.service';
import { countryCode } from './country-codes';

/** Most bytes of a package, as uploaded and as unpacked (its .json files together). */
export const ocfMaxMb = 5;
export const ocfMaxBytes = ocfMaxMb * 1024 * 1024;
/** A package is a manifest and a file or a few per object type; a thousand entries is far beyond any real one. */
const OCF_MAX_ENTRIES = 1000;
/** The company's currency, in which its cap table states amounts (decision 0043); US dollars when it names none Baobab knows. */
export async function companyCurrencyOf(db: Db, startupId: number): Promise<CurrencyCode> {
  const currency = await findCompanyCurrency(db, startupId);
  return isCurrencyCode(currency) ? currency : 'USD';
}

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

type StartupFacts = { name: string; foundedYear: number | null; country: string | null; createdAt: Date };

function issuerFacts(startup: StartupFacts, currency: CurrencyCode): OcfIssuerFacts {
  const comments: string[] = [];
  const formationDate = startup.foundedYear ? `${startup.foundedYear}-01-01` : startup.createdAt.toISOString().slice(0, 10);
  comments.push(startup.foundedYear ? ocfExportTexts.formationYearOnly : ocfExportTexts.joinedDate);
  const code = startup.country ? countryCode(startup.country) : null;
  if (!code) comments.push(ocfExportTexts.countryUnknown(startup.country ?? ''));
  return { legalName: startup.name, formationDate, countryCode: code ?? 'ZZ', comments, currency };
}

/**
 * The package is the share ledger's history to today (the source of truth for ownership, decision
 * 0031) with the round model's classes, SAFEs, notes and pool; the round being modelled is a
 * scenario and is not written as issued stock (decision 0040).
 */
export async function exportOcf(db: Db, user: SessionUser, startupId: number, now = new Date()): Promise<DownloadFile> {
  const { name, startup } = await requireDownloadableCapTable(db, user, startupId);
  const [ledger, model, closedRounds, currency] = await Promise.all([listShareLedger(db, startupId), findCapTable(db, startupId), listClosedRoundOutcomes(db, startupId), companyCurrencyOf(db, startupId)]);
  const records = ledger.map((r) => ({ id: r.id, entry: r.entry as LedgerEntryInput }));
  const asOf = now.toISOString().slice(0, 10);
  // Closed rounds' series go out with the terms and seniority they closed with, as the cap table reads them (decision 0056).
  const declared = declareClosedRoundClasses((model?.input as CapTableModel | undefined) ?? null, closedRounds as (RoundOutcome | null)[]);
  const files = ledgerToOcf(records, declared, issuerFacts(startup, currency), asOf, now.toISOString(), md5);
  // Every package leaves valid; a table OCF cannot express (an interest rate above 100%) is said so.
  const problem = checkOcfPackage(files);
  if (problem) throw badRequest(m.cannotExport(problem.message));
  const body = Buffer.from(zipSync(Object.fromEntries(files.map((f) => [f.name, strToU8(f.text)]))));
  return { filename: `${fileSlug(name)}-cap-table-ocf.zip`, contentType: 'application/zip', body };
}

/**
 * The .json files of a package, unpacked in a document worker by the bounded unpacker: at most
 * 5 MB inflated in all (counted as inflated, whatever the zip declares) and 1,000 entries.
 */
export function unpack(documents: Pick<DocumentReader, 'unpack'>, body: Buffer): Promise<Map<string, string>> {
  return documents.unpack({ bytes: body }, { maxUnpackedMb: ocfMaxMb, maxEntries: OCF_MAX_ENTRIES }, { suffix: '.json', skipPrefixes: ['__MACOSX/'] }, m.notZip);
}
