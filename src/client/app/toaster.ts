/** The app's toast queue; http errors and screens push into it, <AppToaster> renders it. */
import { createToaster } from '@chakra-ui/react';

/** SPEC.md §9: toasts stay 5 s. */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  max: 3,
  pauseOnPageIdle: true,
});

export const showError = (message: string): void => {
  toaster.create({ type: 'error', title: message, duration: TOAST_DURATION_MS, closable: true });
};
