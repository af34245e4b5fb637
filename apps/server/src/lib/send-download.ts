import type { FastifyReply } from 'fastify';

/** A file the API hands over as a download: its name (letters, digits and hyphens), type and bytes. */
export type DownloadBody = { filename: string; contentType: string; body: Buffer };

/** Downloads are never cached or sniffed (the same headers as data-room files). */
export const sendDownload = (reply: FastifyReply, file: DownloadBody) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
