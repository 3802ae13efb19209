/** A request the editor refuses, with the HTTP status and the JSON body it answers with. */
export class EditorRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = { error: message },
  ) {
    super(message);
  }
}
