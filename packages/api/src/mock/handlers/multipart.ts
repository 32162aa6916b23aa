/** An uploaded file as the handler needs it: the form field, the file's name, type and size. */
export type UploadPart = { field: string; name: string; type: string; size: number };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The index of `pattern` in `bytes` from `from`, or -1 (native first-byte scan, then a check). */
function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  const first = pattern[0] ?? 0;
  for (
    let i = bytes.indexOf(first, from);
    i !== -1 && i <= bytes.length - pattern.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    let j = 1;
    while (j < pattern.length && bytes[i + j] === pattern[j]) j++;
    if (j === pattern.length) return i;
  }
  return -1;
}

const headerValue = (headers: string, name: string): string =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

const param = (header: string, name: string): string | undefined => {
  const extended = new RegExp(`${name}\\*=(?:UTF-8'')?([^;]+)`, 'i').exec(header)?.[1];
  if (extended) return decodeURIComponent(extended.trim());
  return new RegExp(`${name}="([^"]*)"`, 'i').exec(header)?.[1];
};

/** The file parts of a multipart/form-data body (text fields are left out). */
export function parseMultipart(body: ArrayBuffer, boundary: string): UploadPart[] {
  const bytes = new Uint8Array(body);
  const delimiter = encoder.encode(`--${boundary}`);
  const parts: UploadPart[] = [];
  let start = indexOfBytes(bytes, delimiter, 0);
  while (start !== -1) {
    const headersStart = start + delimiter.length + 2;
    const next = indexOfBytes(bytes, delimiter, headersStart);
    if (next === -1) break;
    const headersEnd = indexOfBytes(bytes, encoder.encode('\r\n\r\n'), headersStart);
    if (headersEnd !== -1 && headersEnd < next) {
      const headers = decoder.decode(bytes.subarray(headersStart, headersEnd));
      const disposition = headerValue(headers, 'content-disposition');
      const name = param(disposition, 'filename');
      if (name !== undefined) {
        const size = Math.max(0, next - 2 - (headersEnd + 4));
        parts.push({
          field: param(disposition, 'name') ?? '',
          name,
          type: headerValue(headers, 'content-type'),
          size,
        });
      }
    }
    start = next;
  }
  return parts;
}

/**
 * The files of a multipart request. The browser's (and the service worker's) `formData()` reads
 * them; in tests under jsdom that parser refuses jsdom's File class, so the body is read by hand.
 */
export async function readUploads(request: Request): Promise<UploadPart[]> {
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  if (form) {
    return [...form.entries()].flatMap(([field, value]) =>
      typeof value === 'string' ? [] : [{ field, name: value.name, type: value.type, size: value.size }],
    );
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(request.headers.get('content-type') ?? '');
  const token = boundary?.[1] ?? boundary?.[2];
  return token ? parseMultipart(await request.arrayBuffer(), token.trim()) : [];
}
