import type { BlockComponent } from '../block-types';
import { Article } from './Article';

export default Article satisfies BlockComponent<'article'>;
