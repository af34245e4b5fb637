/**
 * The unpack job a document worker runs for the request thread (document-reader.ts `unpack`): open
 * the archive within its limits, optionally inflate every entry to prove it unpacks within them
 * (the data-room check), and hand back the text of the entries asked for. What crosses the thread
 * boundary is plain data: no functions, so the selection is a list of names and a suffix.
 */
import { openBoundedZip, UnzipRefused, type UnzipLimits, type UnzipRefusal, type ZipSource } from './bounded-unzip';

export type UnpackSelection = {
  /** Entries whose text is returned: these names exactly, and every name ending in `suffix`. */
  names?: string[];
  suffix?: string;
  /** Names starting with one of these are never returned (macOS's __MACOSX/ copies). */
  skipPrefixes?: string[];
  /** Inflate every entry, not only those returned (proves the whole file unpacks within the limits). */
  inflateAll?: boolean;
};

export type UnpackTask = { job: 'unpack'; source: ZipSource; limits: UnzipLimits; select: UnpackSelection };

/** The returned entries as [name, text] pairs, in archive order. */
export type UnpackResult = { ok: true; texts: [string, string][] } | { ok: false; refusal: UnzipRefusal };

const isSelected = (name: string, select: UnpackSelection) =>
  !select.skipPrefixes?.some((prefix) => name.startsWith(prefix)) &&
  !name.endsWith('/') &&
  (select.names?.includes(name) === true || (select.suffix !== undefined && name.endsWith(select.suffix)));

export async function runUnpackTask(task: UnpackTask): Promise<UnpackResult> {
  let zip: Awaited<ReturnType<typeof openBoundedZip>> | undefined;
  try {
    zip = await openBoundedZip(task.source, task.limits);
    const texts: [string, string][] = [];
    for (const name of zip.names()) {
      if (!isSelected(name, task.select)) {
        if (task.select.inflateAll) await zip.inflate(name);
        continue;
      }
      let text = '';
      await zip.readText(name, (chunk) => {
        text += chunk;
        return true;
      });
      texts.push([name, text]);
    }
    return { ok: true, texts };
  } catch (error) {
    if (error instanceof UnzipRefused) return { ok: false, refusal: error.refusal };
    throw error;
  } finally {
    zip?.close();
  }
}
