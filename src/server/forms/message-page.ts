import { escapeHtml } from './escape-html.ts';

/** A short answer with a way back: the thank-you after a contact query, or why a post was refused. */
export function messagePage(heading: string, message: string, back: string): string {
  return `<section class="server-form" role="status">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">Back to the page you came from</a></p>
</section>`;
}
