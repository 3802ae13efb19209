import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { layoutSite } from '../layout-test-site.testing';
import { Footer } from './Footer';
import { telHref } from './contact-hrefs';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer site={layoutSite} />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('links Home, About, Careers, Privacy Policy and Terms & Conditions to their routes', () => {
    renderFooter();
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Careers', '/careers'],
      ['Privacy Policy', '/policies'],
      ['Terms & Conditions', '/conditions'],
    ]);
    links.forEach((link) => expect(link.hasAttribute('target')).toBe(false));
  });

  it('opens LinkedIn in a new tab with rel="noopener noreferrer"', () => {
    renderFooter();
    const linkedIn = screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(linkedIn.getAttribute('href')).toBe('https://www.linkedin.com/company/kinetiq-automation');
    expect(linkedIn.getAttribute('target')).toBe('_blank');
    expect(linkedIn.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('gives every social profile link new-tab safety attributes', () => {
    renderFooter();
    const social = within(screen.getByRole('list', { name: 'Social profiles' })).getAllByRole('link');
    expect(social).toHaveLength(layoutSite.social.length);
    social.forEach((link) => {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });
  });

  it('offers a mailto and a tel link from the contact details', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'sales@kinetiq.example.in' }).getAttribute('href')).toBe(
      'mailto:sales@kinetiq.example.in',
    );
    expect(screen.getByRole('link', { name: '+91 20 4567 8900' }).getAttribute('href')).toBe('tel:+912045678900');
  });

  it('shows the address and the copyright line', () => {
    renderFooter();
    screen.getByText(/Plot 14, MIDC Bhosari, Pune, Maharashtra 411026, India/);
    screen.getByText('© 2026 Kinetiq Automation Pvt. Ltd. All rights reserved.');
  });
});

describe('telHref', () => {
  it('keeps only the plus sign and digits of a displayed number', () => {
    expect(telHref('+91 20-6712 4580')).toBe('tel:+912067124580');
  });
});
