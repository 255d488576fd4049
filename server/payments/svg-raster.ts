import sharp from 'sharp';

/**
 * Opn serves a PromptPay QR as an SVG document; the storefront shows (and saves) a JPEG (contract
 * PaymentCreated.qr_image). sharp draws the document (librsvg, in libuv's thread pool), on white,
 * in grey, cut to the code and given a quiet zone of 4 modules, and encodes it as JPEG.
 */

/** Pixels a unit for a drawing in module units (a viewBox up to 200 across), as the server's own QR (qr.ts). */
const MODULE_PX = 8;
/** About this many pixels across a larger drawing (one in pixel units). */
const TARGET_PX = 360;
/** A QR's finder pattern (its top-left square) is 7 modules across. */
const FINDER_MODULES = 7;
const QUIET_MODULES = 4;
const WHITE = { r: 255, g: 255, b: 255 };

/** The SVG QR as a base64 JPEG (no data: prefix); throws on a document it cannot draw. */
export async function svgQrToJpegBase64(svg: string): Promise<string> {
  if (!/<svg\b/i.test(svg)) throw new Error('not an SVG document');
  const input = Buffer.from(svg);
  const { width = 0, height = 0 } = await sharp(input).metadata();
  if (!(width > 0 && height > 0)) throw new Error('the QR SVG has no size');
  const across = Math.max(width, height);
  const scale = across <= 200 ? MODULE_PX : Math.max(1, Math.round(TARGET_PX / across));
  const { data, info } = await sharp(input, { density: 72 * scale })
    .flatten({ background: WHITE })
    .grayscale()
    .trim({ background: WHITE, threshold: 64 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The top row of the code crosses its top-left finder pattern: its first dark run is 7 modules.
  let run = 0;
  while (run < info.width && (data[run * info.channels] ?? 255) < 128) run++;
  if (run === 0) throw new Error('the QR SVG draws nothing');
  const quiet = Math.round((run / FINDER_MODULES) * QUIET_MODULES);
  const image = await sharp(data, { raw: info })
    .extend({ top: quiet, bottom: quiet, left: quiet, right: quiet, background: WHITE })
    .jpeg({ quality: 90 })
    .toBuffer();
  return image.toString('base64');
}
