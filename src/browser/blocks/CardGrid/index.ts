import type { BlockComponent } from '../block-types';
import { CardGrid } from './CardGrid';

export default CardGrid satisfies BlockComponent<'cardGrid'>;
