/* eslint-disable */
/**
 * This file was automatically generated from schemas/api/ by src/build/codegen/generate-validators.ts.
 * Do not edit it by hand: change the schema and run `npm run gen:validators`.
 */

export const validate = validate14;
export default validate14;
const schema16 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://page-engine.dev/schemas/api/brochure-lead.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'mobile', 'query'],
  properties: {
    name: { type: 'string', maxLength: 100, errorMessage: 'Use at most 100 characters' },
    email: {
      type: 'string',
      maxLength: 254,
      pattern: '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$',
      errorMessage: {
        maxLength: 'Use at most 254 characters',
        _: 'Enter a valid e-mail address like name@company.com',
      },
    },
    mobile: { type: 'string', pattern: '^[0-9]{10}$', errorMessage: 'Enter a 10-digit mobile number' },
    query: { const: 'pdf', errorMessage: 'Must be "pdf": the brochure form sends it' },
    brochure: {
      type: 'string',
      maxLength: 200,
      pattern: '^/brochures/[a-z0-9-]+\\.pdf$',
      errorMessage: 'Must be a brochure path such as /brochures/vertical-lift-pallet.pdf',
    },
    website: { type: 'string', maxLength: 200, errorMessage: 'Use at most 200 characters' },
  },
  errorMessage: {
    required: {
      email: 'Enter your e-mail address',
      mobile: 'Enter a 10-digit mobile number',
      query: 'Must be "pdf": the brochure form sends it',
    },
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
const obj0 = { required: 'missingProperty', dependencies: 'property', dependentRequired: 'property' };
function validate14(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
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
      if (errors > 0) {
        const emErrs0 = [];
        for (const err6 of vErrors) {
          if (
            err6.keyword !== 'errorMessage' &&
            !err6.emUsed &&
            (err6.instancePath === instancePath + '/name' ||
              (err6.instancePath.indexOf(instancePath + '/name') === 0 &&
                err6.instancePath[instancePath + '/name'.length] === '/')) &&
            err6.schemaPath.indexOf('#/properties/name') === 0 &&
            err6.schemaPath['#/properties/name'.length] === '/'
          ) {
            emErrs0.push(err6);
            err6.emUsed = true;
          }
        }
        if (emErrs0.length) {
          const err7 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs0 },
            message: 'Use at most 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const emErrs1 = [];
        for (const err8 of vErrors) {
          if (!err8.emUsed) {
            emErrs1.push(err8);
          }
        }
        vErrors = emErrs1;
        errors = emErrs1.length;
      }
    }
    if (data.email !== undefined) {
      let data1 = data.email;
      if (typeof data1 === 'string') {
        if (func2(data1) > 254) {
          const err9 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!pattern0.test(data1)) {
          const err10 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$' },
            message: 'must match pattern "' + '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrors0 = { maxLength: [], _: [] };
        const templates0 = {};
        for (const err12 of vErrors) {
          if (
            err12.keyword !== 'errorMessage' &&
            !err12.emUsed &&
            err12.instancePath === instancePath + '/email' &&
            err12.keyword in emErrors0 &&
            err12.schemaPath.indexOf('#/properties/email') === 0 &&
            /^\/[^\/]*$/.test(err12.schemaPath.slice(18))
          ) {
            emErrors0[err12.keyword].push(err12);
            err12.emUsed = true;
          }
        }
        for (const key1 in emErrors0) {
          if (emErrors0[key1].length) {
            const err13 = {
              instancePath: instancePath + '/email',
              schemaPath: '#/properties/email/errorMessage',
              keyword: 'errorMessage',
              params: { errors: emErrors0[key1] },
              message: key1 in templates0 ? templates0[key1]() : schema16.properties.email.errorMessage[key1],
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        const emErrs2 = [];
        for (const err14 of vErrors) {
          if (
            err14.keyword !== 'errorMessage' &&
            !err14.emUsed &&
            (err14.instancePath === instancePath + '/email' ||
              (err14.instancePath.indexOf(instancePath + '/email') === 0 &&
                err14.instancePath[instancePath + '/email'.length] === '/')) &&
            err14.schemaPath.indexOf('#/properties/email') === 0 &&
            err14.schemaPath['#/properties/email'.length] === '/'
          ) {
            emErrs2.push(err14);
            err14.emUsed = true;
          }
        }
        if (emErrs2.length) {
          const err15 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs2 },
            message: 'Enter a valid e-mail address like name@company.com',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        const emErrs3 = [];
        for (const err16 of vErrors) {
          if (!err16.emUsed) {
            emErrs3.push(err16);
          }
        }
        vErrors = emErrs3;
        errors = emErrs3.length;
      }
    }
    if (data.mobile !== undefined) {
      let data2 = data.mobile;
      if (typeof data2 === 'string') {
        if (!pattern1.test(data2)) {
          const err17 = {
            instancePath: instancePath + '/mobile',
            schemaPath: '#/properties/mobile/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{10}$' },
            message: 'must match pattern "' + '^[0-9]{10}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/mobile',
          schemaPath: '#/properties/mobile/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs4 = [];
        for (const err19 of vErrors) {
          if (
            err19.keyword !== 'errorMessage' &&
            !err19.emUsed &&
            (err19.instancePath === instancePath + '/mobile' ||
              (err19.instancePath.indexOf(instancePath + '/mobile') === 0 &&
                err19.instancePath[instancePath + '/mobile'.length] === '/')) &&
            err19.schemaPath.indexOf('#/properties/mobile') === 0 &&
            err19.schemaPath['#/properties/mobile'.length] === '/'
          ) {
            emErrs4.push(err19);
            err19.emUsed = true;
          }
        }
        if (emErrs4.length) {
          const err20 = {
            instancePath: instancePath + '/mobile',
            schemaPath: '#/properties/mobile/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs4 },
            message: 'Enter a 10-digit mobile number',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        const emErrs5 = [];
        for (const err21 of vErrors) {
          if (!err21.emUsed) {
            emErrs5.push(err21);
          }
        }
        vErrors = emErrs5;
        errors = emErrs5.length;
      }
    }
    if (data.query !== undefined) {
      if ('pdf' !== data.query) {
        const err22 = {
          instancePath: instancePath + '/query',
          schemaPath: '#/properties/query/const',
          keyword: 'const',
          params: { allowedValue: 'pdf' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs6 = [];
        for (const err23 of vErrors) {
          if (
            err23.keyword !== 'errorMessage' &&
            !err23.emUsed &&
            (err23.instancePath === instancePath + '/query' ||
              (err23.instancePath.indexOf(instancePath + '/query') === 0 &&
                err23.instancePath[instancePath + '/query'.length] === '/')) &&
            err23.schemaPath.indexOf('#/properties/query') === 0 &&
            err23.schemaPath['#/properties/query'.length] === '/'
          ) {
            emErrs6.push(err23);
            err23.emUsed = true;
          }
        }
        if (emErrs6.length) {
          const err24 = {
            instancePath: instancePath + '/query',
            schemaPath: '#/properties/query/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs6 },
            message: 'Must be "pdf": the brochure form sends it',
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        const emErrs7 = [];
        for (const err25 of vErrors) {
          if (!err25.emUsed) {
            emErrs7.push(err25);
          }
        }
        vErrors = emErrs7;
        errors = emErrs7.length;
      }
    }
    if (data.brochure !== undefined) {
      let data4 = data.brochure;
      if (typeof data4 === 'string') {
        if (func2(data4) > 200) {
          const err26 = {
            instancePath: instancePath + '/brochure',
            schemaPath: '#/properties/brochure/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (!pattern2.test(data4)) {
          const err27 = {
            instancePath: instancePath + '/brochure',
            schemaPath: '#/properties/brochure/pattern',
            keyword: 'pattern',
            params: { pattern: '^/brochures/[a-z0-9-]+\\.pdf$' },
            message: 'must match pattern "' + '^/brochures/[a-z0-9-]+\\.pdf$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      } else {
        const err28 = {
          instancePath: instancePath + '/brochure',
          schemaPath: '#/properties/brochure/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs8 = [];
        for (const err29 of vErrors) {
          if (
            err29.keyword !== 'errorMessage' &&
            !err29.emUsed &&
            (err29.instancePath === instancePath + '/brochure' ||
              (err29.instancePath.indexOf(instancePath + '/brochure') === 0 &&
                err29.instancePath[instancePath + '/brochure'.length] === '/')) &&
            err29.schemaPath.indexOf('#/properties/brochure') === 0 &&
            err29.schemaPath['#/properties/brochure'.length] === '/'
          ) {
            emErrs8.push(err29);
            err29.emUsed = true;
          }
        }
        if (emErrs8.length) {
          const err30 = {
            instancePath: instancePath + '/brochure',
            schemaPath: '#/properties/brochure/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs8 },
            message: 'Must be a brochure path such as /brochures/vertical-lift-pallet.pdf',
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        const emErrs9 = [];
        for (const err31 of vErrors) {
          if (!err31.emUsed) {
            emErrs9.push(err31);
          }
        }
        vErrors = emErrs9;
        errors = emErrs9.length;
      }
    }
    if (data.website !== undefined) {
      let data5 = data.website;
      if (typeof data5 === 'string') {
        if (func2(data5) > 200) {
          const err32 = {
            instancePath: instancePath + '/website',
            schemaPath: '#/properties/website/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      } else {
        const err33 = {
          instancePath: instancePath + '/website',
          schemaPath: '#/properties/website/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs10 = [];
        for (const err34 of vErrors) {
          if (
            err34.keyword !== 'errorMessage' &&
            !err34.emUsed &&
            (err34.instancePath === instancePath + '/website' ||
              (err34.instancePath.indexOf(instancePath + '/website') === 0 &&
                err34.instancePath[instancePath + '/website'.length] === '/')) &&
            err34.schemaPath.indexOf('#/properties/website') === 0 &&
            err34.schemaPath['#/properties/website'.length] === '/'
          ) {
            emErrs10.push(err34);
            err34.emUsed = true;
          }
        }
        if (emErrs10.length) {
          const err35 = {
            instancePath: instancePath + '/website',
            schemaPath: '#/properties/website/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs10 },
            message: 'Use at most 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        const emErrs11 = [];
        for (const err36 of vErrors) {
          if (!err36.emUsed) {
            emErrs11.push(err36);
          }
        }
        vErrors = emErrs11;
        errors = emErrs11.length;
      }
    }
  } else {
    const err37 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err37];
    } else {
      vErrors.push(err37);
    }
    errors++;
  }
  if (errors > 0) {
    const emErrors1 = { required: { email: [], mobile: [], query: [] } };
    const templates1 = { required: {} };
    let emPropParams0;
    let emParamsErrors0;
    for (const err38 of vErrors) {
      if (
        err38.keyword !== 'errorMessage' &&
        !err38.emUsed &&
        err38.instancePath === instancePath &&
        err38.keyword in emErrors1 &&
        err38.schemaPath.indexOf('#') === 0 &&
        /^\/[^\/]*$/.test(err38.schemaPath.slice(1))
      ) {
        emPropParams0 = obj0[err38.keyword];
        emParamsErrors0 = emErrors1[err38.keyword][err38.params[emPropParams0]];
        if (emParamsErrors0) {
          emParamsErrors0.push(err38);
          err38.emUsed = true;
        }
      }
    }
    for (const key2 in emErrors1) {
      for (const keyProp0 in emErrors1[key2]) {
        emParamsErrors0 = emErrors1[key2][keyProp0];
        if (emParamsErrors0.length) {
          const tmpl0 = templates1[key2] && templates1[key2][keyProp0];
          const err39 = {
            instancePath,
            schemaPath: '#/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emParamsErrors0 },
            message: tmpl0 ? tmpl0() : schema16.errorMessage[key2][keyProp0],
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    }
    const emErrs12 = [];
    for (const err40 of vErrors) {
      if (!err40.emUsed) {
        emErrs12.push(err40);
      }
    }
    vErrors = emErrs12;
    errors = emErrs12.length;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
