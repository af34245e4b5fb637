import type { DocumentFileKind } from '@baobab/contracts/insights-api';

/**
 * What an upload is, from its bytes first: a PDF starts with %PDF- (ISO 32000-1, 7.5.2, possibly
 * after a few bytes of junk); .docx and .pptx are zip archives (PK\x03\x04) told apart by the
 * file name, and the worker checks that the archive holds that format's main part. Null for
 * anything else.
 */
export function documentKindOf(bytes: Uint8Array, fileName: string): DocumentFileKind | null {
  if (Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-')) return 'pdf';
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (isZip && (extension === 'docx' || extension === 'pptx')) return extension;
  return null;
}
