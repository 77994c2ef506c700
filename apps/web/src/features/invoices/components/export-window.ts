/** A window held open for an export while the send runs. */
export interface ExportWindow {
  /** Shows the export's workbook in the window. */
  show: (url: string) => void;
  /** Closes the window: nothing was exported. */
  discard: () => void;
}

/**
 * Opens an empty window at once, while the click that sent the lines still counts as the user's gesture
 * (browsers block a window opened later, after the send's answer), and points it at the export when the
 * answer comes. Should the browser refuse even that, the export is opened when it is known.
 */
export function reserveExportWindow(): ExportWindow {
  const reserved = window.open('', '_blank');
  return {
    show: (url) => {
      if (reserved && !reserved.closed) {
        // the export needs no access back to this page
        reserved.opener = null;
        reserved.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    },
    discard: () => reserved?.close(),
  };
}
