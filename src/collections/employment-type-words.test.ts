import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { employmentTypeWords } from './employment-type-words';

const jobSchema = JSON.parse(readFileSync('schemas/collections/job.schema.json', 'utf8')) as {
  properties: { employmentType: { enum: string[]; 'x-enumTitles': string[] } };
};

describe('employmentTypeWords', () => {
  it("says each employment type in the words the job schema gives the editor's select", () => {
    const { enum: values, 'x-enumTitles': titles } = jobSchema.properties.employmentType;
    expect(values.map(employmentTypeWords)).toEqual(titles);
    expect(employmentTypeWords('CONTRACTOR')).toBe('Contract');
  });

  it('leaves a type the schema does not know as it is (validation reports it)', () => {
    expect(employmentTypeWords('VOLUNTEER')).toBe('VOLUNTEER');
  });
});
