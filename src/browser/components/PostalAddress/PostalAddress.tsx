import type { ReceivedSite } from '../../../generated/received-types';

export interface PostalAddressProps {
  /** The address from site.json (`contact.address`). */
  address: ReceivedSite['contact']['address'];
  /** A first line above the street, such as the company's name. @default none */
  name?: string;
  /** Class of the `<address>` element. @default none */
  className?: string;
}

/**
 * The company's postal address as the lines a letter carries (street; city, region and postal code;
 * country), in one `<address>`. Written once so the contact details and the map's fallback never
 * show the address in two different ways.
 */
export function PostalAddress({ address, name, className }: PostalAddressProps) {
  return (
    <address className={className}>
      {name !== undefined && (
        <>
          {name}
          <br />
        </>
      )}
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
      <br />
      {address.country}
    </address>
  );
}
