/** The shared-FAQ call, made with the guest token (SPEC.md §7; src/runtime/guest-http.ts). */
import { FaqApi, type SharedFaq } from '../../../shared/faq';
import { createGuestHttp } from '../../../runtime/guest-http';
import { showError } from '../../app/toaster';

const guest = createGuestHttp(showError);

/** Quiet: the page itself says what went wrong (unknown link, or try again). */
export const fetchSharedFaq = (token: string, signal?: AbortSignal): Promise<SharedFaq> =>
  guest.call((http) => http.get<SharedFaq>(FaqApi.shared(token), undefined, { signal, quiet: true }));
