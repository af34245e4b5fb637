import { englishOf } from '@baobab/contracts/i18n/message-english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { archiveLimitMessages } from '@baobab/contracts/archives';
import { as, type TestUser } from '../../test/test-app';
import { createFilesTestApp, docxBytes, filesOnDisk, pdfBytes, pngBytes, uploadRequest, xlsxBytes, zipBytes } from './test-support';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createRoom } from '../../test/factories/data-rooms';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let roomId: number;

beforeAll(async () => {
  t = await createFilesTestApp({ dataRoomMaxUploadMb: 1 });
  owner = await signUpWithRole(t, 'founder');
  const startup = await buildStartup(t, owner.id);
  roomId = await createRoom(t, owner, startup.id, 'Room');
});
afterAll(() => t.close());

const upload = (name: string, bytes: Buffer, folderId?: number) => t.app.inject(uploadRequest(owner, roomId, name, bytes, folderId));

describe('uploads', () => {
  it('accepts each allowed type whose bytes match its extension, stored under a random name', async () => {
    const accepted: [string, Buffer][] = [
      ['Deck.pdf', await pdfBytes()],
      ['Logo.png', pngBytes()],
      ['Team.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)])],
      ['Cap table.csv', Buffer.from('holder,shares\nAmina,1000\nKofi — co-founder,500\n')],
      ['Memo.docx', docxBytes()],
      ['Model.xlsx', xlsxBytes()],
    ];
    for (const [name, bytes] of accepted) {
      const response = await upload(name, bytes);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      expect(response.json()).toMatchObject({ name, versions: [{ version: 1, sizeBytes: bytes.length }] });
    }
    const stored = await filesOnDisk(t.filesDir);
    expect(stored).toHaveLength(accepted.length);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['a PDF named .png', 'fake.png', async () => pdfBytes(), dataRoomMessages.fileContentMismatch],
    ['an executable renamed .pdf', 'setup.pdf', async () => Buffer.from('MZ\x90\x00this program cannot be run in DOS mode'), dataRoomMessages.fileContentMismatch],
    ['HTML renamed .pdf', 'page.pdf', async () => Buffer.from('<html><script>alert(1)</script></html>'), dataRoomMessages.fileContentMismatch],
    ['a plain zip renamed .docx', 'archive.docx', async () => zipBytes({ 'a.txt': 'hello' }), dataRoomMessages.fileContentMismatch],
    ['an xlsx renamed .docx', 'sheet.docx', async () => xlsxBytes(), dataRoomMessages.fileContentMismatch],
    ['a zip bomb', 'bomb.xlsx', async () => zipBytes({ '[Content_Types].xml': 'x', 'big.bin': Buffer.alloc(150 * 1024 * 1024) }), englishOf(archiveLimitMessages.unpackedTooLarge(100))],
    ['binary renamed .csv', 'data.csv', async () => Buffer.from([0x41, 0x00, 0x42]), dataRoomMessages.fileContentMismatch],
    ['Latin-1 text renamed .csv', 'data.csv', async () => Buffer.from([0x63, 0x61, 0x66, 0xe9]), dataRoomMessages.fileContentMismatch],
    ['an executable', 'tool.exe', async () => Buffer.from('MZ'), dataRoomMessages.fileTypeNotAllowed],
    ['an archive', 'files.zip', async () => zipBytes({ 'a.txt': 'a' }), dataRoomMessages.fileTypeNotAllowed],
    ['an SVG', 'logo.svg', async () => Buffer.from('<svg/>'), dataRoomMessages.fileTypeNotAllowed],
    ['an HTML page', 'index.html', async () => Buffer.from('<html/>'), dataRoomMessages.fileTypeNotAllowed],
    ['a hidden-file name', '.pdf', async () => pdfBytes(), dataRoomMessages.fileNameInvalid],
    ['an oversized file', 'huge.pdf', async () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 + 10)]), englishOf(dataRoomMessages.fileTooLarge(1))],
  ])('rejects %s with a clear message and leaves nothing on disk', async (_label, name, bytes, message) => {
    const before = await filesOnDisk(t.filesDir);
    const response = await upload(name, await bytes());
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toBe(message);
    expect(await filesOnDisk(t.filesDir)).toEqual(before);
  });

  it('keeps only the last segment of a path-like name, as data, never as a path', async () => {
    const response = await upload('../../etc/passwd.pdf', await pdfBytes());
    expect(response.json().name).toBe('passwd.pdf');
    for (const name of await filesOnDisk(t.filesDir)) expect(name).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds a new version when the same name is uploaded to the same folder, keeping every version for the owner', async () => {
    const first = (await upload('Pitch.pdf', await pdfBytes('v1'))).json();
    const second = await upload('pitch.PDF'.replace('.PDF', '.pdf'), await pdfBytes('version two'));
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.id);
    expect(second.json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const base = `/api/data-rooms/${roomId}/documents/${first.id}/content`;
    const v1 = await t.app.inject(as(owner, { method: 'GET', url: `${base}?version=1` }));
    const latest = await t.app.inject(as(owner, { method: 'GET', url: base }));
    expect(v1.rawPayload.equals(await pdfBytes('v1'))).toBe(true);
    expect(latest.rawPayload.equals(await pdfBytes('version two'))).toBe(true);

    const folder = (await t.app.inject(as(owner, { method: 'POST', url: `/api/data-rooms/${roomId}/folders`, payload: { name: 'Legal' } }))).json();
    const elsewhere = (await upload('Pitch.pdf', await pdfBytes('v1'), folder.id)).json();
    expect(elsewhere.id).not.toBe(first.id);
    expect(elsewhere.versions).toHaveLength(1);
  });

  it('numbers concurrent uploads of one new name as versions 1 and 2 of one document', async () => {
    const [a, b] = await Promise.all([upload('Race.pdf', await pdfBytes('a')), upload('Race.pdf', await pdfBytes('b'))]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const versions = [a.json().versions.length, b.json().versions.length].sort();
    expect(versions).toEqual([1, 2]);
  });

  it('refuses a duplicate folder name and an upload to a folder of another room', async () => {
    await t.app.inject(as(owner, { method: 'POST', url: `/api/data-rooms/${roomId}/folders`, payload: { name: 'Team' } }));
    const again = await t.app.inject(as(owner, { method: 'POST', url: `/api/data-rooms/${roomId}/folders`, payload: { name: 'team' } }));
    expect(again.statusCode).toBe(409);
    expect((await upload('Deck.pdf', await pdfBytes(), 999_999)).statusCode).toBe(404);
  });

  it('never serves non-PDF, non-image files inline, even to the owner', async () => {
    const csv = (await upload('Numbers.csv', Buffer.from('a,b\n1,2\n'))).json();
    const response = await t.app.inject(as(owner, { method: 'GET', url: `/api/data-rooms/${roomId}/documents/${csv.id}/content?disposition=inline` }));
    expect(response.statusCode).toBe(400);
    const download = await t.app.inject(as(owner, { method: 'GET', url: `/api/data-rooms/${roomId}/documents/${csv.id}/content` }));
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('lets a view-only grantee see the document list without downloading anything', async () => {
    const viewer = await signUpWithRole(t, 'investor');
    await connect(t, owner, viewer);
    await t.app.inject(as(owner, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { userId: viewer.id, permission: 'view' } }));
    const room = (await t.app.inject(as(viewer, { method: 'GET', url: `/api/data-rooms/${roomId}` }))).json();
    const pitch = room.documents.find((d: { name: string; folderId: number | null }) => d.name === 'Pitch.pdf' && d.folderId === null);
    expect(pitch.versions).toHaveLength(1);
    expect(pitch.versions[0].version).toBe(2);
  });
});
