/* eslint-disable */
/**
 * This file was automatically generated from schemas/api/ by src/build/codegen/generate-validators.ts.
 * Do not edit it by hand: change the schema and run `npm run gen:validators`.
 */

import type { ErrorObject } from 'ajv';
import type { BrochureLead } from '../schema-types';

/** Returns true when `data` is a valid BrochureLead; otherwise sets `validate.errors`. */
declare const validate: {
  (data: unknown): data is BrochureLead;
  errors?: ErrorObject[] | null;
};
export default validate;
export { validate };
