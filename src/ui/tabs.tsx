import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  render: () => ReactNode;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabDefinition<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and select them,
 * Home and End jump to the ends, and only the selected tab is in the tab order.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const active = tabs[index]!;

  const focusTab = (next: number) => {
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist" part="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === active.key;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.key, node);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              part={isSelected ? 'tab tab-selected' : 'tab'}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${active.key}`}
        aria-labelledby={`${baseId}-tab-${active.key}`}
        tabIndex={0}
        className="tabpanel"
        part="tabpanel"
      >
        {active.render()}
      </div>
    </div>
  );
}
