import type { BlockComponent } from '../block-types';
import { BenefitList } from './BenefitList';

export default BenefitList satisfies BlockComponent<'benefitList'>;
