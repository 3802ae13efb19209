import { describe, expect, it } from 'vitest';
import { checkSeo, SEO_LIMITS } from './check-seo';
import { nowhere } from './problem';

const site = { companyName: 'Kinetiq Automation Pvt. Ltd.', shortName: 'Kinetiq' };
const document = (data: unknown) => ({ file: 'pages/p.json', data, locate: nowhere });
const description = 'Robotic bag and carton palletizers for cement, fertiliser and FMCG plants, built in Pune.';

describe('checkSeo', () => {
  it('accepts a title that fits with the site name and a description of search-result length', () => {
    expect(checkSeo(document({ title: 'Robotic Palletizing Solutions', description }), site)).toEqual([]);
  });

  it('warns when the title as shown passes the limit, or the description is too short or too long', () => {
    const title = 'Robotic Palletizing Solutions for Cement and Fertiliser Plants';
    const problems = checkSeo(document({ title, description: 'Palletizers.' }), site);
    expect(problems.map(({ severity, pointer }) => `${severity} ${pointer}`)).toEqual([
      'warning /title',
      'warning /description',
    ]);
    const long = checkSeo(document({ title: 'Palletizing', description: 'x'.repeat(SEO_LIMITS.descriptionMax + 1) }));
    expect(long.map((problem) => problem.pointer)).toEqual(['/description']);
  });
});
