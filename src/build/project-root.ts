import { fileURLToPath } from 'node:url';

/** This repository's root folder: the project the build and the authoring commands work on by default. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
