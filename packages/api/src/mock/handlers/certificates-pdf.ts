/** PDF strings are Latin-1 text: other characters become '?', and \ ( ) are escaped. */
const pdfText = (value: string): string =>
  value.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A one-page PDF (A4 landscape, Helvetica) with a title and lines of text: a small but valid
 * file (catalogue, pages, page, content stream, font, cross-reference table), as the school's
 * certificate generator would hand out.
 */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array {
  const body = [
    `BT /F1 30 Tf 70 470 Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 16 Tf 70 ${410 - index * 30} Td (${pdfText(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
