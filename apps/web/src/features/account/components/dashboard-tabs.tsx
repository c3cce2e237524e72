import { useRef, type KeyboardEvent } from 'react';
import { DASHBOARD_TABS, type DashboardTab } from '../use-dashboard-tab';

type Props = { current: DashboardTab; onChoose: (tab: DashboardTab) => void };

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/**
 * A tab's panel is at least most of a screen tall: the server's frame (dashboard.tsx) shows
 * her orders loading, and however many come, what follows the panel was never in view to move.
 */
export const TAB_PANEL_HEIGHT = 'min-h-[70svh]';

/** WAI-ARIA tabs: one tab stop, arrow keys and Home/End move between tabs. */
export function DashboardTabs({ current, onChoose }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = DASHBOARD_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + DASHBOARD_TABS.length) % DASHBOARD_TABS.length;
    onChoose(DASHBOARD_TABS[wrapped]!.id);
    refs.current[wrapped]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="My account"
      className="flex gap-1 overflow-x-auto rounded-full bg-nude p-1"
    >
      {DASHBOARD_TABS.map((tab, i) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            ref={(el) => void (refs.current[i] = el)}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`flex-1 whitespace-nowrap rounded-full px-4 py-2.5 text-sm font-semibold transition-colors duration-200 ${
              selected ? 'bg-plum text-ivory shadow-sm' : 'text-plum hover:bg-nude-deep'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
