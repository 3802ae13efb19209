/* eslint-disable */
/**
 * This file was automatically generated from schemas/api/ by src/build/codegen/generate-validators.ts.
 * Do not edit it by hand: change the schema and run `npm run gen:validators`.
 */

export const validate = validate10;
export default validate10;
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://page-engine.dev/schemas/api/brochure-lead.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'mobile', 'query'],
  properties: {
    name: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 254, pattern: '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$' },
    mobile: { type: 'string', pattern: '^[0-9]{10}$' },
    query: { const: 'pdf' },
    brochure: { type: 'string', maxLength: 200, pattern: '^/brochures/[a-z0-9-]+\\.pdf$' },
    website: { type: 'string', maxLength: 200 },
  },
};
const func2 = function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      // high surrogate, and there is a next character
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++; // low surrogate
    }
  }
  return length;
};
const pattern0 = new RegExp('^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$', 'u');
const pattern1 = new RegExp('^[0-9]{10}$', 'u');
const pattern2 = new RegExp('^/brochures/[a-z0-9-]+\\.pdf$', 'u');
function validate10(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://page-engine.dev/schemas/api/brochure-lead.schema.json" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.email === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.mobile === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'mobile' },
        message: "must have required property '" + 'mobile' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.query === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'query' },
        message: "must have required property '" + 'query' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'name' ||
        key0 === 'email' ||
        key0 === 'mobile' ||
        key0 === 'query' ||
        key0 === 'brochure' ||
        key0 === 'website'
      )) {
        const err3 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (func2(data0) > 100) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.email !== undefined) {
      let data1 = data.email;
      if (typeof data1 === 'string') {
        if (func2(data1) > 254) {
          const err6 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern0.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$' },
            message: 'must match pattern "' + '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.mobile !== undefined) {
      let data2 = data.mobile;
      if (typeof data2 === 'string') {
        if (!pattern1.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/mobile',
            schemaPath: '#/properties/mobile/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{10}$' },
            message: 'must match pattern "' + '^[0-9]{10}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/mobile',
          schemaPath: '#/properties/mobile/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.query !== undefined) {
      if ('pdf' !== data.query) {
        const err11 = {
          instancePath: instancePath + '/query',
          schemaPath: '#/properties/query/const',
          keyword: 'const',
          params: { allowedValue: 'pdf' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.brochure !== undefined) {
      let data4 = data.brochure;
      if (typeof data4 === 'string') {
        if (func2(data4) > 200) {
          const err12 = {
            instancePath: instancePath + '/brochure',
            schemaPath: '#/properties/brochure/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!pattern2.test(data4)) {
          const err13 = {
            instancePath: instancePath + '/brochure',
            schemaPath: '#/properties/brochure/pattern',
            keyword: 'pattern',
            params: { pattern: '^/brochures/[a-z0-9-]+\\.pdf$' },
            message: 'must match pattern "' + '^/brochures/[a-z0-9-]+\\.pdf$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/brochure',
          schemaPath: '#/properties/brochure/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.website !== undefined) {
      let data5 = data.website;
      if (typeof data5 === 'string') {
        if (func2(data5) > 200) {
          const err15 = {
            instancePath: instancePath + '/website',
            schemaPath: '#/properties/website/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = {
          instancePath: instancePath + '/website',
          schemaPath: '#/properties/website/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
