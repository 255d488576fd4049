import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme.ts';

/**
 * The system as the provider sees it: without its global styles. The build already writes them
 * (the layer order, the reset, the page styles and every token as a CSS variable) into the entry
 * stylesheet (vite.config.ts, `virtual:chakra-global.css`), so inserting them again at run time only
 * costs a whole-page style recalculation when the first Chakra screen mounts (TBT, docs/performance.md). Chakra's
 * provider inserts `layers.atRule` unless `_config.disableLayers` and always inserts `_global`;
 * component styles keep their layers (Chakra wraps them with the config it was created with).
 */
const withoutGlobalStyles = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
} as typeof system;

/**
 * Chakra's provider with the storefront's system, for everything but the first screen: the shell
 * and home are plain elements (src/app/first-screen.css), the screens that use Chakra components
 * render inside this, loaded with them (src/components/with-chakra.tsx).
 */
export default function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={withoutGlobalStyles}>{children}</ChakraProvider>;
}
