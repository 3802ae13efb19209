/* eslint-disable */
/**
 * This file was automatically generated from schemas/api/ by src/build/codegen/generate-validators.ts.
 * Do not edit it by hand: change the schema and run `npm run gen:validators`.
 */

import type { ErrorObject } from 'ajv';
import type { ContactQuery } from '../schema-types';

/** Returns true when `data` is a valid ContactQuery; otherwise sets `validate.errors`. */
declare const validate: {
  (data: unknown): data is ContactQuery;
  errors?: ErrorObject[] | null;
};
export default validate;
export { validate };
