import type { BlockComponent } from '../block-types';
import { Banner } from './Banner';

export default Banner satisfies BlockComponent<'banner'>;
