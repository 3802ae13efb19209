// jsdom ships no types and @types/jsdom is not installed: what the tests use of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
