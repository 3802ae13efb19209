import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink';

// No router around it: a SmartLink must not need one (static blocks render on the server only).
function renderAt(ui: ReactNode) {
  return render(<>{ui}</>);
}

describe('SmartLink', () => {
  it('leaves an internal route to the browser: a plain anchor whose click is not intercepted', () => {
    renderAt(<SmartLink href="/about#mission">About</SmartLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('/about#mission');
    expect(link.hasAttribute('target')).toBe(false);
    // fireEvent returns false when a handler called preventDefault (as a client-side router does).
    expect(fireEvent.click(link), 'the browser performs the navigation').toBe(true);
  });

  it('keeps internal links in the same tab even when newTab is set', () => {
    renderAt(
      <SmartLink href="/careers" newTab>
        Careers
      </SmartLink>,
    );
    expect(screen.getByRole('link', { name: 'Careers' }).hasAttribute('target')).toBe(false);
  });

  it('renders an external new-tab link with rel="noopener noreferrer"', () => {
    renderAt(
      <SmartLink href="https://www.linkedin.com/company/example" newTab aria-label="LinkedIn (opens in a new tab)">
        LinkedIn
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/company/example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders mailto, tel and protocol-relative addresses as plain anchors in the same tab', () => {
    renderAt(
      <>
        <SmartLink href="mailto:sales@example.in">Mail</SmartLink>
        <SmartLink href="tel:+912045678900">Call</SmartLink>
        <SmartLink href="//cdn.example.in/x">Cdn</SmartLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:sales@example.in');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+912045678900');
    expect(screen.getByRole('link', { name: 'Cdn' }).getAttribute('href')).toBe('//cdn.example.in/x');
    expect(screen.getByRole('link', { name: 'Mail' }).hasAttribute('target')).toBe(false);
  });
});
