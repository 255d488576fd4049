/** The design system lives with the shared components (src/components/theme.ts), which load it. */
export { system } from '../components/theme.ts';
