/**
 * Small .docx and .pptx files for upload tests, zipped by fflate (an independent zip writer, so
 * the reader is tested against output it did not make): the parts a real Office file has for
 * its text, with the [Content_Types].xml that data-room uploads check.
 */
import { zipSync, strToU8 } from 'fflate';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);

function contentTypes(main: string, extra = ''): Uint8Array {
  return xml(
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>${main}${extra}</Types>`,
  );
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A Word document: one paragraph per entry, each entry's runs written as separate <w:r> elements. */
export function buildDocx(paragraphs: readonly (string | readonly string[])[]): Buffer {
  const body = paragraphs
    .map((p) => `<w:p>${(typeof p === 'string' ? [p] : p).map((run) => `<w:r><w:t xml:space="preserve">${escape(run)}</w:t></w:r>`).join('')}</w:p>`)
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': contentTypes(
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
      ),
      'word/document.xml': xml(`<w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`),
    }),
  );
}

const P = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

/**
 * A presentation: slide N's lines go in ppt/slides/slide{N}.xml, and `order` lists the slide
 * numbers in the order the presentation shows them (as after slides are moved in PowerPoint).
 */
export function buildPptx(slides: readonly (readonly string[])[], order: readonly number[] = slides.map((_, i) => i + 1)): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': contentTypes(
      '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>',
      slides.map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`).join(''),
    ),
    'ppt/presentation.xml': xml(`<p:presentation ${P}><p:sldIdLst>${order.map((n, i) => `<p:sldId id="${256 + i}" r:id="rId${n}"/>`).join('')}</p:sldIdLst></p:presentation>`),
    'ppt/_rels/presentation.xml.rels': xml(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${i + 1}.xml"/>`)
        .join('')}</Relationships>`,
    ),
  };
  slides.forEach((lines, i) => {
    const paragraphs = lines.map((line) => `<a:p><a:r><a:rPr lang="en-GB"/><a:t>${escape(line)}</a:t></a:r></a:p>`).join('');
    files[`ppt/slides/slide${i + 1}.xml`] = xml(`<p:sld ${P}><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`);
  });
  return Buffer.from(zipSync(files));
}

/** A zip holding `entries` as given, for archives that are not well-formed Office files. */
export const buildZip = (entries: Record<string, string | Uint8Array>): Buffer =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, content]) => [name, typeof content === 'string' ? strToU8(content) : content]))));
