/**
 * Evidence from a startup's data room: which kinds of diligence documents it holds, judged from
 * file and folder names (the bytes are private and often not text). A document present in the
 * room counts toward the checklist; its content is judged only once it has been analysed.
 */
import { message } from '@baobab/contracts/i18n/message';
import type { Check } from './checks';

export interface DataRoomFile {
  name: string;
  folder: string | null;
}

export type DataRoomEvidenceKind = 'financialStatements' | 'capTable' | 'incorporation';

/** Words that name each kind of document, matched against "folder/file name" in lower case. */
export const dataRoomPatterns: Record<DataRoomEvidenceKind, RegExp> = {
  financialStatements: /financial|income statement|balance sheet|cash ?flow|p ?& ?l|profit and loss|accounts|audit|management accounts/,
  capTable: /cap ?table|capitali[sz]ation|shareholding|shareholders? register|share register|equity/,
  incorporation: /incorporat|certificate|articles|memorandum|bylaws|constitution|registration|cac|cipc|company registry/,
};

const describe: Record<DataRoomEvidenceKind, { check: string; missing: string; recommendation: string }> = {
  financialStatements: {
    check: 'financial statements in the data room',
    missing: 'No financial statements in the data room',
    recommendation: 'Add income statements, balance sheets or management accounts to the data room.',
  },
  capTable: {
    check: 'cap table in the data room',
    missing: 'No cap table in the data room',
    recommendation: 'Add the current cap table or share register to the data room.',
  },
  incorporation: {
    check: 'incorporation documents in the data room',
    missing: 'No incorporation documents in the data room',
    recommendation: 'Add the certificate of incorporation and articles of association to the data room.',
  },
};

export function roomFilesOf(files: readonly DataRoomFile[], kind: DataRoomEvidenceKind): string[] {
  return files.map((f) => (f.folder ? `${f.folder}/${f.name}` : f.name)).filter((path) => dataRoomPatterns[kind].test(path.toLowerCase()));
}

/** One check per kind: full points when the room holds at least one matching document. */
export function dataRoomCheck(files: readonly DataRoomFile[], kind: DataRoomEvidenceKind, points: number): Check {
  const found = roomFilesOf(files, kind);
  const text = describe[kind];
  // The file names are the founder's own words: one string value, never translated.
  const listed = found.slice(0, 3).join(', ');
  const shown = found.length > 3 ? message('{{files}} and {{more}} more', { files: listed, more: found.length - 3 }) : listed;
  return {
    check: message(text.check),
    points,
    earned: found.length > 0 ? 1 : 0,
    fact: 'dataRoom',
    source: found.length > 0 ? message('in the data room: {{files}}', { files: shown }) : message('none among {{documents}} data-room documents', { documents: files.length }),
    issue: message(text.missing),
    recommendation: message(text.recommendation),
  };
}
