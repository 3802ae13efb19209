import type { ReceivedSite } from '../../../generated/received-types';
import { SmartLink } from '../../links/SmartLink';
import { mailtoHref, telHref } from './contact-hrefs';
import sectionClasses from '../../components/BlockSection.module.css';
import classes from './Footer.module.css';
import { networkNames, SocialIcon } from './social-icons';

export interface FooterProps {
  site: ReceivedSite;
}

/** The shared footer: site links, contact (mailto, tel, address), social profiles in new tabs, copyright. */
export function Footer({ site }: FooterProps) {
  const { contact, footer, social } = site;
  const { address } = contact;
  return (
    <footer className={classes.footer}>
      <div className={`${sectionClasses.inner} ${classes.inner}`}>
        <div className={classes.column}>
          <p className={classes.company}>{site.companyName}</p>
          {site.tagline && <p className={classes.text}>{site.tagline}</p>}
        </div>
        <nav aria-label="Footer" className={classes.column}>
          <ul className={classes.list}>
            {footer.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} newTab={link.newTab} aria-label={link.ariaLabel} className={classes.link}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <address className={classes.column}>
          <a href={mailtoHref(contact.email)} className={classes.link}>
            {contact.email}
          </a>
          <a href={telHref(contact.phone)} className={classes.link}>
            {contact.phone}
          </a>
          <span className={classes.text}>
            {address.street}, {address.city}, {address.region} {address.postalCode}, {address.country}
          </span>
        </address>
        {social.length > 0 && (
          <ul className={classes.social} aria-label="Social profiles">
            {social.map(({ network, href }) => (
              <li key={href}>
                <SmartLink
                  href={href}
                  newTab
                  className={classes.socialLink}
                  aria-label={`${networkNames[network]} (opens in a new tab)`}
                >
                  <SocialIcon network={network} />
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className={classes.copyright}>{footer.copyright}</p>
    </footer>
  );
}
