/**
 * Cap table downloads. A download takes the figures out of Baobab, so besides reading the cap
 * table (the founder, or a person it was shared with) the reader needs the founder's download
 * permission, the same rule as the PDF deal summary (decision 0005). A person it was shared
 * with to view is told so (403: they know the table exists); anyone else gets 404.
 */
import { capTableExportMessages as m, type CapTableExportFormat } from '@baobab/contracts/cap-table-exports';
import type { SavedCapTable } from '@baobab/contracts/financial-tools-api';
import { capTableExport, waterfallExport } from '@baobab/finance/cap-table-export';
import { errorCodes } from '@baobab/contracts/errors';
import { isNotShared } from '@baobab/insights/parts';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/errors';
import type { SessionUser } from '../../../lib/session-user';
import { readCapTable } from '../../startup-facts/cap-table.facts';
import { getStartupAccess, startupAccessPolicy } from '../../startup-access/startup-access.service';
import { ledgerHoldings, listLedger } from '../share-ledger.service';
import { capTableCsv, capTableXlsx, waterfallCsv, waterfallXlsx } from './cap-table-files';
import { ledgerCsv, ledgerXlsx } from './ledger-files';

export type DownloadFile = { filename: string; contentType: string; body: Buffer };

const contentTypes: Record<CapTableExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Letters, digits and hyphens only, so the name needs no escaping in Content-Disposition on any system. */
export const fileSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'startup';

/** The startup when the user may download its cap table (and its ledger): 404 to non-readers, 403 to view-only readers. */
async function requireCapTableDownload(db: Db, user: SessionUser, startupId: number) {
  const { startup, access } = await getStartupAccess(db, user, startupId);
  if (!startupAccessPolicy.canReadPart(access, 'cap_table')) throw notFound('Startup');
  if (!startupAccessPolicy.canDownloadPart(access, 'cap_table')) throw forbidden(m.downloadNotAllowed);
  return { startup, access };
}

/** The saved cap table when the user may download it; the startup's name for the file. */
export async function requireDownloadableCapTable(db: Db, user: SessionUser, startupId: number) {
  const { startup, access } = await requireCapTableDownload(db, user, startupId);
  const saved = await readCapTable(db, startupId, access);
  if (!saved || isNotShared(saved)) throw new AppError(404, errorCodes.notFound, m.nothingSaved);
  return { name: startup.name, startup, saved: saved as SavedCapTable };
}

export async function exportCapTable(db: Db, user: SessionUser, startupId: number, format: CapTableExportFormat): Promise<DownloadFile> {
  const { name, saved } = await requireDownloadableCapTable(db, user, startupId);
  const data = capTableExport(saved.input);
  const body = format === 'csv' ? capTableCsv(data) : await capTableXlsx(data);
  return { filename: `${fileSlug(name)}-cap-table.${format}`, contentType: contentTypes[format], body };
}

export async function exportWaterfall(db: Db, user: SessionUser, startupId: number, format: CapTableExportFormat, exitValue: number): Promise<DownloadFile> {
  const { name, saved } = await requireDownloadableCapTable(db, user, startupId);
  const data = waterfallExport(saved.input, exitValue);
  const body = format === 'csv' ? waterfallCsv(data) : await waterfallXlsx(data);
  return { filename: `${fileSlug(name)}-exit-waterfall-${Math.round(data.exitValue)}.${format}`, contentType: contentTypes[format], body };
}

/** The ledger's entries (CSV), or its entries and the holdings on `asOf` (Excel; default today, UTC). */
export async function exportLedger(db: Db, user: SessionUser, startupId: number, format: CapTableExportFormat, asOf?: string): Promise<DownloadFile> {
  const { startup } = await requireCapTableDownload(db, user, startupId);
  const entries = await listLedger(db, user, startupId);
  const body = format === 'csv' ? ledgerCsv(entries) : await ledgerXlsx(entries, await ledgerHoldings(db, user, startupId, asOf));
  return { filename: `${fileSlug(startup.name)}-share-ledger.${format}`, contentType: contentTypes[format], body };
}
