/** The browser-storage key that records that the visitor has given their details (spec section 9). */
export const DOWNLOAD_FLAG_KEY = 'is_download';

/**
 * Whether this browser has already given its details. Storage can be unavailable (privacy
 * modes, blocked cookies): then the visitor is simply asked again, never blocked.
 */
export function hasGivenDetails(): boolean {
  try {
    const value = window.localStorage.getItem(DOWNLOAD_FLAG_KEY);
    return value !== null && value !== '' && value !== 'false';
  } catch {
    return false;
  }
}

export function rememberDetailsGiven(): void {
  try {
    window.localStorage.setItem(DOWNLOAD_FLAG_KEY, 'true');
  } catch {
    // Without storage the download still happens; the visitor is asked again next time.
  }
}
