/**
 * A build input for styles only: the CSS every page needs whatever its blocks (Mantine's baseline,
 * the theme's CSS variables, the navbar and footer), and through the registry a chunk with its CSS
 * for every block type, static ones included (the island runtime knows only the islands). The
 * prerenderer inlines a page's share into its <head>; the JavaScript of this entry is never sent
 * to a browser.
 */
import 'virtual:theme.css';
import '../theme/brand-font.css';
import '../theme/brand-font-fallback.css';
import '../islands/islands.css';

// Exported, not just imported: the bundler drops an unused module together with its CSS, and no
// browser code uses the shell (it is rendered on the server only).
export { AppLayout } from './AppLayout';
export { AppProviders } from './AppProviders';
export { blockRegistry } from '../blocks/registry';
