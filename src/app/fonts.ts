import latin400 from '@fontsource/sarabun/files/sarabun-latin-400-normal.woff2';
import latin700 from '@fontsource/sarabun/files/sarabun-latin-700-normal.woff2';
import thai400 from '@fontsource/sarabun/files/sarabun-thai-400-normal.woff2';
import thai700 from '@fontsource/sarabun/files/sarabun-thai-700-normal.woff2';

/**
 * Sarabun, self-hosted: only the Thai and Latin subsets, only the two weights the app uses (400,
 * 700), woff2 only (every browser LINE runs in reads it), font-display: swap. The ranges are
 * @fontsource/sarabun's unicode.json: two faces with the same descriptors and no range make the
 * last one win (the Thai glyphs then came from a system font).
 *
 * Added by script rather than by the stylesheet, so that the page decides when they download (ADR
 * 0012): on a first open over a slow link their 31 KB shared it with the start-up scripts and held
 * the first usable screen back by about 0.6 s, so they are added once the page has loaded and
 * sign-in has ended, and the text, painted at once in the system's Thai font (the page's font stack:
 * 'Noto Sans Thai', system-ui), swaps to Sarabun when they arrive. Where the service worker already
 * holds them (every open after the first) they are added at once: no download, and the app paints in
 * Sarabun from its first frame.
 */
const THAI = 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const SARABUN_FACES = [
  { url: thai400, weight: '400', unicodeRange: THAI },
  { url: thai700, weight: '700', unicodeRange: THAI },
  { url: latin400, weight: '400', unicodeRange: LATIN },
  { url: latin700, weight: '700', unicodeRange: LATIN },
] as const;

/** Adds the faces to the page; the browser fetches each one when some text needs it. */
function addSarabun(fonts: Pick<FontFaceSet, 'add'> = document.fonts): void {
  for (const { url, weight, unicodeRange } of SARABUN_FACES)
    fonts.add(
      new FontFace('Sarabun', `url("${url}") format("woff2")`, {
        style: 'normal',
        weight,
        unicodeRange,
        display: 'swap',
      }),
    );
}

/** At once where a service worker controls the page (it has the files), else once `started` resolves. */
export function addSarabunAfter(started: Promise<unknown>): void {
  if (typeof FontFace === 'undefined') return;
  if (navigator.serviceWorker?.controller) addSarabun();
  else void started.then(() => addSarabun());
}
