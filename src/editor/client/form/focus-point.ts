/** The focus point (0..1 from the left and top edges) where the author clicked on a picture of the whole photo. */
export function focusFromClick(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  // Two decimals: finer than any crop needs, and the page file stays readable.
  const fraction = (offset: number, length: number) =>
    length > 0 ? Math.round(Math.min(1, Math.max(0, offset / length)) * 100) / 100 : 0.5;
  return { x: fraction(clientX - box.left, box.width), y: fraction(clientY - box.top, box.height) };
}
