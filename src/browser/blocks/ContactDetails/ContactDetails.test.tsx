import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import { testSite } from '../../../../tests/blocks/test-site';
import ContactDetails from './index';
import { telHref } from './ContactDetails';

describe('ContactDetails', () => {
  it('shows phone (tel:), e-mail (mailto:) and the postal address from the site data', () => {
    const { container } = renderBlock(ContactDetails, { type: 'contactDetails', heading: 'Get in Touch' });
    screen.getByRole('heading', { level: 2, name: 'Get in Touch' });
    expect(screen.getByRole('link', { name: '+91 20 4567 8900' }).getAttribute('href')).toBe('tel:+912045678900');
    expect(screen.getByRole('link', { name: 'sales@kinetiq.example.in' }).getAttribute('href')).toBe(
      'mailto:sales@kinetiq.example.in',
    );
    expect(container.querySelector('address')?.innerHTML).toBe(
      'Plot 14, MIDC Bhosari<br>Pune, Maharashtra 411026<br>India',
    );
  });

  it('shows the social links as named icons opening in a new tab', () => {
    renderBlock(ContactDetails, { type: 'contactDetails' });
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Kinetiq Automation Pvt. Ltd. on LinkedIn (opens in a new tab)',
      'Kinetiq Automation Pvt. Ltd. on YouTube (opens in a new tab)',
    ]);
    for (const [i, link] of social.entries()) {
      expect(link.getAttribute('href')).toBe(testSite.social[i]!.href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('hides the social icons when showSocial is false (default true)', () => {
    renderBlock(ContactDetails, { type: 'contactDetails', showSocial: false });
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
  });

  it('dials numbers without spaces or dashes', () => {
    expect(telHref('+91 20-4567 8900')).toBe('tel:+912045678900');
  });
});
