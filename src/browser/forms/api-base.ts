import type { ReceivedSite } from '../../generated/received-types';

/**
 * Where the lead API lives. `VITE_API_BASE`, set when building, wins over site.json so one
 * checkout can be built against a staging or separate API host without editing content.
 * An empty variable counts as unset (a blank line in .env must not send leads to '').
 */
export function apiBase(site: Pick<ReceivedSite, 'apiBase'>): string {
  const override = import.meta.env.VITE_API_BASE as string | undefined;
  return override || site.apiBase;
}

/** The endpoint both lead forms post to. */
export function leadEndpoint(site: Pick<ReceivedSite, 'apiBase'>): string {
  return `${apiBase(site)}query/add`;
}

/**
 * Where the contact form posts when no script runs: the server answers form-encoded posts there
 * with a page (thank you, or the form again with its messages).
 */
export function contactFormAction(site: Pick<ReceivedSite, 'apiBase'>): string {
  return `${apiBase(site)}forms/contact`;
}
