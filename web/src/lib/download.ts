/** Hands a blob to the browser as a file download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download by the next task; the URL is no longer needed then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
