import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
  decodePDFRawStream,
} from 'pdf-lib';

const latin1 = (bytes: Uint8Array): string => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** A font's glyph codes to text, read from its ToUnicode map. */
function toUnicodeOf(map: string): Map<string, string> {
  const codes = new Map<string, string>();
  const text = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of map.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      codes.set(code!.toUpperCase(), text(unicode!));
  for (const block of map.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, start] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    ))
      for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code++)
        codes.set(
          code.toString(16).toUpperCase().padStart(from!.length, '0'),
          String.fromCodePoint(parseInt(start!, 16) + code - parseInt(from!, 16)),
        );
  return codes;
}

/**
 * The text a PDF's first page shows, line by line, read back as a viewer's copy does: each
 * shown string's glyph codes through its font's ToUnicode map (a string in a font without one,
 * such as the standard Helvetica, is read as Latin-1).
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? pdf.context.lookup(object) : object;
  const fonts = new Map<string, Map<string, string> | undefined>();
  const fontDict = lookup(page.node.Resources()?.get(PDFName.of('Font')));
  if (fontDict instanceof PDFDict)
    for (const [name, ref] of fontDict.entries()) {
      const font = lookup(ref);
      const map = font instanceof PDFDict ? lookup(font.get(PDFName.of('ToUnicode'))) : undefined;
      fonts.set(
        name.asString(),
        map instanceof PDFRawStream ? toUnicodeOf(latin1(decodePDFRawStream(map).decode())) : undefined,
      );
    }
  const contents = lookup(page.node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
  const content = streams
    .map((stream) => (stream instanceof PDFRawStream ? latin1(decodePDFRawStream(stream).decode()) : ''))
    .join('\n');
  // Runs drawn at the same height make one line (a line may mix the Latin and the Cyrillic font).
  const lines = new Map<string, string>();
  let font: Map<string, string> | undefined;
  let y = '';
  for (const [, name, tm, td, hex, literal] of content.matchAll(
    /(\/[^\s/]+)\s+[\d.]+\s+Tf|[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)\s+Tm|[-\d.]+\s+([-\d.]+)\s+Td|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
  )) {
    if (name) font = fonts.get(name);
    else if (tm ?? td) y = (tm ?? td)!;
    else {
      const shown =
        hex !== undefined
          ? (hex.match(/.{4}/g) ?? []).map((code) => font?.get(code.toUpperCase()) ?? '\uFFFD').join('')
          : (literal ?? '').replace(/\\(.)/g, '$1');
      lines.set(y, (lines.get(y) ?? '') + shown);
    }
  }
  return [...lines.values()];
}

/** The lines of a downloaded certificate file. */
export const pdfText = async (file: Blob): Promise<string[]> =>
  pdfLines(new Uint8Array(await file.arrayBuffer()));
