import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

// What the production build gives every `import … from 'sonner'` (vite.config.ts): the same
// `toast` and `Toaster`, with sonner's ~10 kB gzip fetched when the first toast is raised rather
// than before the first page can render. Sonner hands a Toaster that subscribes late the toasts
// still showing, so nothing raised meanwhile is lost. Ids are made here so that
// `toast.loading(…)` can return one at once for a later `toast.success(…, { id })`.

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading' | 'message';

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
let lastId = 0;

const load = () => (sonner ??= import('sonner'));

function raise(kind: Kind, message: Message, data?: ExternalToast) {
  const id = data?.id ?? `toast-${++lastId}`;
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void load().then(({ toast }) => toast[kind](message, { ...data, id }));
  return id;
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => raise('message', message, data),
  {
    success: (message: Message, data?: ExternalToast) => raise('success', message, data),
    error: (message: Message, data?: ExternalToast) => raise('error', message, data),
    info: (message: Message, data?: ExternalToast) => raise('info', message, data),
    warning: (message: Message, data?: ExternalToast) => raise('warning', message, data),
    loading: (message: Message, data?: ExternalToast) => raise('loading', message, data),
    message: (message: Message, data?: ExternalToast) => raise('message', message, data),
    dismiss: (id?: string | number) => {
      if (sonner) void sonner.then(({ toast }) => toast.dismiss(id));
      return id;
    },
  },
);

const LoadedToaster = lazy(() => load().then(({ Toaster }) => ({ default: Toaster })));

/** Renders sonner's Toaster from the first toast on. */
export function Toaster(props: ToasterProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster {...props} />
    </Suspense>
  );
}
