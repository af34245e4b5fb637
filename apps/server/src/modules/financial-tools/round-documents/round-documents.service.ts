/**
 * The documents a founder sends for a modelled round (decision 0048): a saved scenario's term-sheet
 * summary and pro-forma cap table, as PDF or Excel. Whoever may read the scenario (the founder, a person
 * the cap table is shared with) may download them; anyone else gets 404, as for the scenario itself.
 * Amounts are in the company's currency (decision 0043), the words in the reader's saved language.
 */
import { capTableCurrency } from '@baobab/contracts/financial-tools-cap-table-amounts';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools-cap-table';
import { errorCodes } from '@baobab/contracts/errors';
import { roundDocumentMessages as m, type RoundDocumentFormat } from '@baobab/contracts/round-documents';
import { proFormaCapTable, termSheetSummary } from '@baobab/finance/round-documents';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { SessionUser } from '../../../lib/session-user';
import { findCompanyCurrency, getStartupAccess, startupAccessPolicy } from '../../startup-access/startup-access.service';
import { type DownloadFile, fileSlug } from '../exports/cap-table-exports.service';
import type { RoundDocument } from './document-model';
import { renderDocumentPdf } from './document-pdf';
import { type DocumentWriter, documentWriter } from './document-writer';
import { renderDocumentXlsx } from './document-xlsx';
import { proFormaDocument } from './pro-forma-document';
import * as repo from './round-documents.repository';
import { type DocumentMeta, termSheetDocument } from './term-sheet-document';

const contentTypes: Record<RoundDocumentFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Loaded = { input: CreateCapTableInput & { pricedRound: NonNullable<CreateCapTableInput['pricedRound']> }; writer: DocumentWriter; meta: DocumentMeta; slug: string };

/** The scenario with a priced round, when the user may read it; the writer in its currency and the user's language (Arabic PDFs right to left, decision 0062). */
async function loadScenario(db: Db, user: SessionUser, startupId: number, scenarioId: number, today: Date): Promise<Loaded> {
  const { startup, access } = await getStartupAccess(db, user, startupId);
  if (!startupAccessPolicy.canReadPart(access, 'cap_table')) throw notFound('Startup');
  const scenario = await repo.findScenario(db, startupId, scenarioId);
  if (!scenario) throw notFound('Scenario');
  const input = scenario.input as CreateCapTableInput;
  if (!input.pricedRound) throw new AppError(404, errorCodes.notFound, m.noRound);
  const writer = documentWriter(user.locale, capTableCurrency(await findCompanyCurrency(db, startupId)));
  return {
    input: { ...input, pricedRound: input.pricedRound },
    writer,
    meta: { company: startup.name, scenario: scenario.name, generatedOn: writer.day(today.toISOString().slice(0, 10)) },
    slug: `${fileSlug(startup.name)}-${fileSlug(scenario.name)}`,
  };
}

const render = async (document: RoundDocument, format: RoundDocumentFormat, writer: DocumentWriter) =>
  format === 'pdf' ? renderDocumentPdf(document, writer.locale) : renderDocumentXlsx(document, writer);

export async function termSheetFile(db: Db, user: SessionUser, startupId: number, scenarioId: number, format: RoundDocumentFormat, today = new Date()): Promise<DownloadFile> {
  const { input, writer, meta, slug } = await loadScenario(db, user, startupId, scenarioId, today);
  const body = await render(termSheetDocument(termSheetSummary(input), writer, meta), format, writer);
  return { filename: `${slug}-term-sheet.${format}`, contentType: contentTypes[format], body };
}

export async function proFormaFile(db: Db, user: SessionUser, startupId: number, scenarioId: number, format: RoundDocumentFormat, today = new Date()): Promise<DownloadFile> {
  const { input, writer, meta, slug } = await loadScenario(db, user, startupId, scenarioId, today);
  const body = await render(proFormaDocument(proFormaCapTable(input), input.pricedRound.seriesName, writer, meta), format, writer);
  return { filename: `${slug}-pro-forma-cap-table.${format}`, contentType: contentTypes[format], body };
}
