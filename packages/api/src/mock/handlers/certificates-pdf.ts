/**
 * A certificate as the school's generator hands it out: a one-page PDF with a title and lines of
 * text. The writer (a PDF library and the embedded fonts) loads on the first download, so the
 * mock school starts without it.
 */
export async function simplePdf(title: string, lines: readonly string[]): Promise<Uint8Array<ArrayBuffer>> {
  const { writeCertificatePdf } = await import('./certificates-pdf-writer');
  return writeCertificatePdf(title, lines);
}
