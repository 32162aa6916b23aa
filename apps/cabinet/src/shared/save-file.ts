/** Hands a downloaded file to the browser, saved under `fileName`, then lets the memory go. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by now; a later revoke keeps slow ones safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
