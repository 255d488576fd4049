/**
 * The one navigation event every chart emits when the customer should go somewhere (ARCHITECTURE.md
 * "Navigation is an outcome"): `to` is a page path built with contract/app-paths.ts `paths`,
 * `replace` replaces the current history entry, `state` is the navigation state the next page reads.
 * src/services/use-machine-navigation.ts turns it into react-router navigation.
 */
export type Navigate<State = never> = {
  type: 'navigate';
  to: string;
  replace?: boolean;
  state?: State;
};
