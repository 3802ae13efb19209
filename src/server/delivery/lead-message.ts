import type { StoredLead } from '../storage/lead-store.ts';

/** What a lead looks like to the sales team and to a CRM: every field, named. */
export interface LeadPayload {
  id: number;
  kind: 'query' | 'pdf';
  receivedAt: string;
  name: string | null;
  email: string;
  mobile: string | null;
  message: string | null;
  /** The brochure asked for (brochure leads), e.g. /brochures/vertical-lift-pallet.pdf. */
  brochure: string | null;
  /** The page the form was on: the Referer the browser sent, when it sent one. */
  page: string | null;
  userAgent: string | null;
}

export function leadPayload(lead: StoredLead): LeadPayload {
  return {
    id: lead.id,
    kind: lead.kind,
    receivedAt: lead.createdAt,
    name: lead.name,
    email: lead.email,
    mobile: lead.mobile,
    message: lead.message,
    brochure: lead.brochure,
    page: lead.page,
    userAgent: lead.userAgent,
  };
}

export function leadSubject(lead: StoredLead): string {
  const who = lead.name ?? lead.email;
  return lead.kind === 'pdf' ? `Brochure download: ${lead.brochure ?? 'brochure'} (${who})` : `New enquiry from ${who}`;
}

function rows(lead: StoredLead): [string, string][] {
  const fields: [string, string | null][] = [
    ['Kind', lead.kind === 'pdf' ? 'Brochure download' : 'Contact enquiry'],
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Mobile', lead.mobile],
    ['Brochure', lead.brochure],
    ['Message', lead.message],
    ['Page', lead.page],
    ['Received', lead.createdAt],
    ['Lead id', String(lead.id)],
    ['Browser', lead.userAgent],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== null);
}

export function leadText(lead: StoredLead): string {
  return `${rows(lead)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')}\n`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Visitors write these values: every one is escaped, so a message cannot inject markup into the e-mail. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

export function leadHtml(lead: StoredLead): string {
  const body = rows(lead)
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html><body><h1>${escapeHtml(leadSubject(lead))}</h1>\n<table>\n${body}\n</table></body></html>\n`;
}
