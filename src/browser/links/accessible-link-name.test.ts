import { describe, expect, it } from 'vitest';
import { accessibleLinkName } from './accessible-link-name';

describe('accessibleLinkName', () => {
  it('has no override without an ariaLabel', () => {
    expect(accessibleLinkName('See All', undefined)).toBeUndefined();
  });

  it('uses an ariaLabel that contains the visible label', () => {
    expect(accessibleLinkName('Read More', 'Read more about the palletizing cell')).toBe(
      'Read more about the palletizing cell',
    );
  });

  it('puts the visible label first when the ariaLabel does not contain it', () => {
    expect(accessibleLinkName('View Products', 'View Smart Robotic products')).toBe(
      'View Products: View Smart Robotic products',
    );
  });
});
