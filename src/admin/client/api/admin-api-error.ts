/** An answer the server refused, carrying its own words (`error`) and the rest of its body. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' && body.error ? body.error : describeStatus(status));
    this.name = 'AdminApiError';
  }
}

function describeStatus(status: number): string {
  if (status === 0) return 'The server could not be reached. Check your connection and try again.';
  if (status === 403) return 'The server refused this (403): your role does not allow it.';
  return `The server answered ${status} without saying why.`;
}

/** What to show for anything a request threw: the server's words, or what went wrong on the way. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
