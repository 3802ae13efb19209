import { SmartLink } from './SmartLink';
import type { ReceivedBackground, ReceivedLink } from '../../generated/received-types';
import { accessibleLinkName } from './accessible-link-name';
import classes from './button.module.css';
import { linkLabelProps } from './LinkLabel';

export interface LinkButtonProps {
  link: ReceivedLink;
  /** The band the button sits on; on the dark brand band buttons turn white to keep their contrast. */
  background?: ReceivedBackground;
  /** @default 'filled' ('white' on the brand band) */
  variant?: 'filled' | 'white' | 'outline';
  /** @default 'sm' */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A link from page data shown as a button: internal routes stay in the tab, https may open a new
 * one. It is a plain <a> with the site's button class: a link needs no button script.
 */
export function LinkButton({ link, background, variant, size = 'sm', className }: LinkButtonProps) {
  return (
    <SmartLink
      href={link.href}
      newTab={link.newTab}
      {...linkLabelProps(link.label, accessibleLinkName(link.label, link.ariaLabel))}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-variant={variant ?? (background === 'brand' ? 'white' : 'filled')}
      data-size={size}
      data-on={background}
    />
  );
}
