import fontkit from '@pdf-lib/fontkit';
import cyrillicFont from '@fontsource/roboto/files/roboto-cyrillic-400-normal.woff?inline';
import latinFont from '@fontsource/roboto/files/roboto-latin-400-normal.woff?inline';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/** The bytes of a font the bundler inlined as a data address. */
const bytesOf = (dataUrl: string): Uint8Array => {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** A run of text in one font: Roboto comes as a Latin and a Cyrillic file. */
type Run = { text: string; font: PDFFont };

/** Splits text into runs, each in the font that has its letters (Latin the fallback). */
function runsOf(text: string, latin: PDFFont, cyrillic: PDFFont, cyrillicSet: Set<number>): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const font = cyrillicSet.has(char.codePointAt(0) ?? 0) ? cyrillic : latin;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** Characters neither font has become '?', so a line never fails to draw. */
const drawable = (text: string, known: Set<number>): string =>
  Array.from(text, (char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');

/**
 * A one-page certificate (A4 landscape) with a title and lines of text, in Roboto embedded as
 * subsets, so Ukrainian and English names alike keep their letters (and can be copied as text).
 */
export async function writeCertificatePdf(
  title: string,
  lines: readonly string[],
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setProducer('Language school cabinet');
  const latin = await pdf.embedFont(bytesOf(latinFont), { subset: true });
  const cyrillic = await pdf.embedFont(bytesOf(cyrillicFont), { subset: true });
  const cyrillicSet = new Set(cyrillic.getCharacterSet());
  const known = new Set([...latin.getCharacterSet(), ...cyrillicSet]);
  const page = pdf.addPage([842, 595]);
  const draw = (target: PDFPage, text: string, y: number, size: number) => {
    let x = 70;
    for (const run of runsOf(drawable(text, known), latin, cyrillic, cyrillicSet)) {
      target.drawText(run.text, { x, y, size, font: run.font, color: rgb(0.1, 0.1, 0.1) });
      x += run.font.widthOfTextAtSize(run.text, size);
    }
  };
  draw(page, title, 470, 30);
  lines.forEach((line, index) => draw(page, line, 410 - index * 30, 16));
  return new Uint8Array(await pdf.save());
}
