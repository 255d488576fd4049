import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { AnyStateMachine, InputFrom, MachineImplementationsFrom, Snapshot } from 'xstate';
import { inspect } from '../lib/inspect.ts';
import type { AppServices } from './services.ts';
import { useServices } from './services-context.tsx';

/**
 * A screen's chart as a running actor (docs/adr/0009-one-home-per-flow.md): the chart given its real
 * actors by its folder's `create<Flow>Implementations` over the app's services, started once for
 * the screen with `input` (made from the services when it is a function), or from `snapshot` (a
 * persisted one kept in a history entry, src/services/use-kept-entry.ts), and inspected like every
 * actor of the app.
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  chart: TMachine,
  implementationsOf: (services: AppServices) => MachineImplementationsFrom<TMachine>,
  input?: InputFrom<TMachine> | ((services: AppServices) => InputFrom<TMachine>),
  snapshot?: Snapshot<unknown>,
) {
  const services = useServices();
  const [machine] = useState(() => chart.provide(implementationsOf(services)) as TMachine);
  const [given] = useState(() =>
    typeof input === 'function' ? (input as (services: AppServices) => InputFrom<TMachine>)(services) : input,
  );
  return useActorRef(machine, { inspect, input: given, snapshot });
}
