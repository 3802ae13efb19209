/**
 * The intrinsic size of an SVG from its root element: width and height in pixels when both are
 * given as plain numbers (or px), else the viewBox. Undefined when the file states neither: such an
 * SVG needs width and height in the page.
 */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const pixels = (value: string | undefined) => {
    const match = value === undefined ? null : /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
    const number = match ? Number(match[1]) : NaN;
    return number > 0 ? Math.round(number) : undefined;
  };
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width && height) return { width, height };
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0) {
    return { width: Math.round(viewBox[2]!), height: Math.round(viewBox[3]!) };
  }
  return undefined;
}
