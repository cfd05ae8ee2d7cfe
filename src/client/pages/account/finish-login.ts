/** The end of every way in: a fresh token is stored, so what an earlier account left in this tab goes. */
import { clearTicket } from '../../../runtime/account-tickets';
import { safeRedirect } from '../../routes/paths';

export async function enterPortal(navigate: (to: string, options: { replace: boolean }) => void | Promise<void>, redirect: string | null): Promise<void> {
  clearTicket('bind');
  clearTicket('reset');
  // Imported here, not at the top: the guard needs this chunk next anyway, the public pages' first load does not.
  const { endLocalSession } = await import('../../features/session/session-lifecycle');
  endLocalSession({ clearCookies: false });
  await navigate(safeRedirect(redirect), { replace: true });
}
