import type { ReactNode } from 'react';
import { useStaff } from './staff-context';

/**
 * An admin page's content; an advisor who follows a link to it reads why there is nothing (the
 * server refuses them its data anyway, 403).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useStaff();
  return isAdmin ? children : <p className="notice">Only administrators can see this page.</p>;
}
