import type { JobPosting, WithContext } from 'schema-dts';
import type { Site } from '../../../generated/schema-types';
import type { CollectionEntry } from '../../../collections/read-entries';
import { countryCode } from './country-code';
import { jobFieldsOf } from './entry-fields';
import { richTextAsSimpleHtml } from './rich-text-html';

/** India's offset: a job is open through the whole of its last day, Indian time (src/collections/visibility.ts). */
const IST = '+05:30';

/**
 * An open job as job search reads it, with every field Google requires for job rich results
 * (title, description, datePosted, validThrough, hiringOrganization, jobLocation with a postal
 * address, employmentType). Applications go by e-mail or the company's own page: directApply false.
 */
export function jobPostingLd(entry: CollectionEntry, site: Site): WithContext<JobPosting> {
  const job = jobFieldsOf(entry);
  const { location } = job;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: richTextAsSimpleHtml(job.description),
    datePosted: job.datePosted,
    // A bare date would leave the closing moment to the reader's time zone; the site closes it at
    // the end of that day in India.
    validThrough: /^\d{4}-\d{2}-\d{2}$/.test(job.validThrough)
      ? `${job.validThrough}T23:59:59${IST}`
      : job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.companyName,
      sameAs: `${site.baseUrl}/`,
      logo: `${site.baseUrl}${site.logo.wide.src}`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(location.streetAddress && { streetAddress: location.streetAddress }),
        addressLocality: location.city,
        addressRegion: location.region,
        postalCode: location.postalCode,
        addressCountry: countryCode(location.country),
      },
    },
    directApply: false,
  };
}
