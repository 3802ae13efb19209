import type { BlockComponent } from '../block-types';
import { ContactDetails } from './ContactDetails';

export default ContactDetails satisfies BlockComponent<'contactDetails'>;
