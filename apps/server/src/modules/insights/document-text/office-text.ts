/**
 * Text of a .docx or .pptx inside a document worker: the text runs of the WordprocessingML body
 * (word/document.xml) or of each slide in presentation order, streamed from the zip (the bounded
 * unpacker, lib/archives/bounded-unzip.ts) through a SAX parser, so the whole XML is never held in
 * memory and reading stops at the text limit. saxes expands only XML's five built-in entities, so a part cannot
 * declare entities that multiply (billion laughs) or point at files.
 */
import { posix } from 'node:path';
import { SaxesParser } from 'saxes';
import { refuse, type ExtractionRefusal, type ExtractionResult, type ExtractionTask } from './document-text.types';
import { TextBuilder } from './text-builder';
import { openBoundedZip, UnzipRefused, type BoundedZip } from '../../../lib/archives/bounded-unzip';

type Handlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** 'w:t' → 't': prefixes are chosen by the writer, the local names are fixed by the standard. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Streams one part through the parser; `stop` ends the read early. Malformed XML throws. */
async function parsePart(zip: BoundedZip, name: string, handlers: Handlers, stop = () => false): Promise<void> {
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  await zip.readText(name, (chunk) => {
    parser.write(chunk);
    return !stop();
  });
  if (!stop()) parser.close();
}

/**
 * Text inside <t> runs (w:t, a:t), a tab for <tab>, a line break for <br>, <cr> and the end of
 * each paragraph <p>; everything else in the XML (formatting, drawings' settings) is skipped.
 */
function runTextHandlers(text: TextBuilder): Handlers {
  let inRun = false;
  return {
    open(name) {
      if (name === 't') inRun = true;
      else if (name === 'tab') text.add('\t');
      else if (name === 'br' || name === 'cr') text.add('\n');
    },
    close(name) {
      if (name === 't') inRun = false;
      else if (name === 'p') text.add('\n');
    },
    text(chunk) {
      if (inRun) text.add(chunk);
    },
  };
}

/**
 * Opens the archive, lets `read` fill the text (or name a refusal), and maps failures to
 * refusals: a bomb to the unpacked limit, anything else (not a zip, malformed XML) to unreadable.
 */
async function withZip(task: ExtractionTask, read: (zip: BoundedZip, text: TextBuilder) => Promise<ExtractionRefusal | undefined>): Promise<ExtractionResult> {
  let zip: BoundedZip | undefined;
  try {
    zip = await openBoundedZip({ bytes: task.bytes }, { maxUnpackedMb: task.maxUnpackedMb, maxEntries: task.maxEntries });
    const text = new TextBuilder();
    const refusal = await read(zip, text);
    if (refusal) return refuse(refusal);
    if (text.length > task.maxChars) return refuse('text-too-long');
    return text.length > 0 ? { ok: true, text: text.toString() } : refuse('no-text');
  } catch (error) {
    if (error instanceof UnzipRefused && error.refusal !== 'not-a-zip') return refuse(error.refusal);
    return refuse('unreadable');
  } finally {
    zip?.close();
  }
}

export function extractDocxText(task: ExtractionTask): Promise<ExtractionResult> {
  return withZip(task, async (zip, text) => {
    if (!zip.names().includes('word/document.xml')) return 'not-this-kind';
    await parsePart(zip, 'word/document.xml', runTextHandlers(text), () => text.length > task.maxChars);
    return undefined;
  });
}

/** Slide parts in the order the presentation shows them (p:sldIdLst and its relationships). */
async function slidesInOrder(zip: BoundedZip): Promise<string[]> {
  const ids: string[] = [];
  await parsePart(zip, 'ppt/presentation.xml', {
    open(name, attributes) {
      // <p:sldId id="256" r:id="rId2"/>: the relationship id is the prefixed attribute.
      const relationship = Object.entries(attributes).find(([key]) => key.includes(':') && localName(key) === 'id');
      if (name === 'sldId' && relationship) ids.push(relationship[1]);
    },
  });
  const targets = new Map<string, string>();
  const rels = 'ppt/_rels/presentation.xml.rels';
  if (zip.names().includes(rels)) {
    await parsePart(zip, rels, {
      open(name, attributes) {
        if (name === 'Relationship' && attributes.Id && attributes.Target) targets.set(attributes.Id, attributes.Target);
      },
    });
  }
  const names = new Set(zip.names());
  const ordered = ids
    .map((id) => targets.get(id))
    .map((target) => (target === undefined ? undefined : target.startsWith('/') ? target.slice(1) : posix.normalize(`ppt/${target}`)))
    .filter((name): name is string => name !== undefined && names.has(name));
  if (ordered.length > 0) return ordered;
  // No slide list: the slides by number, as PowerPoint names them.
  const number = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)![1]);
  return [...names].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).sort((a, b) => number(a) - number(b));
}

export function extractPptxText(task: ExtractionTask): Promise<ExtractionResult> {
  return withZip(task, async (zip, text) => {
    if (!zip.names().includes('ppt/presentation.xml')) return 'not-this-kind';
    const slides = await slidesInOrder(zip);
    if (slides.length > task.maxPages) return 'too-many-pages';
    for (const slide of slides) {
      text.add('\n\n');
      await parsePart(zip, slide, runTextHandlers(text), () => text.length > task.maxChars);
      if (text.length > task.maxChars) break;
    }
    return undefined;
  });
}
