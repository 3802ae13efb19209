import type { BlockComponent } from '../block-types';
import { Form } from './Form';

export default Form satisfies BlockComponent<'form'>;
