import type { GitAuthor } from './content-repository.ts';

/** `Name <email>`, as git writes identities. */
export function formatIdentity(person: GitAuthor): string {
  return `${oneLine(person.name)} <${oneLine(person.email)}>`;
}

/** The inverse of formatIdentity; null when the text is not `Name <email>`. */
export function parseIdentity(text: string): GitAuthor | null {
  const match = /^(.*?)\s*<([^<>]*)>$/.exec(text.trim());
  return match ? { name: match[1]!, email: match[2]! } : null;
}

/** A subject, an optional body and git trailers (`Key: value` lines in the last paragraph). */
export function commitMessage(subject: string, body: string[], trailers: Record<string, string>): string {
  const trailerLines = Object.entries(trailers).map(([key, value]) => `${key}: ${oneLine(value)}`);
  return [oneLine(subject), ...(body.length > 0 ? ['', ...body] : []), '', ...trailerLines].join('\n') + '\n';
}

// A newline in a name would end the trailer early and let a name forge another trailer.
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}
