/** The browser-storage key that records that the visitor has given their details (spec section 9). */
export const DOWNLOAD_FLAG_KEY = 'is_download';

/**
 * Whether this browser has already given its details. Storage can be unavailable (privacy
 * modes, blocked cookies): then the visitor is simply asked again, never blocked.
 */
export function hasGivenDetails(): boolean {
  try {
    // Unset (null) and '' are both falsy: only a stored, non-'false' value counts.
    const value = localStorage.getItem(DOWNLOAD_FLAG_KEY);
    return !!value && value !== 'false';
  } catch {
    return false;
  }
}

export function rememberDetailsGiven(): void {
  try {
    localStorage.setItem(DOWNLOAD_FLAG_KEY, 'true');
  } catch {
    // Without storage the download still happens; the visitor is asked again next time.
  }
}
