import { describe, expect, it } from 'vitest';
import { authoredTestSite } from '../../../../tests/blocks/test-site';
import { fixtureJob } from './entry-fixtures';
import { jobPostingLd } from './job-posting-ld';

/** What Google requires for a job posting rich result. */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'] as const;

describe('jobPostingLd', () => {
  const data = jobPostingLd(fixtureJob('plc-engineer'), authoredTestSite);

  it("has every field Google's job search requires, and the recommended ones", () => {
    for (const field of REQUIRED) expect(data, field).toHaveProperty(field);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'PLC Commissioning Engineer',
      datePosted: '2026-11-02',
      employmentType: 'FULL_TIME',
      directApply: false,
    });
  });

  it('closes at the end of its last day in India, as an ISO date-time', () => {
    expect(data.validThrough).toBe('2026-12-31T23:59:59+05:30');
    expect(new Date(String(data.validThrough)).toISOString()).toBe('2026-12-31T18:29:59.000Z');
  });

  it('names the company as the employer, with absolute addresses', () => {
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Kinetiq Automation Pvt. Ltd.',
      sameAs: 'https://www.example.in/',
      logo: 'https://www.example.in/images/logo/logo-wide.svg',
    });
  });

  it('places the job at an Indian postal address', () => {
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Plot 14, MIDC Bhosari',
        addressLocality: 'Pune',
        addressRegion: 'Maharashtra',
        postalCode: '411026',
        addressCountry: 'IN',
      },
    });
  });

  it('leaves out a street address the job does not give', () => {
    const job = fixtureJob('x', {
      location: { city: 'Chennai', region: 'Tamil Nadu', postalCode: '600032', country: 'IN' },
    });
    const { jobLocation } = jobPostingLd(job, authoredTestSite);
    expect(jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Chennai',
        addressRegion: 'Tamil Nadu',
        postalCode: '600032',
        addressCountry: 'IN',
      },
    });
  });

  it('gives the rich description as the simple HTML job search formats', () => {
    expect(data.description).toBe(
      '<h2>What you will do</h2>\n<p>Commission <strong>palletizing cells</strong> at customer plants.</p>\n' +
        '<ul><li>Siemens S7 and <em>TIA Portal</em></li><li>Travel across India</li></ul>',
    );
  });

  it('writes markup typed into the description as text, and keeps a link as its words', () => {
    const job = fixtureJob('x', { description: 'Ask <b>us</b> on [our page](/contact) & apply.' });
    expect(jobPostingLd(job, authoredTestSite).description).toBe(
      '<p>Ask &lt;b&gt;us&lt;/b&gt; on our page &amp; apply.</p>',
    );
  });
});
