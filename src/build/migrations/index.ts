import { bannerMobileGroup } from './001-banner-mobile-group.ts';
import { routeFromFilePath } from './002-route-from-file-path.ts';
import { imageSizeFromFile } from './003-image-size-from-file.ts';
import { richTextFields } from './004-rich-text-fields.ts';
import type { Migration } from './migration.ts';

/**
 * Every breaking change of the page schemas, oldest first: migrations[i] upgrades version i + 1.
 * One file per step (`NNN-what-changed.ts`). The current schema version is derived from this list,
 * so shipping a migration is what bumps the version.
 */
export const migrations: readonly Migration[] = [
  bannerMobileGroup,
  routeFromFilePath,
  imageSizeFromFile,
  richTextFields,
];

/** The schema version new pages are written for and every page must be at. */
export const CURRENT_SCHEMA_VERSION = migrations.length + 1;
