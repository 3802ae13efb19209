import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink';

function CurrentPath() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      {ui}
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SmartLink', () => {
  it('navigates client-side for an internal route', async () => {
    renderAt(<SmartLink href="/about">About</SmartLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('/about');
    expect(link.hasAttribute('target')).toBe(false);
    await userEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/about');
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
