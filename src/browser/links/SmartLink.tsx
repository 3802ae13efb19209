import type { ComponentPropsWithRef } from 'react';
import { isInternalHref } from './link-kind';

export interface SmartLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'> {
  /** A site route ('/product') or an external address (https:, mailto:, tel:). */
  href: string;
  /** Open an external link in a new tab (adds rel="noopener noreferrer"); internal links always stay in the tab. @default false */
  newTab?: boolean;
}

/**
 * The one link component for page data, always a plain anchor: moving between pages is a normal
 * load of prerendered HTML (made instant by Speculation Rules, smoothed by view transitions), so it
 * works with no script and Back restores the scroll position. Works as Mantine's `component` prop
 * (`<Button component={SmartLink} href="/contact">`).
 */
export function SmartLink({ href, newTab = false, ...rest }: SmartLinkProps) {
  const newTabProps = newTab && !isInternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a href={href} {...newTabProps} {...rest} />;
}
