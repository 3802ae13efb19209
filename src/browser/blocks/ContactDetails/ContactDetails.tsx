import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { IntroParagraphs } from '../../components/Paragraphs';
import { Icon, socialNetworkNames } from '../../components/icons';
import { PostalAddress } from '../../components/PostalAddress';
import type { BlockProps } from '../block-types';
import classes from './ContactDetails.module.css';

/** A dialable tel: address from a displayed number ('+91 20 4567 8900' -> 'tel:+912045678900'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * The company's phone, e-mail and postal address and its social links, all from site.json so
 * they are written once. Social links open in a new tab and are named for screen readers.
 * Right after a form (the contact page) it sits beside the form on wide screens, with a map that
 * follows it (ContactDetails.module.css).
 */
export function ContactDetails({ block, site }: BlockProps<'contactDetails'>) {
  const { showSocial } = block;
  const { phone, email, address } = site.contact;
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={block.heading && <BlockHeading>{block.heading}</BlockHeading>}
      intro={<IntroParagraphs paragraphs={block.intro} />}
      className={classes.section}
    >
      <ul className={classes.details}>
        <li className={classes.row}>
          <Icon name="phone" className={classes.icon} />
          <span className={classes.label}>Phone</span>
          <a href={telHref(phone)} className={classes.value}>
            {phone}
          </a>
        </li>
        <li className={classes.row}>
          <Icon name="mail" className={classes.icon} />
          <span className={classes.label}>E-mail</span>
          <a href={`mailto:${email}`} className={classes.value}>
            {email}
          </a>
        </li>
        <li className={classes.row}>
          <Icon name="pin" className={classes.icon} />
          <span className={classes.label}>Address</span>
          <PostalAddress address={address} className={classes.value} />
        </li>
      </ul>
      {showSocial && site.social.length > 0 && (
        <ul className={classes.social} aria-label="Social media">
          {site.social.map(({ network, href }) => (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${site.companyName} on ${socialNetworkNames[network]} (opens in a new tab)`}
                className={classes.socialLink}
              >
                <Icon name={network} size={22} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
