import { greyJpegBase64 } from './qr.ts';

/**
 * Opn serves a PromptPay QR as an SVG document; the storefront shows (and saves) a JPEG (contract
 * PaymentCreated.qr_image). This draws the dark shapes of a QR's SVG, `<rect>`s and filled
 * `<path>`s made of straight lines (M, L, H, V, Z, absolute or relative: what QR generators write),
 * in black on white, with a white margin, and encodes the result as JPEG (sharp, as qr.ts). Anything
 * else in the document (curves, transforms, text) is refused rather than drawn wrong.
 *
 * Drawn here rather than by sharp's own SVG renderer (librsvg): that took 27 ms of CPU for a QR of
 * 536 squares (each element is a path of its own for it) against about 1 ms here, and POST /orders
 * draws one per order (docs/performance.md "Profile").
 */

type Point = [number, number];

/** The quiet zone added around a drawing in pixel units that has too little. */
const PADDING_PX = 16;
/** About this many pixels across a drawing in pixel units (at least 1 pixel per unit). */
const TARGET_PX = 360;

const attributePatterns = new Map<string, RegExp>();

function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i');
    attributePatterns.set(name, pattern);
  }
  return pattern.exec(tag)?.[1];
}

/** A shape is dark unless its fill (attribute or style) says white or none. */
function isDark(tag: string): boolean {
  const style = attribute(tag, 'style') ?? '';
  const fill = (/fill\s*:\s*([^;]+)/i.exec(style)?.[1] ?? attribute(tag, 'fill') ?? '#000')
    .trim()
    .toLowerCase();
  return !['none', 'transparent', '#fff', '#ffffff', 'white', 'rgb(255,255,255)'].includes(
    fill.replace(/\s/g, ''),
  );
}

/** The polygons of a path's `d` (straight lines only). */
export function pathPolygons(d: string): Point[][] {
  const tokens = d.match(/[MLHVZmlhvz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  if (/[CcSsQqTtAa]/.test(d)) throw new Error('the QR SVG has curves');
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let x = 0;
  let y = 0;
  let command = 'M';
  let start: Point = [0, 0];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] as string;
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
      if (command === 'Z' || command === 'z') {
        if (current.length > 2) polygons.push(current);
        current = [];
        [x, y] = start;
      }
      continue;
    }
    const n = () => Number(tokens[i++]);
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M': {
        if (current.length > 2) polygons.push(current);
        const nx = n();
        const ny = n();
        x = relative ? x + nx : nx;
        y = relative ? y + ny : ny;
        start = [x, y];
        current = [[x, y]];
        // Pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        break;
      }
      case 'L': {
        const nx = n();
        const ny = n();
        x = relative ? x + nx : nx;
        y = relative ? y + ny : ny;
        current.push([x, y]);
        break;
      }
      case 'H':
        x = relative ? x + n() : n();
        current.push([x, y]);
        break;
      case 'V':
        y = relative ? y + n() : n();
        current.push([x, y]);
        break;
      default:
        throw new Error(`the QR SVG has an unknown path command ${command}`);
    }
  }
  if (current.length > 2) polygons.push(current);
  return polygons;
}

/** Even-odd: is (px, py) inside the polygon? */
function inside(polygon: Point[], px: number, py: number): boolean {
  let odd = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

/**
 * The SVG QR as a base64 JPEG (no data: prefix); throws on a document it cannot draw. A drawing in
 * module units (a viewBox up to 200 across, as QR generators write) gets 8 pixels a unit, as the
 * server's own QR (qr.ts); a larger one about TARGET_PX across. A quiet zone of 4 modules is kept:
 * white is added where the document has less.
 */
export async function svgQrToJpegBase64(svg: string): Promise<string> {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) throw new Error('not an SVG document');
  if (/\btransform\s*=/.test(svg)) throw new Error('the QR SVG has transforms');
  const box = (attribute(root, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [minX, minY, width, height] =
    box.length === 4 && box.every(Number.isFinite)
      ? (box as [number, number, number, number])
      : [
          0,
          0,
          Number.parseFloat(attribute(root, 'width') ?? ''),
          Number.parseFloat(attribute(root, 'height') ?? ''),
        ];
  if (!(width > 0 && height > 0)) throw new Error('the QR SVG has no size');
  const moduleUnits = Math.max(width, height) <= 200;
  const scale = moduleUnits ? 8 : Math.max(1, Math.round(TARGET_PX / Math.max(width, height)));
  const w = Math.ceil(width * scale);
  const h = Math.ceil(height * scale);
  const dark = new Uint8Array(w * h);
  const toPx = (ux: number, uy: number): Point => [(ux - minX) * scale, (uy - minY) * scale];

  for (const [tag] of svg.matchAll(/<rect\b[^>]*>/gi)) {
    if (!isDark(tag)) continue;
    const [x0, y0] = toPx(Number(attribute(tag, 'x') ?? 0), Number(attribute(tag, 'y') ?? 0));
    const rw = Number(attribute(tag, 'width') ?? 0) * scale;
    const rh = Number(attribute(tag, 'height') ?? 0) * scale;
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(h, Math.round(y0 + rh)); y++) {
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(w, Math.round(x0 + rw)); x++)
        dark[y * w + x] = 1;
    }
  }
  for (const [tag] of svg.matchAll(/<path\b[^>]*>/gi)) {
    if (!isDark(tag)) continue;
    const polygons = pathPolygons(attribute(tag, 'd') ?? '').map((p) => p.map(([ux, uy]) => toPx(ux, uy)));
    for (const polygon of polygons) {
      const ys = polygon.map((p) => p[1]);
      const xs = polygon.map((p) => p[0]);
      for (
        let y = Math.max(0, Math.floor(Math.min(...ys)));
        y < Math.min(h, Math.ceil(Math.max(...ys)));
        y++
      ) {
        for (
          let x = Math.max(0, Math.floor(Math.min(...xs)));
          x < Math.min(w, Math.ceil(Math.max(...xs)));
          x++
        ) {
          if (inside(polygon, x + 0.5, y + 0.5)) dark[y * w + x] = (dark[y * w + x] ?? 0) ^ 1;
        }
      }
    }
  }
  // The quiet zone: 4 modules (a unit, or PADDING_PX / 4 for a pixel drawing) of white around the code.
  const quiet = moduleUnits ? 4 * scale : PADDING_PX;
  let top = h;
  let left = w;
  let bottom = -1;
  let right = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!dark[y * w + x]) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  if (bottom < 0) throw new Error('the QR SVG draws nothing');
  const pad = Math.max(0, quiet - Math.min(top, left, h - 1 - bottom, w - 1 - right));
  const W = w + pad * 2;
  const H = h + pad * 2;
  const grey = Buffer.alloc(W * H, 0xff);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (dark[y * w + x]) grey[(y + pad) * W + x + pad] = 0;
    }
  }
  return greyJpegBase64(grey, W, H);
}
