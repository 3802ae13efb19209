import { describe, expect, it } from 'vitest';
import { withDraftImageAddresses } from './preview-image-addresses.ts';

const BASE = '/admin/preview/files/drafts%2Fasha-about/';

describe('withDraftImageAddresses', () => {
  it('moves every image address of a rendered page to the draft: src, srcset candidates, CSS url(), JSON and escaped props', () => {
    const html = [
      '<img src="/images/team.png" srcset="/assets/images/t-480.ab.avif 480w, /assets/images/t-960.ab.avif 960w">',
      '<link rel="preload" as="image" href=\'/assets/images/t-480.ab.avif\'>',
      '<div style="background-image:url(/images/bg.jpg)"></div>',
      '<script type="application/json">{"src":"/images/logo.svg"}</script>',
      '<div data-props="{&quot;src&quot;:&quot;/images/slide.png&quot;}"></div>',
    ].join('\n');
    expect(withDraftImageAddresses(html, 'drafts/asha-about')).toBe(
      [
        `<img src="${BASE}images/team.png" srcset="${BASE}assets/images/t-480.ab.avif 480w, ${BASE}assets/images/t-960.ab.avif 960w">`,
        `<link rel="preload" as="image" href='${BASE}assets/images/t-480.ab.avif'>`,
        `<div style="background-image:url(${BASE}images/bg.jpg)"></div>`,
        `<script type="application/json">{"src":"${BASE}images/logo.svg"}</script>`,
        `<div data-props="{&quot;src&quot;:&quot;${BASE}images/slide.png&quot;}"></div>`,
      ].join('\n'),
    );
  });

  it('leaves running text, other addresses and absolute URLs (a share image for other sites) alone', () => {
    const html =
      '<p>Pictures live in /images/ on the site.</p><a href="/about">About</a>' +
      '<meta property="og:image" content="https://kinetiq.example/assets/images/share-1200.cd.jpg">' +
      '<script src="/assets/app-1.js"></script>';
    expect(withDraftImageAddresses(html, 'drafts/asha-about')).toBe(html);
  });
});
