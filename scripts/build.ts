/** `npm run build`: validates every page and writes the static site to dist/ (see src/build/prerender). */
import { buildSite } from '../src/build/prerender/build-site';
import { describeFailure } from '../src/build/validation/invalid-pages-error';

const started = performance.now();
try {
  const { routes, images } = await buildSite();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build: prerendered ${routes} routes to dist/ in ${seconds} s`);
  console.log(
    `build: ${images.files} image files (${images.encoded} encoded, ${images.files - images.encoded} from the cache) in ${(images.milliseconds / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(describeFailure(error));
  process.exitCode = 1;
}
