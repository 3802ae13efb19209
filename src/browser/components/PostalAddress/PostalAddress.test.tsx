import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../../../tests/blocks/test-site';
import { PostalAddress } from './PostalAddress';

const { address } = testSite.contact;

describe('PostalAddress', () => {
  it('writes street, "city, region postcode" and country on their own lines', () => {
    const { container } = render(<PostalAddress address={address} className="where" />);
    expect(container.innerHTML).toBe(
      '<address class="where">Plot 14, MIDC Bhosari<br>Pune, Maharashtra 411026<br>India</address>',
    );
  });

  it('puts a name, when given, on a line above the street', () => {
    const { container } = render(<PostalAddress address={address} name="Kinetiq Automation Pvt. Ltd." />);
    expect(container.innerHTML).toBe(
      '<address>Kinetiq Automation Pvt. Ltd.<br>Plot 14, MIDC Bhosari<br>Pune, Maharashtra 411026<br>India</address>',
    );
  });
});
