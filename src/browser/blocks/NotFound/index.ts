import type { BlockComponent } from '../block-types';
import { NotFound } from './NotFound';

export default NotFound satisfies BlockComponent<'notFound'>;
