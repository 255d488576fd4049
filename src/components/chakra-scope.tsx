import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme.ts';

/**
 * Chakra's provider with the storefront's system, for everything but the first screen: the shell
 * and home are plain elements (src/app/first-screen.css), the screens that use Chakra components
 * render inside this, loaded with them (src/components/with-chakra.tsx).
 */
export default function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
