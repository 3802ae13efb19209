import type { BlockComponent } from '../block-types';
import { Stats } from './Stats';

export default Stats satisfies BlockComponent<'stats'>;
