/**
 * Starts the download of a file the server sends as an attachment, in this tab: a link with `download`,
 * clicked once. No window is opened, so none is left blank once the file is saved (issue 25 item 7), and a
 * download needs no user gesture, so it may start after an answer arrives.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
