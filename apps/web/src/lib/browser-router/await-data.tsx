import { Component, createContext, use, useContext, type ReactNode } from 'react';

// <Await>: a loader's promise shown as its value, suspending until it settles, its error element
// when it fails (useAsyncError gives the reason), as React Router's does.

const AsyncErrorContext = createContext<unknown>(undefined);

export const useAsyncError = () => useContext(AsyncErrorContext);

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** React's own marks on a promise (`use` sets them too), so a settled one renders at once. */
function track<T>(promise: Tracked<T>) {
  if (!promise.status) {
    promise.status = 'pending';
    // Blocks, not expressions: a handler returning the promise would chain a rejection no one handles.
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
      },
    );
  }
  return promise;
}

type AwaitProps<T> = {
  resolve: T | Promise<T>;
  errorElement?: ReactNode;
  children: ReactNode | ((value: T) => ReactNode);
};

export function Await<T>({ resolve, errorElement, children }: AwaitProps<T>) {
  return (
    <AwaitBoundary resolve={resolve} errorElement={errorElement}>
      <Resolved resolve={resolve} errorElement={errorElement}>
        {children}
      </Resolved>
    </AwaitBoundary>
  );
}

function Resolved<T>({ resolve, errorElement, children }: AwaitProps<T>) {
  let value = resolve as T;
  if (resolve instanceof Promise) {
    const promise = track(resolve as Tracked<T>);
    if (promise.status === 'rejected') {
      if (errorElement === undefined) throw promise.reason;
      return <AsyncErrorContext.Provider value={promise.reason}>{errorElement}</AsyncErrorContext.Provider>;
    }
    value = promise.status === 'fulfilled' ? promise.value! : use(promise as Promise<T>);
  }
  return typeof children === 'function' ? (children as (value: T) => ReactNode)(value) : children;
}

type BoundaryProps = { resolve: unknown; errorElement?: ReactNode; children: ReactNode };

/** An error thrown while rendering the value shows the error element too, until `resolve` changes. */
class AwaitBoundary extends Component<BoundaryProps, { error: unknown; resolve: unknown }> {
  override state = { error: undefined as unknown, resolve: this.props.resolve };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resolve: unknown }) {
    return props.resolve === state.resolve ? null : { error: undefined, resolve: props.resolve };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined || this.props.errorElement === undefined) return this.props.children;
    return <AsyncErrorContext.Provider value={error}>{this.props.errorElement}</AsyncErrorContext.Provider>;
  }
}
