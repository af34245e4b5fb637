import { describe, expect, it } from 'vitest';
import { dueDiligence as dueDiligenceReport } from '../due-diligence';
import { toWire } from '@baobab/contracts/i18n/message-wire';

/** The report as the API sends it: every message in its English (decision 0046). */
const dueDiligence = (...args: Parameters<typeof dueDiligenceReport>) => toWire(dueDiligenceReport(...args));
import { buildStartup } from '../test-support/factories';
import { dataRoomCheck, roomFilesOf } from './data-room';

const startup = buildStartup();

describe('data-room evidence', () => {
  it('recognises financial statements, cap tables and incorporation documents by file and folder name', () => {
    const files = [
      { name: '2024 P&L.xlsx', folder: null },
      { name: 'Register.pdf', folder: 'Shareholding' },
      { name: 'Certificate of Incorporation.pdf', folder: 'Legal' },
      { name: 'Deck.pdf', folder: null },
    ];
    expect(roomFilesOf(files, 'financialStatements')).toEqual(['2024 P&L.xlsx']);
    expect(roomFilesOf(files, 'capTable')).toEqual(['Shareholding/Register.pdf']);
    expect(roomFilesOf(files, 'incorporation')).toEqual(['Legal/Certificate of Incorporation.pdf']);
    expect(toWire(dataRoomCheck([{ name: 'Deck.pdf', folder: null }], 'capTable', 20))).toMatchObject({ earned: 0, issue: 'No cap table in the data room' });
  });

  it('adds the checks only when a data room is given, and a present document raises the category score', () => {
    const without = dueDiligence(startup);
    const emptyRoom = dueDiligence(startup, { dataRoom: [] });
    const fullRoom = dueDiligence(startup, { dataRoom: [{ name: 'Certificate of incorporation.pdf', folder: null }] });
    expect(without.categories.legal.evidence.map((e) => e.check)).not.toContain('incorporation documents in the data room');
    expect(emptyRoom.categories.legal.issues).toContain('No incorporation documents in the data room');
    expect(fullRoom.categories.legal.score).toBeGreaterThan(emptyRoom.categories.legal.score);
  });
});
