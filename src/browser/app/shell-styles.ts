/**
 * A build input for styles only: the CSS every page needs whatever its blocks (Mantine's baseline,
 * the theme's CSS variables, the navbar and footer). The prerenderer inlines it into each page's
 * <head>; the JavaScript of this entry is never sent to a browser.
 */
import 'virtual:theme.css';
import '../islands/islands.css';
import './AppProviders';
import './AppLayout';
