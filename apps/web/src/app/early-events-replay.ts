// Replays on the hydrated page what a shopper did before the app ran (see early-events.ts).
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import type { EarlyEvent } from './early-events';

/** Replays the kept events in order, each in a task of its own. */
export function replay(events: EarlyEvent[]) {
  // A field's last change only (its final value), where it came in the shopper's order.
  const last = new Map(events.map((event, i) => [event.target, i]));
  const next = (i: number) => {
    const event = events[i];
    if (!event) return;
    const target = onPage(event.target);
    if (target) {
      if (event.type === 'added') sayAdded();
      else if (event.type === 'click') (target as HTMLElement).click();
      else if (event.type === 'submit') (target as HTMLFormElement).requestSubmit();
      else if (last.get(event.target) === i) announceValue(target, event.value ?? '', event.checked ?? false);
    }
    // Each in a task of its own, as the shopper's were: React has drawn the page an event
    // changed (a shade chosen) before the next one (Add to Cart) is handled.
    setTimeout(() => next(i + 1));
  };
  next(0);
}

/**
 * The element the shopper acted on, or, where React drew the page afresh because the shop changed
 * since the HTML was written (a price, what is left: main.tsx), its counterpart on the new page: the
 * element of the same kind and name, the same one among those as before. A tap on a listing's card
 * is then not lost because another shopper bought from the same listing meanwhile.
 */
function onPage(target: Element): Element | undefined {
  if (target.isConnected) return target;
  const name = nameOf(target);
  const alike = (root: ParentNode) =>
    [...root.querySelectorAll(target.localName)].filter((element) => nameOf(element) === name);
  let top: Node = target;
  while (top.parentNode) top = top.parentNode;
  const before = top === target ? [target] : alike(top as ParentNode);
  const now = alike(document);
  return now[before.indexOf(target)] ?? (now.length === 1 ? now[0] : undefined);
}

/** What tells a control from the others of its kind: its id, name, label and words. */
const nameOf = (element: Element) =>
  [
    element.id,
    element.getAttribute('name'),
    element.getAttribute('aria-label'),
    element.textContent?.trim(),
  ].join('\u0000');

/** What the product page's Add to Cart says (use-add-to-cart.ts), for a press the page's starter added. */
function sayAdded() {
  toast.success(messages.cart.added);
  toast.success(messages.cart.addedFromPage);
}

/**
 * Tells React about a value the shopper gave a field before React was listening. React compares a
 * field with the value it last knew of, so the field is first set through React to something else,
 * then natively to the shopper's value, and the event React listens for is sent.
 */
function announceValue(field: Element, value: string, checked: boolean) {
  // First an event that changes nothing, so React hydrates the field's part of the page if it
  // has not yet (a click or an input on it otherwise waits for hydration and is dropped).
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !checked;
    field.click(); // to the shopper's choice, as the click React listens for
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    field.value = `${value} `;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
