import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCurrentSection } from './use-current-section';

const hrefs = ['/product', '/solutions', '/industries', '/careers'];

function currentSectionAt(pathname: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>
  );
  return renderHook(() => useCurrentSection(hrefs), { wrapper }).result.current;
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
});
