import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { ReceivedSite } from '../../../generated/received-types';
import { SmartLink } from '../../links/SmartLink';
import buttonClasses from '../../links/button.module.css';
import { Logo } from './Logo';
import classes from './Navbar.module.css';

export interface NavbarProps {
  site: ReceivedSite;
  /** Mark the link of the current section with aria-current="page". @default true */
  showActiveLink?: boolean;
}

/**
 * The sticky top bar. Breakpoints are CSS only (links below Mantine's lg become a burger menu; the
 * Contact Us button hides at or below `ctaHiddenAtOrBelowPx`), so the prerendered HTML is right at
 * every width and nothing shifts when scripts load. The active route's link has aria-current="page".
 */
export function Navbar({ site, showActiveLink = true }: NavbarProps) {
  const { links, cta, ctaHiddenAtOrBelowPx } = site.nav;
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const close = () => setOpened(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Focus returns to the burger: it may have been on a link inside the menu that is now hidden.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    burgerRef.current?.focus();
  };

  const navLinks = (onNavigate?: () => void) =>
    links.map((link) => (
      <li key={link.href}>
        {showActiveLink ? (
          <NavLink to={link.href} className={classes.link} aria-label={link.ariaLabel} onClick={onNavigate}>
            {link.label}
          </NavLink>
        ) : (
          <Link to={link.href} className={classes.link} aria-label={link.ariaLabel} onClick={onNavigate}>
            {link.label}
          </Link>
        )}
      </li>
    ));

  return (
    <header className={classes.header} onKeyDown={closeOnEscape}>
      {/* The breakpoint is data (site.json), so this one rule cannot live in the CSS module. */}
      <style>{`@media (max-width: ${ctaHiddenAtOrBelowPx}px) { .${classes.cta} { display: none; } }`}</style>
      <div className={classes.bar}>
        <Link to="/" className={classes.logo}>
          <Logo logo={site.logo} />
        </Link>
        <nav aria-label="Main" className={classes.desktopNav}>
          <ul className={classes.list}>{navLinks()}</ul>
        </nav>
        <SmartLink href={cta.href} newTab={cta.newTab} className={`${buttonClasses.button} ${classes.cta}`}>
          {cta.label}
        </SmartLink>
        {/* Three bars drawn in CSS that turn into a cross when open (data-opened). */}
        <button
          ref={burgerRef}
          type="button"
          className={classes.burger}
          data-opened={opened || undefined}
          onClick={() => setOpened((value) => !value)}
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
          aria-controls={menuId}
        >
          <span className={classes.burgerBars} aria-hidden="true" />
        </button>
      </div>
      <nav id={menuId} aria-label="Main menu" className={classes.mobileNav} hidden={!opened}>
        <ul className={classes.mobileList}>
          {navLinks(close)}
          <li>
            <SmartLink href={cta.href} newTab={cta.newTab} className={classes.link} onClick={close}>
              {cta.label}
            </SmartLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
