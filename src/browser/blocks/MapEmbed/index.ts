import type { BlockComponent } from '../block-types';
import { MapEmbed } from './MapEmbed';

export default MapEmbed satisfies BlockComponent<'mapEmbed'>;
