// Hostile archives for the bounded-unpacker check: zips whose headers lie about their size, deflate
// bombs with honest headers, and zips of many entries, written here byte by byte (node:zlib only
// compresses), plus the three upload routes that take an archive.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { analyseUpload } from './documents.mjs';

const MB = 1024 * 1024;

/**
 * A raw deflate stream that inflates to `megabytes` MB of `fill`, built without holding them: one
 * megabyte compressed once and ended with a sync flush (byte-aligned, not final), repeated, then an
 * empty final block. `prefix` (uncompressed) starts the content, so it can open an XML element.
 */
function repeatedDeflate(megabytes, prefix = '', fill = 0x20) {
  const chunk = Buffer.alloc(MB, fill);
  const block = deflateRawSync(chunk, { finishFlush: constants.Z_SYNC_FLUSH });
  const head = deflateRawSync(Buffer.from(prefix), { finishFlush: constants.Z_SYNC_FLUSH });
  let crc = crc32(Buffer.from(prefix));
  for (let i = 0; i < megabytes; i += 1) crc = crc32(chunk, crc);
  const data = Buffer.concat([head, ...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
  return { data, crc, size: Buffer.byteLength(prefix) + megabytes * MB };
}

/** A zip of `entries` ({ name, data (deflated), crc, size, declared? }), sizes up to 4 GB (no zip64). */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const declared = Math.min(entry.declared ?? entry.size, 0xffffffff);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const small = (name, text) => {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
};

const contentTypes = (main) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`;
const WORD = 'wordprocessingml.document';

/**
 * The hostile files, each as a .docx (the data-room check and document analysis open it) and as an
 * OCF package (a .json entry): a header declaring 100 bytes for 150 MB and for 1 GB, a deflate bomb
 * declaring its 1 GB honestly, and 20,000 empty entries.
 */
export function hostileArchives() {
  const docx = (body) => zip([small('[Content_Types].xml', contentTypes(WORD)), { name: 'word/document.xml', ...body }]);
  const ocf = (body) => zip([{ name: 'manifest.json', ...body }]);
  const lying = (mb) => ({ ...repeatedDeflate(mb, '<w:document><w:body>'), declared: 100 });
  const many = Array.from({ length: 20_000 }, (_, i) => small(`part-${i}.xml`, ''));
  return [
    { label: 'declares 100 B, unpacks to 150 MB', docx: docx(lying(150)), ocf: ocf(lying(150)) },
    { label: 'declares 100 B, unpacks to 1 GB', docx: docx(lying(1024)), ocf: ocf(lying(1024)) },
    { label: 'deflate bomb of 1 GB, declared', docx: docx(repeatedDeflate(1024, '<w:document><w:body>')), ocf: ocf(repeatedDeflate(1024)) },
    { label: '20,000 entries', docx: zip([small('[Content_Types].xml', contentTypes(WORD)), ...many]), ocf: zip([small('manifest.json', '{}'), ...many]), entries: true },
  ];
}

async function answer(response) {
  const body = await response.json().catch(() => null);
  return { status: response.status, message: body?.message ?? null };
}

/** Open Cap Format import: the package is the request body. */
export async function importOcf(base, founder, bytes) {
  const response = await fetch(`${base}/api/startups/${founder.startupId}/cap-table/ocf`, {
    method: 'POST',
    body: bytes,
    headers: { origin: base, cookie: founder.cookie, 'content-type': 'application/zip' },
  });
  return answer(response);
}

/** Data-room upload of an Office file. */
export async function uploadToRoom(base, founder, bytes, fileName) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), fileName);
  const response = await fetch(`${base}/api/data-rooms/${founder.roomId}/documents`, { method: 'POST', body: form, headers: { origin: base, cookie: founder.cookie } });
  return answer(response);
}

/** Document intelligence: analysis of an uploaded .docx (follows the task when it answers 202). */
export const analyseDocx = (base, founder, bytes, fileName) => analyseUpload(base, founder, bytes, fileName);
