import type { BlockComponent } from '../block-types';
import { Notice } from './Notice';

export default Notice satisfies BlockComponent<'notice'>;
