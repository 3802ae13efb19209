// json-source-map ships no types; this covers the one function the validator uses.
declare module 'json-source-map' {
  /** 0-based position in the source text. */
  export interface SourcePosition {
    line: number;
    column: number;
    pos: number;
  }
  export interface PointerPositions {
    value: SourcePosition;
    valueEnd: SourcePosition;
    key?: SourcePosition;
    keyEnd?: SourcePosition;
  }
  export function parse(
    source: string,
    reviver?: null,
    options?: { bigint?: boolean },
  ): { data: unknown; pointers: Record<string, PointerPositions> };
}
