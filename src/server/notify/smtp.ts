/**
 * E-mail through an SMTP server (nodemailer) when SMTP_URL is set. The portal has no SMS gateway yet,
 * so text messages keep going to the fallback (the outbox).
 */
import { loadNodemailer, onFirstUse } from '../packages-on-demand';
import type { Notifier } from './notifier';

export function createSmtpNotifier(smtpUrl: string, from: string, smsFallback: Notifier): Notifier {
  // Made at the first e-mail: nodemailer is loaded then, not at every start.
  const transport = onFirstUse(async () => (await loadNodemailer()).createTransport(smtpUrl));
  return {
    async send(message) {
      if (message.channel !== 'email') return smsFallback.send(message);
      await (await transport()).sendMail({ from, to: message.target, subject: message.subject, text: message.body });
    },
  };
}
