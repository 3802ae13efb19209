import type { Organization } from 'schema-dts';
import type { Site } from '../../../generated/schema-types';

/** The company as the publisher of a post or the employer of a job: name, address and logo. */
export function publisherOf(site: Site): Organization {
  return {
    '@type': 'Organization',
    name: site.companyName,
    url: `${site.baseUrl}/`,
    logo: { '@type': 'ImageObject', url: `${site.baseUrl}${site.logo.wide.src}` },
  };
}
