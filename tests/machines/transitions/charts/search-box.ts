import { searchBoxMachine } from '../../../../machines/search-box/search-box-machine.ts';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * The header search box 'ค้นหาสินค้า' (spec section 2 "Headers": Enter opens the search results
 * /products with the text; issue 10: suggestions for 2 or more characters after typing pauses,
 * arrows and Enter pick one, a failure leaves searching working; issue 22: each suggestion's '+'
 * opens the quick add for it, by a tap or Enter on it, and the list stays; the box shows the search
 * results' text on their page and nothing elsewhere). The oracle keeps the typed text and the last
 * suggestions itself.
 */
type Suggestion = { id: number };
const suggestions = [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `s${id}`, image_url: null, net_price: 5 }));

const oracle: Oracle = (step, history) => {
  const problems: string[] = [];
  let text = '';
  let shown: Suggestion[] = [];
  for (const s of history) {
    const e = s.event as { type: string; text?: string; query?: string };
    if (e.type === 'search.type') text = e.text ?? '';
    if (e.type === 'search.pageShown') {
      text = e.query ?? '';
      shown = [];
    }
    const r = actorResult(s);
    if (r?.id === 'loadSuggestions') shown = r.done ? (r.output as Suggestion[]).slice(0, 5) : [];
  }
  const event = step.event as { type: string; text?: string; index?: number; query?: string };
  if (event.type === 'search.type') text = event.text ?? '';
  if (event.type === 'search.pageShown') {
    // A new page: the box shows its search text (or nothing), the list is closed.
    problems.push(
      ...check(
        step.context.text === (event.query ?? '') && !step.snapshot.hasTag('open'),
        "the box does not show the page's search text, or the list stays open",
      ),
    );
  }
  const typed = text.trim();
  problems.push(...inputs(step, 'loadSuggestions', { text: typed }));
  if (event.type === 'search.type') {
    // Nothing is asked while typing: a pause first, and only for 2 characters or more.
    problems.push(...check(step.started.length === 0, 'suggestions are asked for while typing'));
    problems.push(
      ...check(
        step.timers.length > 0 === typed.length >= 2,
        typed.length >= 2 ? 'no pause before suggesting' : 'a short text waits for suggestions',
      ),
    );
  }
  if (event.type.startsWith('xstate.after.'))
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'loadSuggestions'),
        'no suggestions after the pause',
      ),
    );
  const highlighted = (history.at(-1)?.context.highlighted as number | undefined) ?? -1;
  // Which cell of the highlighted row the arrows left active: the product or its '+'.
  let onAdd = false;
  for (const s of history) {
    const type = s.event.type;
    if (type === 'search.highlightAdd' && s.snapshot.hasTag('open'))
      onAdd = (s.context.highlighted as number) >= 0;
    if (type === 'search.highlightProduct' || type === 'search.type' || type === 'search.close')
      onAdd = false;
    if (type === 'search.pageShown' || type === 'search.choose' || type === 'search.submit')
      onAdd &&= s.snapshot.hasTag('open');
    if ((s.context.highlighted as number) < 0) onAdd = false;
  }
  const listOpen = history.at(-1)?.snapshot.hasTag('open') && shown.length > 0;
  let to: string | null = null;
  let added: Suggestion | null = null;
  if (event.type === 'search.choose' && listOpen && shown[event.index ?? -1])
    to = `/products/${shown[event.index ?? -1]?.id}`;
  if (event.type === 'search.quickAdd' && listOpen) added = shown[event.index ?? -1] ?? null;
  if (event.type === 'search.submit') {
    if (listOpen && highlighted >= 0 && shown[highlighted] && onAdd) added = shown[highlighted] ?? null;
    else if (listOpen && highlighted >= 0 && shown[highlighted]) to = `/products/${shown[highlighted]?.id}`;
    else if (typed) to = '/products';
  }
  problems.push(...navigation(step, to));
  // The quick add opens for exactly that product, the list staying; else it never opens.
  const quickAdds = step.emitted.filter((e) => e.type === 'quickAdd') as { suggestion?: Suggestion }[];
  if (added)
    problems.push(
      ...check(
        quickAdds.length === 1 && quickAdds[0]?.suggestion?.id === added.id && step.snapshot.hasTag('open'),
        `the quick add does not open for suggestion ${added.id} with the list kept`,
      ),
    );
  else problems.push(...check(quickAdds.length === 0, 'the quick add opens without a tap or Enter on a +'));
  if (to === '/products') {
    const state = (step.emitted[0] as { state?: unknown }).state;
    problems.push(
      ...check(
        JSON.stringify(state) === JSON.stringify({ type: 'search', indexId: typed }),
        'the search results do not get the text',
      ),
    );
  }
  const result = actorResult(step);
  if (result?.id === 'loadSuggestions')
    shown = result.done ? (result.output as Suggestion[]).slice(0, 5) : [];
  if (result?.id === 'loadSuggestions')
    problems.push(
      ...check(
        step.snapshot.hasTag('open') && JSON.stringify(step.context.suggestions) === JSON.stringify(shown),
        'the suggestions (at most 5), or the note, are not shown',
      ),
    );
  return problems;
};

export const searchBoxModel: ChartModel = {
  name: 'searchBox',
  machine: searchBoxMachine,
  events: {
    'search.type': [' โค้ก ', 'a', ''].map((text) => ({ type: 'search.type', text })),
    'search.choose': [0, 7].map((index) => ({ type: 'search.choose', index })),
    'search.quickAdd': [1, 7].map((index) => ({ type: 'search.quickAdd', index })),
    'search.pageShown': ['โซดา', ''].map((query) => ({ type: 'search.pageShown', query })),
  },
  probes: [{ type: 'search.submit' }],
  outputs: { loadSuggestions: [suggestions, []] },
  // Enter on a '+': type, the pause, the answer, down, right, Enter.
  depth: 6,
  oracle,
};
