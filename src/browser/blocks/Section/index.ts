import type { BlockComponent } from '../block-types';
import { Section } from './Section';

export default Section satisfies BlockComponent<'section'>;
