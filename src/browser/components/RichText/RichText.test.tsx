import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RichText, type RichTextProps } from './RichText';

const renderRich = (props: RichTextProps) => render(<RichText {...props} />).container;

describe('RichText', () => {
  it('renders paragraphs, bold and italic as elements', () => {
    const container = renderRich({ source: 'One **bold** and *italic* word.\n\nSecond _one_ __too__.' });
    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['One bold and italic word.', 'Second one too.']);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect([...container.querySelectorAll('em')].map((em) => em.textContent)).toEqual(['italic', 'one']);
    expect(container.querySelectorAll('strong')[1]?.textContent).toBe('too');
  });

  it('renders each paragraph through the block’s own element, so one paragraph renders exactly as plain text did', () => {
    const paragraph = (children: ReactNode) => <p className="banner-text">{children}</p>;
    const rich = renderToStaticMarkup(<RichText source={'Terms & Conditions \\*apply\\*'} paragraph={paragraph} />);
    expect(rich).toBe(renderToStaticMarkup(<p className="banner-text">{'Terms & Conditions *apply*'}</p>));
  });

  it('tells the paragraph renderer where each paragraph stands, and keeps list paragraphs plain', () => {
    const bare = (children: ReactNode, { count }: { count: number }) =>
      count === 1 ? children : <p className="answer">{children}</p>;
    expect(renderToStaticMarkup(<RichText source="Just *one*" paragraph={bare} />)).toBe('Just <em>one</em>');
    const container = render(<RichText source={'One\n\n- a\n\n- b\n\nTwo'} paragraph={bare} />).container;
    expect([...container.querySelectorAll('p.answer')].map((p) => p.textContent)).toEqual(['One', 'Two']);
    expect([...container.querySelectorAll('li > p')].map((p) => [p.textContent, p.className === 'answer'])).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });

  it('renders internal links as the site’s links, in the same tab', () => {
    renderRich({ source: 'See [our products](/product) and [the trends](#trends).' });
    const product = screen.getByRole('link', { name: 'our products' });
    expect(product.getAttribute('href')).toBe('/product');
    expect(product.hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: 'the trends' }).getAttribute('href')).toBe('#trends');
  });

  it('renders external links with rel="noopener noreferrer" in a new tab, e-mail and phone links plainly', () => {
    renderRich({ source: '[IFR](https://ifr.org), [write](mailto:info@example.in), [call](tel:+912012345678)' });
    const external = screen.getByRole('link', { name: 'IFR' });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'write' }).getAttribute('href')).toBe('mailto:info@example.in');
    expect(screen.getByRole('link', { name: 'call' }).hasAttribute('target')).toBe(false);
  });

  it('renders bulleted and numbered lists as real lists, keeping the first number and one nested level', () => {
    const container = renderRich({
      source: 'Steps:\n\n3. Measure\n4. Build\n   - frame\n   - **belts**\n\n- one\n- two',
    });
    const ordered = container.querySelector('ol')!;
    expect(ordered.getAttribute('start')).toBe('3');
    expect([...ordered.children].map((li) => li.tagName)).toEqual(['LI', 'LI']);
    expect(ordered.querySelector('li > ul')?.textContent).toBe('framebelts');
    expect(ordered.querySelector('li > ul strong')?.textContent).toBe('belts');
    // A tight list's items hold their text directly, not in paragraphs.
    expect(container.querySelectorAll('li p')).toHaveLength(0);
    const bullets = container.querySelectorAll(':scope > ul > li');
    expect([...bullets].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(renderRich({ source: '1. a\n2. b' }).querySelector('ol')?.hasAttribute('start')).toBe(false);
  });

  it('renders a hard line break (backslash or two spaces) as <br>', () => {
    const container = renderRich({ source: 'Line one\\\nLine two  \nLine three' });
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelectorAll('br')).toHaveLength(2);
  });

  it('renders headings only where the field allows them, one level below the block’s heading', () => {
    const source = '## Why\n\n### How\n\n#### Detail\n\n# Not a field’s';
    const container = renderRich({ source, headings: true, headingLevel: 3 });
    expect(
      [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName} ${h.textContent}`),
    ).toEqual(['H3 Why', 'H4 How', 'H5 Detail']);
    expect(container.querySelector('p')?.textContent).toBe('# Not a field’s');
    const plain = renderRich({ source: '## Why' });
    expect(plain.querySelector('h2')).toBeNull();
    expect(plain.querySelector('p')?.textContent).toBe('## Why');
    const article = renderRich({ source: '## Why', headings: true });
    expect(article.querySelector('h2')?.textContent).toBe('Why');
  });

  it('shows what is outside the subset (HTML, images, code, quotes) as the text that was typed', () => {
    const source = 'Use <b>this</b> ![a pump](/images/p.jpg) `code`\n\n> quoted\n\n    indented\n\n<div>block</div>';
    const container = renderRich({ source });
    expect(container.querySelector('b, img, code, pre, blockquote, div')).toBeNull();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Use <b>this</b> ![a pump](/images/p.jpg) `code`',
      '> quoted',
      '    indented',
      '<div>block</div>',
    ]);
  });

  it('never lets a script or a javascript: link through', () => {
    const markup = renderToStaticMarkup(
      <RichText
        source={
          '<script>alert(1)</script>\n\nClick [x](javascript:alert(1)) or [y](data:text/html,hi) <script>alert(2)</script>'
        }
      />,
    );
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/href="(javascript|data):/i);
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const container = renderRich({ source: 'Click [x](javascript:alert(1)) and [y](http://insecure.example)' });
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Click x and y');
  });
});
