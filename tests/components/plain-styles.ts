import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The plain components' stylesheets (src/app/first-screen.css, plain-components.css) in jsdom's
 * document, as the build puts them in the entry stylesheet: tests can then read a declared style
 * (jsdom keeps CSS variables unresolved, so a token reads as `var(--chakra-...)`).
 */
export function loadPlainStyles(): void {
  if (document.querySelector('style[data-plain-styles]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-plain-styles', '');
  style.textContent = ['first-screen.css', 'plain-components.css']
    .map((file) => readFileSync(resolve(import.meta.dirname, '../../src/app', file), 'utf8'))
    .join('\n');
  document.head.append(style);
}
