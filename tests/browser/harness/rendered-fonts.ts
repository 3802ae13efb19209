import type { Page } from 'playwright-core';

/**
 * The fonts Chromium really drew an element's text with (DevTools' "Rendered Fonts"), not the
 * family the CSS asks for: a font that loaded too late for font-display: optional is not among them.
 */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  // The text node inside the element carries the platform fonts.
  const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
  const textNode = node.children?.find((child) => child.nodeType === 3);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', {
    nodeId: textNode
      ? (await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [textNode.backendNodeId] }))
          .nodeIds[0]!
      : nodeId,
  });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}
