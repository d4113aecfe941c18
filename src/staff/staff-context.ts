import { createContext, useContext } from 'react';
import type { SessionResponse } from '../contracts/staff-api';

export interface Staff {
  session: SessionResponse;
  isAdmin: boolean;
  /** Says a result in the page's polite live region (a search's count, "Saved"). */
  announce: (text: string) => void;
  /** After sign-out: forgets the session and goes to the sign-in page. */
  signedOut: () => void;
}

export const StaffContext = createContext<Staff | null>(null);

/** The signed-in person's session, for the pages inside the staff layout. */
export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff() outside the signed-in layout');
  return staff;
}
