import type { Thing, WithContext } from 'schema-dts';
import { jsonForScript } from '../prerender-escape';

/**
 * One JSON-LD data block for the head. Browsers never execute `application/ld+json`, so a static page
 * still ships no JavaScript; jsonForScript writes '<' as \u003c, so text from an entry ('</script>')
 * cannot end the element early.
 */
export function jsonLdScript(data: WithContext<Thing>): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
