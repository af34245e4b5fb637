/**
 * Draws the reader's watermark over a rendered page, in the canvas's own pixels so a screenshot
 * carries it: the text repeated in faint diagonal rows across the page, and once, legibly, along
 * the top edge (the server's own stamp runs along the bottom edge, so the two never overlap).
 * The server has already stamped the PDF itself; this makes the mark visible on every page
 * even where the stamp is hidden (a full-page image drawn over it, a page cropped oddly).
 */
export function drawPageWatermark(context: CanvasRenderingContext2D, text: string, page: { width: number; height: number; pixelRatio: number }): void {
  // Sizes in CSS pixels, so the marks read the same on a phone's dense screen as on a desktop's.
  const { width, height } = page;
  const size = Math.max(11, Math.round(width / 42));
  context.save();
  context.scale(page.pixelRatio, page.pixelRatio);
  context.font = `${size}px ui-sans-serif, system-ui, sans-serif`;
  context.fillStyle = 'rgba(87, 83, 78, 0.15)';
  context.textBaseline = 'middle';
  context.translate(width / 2, height / 2);
  context.rotate(-Math.atan2(height, width));
  const diagonal = Math.hypot(width, height);
  const step = context.measureText(text).width + size * 3;
  for (let y = -diagonal / 2; y <= diagonal / 2; y += size * 7) {
    // Each row is offset by half a step so the marks do not line up in columns.
    const shift = (Math.round(y / (size * 7)) % 2) * (step / 2);
    for (let x = -diagonal / 2 - shift; x <= diagonal / 2; x += step) context.fillText(text, x, y);
  }
  context.restore();
  context.save();
  context.scale(page.pixelRatio, page.pixelRatio);
  const font = (px: number) => `${px}px ui-sans-serif, system-ui, sans-serif`;
  const line = Math.max(10, Math.round(size * 0.55));
  context.font = font(line);
  // A long address on a phone-width page would run off the left edge: shrink the line to fit.
  const fits = (width - size * 2) / context.measureText(text).width;
  if (fits < 1) context.font = font(Math.floor(line * fits * 10) / 10);
  context.fillStyle = 'rgba(68, 64, 60, 0.75)';
  context.textBaseline = 'top';
  context.textAlign = 'right';
  context.fillText(text, width - size, size / 2);
  context.restore();
}
