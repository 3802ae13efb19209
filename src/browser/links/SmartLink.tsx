import type { ComponentPropsWithRef } from 'react';
import { isInternalHref } from './link-kind';

export interface SmartLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'> {
  /** A site route ('/product') or an external address (https:, mailto:, tel:). */
  href: string;
  /** Open an external link in a new tab (adds rel="noopener noreferrer"); internal links always stay in the tab. @default false */
  newTab?: boolean;
}

/**
 * The one link component for page data: internal routes navigate client-side through React Router,
 * external addresses are plain anchors. Works as Mantine's `component` prop
 * (`<Button component={SmartLink} href="/contact">`).
 */
export function SmartLink({ href, newTab = false, ...rest }: SmartLinkProps) {
  if (isInternalHref(href)) return <a href={href} {...rest} />;
  const newTabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a href={href} {...newTabProps} {...rest} />;
}
