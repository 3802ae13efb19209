import type { BlockComponent } from '../block-types';
import { HeroCarousel } from './HeroCarousel';

export default HeroCarousel satisfies BlockComponent<'heroCarousel'>;
