import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCurrentSection } from './use-current-section';

const hrefs = ['/product', '/solutions', '/industries', '/careers'];

function currentSectionAt(pathname: string, links: readonly string[] = hrefs) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>
  );
  return renderHook(() => useCurrentSection(links), { wrapper }).result.current;
}

describe('useCurrentSection', () => {
  it.each([
    ['/product', '/product'],
    ['/product/smart-robotic-details', '/product'],
    ['/solutions/', '/solutions'],
    ['/Careers', '/careers'],
  ])('on %s it is %s', (pathname, expected) => {
    expect(currentSectionAt(pathname)).toBe(expected);
  });

  it.each(['/', '/about', '/products', '/productivity'])('on %s there is none', (pathname) => {
    expect(currentSectionAt(pathname)).toBeUndefined();
  });

  it('a link home is current on the home page only, not on every route it prefixes', () => {
    const withHome = ['/', ...hrefs];
    expect(currentSectionAt('/', withHome)).toBe('/');
    expect(currentSectionAt('/about', withHome)).toBeUndefined();
    expect(currentSectionAt('/product/x', withHome)).toBe('/product');
  });
});
