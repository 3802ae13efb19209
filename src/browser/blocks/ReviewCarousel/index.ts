import type { BlockComponent } from '../block-types';
import { ReviewCarousel } from './ReviewCarousel';

export default ReviewCarousel satisfies BlockComponent<'reviewCarousel'>;
