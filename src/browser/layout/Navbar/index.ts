export { Navbar } from './Navbar';
export type { NavbarProps } from './Navbar';
