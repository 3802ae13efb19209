/**
 * Thrown by markdownToDoc when a value holds something the control cannot show (raw HTML, an image, code,
 * a heading where the field allows none, ...). The field then shows the text as it is, so nothing the
 * author wrote is lost by opening it; validation names the construct and where it is.
 */
export class OutsideEditorSubset extends Error {
  constructor(readonly construct: string) {
    super(`The rich text editor cannot show ${construct}.`);
    this.name = 'OutsideEditorSubset';
  }
}
