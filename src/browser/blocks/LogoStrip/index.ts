import type { BlockComponent } from '../block-types';
import { LogoStrip } from './LogoStrip';

export default LogoStrip satisfies BlockComponent<'logoStrip'>;
