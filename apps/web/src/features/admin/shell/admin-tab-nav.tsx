import { Bell } from 'lucide-react';
import { messages } from '@shop/shared/messages';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { tabsFor, type AdminTab } from './admin-tabs';

/**
 * The tabs the signed-in role may use (fulfilment sees only orders and customers), as one tablist: a sidebar from md up, a slide-in side menu on small screens
 * (hidden from keyboard and screen readers while closed). Arrow keys move between tabs.
 */
export function AdminTabNav({
  tab,
  onChange,
  open,
  onOpenAlerts,
}: {
  tab: AdminTab;
  onChange: (tab: AdminTab) => void;
  open: boolean;
  /** Opens "Alerts on this device", which every role may use: a button under the tabs on phones, not a tab. */
  onOpenAlerts: () => void;
}) {
  const role = useSessionUser()?.role;
  const tabs = tabsFor(role);
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length]!;
    onChange(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  };
  return (
    <nav
      id="admin-menu"
      aria-label="Admin sections"
      className={`fixed inset-y-0 left-0 z-40 w-72 overflow-y-auto bg-plum p-4 pt-20 text-ivory shadow-raised transition-transform duration-200 md:sticky md:top-24 md:self-start md:visible md:z-auto md:w-60 md:translate-x-0 md:overflow-visible md:rounded-[12px] md:pt-4 md:shadow-none ${
        open ? 'visible translate-x-0' : 'invisible -translate-x-full'
      }`}
    >
      <div
        role="tablist"
        aria-orientation="vertical"
        aria-label="Admin sections"
        className="flex flex-col gap-1"
      >
        {tabs.map((t, i) => (
          <button
            key={t.id}
            id={`admin-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls="admin-panel"
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => onChange(t.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' || e.key === 'ArrowRight') move(i, 1);
              if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') move(i, -1);
            }}
            className={`rounded-full px-4 py-3 text-left font-semibold transition-colors ${
              tab === t.id ? 'bg-ivory text-plum' : 'text-ivory hover:bg-plum-soft'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* On phones only: from md up the header has it (the sidebar may run past the screen). */}
      <div className="mt-3 border-t border-ivory/25 pt-3 md:hidden">
        <button
          type="button"
          onClick={onOpenAlerts}
          className="flex w-full items-center gap-2 rounded-full px-4 py-3 text-left font-semibold text-ivory hover:bg-plum-soft"
        >
          <Bell aria-hidden="true" className="size-4 shrink-0" />
          {messages.pushAlerts.title}
        </button>
      </div>
    </nav>
  );
}
