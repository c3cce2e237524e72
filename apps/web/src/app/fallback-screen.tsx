import { Component, type ReactNode } from 'react';
import { generalMessages } from '@shop/shared/general-messages';

/** Last line of defence outside the router: a crash anywhere shows this, never a white page. */
export class FallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main role="alert" className="grid min-h-screen place-items-center bg-ivory p-6 text-center">
        <div>
          <p className="font-display text-2xl">{generalMessages.somethingWentWrong}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-6 rounded-full bg-plum px-6 py-3 text-ivory"
          >
            {generalMessages.reloadPage}
          </button>
        </div>
      </main>
    );
  }
}
