export { PostalAddress } from './PostalAddress';
export type { PostalAddressProps } from './PostalAddress';
