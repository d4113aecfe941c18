import { useEffect, useRef, type ReactNode } from 'react';

const SUFFIX = 'Staff · Crestline Advisory Group';

/**
 * A page's <h1>, also its document title. It takes focus after a page change (app.tsx), so it is
 * focusable by script (tabIndex -1) but not a tab stop; `focus` also gives it focus when the page
 * changes in place (the control that had focus went away).
 */
export function PageTitle({
  title,
  focus = false,
  children,
}: {
  title: string;
  focus?: boolean;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${SUFFIX}`;
  }, [title]);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, title]);
  return (
    <h1 ref={heading} className="page-title" tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
