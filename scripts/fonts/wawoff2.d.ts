/** The part of wawoff2's API that scripts/fonts uses (the package ships no types). */
declare module 'wawoff2' {
  /** A WOFF2 file decoded to the TrueType/OpenType file it packs (Google's woff2, compiled to WebAssembly). */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
