import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavLink } from '../core/site-map';

export interface MenuButtonProps {
  label: string;
  items: readonly NavLink[];
  /** The current path, to mark the matching item with aria-current. */
  currentPath?: string;
  /** True when the current page is one of the items: the button is highlighted. */
  active?: boolean;
}

/**
 * The WAI-ARIA menu button pattern: Enter, Space or ArrowDown open the menu on its first item,
 * ArrowUp on its last; arrows, Home and End move between items; Escape closes it and returns focus
 * to the button; Tab or a click elsewhere closes it. Positioned by Floating UI (fixed strategy,
 * which works inside shadow roots).
 */
export function MenuButton({ label, items, currentPath, active }: MenuButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<HTMLAnchorElement[]>([]);

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openMenu = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const button = buttonRef.current!;
    const menu = menuRef.current!;
    const stop = autoUpdate(button, menu, () => {
      void computePosition(button, menu, {
        strategy: 'fixed',
        placement: 'bottom-start',
        middleware: [offset(6), flip(), shift({ padding: 8 })],
      }).then(({ x, y }) => {
        menu.style.left = `${x}px`;
        menu.style.top = `${y}px`;
      });
    });
    if (focusOnOpen.current) focusItem(focusOnOpen.current === 'first' ? 0 : items.length - 1);
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(menu) && !path.includes(button)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      stop();
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the listeners follow the open state only; the button and menu nodes live as long as the component
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const index = itemRefs.current.findIndex((item) => item === root.activeElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const next = items.findIndex(
        (item, position) => position > index && item.label.toLowerCase().startsWith(event.key.toLowerCase()),
      );
      const wrapped =
        next >= 0 ? next : items.findIndex((item) => item.label.toLowerCase().startsWith(event.key.toLowerCase()));
      if (wrapped >= 0) focusItem(wrapped);
    }
  };

  return (
    <div className="menu">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={`nav-link menu-button${active ? ' is-active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openMenu(null))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className="chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul
        ref={menuRef}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        className="menu-list"
        part="menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => (
          <li key={item.href} role="none">
            <a
              ref={(node) => {
                if (node) itemRefs.current[index] = node;
              }}
              role="menuitem"
              tabIndex={-1}
              href={item.href}
              className="menu-item"
              aria-current={currentPath === item.href ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              <span className="menu-item-label">{item.label}</span>
              {item.summary ? <span className="menu-item-summary">{item.summary}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
