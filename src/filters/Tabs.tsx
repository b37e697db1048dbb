import type { KeyboardEvent, ReactNode } from 'react';

interface TabsProps<T extends string> {
  id: string;
  label: string;
  tabs: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
  children: ReactNode;
  small?: boolean;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel follows the selection. */
export function Tabs<T extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  children,
  small,
}: TabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.value);
    document.getElementById(`${id}-tab-${next.value}`)?.focus();
  };
  return (
    <div className={`tabs${small ? ' tabs--small' : ''}`}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            id={`${id}-tab-${tab.value}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.value === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.value === selected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${selected}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
