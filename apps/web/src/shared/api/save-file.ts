/** Hands a file the app made or fetched to the browser's download, under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started from the URL by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
