/* eslint-disable */
/**
 * This file was automatically generated from schemas/api/ by src/build/codegen/generate-validators.ts.
 * Do not edit it by hand: change the schema and run `npm run gen:validators`.
 */

export const validate = validate14;
export default validate14;
const schema16 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://page-engine.dev/schemas/api/contact-query.schema.json',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'message', 'type'],
  properties: {
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      errorMessage: { maxLength: 'Use at most 100 characters', _: 'Enter your name' },
    },
    email: {
      type: 'string',
      format: 'email',
      maxLength: 254,
      errorMessage: {
        maxLength: 'Use at most 254 characters',
        _: 'Enter a valid e-mail address like name@company.com',
      },
    },
    message: {
      type: 'string',
      minLength: 1,
      maxLength: 5000,
      pattern: '\\S',
      errorMessage: { maxLength: 'Use at most 5000 characters', _: 'Enter your message' },
    },
    type: { const: 'query', errorMessage: 'Must be "query": the contact form sends it' },
    website: { type: 'string', maxLength: 200, errorMessage: 'Use at most 200 characters' },
  },
  errorMessage: {
    required: {
      name: 'Enter your name',
      email: 'Enter your e-mail address',
      message: 'Enter your message',
      type: 'Must be "query": the contact form sends it',
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
const pattern0 = new RegExp('\\S', 'u');
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const obj0 = { required: 'missingProperty', dependencies: 'property', dependentRequired: 'property' };
function validate14(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://page-engine.dev/schemas/api/contact-query.schema.json" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.email === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'message' },
        message: "must have required property '" + 'message' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'email' || key0 === 'message' || key0 === 'type' || key0 === 'website')) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (func2(data0) > 100) {
          const err5 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err6 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern0.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
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
      if (errors > 0) {
        const emErrors0 = { maxLength: [], _: [] };
        const templates0 = {};
        for (const err9 of vErrors) {
          if (
            err9.keyword !== 'errorMessage' &&
            !err9.emUsed &&
            err9.instancePath === instancePath + '/name' &&
            err9.keyword in emErrors0 &&
            err9.schemaPath.indexOf('#/properties/name') === 0 &&
            /^\/[^\/]*$/.test(err9.schemaPath.slice(17))
          ) {
            emErrors0[err9.keyword].push(err9);
            err9.emUsed = true;
          }
        }
        for (const key1 in emErrors0) {
          if (emErrors0[key1].length) {
            const err10 = {
              instancePath: instancePath + '/name',
              schemaPath: '#/properties/name/errorMessage',
              keyword: 'errorMessage',
              params: { errors: emErrors0[key1] },
              message: key1 in templates0 ? templates0[key1]() : schema16.properties.name.errorMessage[key1],
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        const emErrs0 = [];
        for (const err11 of vErrors) {
          if (
            err11.keyword !== 'errorMessage' &&
            !err11.emUsed &&
            (err11.instancePath === instancePath + '/name' ||
              (err11.instancePath.indexOf(instancePath + '/name') === 0 &&
                err11.instancePath[instancePath + '/name'.length] === '/')) &&
            err11.schemaPath.indexOf('#/properties/name') === 0 &&
            err11.schemaPath['#/properties/name'.length] === '/'
          ) {
            emErrs0.push(err11);
            err11.emUsed = true;
          }
        }
        if (emErrs0.length) {
          const err12 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs0 },
            message: 'Enter your name',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        const emErrs1 = [];
        for (const err13 of vErrors) {
          if (!err13.emUsed) {
            emErrs1.push(err13);
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
          const err14 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (!formats0.test(data1)) {
          const err15 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
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
      if (errors > 0) {
        const emErrors1 = { maxLength: [], _: [] };
        const templates1 = {};
        for (const err17 of vErrors) {
          if (
            err17.keyword !== 'errorMessage' &&
            !err17.emUsed &&
            err17.instancePath === instancePath + '/email' &&
            err17.keyword in emErrors1 &&
            err17.schemaPath.indexOf('#/properties/email') === 0 &&
            /^\/[^\/]*$/.test(err17.schemaPath.slice(18))
          ) {
            emErrors1[err17.keyword].push(err17);
            err17.emUsed = true;
          }
        }
        for (const key2 in emErrors1) {
          if (emErrors1[key2].length) {
            const err18 = {
              instancePath: instancePath + '/email',
              schemaPath: '#/properties/email/errorMessage',
              keyword: 'errorMessage',
              params: { errors: emErrors1[key2] },
              message: key2 in templates1 ? templates1[key2]() : schema16.properties.email.errorMessage[key2],
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        const emErrs2 = [];
        for (const err19 of vErrors) {
          if (
            err19.keyword !== 'errorMessage' &&
            !err19.emUsed &&
            (err19.instancePath === instancePath + '/email' ||
              (err19.instancePath.indexOf(instancePath + '/email') === 0 &&
                err19.instancePath[instancePath + '/email'.length] === '/')) &&
            err19.schemaPath.indexOf('#/properties/email') === 0 &&
            err19.schemaPath['#/properties/email'.length] === '/'
          ) {
            emErrs2.push(err19);
            err19.emUsed = true;
          }
        }
        if (emErrs2.length) {
          const err20 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs2 },
            message: 'Enter a valid e-mail address like name@company.com',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        const emErrs3 = [];
        for (const err21 of vErrors) {
          if (!err21.emUsed) {
            emErrs3.push(err21);
          }
        }
        vErrors = emErrs3;
        errors = emErrs3.length;
      }
    }
    if (data.message !== undefined) {
      let data2 = data.message;
      if (typeof data2 === 'string') {
        if (func2(data2) > 5000) {
          const err22 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/maxLength',
            keyword: 'maxLength',
            params: { limit: 5000 },
            message: 'must NOT have more than 5000 characters',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err23 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (!pattern0.test(data2)) {
          const err24 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      } else {
        const err25 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrors2 = { maxLength: [], _: [] };
        const templates2 = {};
        for (const err26 of vErrors) {
          if (
            err26.keyword !== 'errorMessage' &&
            !err26.emUsed &&
            err26.instancePath === instancePath + '/message' &&
            err26.keyword in emErrors2 &&
            err26.schemaPath.indexOf('#/properties/message') === 0 &&
            /^\/[^\/]*$/.test(err26.schemaPath.slice(20))
          ) {
            emErrors2[err26.keyword].push(err26);
            err26.emUsed = true;
          }
        }
        for (const key3 in emErrors2) {
          if (emErrors2[key3].length) {
            const err27 = {
              instancePath: instancePath + '/message',
              schemaPath: '#/properties/message/errorMessage',
              keyword: 'errorMessage',
              params: { errors: emErrors2[key3] },
              message: key3 in templates2 ? templates2[key3]() : schema16.properties.message.errorMessage[key3],
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        const emErrs4 = [];
        for (const err28 of vErrors) {
          if (
            err28.keyword !== 'errorMessage' &&
            !err28.emUsed &&
            (err28.instancePath === instancePath + '/message' ||
              (err28.instancePath.indexOf(instancePath + '/message') === 0 &&
                err28.instancePath[instancePath + '/message'.length] === '/')) &&
            err28.schemaPath.indexOf('#/properties/message') === 0 &&
            err28.schemaPath['#/properties/message'.length] === '/'
          ) {
            emErrs4.push(err28);
            err28.emUsed = true;
          }
        }
        if (emErrs4.length) {
          const err29 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs4 },
            message: 'Enter your message',
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        const emErrs5 = [];
        for (const err30 of vErrors) {
          if (!err30.emUsed) {
            emErrs5.push(err30);
          }
        }
        vErrors = emErrs5;
        errors = emErrs5.length;
      }
    }
    if (data.type !== undefined) {
      if ('query' !== data.type) {
        const err31 = {
          instancePath: instancePath + '/type',
          schemaPath: '#/properties/type/const',
          keyword: 'const',
          params: { allowedValue: 'query' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs6 = [];
        for (const err32 of vErrors) {
          if (
            err32.keyword !== 'errorMessage' &&
            !err32.emUsed &&
            (err32.instancePath === instancePath + '/type' ||
              (err32.instancePath.indexOf(instancePath + '/type') === 0 &&
                err32.instancePath[instancePath + '/type'.length] === '/')) &&
            err32.schemaPath.indexOf('#/properties/type') === 0 &&
            err32.schemaPath['#/properties/type'.length] === '/'
          ) {
            emErrs6.push(err32);
            err32.emUsed = true;
          }
        }
        if (emErrs6.length) {
          const err33 = {
            instancePath: instancePath + '/type',
            schemaPath: '#/properties/type/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs6 },
            message: 'Must be "query": the contact form sends it',
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        const emErrs7 = [];
        for (const err34 of vErrors) {
          if (!err34.emUsed) {
            emErrs7.push(err34);
          }
        }
        vErrors = emErrs7;
        errors = emErrs7.length;
      }
    }
    if (data.website !== undefined) {
      let data4 = data.website;
      if (typeof data4 === 'string') {
        if (func2(data4) > 200) {
          const err35 = {
            instancePath: instancePath + '/website',
            schemaPath: '#/properties/website/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      } else {
        const err36 = {
          instancePath: instancePath + '/website',
          schemaPath: '#/properties/website/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs8 = [];
        for (const err37 of vErrors) {
          if (
            err37.keyword !== 'errorMessage' &&
            !err37.emUsed &&
            (err37.instancePath === instancePath + '/website' ||
              (err37.instancePath.indexOf(instancePath + '/website') === 0 &&
                err37.instancePath[instancePath + '/website'.length] === '/')) &&
            err37.schemaPath.indexOf('#/properties/website') === 0 &&
            err37.schemaPath['#/properties/website'.length] === '/'
          ) {
            emErrs8.push(err37);
            err37.emUsed = true;
          }
        }
        if (emErrs8.length) {
          const err38 = {
            instancePath: instancePath + '/website',
            schemaPath: '#/properties/website/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs8 },
            message: 'Use at most 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        const emErrs9 = [];
        for (const err39 of vErrors) {
          if (!err39.emUsed) {
            emErrs9.push(err39);
          }
        }
        vErrors = emErrs9;
        errors = emErrs9.length;
      }
    }
  } else {
    const err40 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  if (errors > 0) {
    const emErrors3 = { required: { name: [], email: [], message: [], type: [] } };
    const templates3 = { required: {} };
    let emPropParams0;
    let emParamsErrors0;
    for (const err41 of vErrors) {
      if (
        err41.keyword !== 'errorMessage' &&
        !err41.emUsed &&
        err41.instancePath === instancePath &&
        err41.keyword in emErrors3 &&
        err41.schemaPath.indexOf('#') === 0 &&
        /^\/[^\/]*$/.test(err41.schemaPath.slice(1))
      ) {
        emPropParams0 = obj0[err41.keyword];
        emParamsErrors0 = emErrors3[err41.keyword][err41.params[emPropParams0]];
        if (emParamsErrors0) {
          emParamsErrors0.push(err41);
          err41.emUsed = true;
        }
      }
    }
    for (const key4 in emErrors3) {
      for (const keyProp0 in emErrors3[key4]) {
        emParamsErrors0 = emErrors3[key4][keyProp0];
        if (emParamsErrors0.length) {
          const tmpl0 = templates3[key4] && templates3[key4][keyProp0];
          const err42 = {
            instancePath,
            schemaPath: '#/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emParamsErrors0 },
            message: tmpl0 ? tmpl0() : schema16.errorMessage[key4][keyProp0],
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      }
    }
    const emErrs10 = [];
    for (const err43 of vErrors) {
      if (!err43.emUsed) {
        emErrs10.push(err43);
      }
    }
    vErrors = emErrs10;
    errors = emErrs10.length;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
