import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { layoutSite } from '../layout-test-site.testing';
import { Navbar, type NavbarProps } from './Navbar';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderNavbar(at: string, props: Partial<NavbarProps> = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[at]}>
        <Navbar site={layoutSite} {...props} />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('links Products, Solutions, Industries and Careers to their routes, in order', () => {
    renderNavbar('/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Products', '/product'],
      ['Solutions', '/solutions'],
      ['Industries', '/industries'],
      ['Careers', '/careers'],
    ]);
  });

  it('links the logo to / and swaps to the compact logo at 395 px or less', () => {
    const { container } = renderNavbar('/about');
    const logoLink = screen.getByRole('link', { name: 'Kinetiq Automation home' });
    expect(logoLink.getAttribute('href')).toBe('/');
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 395px)');
    expect(source?.getAttribute('srcset')).toBe('/images/logo/logo-compact.svg');
    expect(within(logoLink).getByRole('img').getAttribute('src')).toBe('/images/logo/logo-wide.svg');
  });

  it('marks the current section active, including its sub-pages', () => {
    renderNavbar('/product/smart-robotic-details');
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current'));
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['Products', 'page'],
    ]);
  });

  it('marks no link active when told not to (the shared not-found page)', () => {
    const { container } = renderNavbar('/product/unknown', { showActiveLink: false });
    expect(container.querySelector('[aria-current]')).toBeNull();
  });

  it('has a Contact Us button to /contact, hidden at 768 px or less by a CSS rule', () => {
    const { container } = renderNavbar('/');
    const cta = within(container.querySelector('header')!)
      .getAllByRole('link', { name: 'Contact Us' })
      .find((link) => !link.closest('nav'))!;
    expect(cta.getAttribute('href')).toBe('/contact');
    const rule = container.querySelector('header style')?.textContent ?? '';
    const ctaClass = [...cta.classList].find((name) => rule.includes(`.${name} `));
    expect(ctaClass, 'a class of the button is targeted by the rule').toBeDefined();
    expect(rule).toContain('@media (max-width: 768px)');
    expect(rule).toContain('display: none');
  });

  it('renders plain anchors, so following a link is a page load the browser makes', () => {
    renderNavbar('/');
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => fireEvent.click(link)).every(Boolean), 'no click is intercepted').toBe(true);
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('opens the menu by the popover attribute, with no script of its own', () => {
    const { container } = renderNavbar('/');
    const burger = container.querySelector('header button')!;
    const menu = document.getElementById(burger.getAttribute('popovertarget')!)!;
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(menu.getAttribute('aria-label')).toBe('Main menu');
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Products', 'Solutions', 'Industries', 'Careers', 'Contact Us']);
    // Its name is one of two labels; CSS displays the one that fits the menu's state (real Chromium
    // checks the names in tests/browser/navbar.test.ts).
    expect([...burger.querySelectorAll('span')].map((span) => span.textContent).filter(Boolean)).toEqual([
      'Open menu',
      'Close menu',
    ]);
  });

  it("switches between burger and links at Mantine's lg breakpoint (75em) in CSS, not script", () => {
    const css = readFileSync(path.join(process.cwd(), 'src/browser/layout/Navbar/Navbar.module.css'), 'utf8');
    const desktop = css.slice(css.indexOf('@media (min-width: 75em)'));
    expect(desktop).toMatch(/\.desktopNav\s*{\s*display: block;/);
    expect(desktop).toMatch(/\.burger,\s*\.mobileNav\s*{\s*display: none;/);
  });
});
