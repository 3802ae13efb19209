import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkLabelProps } from './LinkLabel';

function renderLink(label: string, fullName?: string) {
  render(<a href="/solutions" {...linkLabelProps(label, fullName)} />);
  return screen.getByRole('link');
}

describe('linkLabelProps', () => {
  it('puts the rest of a longer name in the link as hidden text, so search engines read it too', () => {
    const link = renderLink('Read More', 'Read more about our modular solutions');
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.childNodes[0]!.textContent).toBe('Read More');
    expect(link.textContent).toBe('Read More about our modular solutions');
    expect(screen.getByRole('link', { name: 'Read More about our modular solutions' })).toBe(link);
  });

  it('keeps a plain label when there is no longer name', () => {
    const link = renderLink('Contact Us');
    expect(link.innerHTML).toBe('Contact Us');
  });

  it('falls back to aria-label when the name does not start with the visible label', () => {
    const link = renderLink('Read More', 'Modular solutions: read more');
    expect(link.getAttribute('aria-label')).toBe('Modular solutions: read more');
    expect(link.textContent).toBe('Read More');
  });
});
