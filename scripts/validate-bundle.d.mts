/** See validate-bundle.mjs: the folder of the up-to-date bundle of `npm run validate` for the project at `root`. */
export function freshValidateBundle(options: { root: string; cacheDir: string }): Promise<string>;
/** Where the validate bundle of the project at `root` is kept (one folder per project folder). */
export function validateBundleCacheDir(root: string): string;
