import { useSyncExternalStore } from 'react';
import { readShadeParam, shadeParam, type ShadeProfile } from '@shop/shared/products/shade';
import { readStorage, writeStorage } from '../storage';

// The shopper's shade as this browser keeps it (decision 57): a guest's only copy, a signed-in
// shopper's working copy of her account's (saved there by domain/shade/save-my-shade.ts). Small and without
// zod: the product cards and the listing in the first bundle read it.

const KEY = 'myShade';
const listeners = new Set<() => void>();

/** The kept shade, or null (none, unreadable, or storage unavailable). */
export const readMyShade = (): ShadeProfile | null => readShadeParam(readStorage(KEY));

// The same object while the text is the same, as useSyncExternalStore asks.
let last: { text: string | null; shade: ShadeProfile | null } = { text: null, shade: null };
function snapshot(): ShadeProfile | null {
  const text = readStorage(KEY);
  if (text !== last.text) last = { text, shade: readShadeParam(text) };
  return last.shade;
}

/** Keeps (or forgets, with null) the shade in this browser and tells every reader. */
export function keepMyShade(shade: ShadeProfile | null): void {
  writeStorage(KEY, shade ? shadeParam(shade) : null);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab taking the finder changes this one too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * In a component: the kept shade. A page the server rendered hydrates without it (the server
 * cannot know it), then shows it.
 */
export const useMyShade = () => useSyncExternalStore(subscribe, snapshot, () => null);
