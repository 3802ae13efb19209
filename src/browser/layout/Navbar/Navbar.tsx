import { useId } from 'react';
import type { ReceivedSite } from '../../../generated/received-types';
import { SmartLink } from '../../links/SmartLink';
import buttonClasses from '../../links/button.module.css';
import { Logo } from './Logo';
import classes from './Navbar.module.css';
import { useCurrentSection } from './use-current-section';

export interface NavbarProps {
  site: ReceivedSite;
  /** Mark the link of the current section with aria-current="page". @default true */
  showActiveLink?: boolean;
}

/**
 * The sticky top bar, with no script of its own. Breakpoints are CSS only (links below Mantine's
 * lg become a burger menu; the Contact Us button hides at or below `ctaHiddenAtOrBelowPx`), so the
 * prerendered HTML is right at every width. The burger opens the menu as a popover: the browser
 * toggles it, closes it on Escape or a click outside, returns focus to the burger and exposes
 * aria-expanded. Links are plain anchors; the current section's has aria-current="page".
 */
export function Navbar({ site, showActiveLink = true }: NavbarProps) {
  const { links, cta, ctaHiddenAtOrBelowPx } = site.nav;
  const menuId = useId();
  const currentSection = useCurrentSection(links.map((link) => link.href));

  const navLinks = links.map((link) => (
    <li key={link.href}>
      <a
        href={link.href}
        className={classes.link}
        aria-label={link.ariaLabel}
        aria-current={showActiveLink && link.href === currentSection ? 'page' : undefined}
      >
        {link.label}
      </a>
    </li>
  ));

  return (
    <header className={classes.header}>
      {/* The breakpoint is data (site.json), so this one rule cannot live in the CSS module. */}
      <style>{`@media (max-width: ${ctaHiddenAtOrBelowPx}px) { .${classes.cta} { display: none; } }`}</style>
      <div className={classes.bar}>
        <a href="/" className={classes.logo}>
          <Logo logo={site.logo} />
        </a>
        <nav aria-label="Main" className={classes.desktopNav}>
          <ul className={classes.list}>{navLinks}</ul>
        </nav>
        <SmartLink href={cta.href} newTab={cta.newTab} className={`${buttonClasses.button} ${classes.cta}`}>
          {cta.label}
        </SmartLink>
        {/* Three bars drawn in CSS that turn into a cross while the menu is open. Its name is the
            one label CSS leaves displayed (display:none text is not part of an accessible name). */}
        <button type="button" className={classes.burger} popoverTarget={menuId}>
          <span className={classes.burgerBars} aria-hidden="true" />
          <span className={`${classes.burgerLabel} ${classes.labelWhenClosed}`}>Open menu</span>
          <span className={`${classes.burgerLabel} ${classes.labelWhenOpen}`}>Close menu</span>
        </button>
      </div>
      <nav id={menuId} popover="auto" aria-label="Main menu" className={classes.mobileNav}>
        <ul className={classes.mobileList}>
          {navLinks}
          <li>
            <SmartLink href={cta.href} newTab={cta.newTab} className={classes.link}>
              {cta.label}
            </SmartLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
