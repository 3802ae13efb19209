import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, type ButtonProps } from '@mantine/core';
import { SmartLink } from '../app/SmartLink';
import type { Background, Link } from '../generated/schema-types';
import { accessibleLinkName } from '../lib/accessible-link-name';

export interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className' | 'color'> {
  link: Link;
  /** The band the button sits on; on the dark brand band a white button keeps its contrast. */
  background?: Background;
}

/** A link from page data shown as a button: internal routes stay in the tab, https may open a new one. */
export function LinkButton({ link, background, variant, ...rest }: LinkButtonProps) {
  return (
    <Button
      component={SmartLink}
      href={link.href}
      newTab={link.newTab}
      aria-label={accessibleLinkName(link.label, link.ariaLabel)}
      variant={variant ?? (background === 'brand' ? 'white' : 'filled')}
      {...rest}
    >
      {link.label}
    </Button>
  );
}
