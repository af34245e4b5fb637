import { constants } from 'node:zlib';

/**
 * How responses are compressed: shared by the compression plugin (plugins/compression.ts, every
 * response) and lib/encoded-body.ts (cached answers compressed once), so both encode alike.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Quality 4 compresses JSON almost as well as 11 at a small fraction of the CPU (per request).
 * A 1 MB window instead of the default 4 MB bounds each encoder's memory while 50 answers are
 * compressed at once; API pages are far smaller than the window, so nothing is lost.
 */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 20 } };
export const GZIP_OPTIONS = { level: 6 };
