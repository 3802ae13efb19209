import type { BlockComponent } from '../block-types';
import { DownloadList } from './DownloadList';

export default DownloadList satisfies BlockComponent<'downloadList'>;
