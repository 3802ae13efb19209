import { useCallback, useState } from 'react';
import { downloadFile } from './download-file';
import { hasGivenDetails, rememberDetailsGiven } from './download-flag';

export interface DownloadGate {
  /** The brochure waiting for the visitor's details, or null when no details form is open. */
  pendingBrochure: string | null;
  /** True once the details form has been needed in this visit: load and mount it from then on. */
  detailsRequested: boolean;
  /** A Download button was clicked: download at once if details were given, else ask for them. */
  requestDownload: (brochure: string) => void;
  /** The details were accepted by the server: remember that, download, close the form. */
  completeDownload: () => void;
  /** The details form was closed without submitting: nothing is saved or downloaded. */
  dismiss: () => void;
}

/**
 * Brochure downloads gated by a details form, once per browser (localStorage `is_download`).
 * Storage is read only in event handlers, so rendering is identical on server and client.
 * Every file is saved as `fileName` (site.downloadFileName, 'yourfile.pdf' by default).
 */
export function useDownloadGate(fileName: string): DownloadGate {
  const [pendingBrochure, setPendingBrochure] = useState<string | null>(null);
  const [detailsRequested, setDetailsRequested] = useState(false);

  const requestDownload = useCallback(
    (brochure: string) => {
      if (hasGivenDetails()) {
        downloadFile(brochure, fileName);
      } else {
        setDetailsRequested(true);
        setPendingBrochure(brochure);
      }
    },
    [fileName],
  );

  const completeDownload = useCallback(() => {
    rememberDetailsGiven();
    if (pendingBrochure) downloadFile(pendingBrochure, fileName);
    setPendingBrochure(null);
  }, [pendingBrochure, fileName]);

  const dismiss = useCallback(() => setPendingBrochure(null), []);

  return { pendingBrochure, detailsRequested, requestDownload, completeDownload, dismiss };
}
