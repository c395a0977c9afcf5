import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { classNames } from '../class-names';
import { useControllableState } from '../use-controllable-state';
import styles from './navigation.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Name of the tab list ("Product details"). */
  label: string;
  /** The id of the open tab; pass it to control the tabs, or `defaultSelectedId` to let them keep it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * Panels behind a row of tabs (description, specification, reviews). One Tab stop for the whole row;
 * the arrow keys, Home and End move between tabs and open them.
 */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onChange, className }: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [chosen, setChosen] = useControllableState(selectedId, defaultSelectedId ?? enabled[0]?.id ?? '', onChange);
  const selected = tabs.some((tab) => tab.id === chosen && !tab.disabled) ? chosen : enabled[0]?.id;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const position = enabled.findIndex((tab) => tab.id === selected);
    const targets: Record<string, number> = {
      ArrowRight: (position + 1) % enabled.length,
      ArrowLeft: (position - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = enabled[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    setChosen(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <div className={classNames(styles['ui-tabs'], className)}>
      <div role="tablist" aria-label={label} className={styles['ui-tabs__list']} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            className={styles['ui-tabs__tab']}
            onClick={() => setChosen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel is one Tab stop after its tabs (WAI-ARIA tabs pattern)
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles['ui-tabs__panel']}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
