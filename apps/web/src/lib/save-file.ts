/**
 * Starts the download of a file in this tab: a hidden link with `download`, clicked once. No window is opened, so
 * none is left blank once the file is saved, and no user gesture is needed, so it may start after
 * an answer arrives. Without a `fileName` the browser keeps the name the server gives the attachment.
 */
export function startDownload(href: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file fetched or made here under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  startDownload(url, fileName);
  // the browser has taken the file once the click's task has run
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
