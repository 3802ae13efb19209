import { describe, expect, it } from 'vitest';
import { checkLinkText, isVagueLinkText } from './check-link-text';
import { nowhere } from './problem';

const document = (data: unknown) => ({ file: 'pages/p.json', data, locate: nowhere });
const readMore = { label: 'Read More', href: '/solutions/PalletizingDetails' };

describe('isVagueLinkText', () => {
  it.each(['Read More', 'read more »', 'Click here!', 'Learn more', 'More', 'Here', 'Details', 'Know More', 'See all'])(
    '%s says nothing on its own',
    (text) => expect(isVagueLinkText(text)).toBe(true),
  );

  it.each(['See all products', 'Read more about palletizing', 'Contact Us', 'Download the brochure'])(
    '%s says where it goes',
    (text) => expect(isVagueLinkText(text)).toBe(false),
  );
});

describe('checkLinkText', () => {
  it('accepts clear labels, vague ones with a clear ariaLabel, and news links named by their headline', () => {
    const data = {
      blocks: [
        { type: 'section', links: [{ label: 'See our palletizing systems', href: '/solutions' }] },
        {
          type: 'cardGrid',
          cards: [{ id: 1, title: 'Palletizing', link: { ...readMore, ariaLabel: 'Read more about palletizing' } }],
        },
        { type: 'newsCarousel', items: [{ id: 1, headline: 'Tyre palletizing line in Chakan', link: readMore }] },
        {
          type: 'downloadList',
          items: [
            {
              id: 'ehm',
              title: 'Equipment Health Manager',
              demo: { label: 'Details', href: 'https://demo.example.in' },
            },
          ],
        },
      ],
    };
    expect(checkLinkText(document(data))).toEqual([]);
  });

  it('warns at the label of a vague link its block does not name, and of one whose ariaLabel is vague too', () => {
    const data = {
      blocks: [
        { type: 'cardGrid', cards: [{ id: 1, title: 'Palletizing', link: readMore }], seeAll: readMore },
        { type: 'banner', cta: { label: 'Click here', href: '/contact', ariaLabel: 'click here' } },
      ],
    };
    const problems = checkLinkText(document(data));
    expect(problems.map(({ severity, pointer }) => `${severity} ${pointer}`)).toEqual([
      'warning /blocks/0/seeAll/label',
      'warning /blocks/1/cta/label',
    ]);
    expect(problems[0]).toMatchObject({ rule: 'vague-link-text', message: expect.stringContaining("'Read More'") });
    expect(problems[0]!.hint).toContain('"Accessible label"');
  });

  it('checks site.json links too, where no card names them', () => {
    const site = { nav: { links: [{ label: 'More', href: '/about' }] } };
    expect(checkLinkText(document(site)).map((problem) => problem.pointer)).toEqual(['/nav/links/0/label']);
  });
});
