import { describe, expect, it } from 'vitest';
import { authoredTestSite } from '../../../../tests/blocks/test-site';
import { blogPostingLd } from './blog-posting-ld';
import { fixturePost } from './entry-fixtures';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('blogPostingLd', () => {
  const data = blogPostingLd(fixturePost('palletizing-payback', { title: 'Palletizing payback' }), authoredTestSite);

  it('describes the post for search results with absolute addresses', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Palletizing payback',
      description: 'What palletizing-payback is about.',
      image: 'https://www.example.in/images/blog/robotics.svg',
      articleSection: 'Robotics',
      url: 'https://www.example.in/blogs/palletizing-payback',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.in/blogs/palletizing-payback' },
    });
  });

  it('names the engineer who wrote it and the company that publishes it', () => {
    expect(data.author).toEqual({ '@type': 'Person', name: 'Aditya Deshpande', jobTitle: 'Lead Robotics Engineer' });
    expect(data.publisher).toEqual({
      '@type': 'Organization',
      name: 'Kinetiq Automation Pvt. Ltd.',
      url: 'https://www.example.in/',
      logo: { '@type': 'ImageObject', url: 'https://www.example.in/images/logo/logo-wide.svg' },
    });
  });

  it('dates it by its date, modified when updated, as ISO dates', () => {
    expect(data).toMatchObject({ datePublished: '2026-03-14', dateModified: '2026-03-14' });
    expect(data.datePublished).toMatch(ISO_DATE);
    const updated = blogPostingLd(fixturePost('x', { updated: '2026-04-01' }), authoredTestSite);
    expect(updated).toMatchObject({ datePublished: '2026-03-14', dateModified: '2026-04-01' });
  });
});
