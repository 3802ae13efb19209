/** See validate-bundle.mjs: the folder of the up-to-date bundle of `npm run validate` for the project at `root`. */
export function freshValidateBundle(options: { root: string; cacheDir: string }): Promise<string>;
