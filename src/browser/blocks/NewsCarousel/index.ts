import type { BlockComponent } from '../block-types';
import { NewsCarousel } from './NewsCarousel';

export default NewsCarousel satisfies BlockComponent<'newsCarousel'>;
