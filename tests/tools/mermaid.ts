import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A statechart as a Mermaid `stateDiagram-v2`, generated from the machine itself, so the docs
 * (docs/machines/*.md) show exactly what the code does. Guards and invoked actors are named in
 * the labels; delays by their names.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const idOf = (node: AnyStateNode) => node.path.join('__') || 'root';
  const nameOf = (node: AnyStateNode) => node.key;

  const eventLabel = (eventType: string, node: AnyStateNode): string => {
    if (eventType.startsWith('xstate.done.actor.')) {
      return `done: ${invokedName(node)}`;
    }
    if (eventType.startsWith('xstate.error.actor.')) return `error: ${invokedName(node)}`;
    if (eventType.startsWith('xstate.after.')) {
      const delay = eventType.split('.')[2] ?? '';
      return `after ${delay}`;
    }
    if (eventType.startsWith('xstate.done.state.')) return 'done';
    return eventType === '' ? 'always' : eventType;
  };
  const invokedName = (node: AnyStateNode) =>
    node.invoke.map((i: { src: unknown }) => (typeof i.src === 'string' ? i.src : 'actor')).join(', ');
  const guardName = (guard: unknown): string => {
    if (!guard) return '';
    if (typeof guard === 'string') return guard;
    if (typeof guard === 'function') return guard.name || 'guard';
    const g = guard as { type?: string; guards?: unknown[] };
    if (g.type && !g.guards) return g.type;
    return g.guards ? g.guards.map(guardName).join(' & ') : 'guard';
  };

  function walk(node: AnyStateNode, indent: string) {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.parent && children.length > 0) {
      lines.push(`${indent}state ${nameOf(node)} {`);
    }
    const inner = node.parent && children.length > 0 ? `${indent}  ` : indent;
    if (children.length > 0 && node.initial) {
      const initial = (node.initial as { target: readonly AnyStateNode[] }).target[0];
      if (initial) lines.push(`${inner}[*] --> ${idOf(initial)}`);
    }
    for (const child of children) {
      lines.push(`${inner}state "${nameOf(child)}" as ${idOf(child)}`);
      walk(child, inner);
      if (child.type === 'final') lines.push(`${inner}${idOf(child)} --> [*]`);
    }
    if (node.parent && children.length > 0) lines.push(`${indent}}`);
    // An invoked chart that answers by events, not by done or error (home's section charts): a note.
    const silent = node.invoke.filter(
      (i: { id: string }) =>
        !node.transitions.has(`xstate.done.actor.${i.id}`) &&
        !node.transitions.has(`xstate.error.actor.${i.id}`),
    );
    if (silent.length > 0) {
      const names = silent.map((i: { id: string; src: unknown }) =>
        typeof i.src === 'string' && i.src !== i.id ? `${i.src} as ${i.id}` : i.id,
      );
      lines.push(`${indent}note right of ${idOf(node)}: invokes ${names.join(', ')}`);
    }
    const transitions = [
      ...(node.transitions as Map<string, { target?: AnyStateNode[]; guard?: unknown }[]>).entries(),
    ];
    for (const [eventType, list] of transitions) {
      for (const t of list) {
        const targets = t.target ?? [];
        const guard = guardName(t.guard);
        const label = `${eventLabel(eventType, node)}${guard ? ` [${guard}]` : ''}`;
        for (const target of targets.length ? targets : [node]) {
          lines.push(`${indent}${idOf(node)} --> ${idOf(target)}: ${label}`);
        }
      }
    }
    for (const t of (node.always ?? []) as { target?: AnyStateNode[]; guard?: unknown }[]) {
      const guard = guardName(t.guard);
      for (const target of t.target ?? []) {
        lines.push(`${indent}${idOf(node)} --> ${idOf(target)}: always${guard ? ` [${guard}]` : ''}`);
      }
    }
  }
  walk(machine.root, '  ');
  return lines.join('\n');
}

/** One row per state: its path, description, tags and the events it accepts (for the docs' state table). */
export function stateTable(
  machine: AnyStateMachine,
): { state: string; description: string; tags: string[]; events: string[] }[] {
  const rows: { state: string; description: string; tags: string[]; events: string[] }[] = [];
  const visit = (node: AnyStateNode) => {
    if (node.parent) {
      const events = [...(node.transitions as Map<string, unknown>).keys()].filter(
        (e) => !e.startsWith('xstate.'),
      );
      rows.push({
        state: node.path.join('.'),
        description: node.description ?? '',
        tags: [...(node.tags ?? [])],
        events,
      });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return rows;
}

/** One row per transition of a named event (each guarded branch apart), with its description. */
export function eventTable(
  machine: AnyStateMachine,
): { state: string; event: string; guard: string; description: string }[] {
  const rows: { state: string; event: string; guard: string; description: string }[] = [];
  const visit = (node: AnyStateNode) => {
    const transitions = node.transitions as Map<string, { guard?: unknown; description?: string }[]>;
    for (const [event, list] of transitions) {
      if (event.startsWith('xstate.')) continue;
      for (const t of list) {
        const guard = t.guard as { type?: string } | string | undefined;
        rows.push({
          state: node.path.join('.') || '(every state)',
          event,
          guard: typeof guard === 'string' ? guard : (guard?.type ?? ''),
          description: t.description ?? '',
        });
      }
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return rows;
}
