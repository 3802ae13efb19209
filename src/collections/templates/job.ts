import type { Link } from '../../generated/schema-types.ts';
import { CURRENT_SCHEMA_VERSION } from '../../build/migrations/index.ts';
import { employmentTypeWords } from '../employment-type-words.ts';
import type { JobData } from '../entry-data.ts';
import { formatIndianDate } from '../format-date.ts';
import { PAGE_SCHEMA_PATH, type EntryTemplate } from './template.ts';

/** 'Pune, Maharashtra': the place as a candidate looks for it. */
export function jobPlace(job: Pick<JobData, 'location'>): string {
  return `${job.location.city}, ${job.location.region}`;
}

/** The Apply link: an e-mail with the subject filled in, or the application form's address. */
export function applyLink(job: Pick<JobData, 'title' | 'apply'>): Link {
  const { email, subject, url } = job.apply;
  if (email) {
    return {
      label: 'Apply by E-mail',
      href: `mailto:${email}?subject=${encodeURIComponent(subject ?? `Application: ${job.title}`)}`,
      ariaLabel: `Apply for ${job.title} by e-mail to ${email}`,
    };
  }
  return { label: 'Apply Online', href: url ?? '/careers', newTab: true, ariaLabel: `Apply for ${job.title} online` };
}

/** A job opening's page: one article with where, what kind and until when, the description and how to apply. */
export const jobTemplate: EntryTemplate = (entry, { collection }) => {
  const job = entry.data as unknown as JobData;
  const type = employmentTypeWords(job.employmentType);
  const back: Link = { label: 'All openings', href: collection.listRoute ?? '/' };
  return {
    $schema: PAGE_SCHEMA_PATH,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    title: job.title,
    description: `${job.title} in our ${job.department} team at ${jobPlace(job)}: ${type.toLowerCase()}, ${job.experience} of experience. Apply by ${formatIndianDate(job.validThrough)}.`,
    blocks: [
      {
        type: 'article',
        eyebrow: job.department,
        heading: job.title,
        facts: [
          { label: 'Location', value: jobPlace(job) },
          { label: 'Employment type', value: type },
          { label: 'Department', value: job.department },
          { label: 'Experience', value: job.experience },
          { label: 'Posted', value: formatIndianDate(job.datePosted), dateTime: job.datePosted },
          { label: 'Apply by', value: formatIndianDate(job.validThrough), dateTime: job.validThrough },
        ],
        body: job.description,
        links: [applyLink(job), back],
      },
    ],
  };
};
