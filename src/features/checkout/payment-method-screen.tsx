/** Placeholder until the checkout issue's screen lands here (it names the page meanwhile). */
export { default } from '../shell/route-screen.tsx';
