import type { BlockComponent } from '../block-types';
import { Accordion } from './Accordion';

export default Accordion satisfies BlockComponent<'accordion'>;
